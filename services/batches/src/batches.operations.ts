import { anyUser, superAdminOnly, withApiKey, type OperationTable } from '@tracklight/access';

/**
 * Who may call what (spec section 6). Object-level checks come after, in the handlers: a batch of
 * another company is 404 unless the caller is a super admin; changing owner and marking complete
 * through the shared update call are refused to anyone but a super admin.
 */
export const BATCHES_OPERATIONS = {
  /** Open to API keys too (issue 21): a deployment pipeline submits and polls without a session. */
  'batches.submit': withApiKey('submit', anyUser),
  'batches.list': withApiKey('read', anyUser),
  'batches.read': withApiKey('read', anyUser),
  'batches.update': anyUser,
  'batches.rerunAudit': anyUser,
  'batches.linkCsv': anyUser,
  'batches.exportCsv': superAdminOnly,
  'batches.softDelete': superAdminOnly,
  'batches.restore': superAdminOnly,
  /** Templates: any user of the template's company (checked in the handlers), rights per field. */
  'batches.templates.edit': anyUser,
  'batches.templates.run': anyUser,
  'batches.templates.delete': anyUser,
} satisfies OperationTable;
