import { anyUser, superAdminOnly, type OperationTable } from '@tracklight/access';

/**
 * Who may read history (issue 16). A company user reads the timelines and as-of views of their
 * own company's batches, audits and templates (checked per stream in StreamAccess); the event
 * log across everything is for super admins.
 */
export const HISTORY_OPERATIONS = {
  /** streamHistory, entityAsOf. */
  'history.stream.read': anyUser,
  /** eventSearch: the event log. */
  'history.events.search': superAdminOnly,
  /** readModels, readModelRebuild, readModelRebuildCancel, readModelCompareWithReplay: the read models' standing, rebuilding one (or cancelling that), checking one. */
  'history.readModels.manage': superAdminOnly,
} satisfies OperationTable;
