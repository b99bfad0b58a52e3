import { badRequest } from '@tracklight/access';
import { ADVERTISER_SPEC, createSchema, recordProblem, updateSchema } from '@tracklight/cms-catalogue';
import type { AdvertiserRecord } from '@tracklight/contracts';

// What staff send for an advertiser, checked by the advertiser's field spec (libs/cms-catalogue)
// before anything is read or written, with the same messages the admin UI shows. The rules between
// fields (a reason with cannotAudit, a name with a bespoke cookie type) are the aggregate's, on the
// record as it would stand (advertiser.ts).

const createFields = createSchema(ADVERTISER_SPEC);
const updateFields = updateSchema(ADVERTISER_SPEC);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of a create (every field, defaults filled in) or of an update (those sent). */
export function checkedAdvertiser(input: unknown, mode: 'create'): AdvertiserRecord;
export function checkedAdvertiser(input: unknown, mode: 'update'): Partial<AdvertiserRecord>;
export function checkedAdvertiser(input: unknown, mode: 'create' | 'update'): Partial<AdvertiserRecord> {
  if (!isRecord(input)) throw badRequest('An advertiser must be sent as an object of its fields.');
  const sent = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const schema = mode === 'create' ? createFields : updateFields;
  const problem = recordProblem(schema, sent);
  if (problem) throw badRequest(problem);
  const fields = schema.parse(sent) as Partial<AdvertiserRecord>;
  // Booleans are yes or no: clearing one is not a third answer.
  for (const name of ['javascript', 's2s', 'other', 'cannotAudit'] as const) {
    if (name in fields && fields[name] === null) throw badRequest(`${ADVERTISER_SPEC.fields[name].label} must be true or false.`);
  }
  return fields;
}
