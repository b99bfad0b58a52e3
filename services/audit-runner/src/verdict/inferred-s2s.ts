import { getDomain } from 'tldts';
import type { AuditEvidence, ObservedCookie } from '@tracklight/contracts';
import { keptHopCookies } from './cookie-fate';
import { valueContainsAny } from './memory-cookie-match';

const registrableDomain = (host: string): string | null => getDomain(host.replace(/^\./, ''));

/**
 * A first-party cookie set by a response header that carries the click id: the advertiser's server
 * read the click and remembers it, so tracking is likely server-to-server and no tag is needed. A
 * cookie the browser rejected remembers nothing.
 */
export function headerCookieCarriesClickId(
  evidence: AuditEvidence,
  clickIds: readonly string[],
  finalDomain: string | null,
): boolean {
  if (!finalDomain || !clickIds.length) return false;
  const cookies: ObservedCookie[] = [
    ...keptHopCookies(evidence),
    ...evidence.stages.filter((stage) => stage.observed).flatMap((stage) => stage.cookies),
  ];
  return cookies.some(
    (cookie) =>
      cookie.origin === 'header' &&
      registrableDomain(cookie.domain) === finalDomain &&
      valueContainsAny(cookie.value, clickIds),
  );
}
