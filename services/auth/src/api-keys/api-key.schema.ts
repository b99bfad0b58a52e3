import { z } from 'zod';
import { API_KEY_SCOPES } from '@tracklight/access';

export const CreateApiKeyBody = z.strictObject({
  name: z.string('Please give the key a name.').trim().min(1, 'Please give the key a name.').max(100, 'The name must be at most 100 characters.'),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, `Scopes are ${API_KEY_SCOPES.join(', ')}.`), `Scopes are ${API_KEY_SCOPES.join(', ')}.`)
    .min(1, 'Choose at least one scope.')
    .max(API_KEY_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
  expiresAt: z.iso
    .datetime({ offset: true, message: 'The expiry must be a date and time (ISO 8601).' })
    .refine((at) => new Date(at) > new Date(), 'The expiry must be in the future.')
    .nullable()
    .optional(),
});
export type CreateApiKeyInput = z.infer<typeof CreateApiKeyBody>;
