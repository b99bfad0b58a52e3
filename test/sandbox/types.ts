// Shared types of the sandbox: the running server handle, the request shape handlers see, and
// the scenario catalogue entry that audit tests compare the engine's verdict against.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuditFailureKind } from '@tracklight/contracts';

/** What a started sandbox gives back. URLs carry no port: Chromium's resolver rules map every host. */
export interface Sandbox {
  port: number;
  /** `http://<host><path>`; path defaults to '/'. */
  url(host: string, path?: string): string;
  /** Value for Chromium's `--host-resolver-rules=` switch. */
  hostResolverRules: string;
  /** Every request served so far (host, path, referer), unless started with logRequests: false. */
  requests: SandboxRequestLog[];
  close(): Promise<void>;
}

export interface SandboxRequestLog {
  at: number;
  method: string;
  host: string;
  path: string;
  referer: string | null;
  userAgent: string | null;
  /** The fake proxy's user the request came through (second-opinion-sites.ts); null: direct. */
  proxyUser: string | null;
}

/** A parsed request: handlers route on host and path and read cookies without re-parsing. */
export interface SandboxRequest {
  raw: IncomingMessage;
  method: string;
  /** Host header without the port, lower-cased. */
  host: string;
  url: URL;
  cookies: Record<string, string>;
  referer: string | null;
  proxyUser: string | null;
}

export type Handler = (req: SandboxRequest, res: ServerResponse) => void | Promise<void>;

export type MemoryCookieStatus =
  | 'IMMEDIATE'
  | 'CONDITIONAL_ON_CMP'
  | 'CONDITIONAL_ON_CMP_AND_REFRESH'
  | 'NO_MEMORY_COOKIE'
  | 'CLOSED_ADVERTISER'
  | 'NOT_AUDITED'
  | 'MANUAL_REVIEW'
  | 'OTHER';

export type NetworkName =
  | 'AWIN'
  | 'Impact'
  | 'CJ'
  | 'Rakuten'
  | 'Partnerize'
  | 'TradeDoubler'
  | 'LinkConnector'
  | 'Admitad'
  | 'Webgains';

/** Where the network's memory cookie ends up, so a test can look for it without network definitions. */
export interface MemoryCookieLocation {
  store: 'cookie' | 'localStorage';
  name: string;
}

export interface ExpectedVerdict {
  memoryCookieStatus: MemoryCookieStatus;
  auditStatus: 'DONE' | 'FAILED';
  /** Error ids that must be present (e.g. '5.4'). */
  errors: string[];
  /** Error ids that must NOT be present. */
  absentErrors?: string[];
  cookiesWereAccepted?: boolean;
  inferredS2S?: boolean;
  closedMerchant?: boolean;
  interstitialNavigated?: boolean;
  aniTruncated?: boolean;
  /** Words the verdict's failReason must contain. */
  failReason?: string;
  /** For FAILED audits: why the landing page was never reached. */
  failureKind?: AuditFailureKind;
}

export interface SandboxScenario {
  id: string;
  description: string;
  network: NetworkName;
  /** Rule name autoconsent reports for the banner (cmpDetected / popupFound), or null for no CMP. */
  cmp: string | null;
  /** The affiliate link to audit (on a network click host). */
  link(sandbox: Pick<Sandbox, 'url'>): string;
  /** Batch link referrer to send with the first request (LinkConnector credits only referred clicks). */
  referrer?: string;
  /** Where the browser settles: host and path of the final document; null when no document loads. */
  landing: { host: string; pathname: string } | null;
  /** Click id parameter on the landing URL ('awc', 'irclickid'...), null when the network has none. */
  clickIdParam: string | null;
  memoryCookie: MemoryCookieLocation | null;
  expected: ExpectedVerdict;
}
