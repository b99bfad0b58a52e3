import { z } from 'zod';
import { FEATURE_GRANTS } from '@tracklight/access';
import { MIN_PASSWORD_LENGTH } from '../sessions/passwords';

const UserFields = z.strictObject({
  email: z.email('Please enter a valid e-mail address.'),
  name: z.string().trim().min(1, "Please enter the user's name."),
  title: z.string().trim(),
  companyId: z.uuid('Please choose a company.'),
  isCompanyOwner: z.boolean(),
  isEnabled: z.boolean(),
  /** Role ids (see ROLE_CATALOGUE). */
  roles: z.array(z.string()),
  grants: z.array(z.enum(FEATURE_GRANTS, `Feature grants are ${FEATURE_GRANTS.join(', ')}.`)),
  /** Temporary: the user chooses their own at the first login (account setup). */
  password: z
    .string()
    .min(
      MIN_PASSWORD_LENGTH,
      `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
    ),
});

export const InviteUserBody = UserFields.partial().required({
  email: true,
  name: true,
  password: true,
});
export const UpdateUserBody = UserFields.partial();
export type UserChanges = z.infer<typeof UpdateUserBody>;
