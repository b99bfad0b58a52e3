import { Inject, Injectable } from '@nestjs/common';
import type { Settings } from '@tracklight/config';
import type { AuditEvidence, AuditOptions, ResidentialRetry } from '@tracklight/contracts';
import { SETTINGS } from '@tracklight/platform';
import { AuditBrowser, chooseProxy, type AuditBrowserSettings } from '../browser';
import { normalizeCountry } from '@tracklight/countries';
import { blockedBy } from './blocked-run';

/**
 * The reason to run a blocked audit again through a residential proxy, or null: only a run that
 * went through a data-centre proxy, was blocked, and has a residential proxy configured for its
 * own country (not the gb fallback: another country's exit would change what the site shows).
 */
export function residentialRetryReason(
  evidence: AuditEvidence,
  options: AuditOptions,
  settings: AuditBrowserSettings,
): string | null {
  if (options.useResidentialProxy || evidence.proxy.isResidential) return null;
  const dataCentre = chooseProxy(settings, options.countryCode, false).proxy;
  const country = normalizeCountry(options.countryCode);
  if (!dataCentre || !settings.residentialProxies[country]) return null;
  return blockedBy(evidence);
}

/** What one run of the browser needs from the runner: the options, and how to name the run. */
export type ObserveRun = (options: AuditOptions, run: { isRetry: boolean; screenshotStem: string }) => Promise<AuditEvidence>;

/**
 * Observes the audit and, when the data-centre run was blocked, once more through the residential
 * proxy (unless AUDIT_RESIDENTIAL_RETRY is off). The retry's evidence is the audit's; the first run
 * is kept beside it, with its own screenshots (the retry's are named `<auditId>-retry-*` so
 * neither overwrites the other).
 */
@Injectable()
export class ResidentialRetryRunner {
  constructor(
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly browser: AuditBrowser,
  ) {}

  async observe(
    auditId: string,
    options: AuditOptions,
    observe: ObserveRun,
    isRetry: boolean,
  ): Promise<{ evidence: AuditEvidence; residentialRetry: ResidentialRetry | null }> {
    const first = await observe(options, { isRetry, screenshotStem: auditId });
    const reason = this.settings.AUDIT_RESIDENTIAL_RETRY ? residentialRetryReason(first, options, this.browser.settings) : null;
    if (!reason) return { evidence: first, residentialRetry: null };
    const evidence = await observe(
      { ...options, useResidentialProxy: true },
      { isRetry: true, screenshotStem: `${auditId}-retry` },
    );
    return { evidence, residentialRetry: { reason, firstRun: first } };
  }
}
