import { badRequest } from '@tracklight/access';
import { createSchema, NETWORK_SPEC, recordProblem, updateSchema } from '@tracklight/cms-catalogue';
import type { NetworkRecord } from '@tracklight/contracts';
import {
  DEFINITION_PART_SCHEMAS,
  DEFINITION_PARTS,
  successCriteriaSchema,
  validationProblems,
  type DefinitionPart,
  type SuccessCriteria,
} from '@tracklight/networks';

// What staff send for a network, checked before anything is read or written: the plain fields by
// the network's field spec (libs/cms-catalogue), the definition parts and the success criteria by
// libs/networks, the same checks the admin UI runs, so the messages read the same in both.

const FIELD_NAMES = new Set(Object.keys(NETWORK_SPEC.fields));
const PART_NAMES = new Set<string>(DEFINITION_PARTS);
const createFields = createSchema(NETWORK_SPEC);
const updateFields = updateSchema(NETWORK_SPEC);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of a create (every plain field, defaults filled in) or of an update (those sent). */
export function checkedRecord(input: unknown, mode: 'create'): Partial<NetworkRecord> & Pick<NetworkRecord, 'name'>;
export function checkedRecord(input: unknown, mode: 'update'): Partial<NetworkRecord>;
export function checkedRecord(input: unknown, mode: 'create' | 'update'): Partial<NetworkRecord> {
  if (!isRecord(input)) throw badRequest('A network must be sent as an object of its fields.');
  const entries = Object.entries(input).filter(([, value]) => value !== undefined);
  const unknown = entries.map(([name]) => name).filter((name) => !FIELD_NAMES.has(name) && !PART_NAMES.has(name));
  if (unknown.length) throw badRequest(`Unknown field: ${unknown.join(', ')}.`);

  const schema = mode === 'create' ? createFields : updateFields;
  const plain = Object.fromEntries(entries.filter(([name]) => FIELD_NAMES.has(name)));
  const problem = recordProblem(schema, plain);
  if (problem) throw badRequest(problem);
  const fields = schema.parse(plain) as Partial<NetworkRecord>;
  // A cleared list of aliases is an empty list, as the definition holds it; active is yes or no.
  if ('aliases' in fields && fields.aliases === null) fields.aliases = [];
  if ('isActive' in fields && fields.isActive === null) throw badRequest(`${NETWORK_SPEC.fields.isActive.label} must be true or false.`);

  const parts: Partial<NetworkRecord> = {};
  for (const [name, value] of entries.filter(([name]) => PART_NAMES.has(name))) {
    const part = name as DefinitionPart;
    const [first] = validationProblems(DEFINITION_PART_SCHEMAS[part], value, [part]);
    if (first) throw badRequest(first.message);
    Object.assign(parts, { [part]: DEFINITION_PART_SCHEMAS[part].parse(value) });
  }
  return { ...fields, ...parts };
}

/** Success criteria to set, or null to have them follow the definition again. */
export function checkedCriteria(input: unknown): SuccessCriteria | null {
  if (input === null) return null;
  const [first] = validationProblems(successCriteriaSchema, input);
  if (first) throw badRequest(first.message);
  return successCriteriaSchema.parse(input);
}

/** Criteria sent as JSON text (GraphQL), read and checked like any other. */
export function criteriaFromJson(text: string | null): SuccessCriteria | null {
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('Success criteria must be JSON.');
  }
  return checkedCriteria(parsed);
}
