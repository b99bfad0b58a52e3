import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAccountFailure } from '../accounts/use-account-call';
import { authedRequest } from '../auth/authed-request';
import type { AuditRecord } from '../audit-view/audit-record';
import type { TechnicalReportData } from './technical-report-data';

/**
 * The audit's technical report (REST, spec section 7: GET /batches/{batchId}/audits/{auditId},
 * here with view=technical for the recorded evidence). Asked again when the audit's status moves,
 * so a report opened mid-run fills in once it finishes. A failure is flashed verbatim; a 401 that
 * survives the refresh ends the session.
 */
export const useTechnicalReport = (audit: Pick<AuditRecord, 'id' | 'batchId' | 'status'>) => {
  const fail = useAccountFailure();
  const result = useQuery({
    queryKey: ['technicalReport', audit.id, audit.status],
    queryFn: () => authedRequest<TechnicalReportData>(`/batches/${audit.batchId}/audits/${audit.id}?view=technical`),
    retry: false,
  });
  const { error } = result;
  useEffect(() => {
    if (error) fail(error);
    // fail is a new function each render; one flash per failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
  return result;
};
