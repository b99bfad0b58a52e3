// One Chromium per worker process, shared by its audits, each audit in a fresh context that is
// closed whatever happens. The browser is relaunched after a crash and after a number of audits
// (Chromium's memory creeps over long runs); audits with superuser flags get a browser of their own.
import { chromium } from 'playwright-core';
import type { Browser, BrowserType } from 'playwright-core';
import type { AuditEvidence, AuditFailure, AuditOptions } from '@tracklight/contracts';
import { AddressGuard } from './address-guard';
import { EgressProxy, type Connector } from './egress-proxy';
import { HostResolverMapper } from './host-resolver-rules';
import {
  AuditBrowserSettings,
  chooseProxy,
  launchOptions,
  resolveSettings,
  splitChromiumFlags,
} from './launch-options';
import { AuditRunContext, AuditSession, newEvidence, validateLink } from './observe-audit';

interface Generation {
  browser: Browser;
  version: string;
  active: number;
  served: number;
  retiring: boolean;
  dedicated: boolean;
}

export interface AuditBrowserStats {
  launches: number;
  audits: number;
  activeAudits: number;
  /** Contexts open in the shared browser right now (0 between audits, or something leaked). */
  openContexts: number;
  browserConnected: boolean;
}

export interface AuditBrowserDeps {
  /** Defaults to playwright-core's chromium. */
  browserType?: BrowserType;
  /** One guard per audit; tests inject one with a fake resolver. */
  createGuard?: () => AddressGuard;
  /** How the egress proxy opens connections; tests stand in for public addresses here. */
  connect?: Connector;
  /** Told each time the shared browser is launched again, after a crash or its quota of audits (the metrics count it). */
  onRelaunch?: () => void;
}

const CONTEXT_CLOSE_TIMEOUT_MS = 5_000;
const LAUNCH_TIMEOUT_MS = 30_000;

export class AuditBrowser {
  readonly settings: AuditBrowserSettings;
  private current: Generation | null = null;
  private launching: Promise<Generation> | null = null;
  private readonly mapper: HostResolverMapper | null;
  /** Chromium's browser-wide proxy: refuses everything that is not in an audit's context. */
  private readonly refuseAll = new EgressProxy({ guard: null });
  private refuseAllUrl: Promise<string> | null = null;
  private launches = 0;
  /** Of the shared browser only: a superuser audit's dedicated browser is no restart. */
  private sharedLaunches = 0;
  private audits = 0;
  private closed = false;

  private readonly browserType: BrowserType;

  constructor(
    settings: Partial<AuditBrowserSettings> = {},
    private readonly deps: AuditBrowserDeps = {},
  ) {
    this.settings = resolveSettings(settings);
    this.browserType = deps.browserType ?? chromium;
    this.mapper = this.settings.hostResolverRules
      ? new HostResolverMapper(this.settings.hostResolverRules)
      : null;
  }

  private newGuard(): AddressGuard {
    if (this.deps.createGuard) return this.deps.createGuard();
    return new AddressGuard(this.mapper, undefined, {
      trustMappedTargets: this.settings.allowPrivateNetworks,
    });
  }

  stats(): AuditBrowserStats {
    const browser = this.current?.browser;
    return {
      launches: this.launches,
      audits: this.audits,
      activeAudits: this.current?.active ?? 0,
      openContexts: browser?.isConnected() ? browser.contexts().length : 0,
      browserConnected: browser?.isConnected() ?? false,
    };
  }

  /** Starts the shared browser now rather than on the first audit (worker warm-up). */
  async warmUp(): Promise<void> {
    const generation = await this.acquire();
    this.release(generation);
  }

  async close(): Promise<void> {
    this.closed = true;
    const generation = this.current ?? (await this.launching?.catch(() => null)) ?? null;
    this.current = null;
    await generation?.browser.close().catch(() => undefined);
    if (this.refuseAllUrl) await this.refuseAll.close();
  }

  private async launch(extraFlags: string[], dedicated: boolean): Promise<Generation> {
    this.refuseAllUrl ??= this.refuseAll.listen();
    const browser = await this.browserType.launch({
      ...launchOptions(this.settings, extraFlags, await this.refuseAllUrl),
      timeout: LAUNCH_TIMEOUT_MS,
    });
    this.launches += 1;
    if (!dedicated && this.sharedLaunches++ > 0) this.deps.onRelaunch?.();
    const generation: Generation = {
      browser,
      version: browser.version(),
      active: 0,
      served: 0,
      retiring: false,
      dedicated,
    };
    browser.on('disconnected', () => {
      generation.retiring = true;
      if (this.current === generation) this.current = null;
    });
    return generation;
  }

  private async acquire(): Promise<Generation> {
    if (this.closed) throw new Error('AuditBrowser is closed');
    let generation = this.current;
    if (!generation || generation.retiring || !generation.browser.isConnected()) {
      // Single flight: concurrent audits wait for the same launch.
      this.launching ??= this.launch([], false).finally(() => (this.launching = null));
      generation = await this.launching;
      this.current = generation;
    }
    generation.active += 1;
    generation.served += 1;
    if (generation.served >= this.settings.restartAfterAudits) generation.retiring = true;
    return generation;
  }

  private release(generation: Generation): void {
    generation.active -= 1;
    if ((generation.retiring || generation.dedicated) && generation.active <= 0) {
      if (this.current === generation) this.current = null;
      void generation.browser.close().catch(() => undefined);
    }
  }

  /**
   * Runs one audit and always returns evidence: failures (bad link, refused address, DNS, timeout,
   * crash...) are in evidence.failure, never thrown.
   */
  async observeAudit(options: AuditOptions, run: AuditRunContext = {}): Promise<AuditEvidence> {
    this.audits += 1;
    const hardTimeoutMs =
      this.settings.auditTimeoutMs + Math.max(0, (options.extraTimeout || 0) * 1000);
    const deadline = Date.now() + hardTimeoutMs;

    const invalid = validateLink(options.link);
    if (invalid) return finish(newEvidence(options, run, null), invalid);
    const proxy = chooseProxy(this.settings, options.countryCode, options.useResidentialProxy);

    // The same guard judges the link now and every connection of the audit in its egress proxy,
    // so each host is resolved once and always reached at the address judged.
    const guard = this.newGuard();
    const host = new URL(options.link.trim()).hostname;
    const verdict = await Promise.race([
      guard.checkHost(host),
      new Promise<null>((resolve) =>
        setTimeout(() => resolve(null), Math.max(0, deadline - Date.now())).unref(),
      ),
    ]);
    if (!verdict) {
      return finish(newEvidence(options, run, proxy), {
        kind: 'timeout',
        message: `Resolving ${host} took too long.`,
      });
    }
    if (verdict.blocked) {
      return finish(newEvidence(options, run, proxy), {
        kind: 'blocked-address',
        message: `Refused to audit ${host}: it resolves to a ${verdict.reason} address (${verdict.address}).`,
      });
    }

    // Superuser flags: malformed or forbidden ones are dropped here; validate at submission with
    // parseChromiumFlags to tell the user.
    const flags = splitChromiumFlags(options.chromiumFlags).accepted;

    const egress = new EgressProxy({ guard, upstream: proxy.proxy, connect: this.deps.connect });
    let generation: Generation;
    let egressProxyUrl: string;
    try {
      egressProxyUrl = await egress.listen();
      generation = flags.length > 0 ? await this.launchDedicated(flags) : await this.acquire();
    } catch (error) {
      await egress.close();
      return finish(newEvidence(options, run, proxy), {
        kind: 'browser-crash',
        message: `Chromium could not be started: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      });
    }

    const session = new AuditSession(generation.browser, options, run, {
      settings: this.settings,
      egress,
      egressProxyUrl,
      proxy,
      deadline,
      browserVersion: generation.version,
    });
    let timer: NodeJS.Timeout | undefined;
    let onDisconnect: (() => void) | undefined;
    try {
      const outcome = await Promise.race<AuditFailure | null>([
        session.execute().then(
          () => null,
          (error: unknown) => {
            run.log?.error({ err: error }, 'the audit stopped on an error');
            return generation.browser.isConnected()
              ? {
                  kind: 'browser-crash',
                  message: `The audit stopped: ${String(error).split('\n')[0]}`,
                }
              : { kind: 'browser-crash', message: 'The browser crashed during the audit.' };
          },
        ),
        session.stopped,
        new Promise<AuditFailure>((resolve) => {
          timer = setTimeout(
            () =>
              resolve({
                kind: 'timeout',
                message: `The audit did not finish within ${Math.round(hardTimeoutMs / 1000)} s.`,
              }),
            Math.max(0, deadline - Date.now()),
          );
        }),
        new Promise<AuditFailure>((resolve) => {
          onDisconnect = () =>
            resolve({ kind: 'browser-crash', message: 'The browser crashed during the audit.' });
          generation.browser.once('disconnected', onDisconnect);
        }),
      ]);
      const evidence = session.currentEvidence();
      if (outcome && !evidence.failure) evidence.failure = outcome;
      return evidence;
    } finally {
      clearTimeout(timer);
      if (onDisconnect) generation.browser.off('disconnected', onDisconnect);
      const closed = await session.dispose(CONTEXT_CLOSE_TIMEOUT_MS);
      await egress.close();
      // A context that will not close means a wedged browser: replace it once its audits end.
      if (!closed) generation.retiring = true;
      this.release(generation);
    }
  }

  private async launchDedicated(flags: string[]): Promise<Generation> {
    const generation = await this.launch(flags, true);
    generation.active = 1;
    generation.served = 1;
    return generation;
  }
}

function finish(evidence: AuditEvidence, failure: AuditFailure): AuditEvidence {
  evidence.failure = failure;
  evidence.finishedAt = new Date().toISOString();
  return evidence;
}
