import { z } from 'zod';
import { QUEUE_NAMES } from '@tracklight/jobs';
import type { CompanyProfile } from './company.events';

/** The provider's own companyType (spec section 3), given to the super admin company. */
export const PROVIDER_COMPANY_TYPE = 'provider';

export const CompanyFields = z.strictObject({
  name: z.string().trim().min(1, 'Please enter the company name.'),
  isSuperAdmin: z.boolean(),
  moonpullShareEnabled: z.boolean(),
  companyType: z.string().trim().min(1, 'Please choose a company type.'),
  billingId: z.string().trim().nullable(),
  numMonthlyLinks: z.number().int().min(0, 'The monthly links must be zero or more.'),
  resetDay: z
    .number()
    .int()
    .min(1)
    .max(28, 'The reset day must be a day of the month from 1 to 28.'),
  maxBatchSize: z.number().int().min(1, 'The maximum batch size must be at least 1.'),
  queues: z
    .array(z.enum(QUEUE_NAMES, `Queues are ${QUEUE_NAMES.join(', ')}.`))
    .min(1, 'A company needs at least one queue.'),
});

/** A new company unless the request says otherwise: the spec's placeholder allowance of 1000 links. */
export const COMPANY_DEFAULTS: Omit<CompanyProfile, 'name'> = {
  isSuperAdmin: false,
  moonpullShareEnabled: false,
  companyType: 'publisher',
  billingId: null,
  numMonthlyLinks: 1000,
  resetDay: 1,
  maxBatchSize: 500,
  queues: ['a', 'b', 'c'],
};

export const CreateCompanyBody = CompanyFields.partial().required({ name: true });
export const UpdateCompanyBody = CompanyFields.partial();
