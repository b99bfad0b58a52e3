import { ADVERTISER_SPEC, advertiserRuleProblem, createSchema, updateSchema, type ItemFields } from '@tracklight/cms-catalogue';

// The advertiser form checks its values with the server's own schema (libs/cms-catalogue) and the
// aggregate's rules between fields, so a refusal reads the same before and after sending.

const FIELDS = new Set(Object.keys(ADVERTISER_SPEC.fields));
const createFields = createSchema(ADVERTISER_SPEC);
const updateFields = updateSchema(ADVERTISER_SPEC);

/** Each field's first problem, keyed by the field, as react-admin's form validation takes them. */
export function advertiserFormErrors(values: Record<string, unknown>, creating: boolean): Record<string, string> {
  const plain = Object.fromEntries(Object.entries(values).filter(([name, value]) => FIELDS.has(name) && value !== undefined));
  const parsed = (creating ? createFields : updateFields).safeParse(plain);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return errors;
  }
  const rule = advertiserRuleProblem(parsed.data as ItemFields);
  if (rule) errors[rule.field] = rule.message;
  return errors;
}
