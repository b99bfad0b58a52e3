import { Inject, Injectable } from '@nestjs/common';
import type { Settings } from '@tracklight/config';
import type { AuditEvidence, AuditOptions, AuditVerdict, LiteResult, LiteTrigger } from '@tracklight/contracts';
import { SETTINGS } from '@tracklight/platform';
import { AuditBrowser, type AuditRunContext } from '../browser';
import { liteRunSetup } from './lite-provider';

/** Lite keeps two screenshots (spec section 2): post-ALP and post-consent. */
const LITE_SCREENSHOT_STAGES = new Set(['alp', 'alp-post-consent']);

/**
 * The Lite second opinion: the same link in a browser that looks different from the classic run
 * (lite-provider.ts), judged by the same rules. Never throws: a Lite run that cannot finish is a
 * result with an error ('Lite Error'), the classic verdict stands either way.
 */
@Injectable()
export class LiteRunner {
  constructor(
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly classic: AuditBrowser,
  ) {}

  get automatic(): boolean {
    return this.settings.AUDIT_LITE_AUTO;
  }

  async run(
    auditId: string,
    options: AuditOptions,
    trigger: LiteTrigger,
    run: Pick<AuditRunContext, 'isNetworkHost'>,
    judge: (evidence: AuditEvidence) => AuditVerdict,
  ): Promise<LiteResult> {
    const setup = liteRunSetup(this.classic.settings, this.settings.LITE_WEB_UNLOCKER_URL ?? null);
    const result = { source: setup.source, trigger, requestId: setup.requestId };
    const browser = new AuditBrowser(setup.settings);
    try {
      // Superuser Chromium flags tune the classic run; Lite keeps its own fingerprint.
      const evidence = await browser.observeAudit(
        { ...options, chromiumFlags: null },
        { ...run, auditId: `${auditId}-lite` },
      );
      return {
        ...result,
        memoryCookieStatus: judge(evidence).memoryCookieStatus,
        cmp: evidence.cmp.detected,
        error: evidence.failure ? { message: evidence.failure.message, stack: null } : null,
        screenshots: evidence.stages.flatMap((stage) =>
          stage.screenshot && LITE_SCREENSHOT_STAGES.has(stage.stage) ? [{ stage: stage.stage, file: stage.screenshot }] : [],
        ),
        evidence,
        finishedAt: new Date().toISOString(),
      };
    } catch (error) {
      const thrown = error instanceof Error ? error : new Error(String(error));
      return {
        ...result,
        memoryCookieStatus: null,
        cmp: null,
        error: { message: thrown.message, stack: thrown.stack ?? null },
        screenshots: [],
        evidence: null,
        finishedAt: new Date().toISOString(),
      };
    } finally {
      await browser.close();
    }
  }
}
