/** The fields POST and PATCH /accounts/companies accept (services/auth company.schema.ts). */
export const COMPANY_FIELDS = [
  'name',
  'companyType',
  'billingId',
  'numMonthlyLinks',
  'resetDay',
  'maxBatchSize',
  'queues',
  'isSuperAdmin',
  'moonpullShareEnabled',
] as const;

/** What an emptied field means on update: no billing id, and no queues (which the server refuses). */
export const COMPANY_CLEARED = { billingId: null, queues: [] };

/** Spec section 9: queues a, b and c by batch size, plus the superuser-only queue (libs/jobs QUEUE_NAMES). */
export const QUEUE_CHOICES = [
  { id: 'a', name: 'a (single or under 3 links)' },
  { id: 'b', name: 'b (intermediate)' },
  { id: 'c', name: 'c (large)' },
  { id: 'superuser', name: 'superuser' },
];
