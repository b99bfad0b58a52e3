import { anyUser, superAdminOnly, type OperationTable } from '@tracklight/access';

/**
 * Who may call what (spec section 6). Object-level checks come after, in the handlers: a batch of
 * another company is 404 unless the caller is a super admin; changing owner and marking complete
 * through the shared update call are refused to anyone but a super admin.
 */
export const BATCHES_OPERATIONS = {
  'batches.submit': anyUser,
  'batches.list': anyUser,
  'batches.read': anyUser,
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
