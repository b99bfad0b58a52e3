// What an audit learns beyond its classic run (issue 17 item 4): the Lite second opinion, the
// automatic residential retry, and the site's app association files. All three travel inside
// AuditCompleted, so an audit's verdict and its second opinions are recorded in one write by the
// stream's one owner (the audit runner) and there is never a half-recorded audit.
import type { MemoryCookieStatus } from '@tracklight/presentation';
import type { AuditEvidence, LandingStage } from './audit-evidence';

/** Who produced the Lite result: a second local Chromium, or the configured web unlocker. */
export type LiteSource = 'LOCAL_PROCESSING' | 'WEB_UNLOCKER';

/** Why the Lite run happened: the batch asked, or the classic run ended in manual review or a block. */
export type LiteTrigger = 'requested' | 'manual-review' | 'blocked';

export interface LiteResult {
  source: LiteSource;
  trigger: LiteTrigger;
  /** Names this Lite run at its provider (the web unlocker's session), or locally; shown as 'Lite Used'. */
  requestId: string;
  /** The Lite run's own verdict; null when it could not run at all (see error). */
  memoryCookieStatus: MemoryCookieStatus | null;
  /** The consent manager Lite saw; null when none was shown to it. */
  cmp: string | null;
  /** Why Lite could not judge the link (browser failure or exception), with the stack when thrown. */
  error: { message: string; stack: string | null } | null;
  /** Lite screenshot files, post-ALP and post-consent, relative to the screenshot directory. */
  screenshots: { stage: LandingStage; file: string }[];
  /** What the Lite browser saw, for the technical report; null when it never started. */
  evidence: AuditEvidence | null;
  finishedAt: string;
}

/** The first run of an audit that was run again through a residential proxy. */
export interface ResidentialRetry {
  /** Why the data-centre run counted as blocked ('HTTP 403', 'challenge page'...). */
  reason: string;
  firstRun: AuditEvidence;
}

/** The landing domain's app association files as served (JSON text), null when absent or invalid. */
export interface SiteAppAssociations {
  domain: string;
  appleAppSiteAssociation: string | null;
  androidAppSiteAssociation: string | null;
  fetchedAt: string;
}
