import { z } from 'zod';
import { QUEUE_NAMES } from '@tracklight/jobs';
import type { CompanyProfile } from '@tracklight/contracts';

/** The provider's own companyType (spec section 3), given to the super admin company. */
export const PROVIDER_COMPANY_TYPE = 'provider';

/** The read model keeps counts in 32-bit integer columns; no allowance comes near this. */
const COUNT_MAX = 1_000_000_000;
/** A whole count from `least` to COUNT_MAX, refused in the user's words (`what` starts the message). */
export const countField = (what: string, least: 0 | 1) =>
  z
    .number()
    .int()
    .min(least, `${what} must be ${least === 0 ? 'zero or more' : 'at least 1'}.`)
    .max(COUNT_MAX, `${what} must be at most 1,000,000,000.`);

export const CompanyFields = z.strictObject({
  name: z.string().trim().min(1, 'Please enter the company name.'),
  isSuperAdmin: z.boolean(),
  moonpullShareEnabled: z.boolean(),
  companyType: z.string().trim().min(1, 'Please choose a company type.'),
  billingId: z.string().trim().nullable(),
  numMonthlyLinks: countField('The monthly links', 0),
  resetDay: z
    .number()
    .int()
    .min(1)
    .max(28, 'The reset day must be a day of the month from 1 to 28.'),
  maxBatchSize: countField('The maximum batch size', 1),
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
