import { z } from 'zod';

const Link = z.url('link must be a web address.').max(4000, 'link must be at most 4,000 characters.');
const Uuid = z.uuid('That id is not valid.');

export const AssuranceLinkQuery = z.strictObject({ link: Link });

/** The embed script's call: the key's public identifier and the link. */
export const PublicStatusQuery = z.strictObject({ key: z.uuid('key must be an API key’s public id.'), link: Link });

/** POST /client/v1/assurance (spec section 7): a list of {type: BATCH_IDS, batchIds}. */
export const AssuranceBatchesBody = z
  .array(
    z.strictObject({
      type: z.literal('BATCH_IDS', "type must be 'BATCH_IDS'."),
      batchIds: z.array(Uuid, 'batchIds must be a list of batch ids.').min(1, 'batchIds must name at least one batch.').max(100, 'At most 100 batch ids per request.'),
    }),
    'Send a list of {type: "BATCH_IDS", batchIds: [...]}.',
  )
  .min(1, 'Send a list of {type: "BATCH_IDS", batchIds: [...]}.')
  .max(10, 'At most 10 entries per request.');
