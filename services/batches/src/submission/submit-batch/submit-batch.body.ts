import { z } from 'zod';
import { LINK_FIELDS } from '../batch-link.input';

/** Most links one submission may carry; a company's maxBatchSize is checked after this. */
export const MAX_LINKS_PER_SUBMISSION = 10_000;

/** A scalar as a CSV cell or a JSON value may give it; meaning is checked by toBatchMeta/toLinkRecord. */
const scalar = z.union([z.string().max(10_000, 'is too long (10,000 characters at most)'), z.boolean(), z.number()]).nullable().optional();

/** Batch meta on submission (spec section 3) and the single-link form's names for its fields. */
export const BATCH_META_FIELDS = [
  'name', 'description', 'batchName', 'batchDescription', 'mobile', 'proxy', 'countryCode', 'userAgent',
  'useResidentialProxy', 'useLite', 'notifyOnComplete', 'notify', 'standDownMrAs', 'queueLetter',
] as const;

export const BatchMetaInput = z.strictObject(Object.fromEntries(BATCH_META_FIELDS.map((field) => [field, scalar])));

const LinkInput = z.strictObject(Object.fromEntries(LINK_FIELDS.map((field) => [field, scalar])));

/** POST /audit as JSON: `{batchMeta, batchLinks}`, every field of the right type, nothing unknown. */
export const SubmitJsonBody = z.strictObject({
  batchMeta: BatchMetaInput.optional(),
  batchLinks: z
    .array(LinkInput, 'Send a CSV file, or batchLinks as a list of links.')
    .max(MAX_LINKS_PER_SUBMISSION, `A submission can carry at most ${MAX_LINKS_PER_SUBMISSION} links.`),
});

/** Multipart fields beside the CSV file: meta fields, or a `batchMeta` JSON field. */
export const SubmitMultipartFields = BatchMetaInput.extend({ batchMeta: z.string().max(100_000).optional(), batchLinks: z.string().optional() });

/** Names the field with a problem, as people read a form: "batchLinks, row 3, tagA". */
export const describeProblem = (error: z.ZodError): string => {
  const [issue] = error.issues;
  const path = issue.path
    .map((part) => (typeof part === 'number' ? `row ${part + 1}` : String(part)))
    .join(', ');
  if (issue.code === 'unrecognized_keys') return `${path ? `${path}: ` : ''}unknown field ${issue.keys.map((k) => `'${k}'`).join(', ')}.`;
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_union') && path) {
    return `${path}: ${issue.message.startsWith('Send') ? issue.message : 'must be text, a number or true/false.'}`;
  }
  if (issue.message.startsWith('is too long')) return `${path}: ${issue.message}.`;
  return path ? `${path}: ${issue.message}` : issue.message;
};
