import { createSchema, NETWORK_SPEC, updateSchema } from '@tracklight/cms-catalogue';
import {
  DEFINITION_PART_SCHEMAS,
  DEFINITION_PARTS,
  successCriteriaSchema,
  validationProblems,
  type SuccessCriteria,
  type ValidationProblem,
} from '@tracklight/networks';

// The network forms check what they hold with the server's own schemas (libs/cms-catalogue for the
// plain fields, libs/networks for the definition and the success criteria), so a refusal reads the
// same before and after sending. react-admin takes a form's errors as an object shaped like its
// values; each message goes to the input that holds the value.

export type FormErrors = { [key: string]: string | FormErrors | FormErrors[] };

/**
 * Puts each problem at its input: a list of plain texts (hosts, parameters) is one input, so its
 * entries' problems go to the list; the first problem at a place wins.
 */
export function formErrors(problems: readonly ValidationProblem[]): FormErrors {
  const errors: FormErrors = {};
  for (const { path, message } of problems) {
    const place = typeof path[path.length - 1] === 'number' ? path.slice(0, -1) : path;
    if (place.length === 0) continue;
    let node: Record<string | number, unknown> = errors;
    let blocked = false;
    for (const [index, key] of place.slice(0, -1).entries()) {
      const nextIsIndex = typeof place[index + 1] === 'number';
      if (node[key] === undefined) node[key] = nextIsIndex ? [] : {};
      if (typeof node[key] !== 'object') {
        blocked = true;
        break;
      }
      node = node[key] as Record<string | number, unknown>;
    }
    const last = place[place.length - 1];
    if (!blocked && node[last] === undefined) node[last] = message;
  }
  return errors;
}

const plainFields = new Set(Object.keys(NETWORK_SPEC.fields));
const createFields = createSchema(NETWORK_SPEC);
const updateFields = updateSchema(NETWORK_SPEC);
const idPattern = new RegExp(NETWORK_SPEC.customId.pattern);

/** Every problem with a network form's values, each with the message the server would give. */
export function networkProblems(values: Record<string, unknown>, creating: boolean): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  if (creating) {
    const id = values.id;
    if (typeof id !== 'string' || id.trim() === '') problems.push({ path: ['id'], message: `${NETWORK_SPEC.customId.label} is required.` });
    else if (!idPattern.test(id)) problems.push({ path: ['id'], message: NETWORK_SPEC.customId.message });
  }
  const plain = Object.fromEntries(Object.entries(values).filter(([name, value]) => plainFields.has(name) && value !== undefined));
  // The field spec's messages name their field already ('Name is required.').
  const parsed = (creating ? createFields : updateFields).safeParse(plain);
  if (!parsed.success) {
    problems.push(...parsed.error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message })));
  }
  for (const part of DEFINITION_PARTS) {
    if (values[part] !== undefined) problems.push(...validationProblems(DEFINITION_PART_SCHEMAS[part], values[part], [part]));
  }
  return problems;
}

/** The fixed values of an extracted check, which the form does not ask for. */
export function completeCriteria(criteria: SuccessCriteria): SuccessCriteria {
  return Object.fromEntries(
    Object.entries(criteria).map(([stage, checks]) => [
      stage,
      {
        query: checks.query ?? [],
        cookies: checks.cookies ?? [],
        scripts: checks.scripts ?? [],
        extracted: (checks.extracted ?? []).map((check) => ({
          ...check,
          extract: 'tracking-script-advertiser-id',
          mustEqual: 'click-advertiser-id',
        })),
      },
    ]),
  ) as SuccessCriteria;
}

/** The success criteria form's problems, placed under `successCriteria` where the form holds them. */
export const criteriaProblems = (criteria: SuccessCriteria): ValidationProblem[] =>
  validationProblems(successCriteriaSchema, completeCriteria(criteria)).map((problem) => ({
    ...problem,
    path: ['successCriteria', ...problem.path],
  }));
