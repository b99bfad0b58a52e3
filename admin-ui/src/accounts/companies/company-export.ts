import { safeExporter } from '../../export/safe-exporter';
import type { Company } from '../account-api';

/** Companies Management's CSV: the columns the list shows, the reset date as ISO like every export's dates. */
export const companyExporter = safeExporter<Company>('companies', [
  { header: 'Name', value: (company) => company.name },
  { header: 'Type', value: (company) => company.companyType },
  { header: 'Monthly links', value: (company) => company.numMonthlyLinks },
  { header: 'Extra', value: (company) => company.numExtraMonthlyLinks },
  { header: 'Used audits', value: (company) => company.numAudits },
  { header: 'Remaining audits', value: (company) => company.remainingAudits },
  { header: 'Max batch size', value: (company) => company.maxBatchSize },
  { header: 'Reset day', value: (company) => company.resetDay },
  { header: 'Next reset', value: (company) => company.nextResetDate },
  { header: 'Queues', value: (company) => company.queues.join(', ') },
  { header: 'Billing ID', value: (company) => company.billingId ?? '' },
]);
