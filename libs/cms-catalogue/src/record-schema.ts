import { z } from 'zod';
import type { CatalogueSpec, FieldSpec, ItemFields } from './field-spec';

const DEFAULT_TEXT_MAX = 500;
const DEFAULT_MULTILINE_MAX = 10_000;
const DEFAULT_MARKDOWN_MAX = 100_000;

/** A host name of two or more labels (shop.example.com, shop-race.test). */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/i;

const compiles = (source: string): boolean => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
};

/** The zod type of one field's value (null stands for "empty"). */
function valueSchema(name: string, field: FieldSpec): z.ZodType {
  const label = field.label;
  switch (field.kind) {
    case 'text': {
      const max = field.max ?? (field.multiline ? DEFAULT_MULTILINE_MAX : DEFAULT_TEXT_MAX);
      let text = z.string(`${label} must be text.`).max(max, `${label} must be at most ${max} characters.`);
      if (field.format === 'email') text = text.email(`${label} must be an e-mail address.`);
      if (field.format === 'url') text = text.url(`${label} must be a web address.`);
      if (field.format === 'regex') {
        text = text.refine(compiles, `${label} is not a valid regular expression.`) as unknown as typeof text;
      }
      if (field.pattern) text = text.regex(new RegExp(field.pattern.source), field.pattern.message);
      if (field.format === 'domain') {
        return text.regex(DOMAIN, `${label} must be a domain such as shop.example.com.`).transform((domain) => domain.toLowerCase());
      }
      return text;
    }
    case 'markdown': {
      const max = field.max ?? DEFAULT_MARKDOWN_MAX;
      return z.string(`${label} must be text.`).max(max, `${label} must be at most ${max} characters.`);
    }
    case 'boolean':
      return z.boolean(`${label} must be true or false.`);
    case 'integer': {
      let number = z.number(`${label} must be a whole number.`).int(`${label} must be a whole number.`);
      if (field.min !== undefined) number = number.min(field.min, `${label} must be at least ${field.min}.`);
      if (field.max !== undefined) number = number.max(field.max, `${label} must be at most ${field.max}.`);
      return number;
    }
    case 'choice': {
      const ids = field.choices.map((choice) => choice.id);
      return z.string(`${label} must be one of: ${ids.join(', ')}.`).refine((value) => ids.includes(value), {
        message: `${label} must be one of: ${ids.join(', ')}.`,
      });
    }
    case 'textList': {
      const maxItems = field.maxItems ?? 200;
      const maxLength = field.maxLength ?? DEFAULT_TEXT_MAX;
      let entry = z.string(`${label} must be a list of texts.`).max(maxLength, `Each entry of ${label} must be at most ${maxLength} characters.`);
      if (field.format === 'regex') {
        entry = entry.refine(compiles, {
          error: (issue) => `${label}: "${String(issue.input)}" is not a valid regular expression.`,
        }) as unknown as typeof entry;
      }
      if (field.pattern) {
        const shape = new RegExp(field.pattern.source);
        const message = field.pattern.message;
        entry = entry.refine((value) => shape.test(value), {
          error: (issue) => `${label}: "${String(issue.input)}" ${message}`,
        }) as unknown as typeof entry;
      }
      return z
        .array(entry, `${label} must be a list of texts.`)
        .max(maxItems, `${label} can have at most ${maxItems} entries.`);
    }
    case 'reference':
      return z
        .string(`${label} must be an id.`)
        .regex(/^[A-Za-z0-9._:-]{1,100}$/, `${label} is not a valid id.`);
    case 'dateTime':
      return z.iso.datetime({ offset: true, message: `${label} must be a date and time (ISO 8601).` });
  }
  throw new Error(`Unknown field kind of ${name}`);
}

const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** One field: empty text reads as null; a required field cannot be empty. */
function fieldSchema(name: string, field: FieldSpec): z.ZodType {
  const value = valueSchema(name, field);
  return z.unknown().transform((input, context) => {
    if (isEmpty(input)) {
      if (field.required) context.addIssue({ code: 'custom', message: `${field.label} is required.` });
      return null;
    }
    const parsed = value.safeParse(typeof input === 'string' && field.kind !== 'markdown' ? input.trim() : input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return parsed.data;
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The record a create must carry: every field, required ones non-empty, unknown fields refused.
 * Booleans take their default when absent; other absent fields are null.
 */
export function createSchema(spec: CatalogueSpec): z.ZodType<ItemFields> {
  const names = Object.keys(spec.fields);
  const shape = Object.fromEntries(
    Object.entries(spec.fields).map(([name, field]) => {
      const schema = fieldSchema(name, field);
      const defaulted =
        field.kind === 'boolean' ? z.preprocess((value) => value ?? field.default ?? false, schema) : schema;
      return [name, defaulted];
    }),
  );
  // Every field is present (undefined when not sent), so a missing required field is reported
  // in the field's own words rather than zod's.
  const withEveryField = (input: unknown) =>
    isRecord(input) ? { ...Object.fromEntries(names.map((name) => [name, undefined])), ...input } : input;
  return z.preprocess(withEveryField, z.strictObject(shape)) as unknown as z.ZodType<ItemFields>;
}

/** The fields an update may carry: any subset, each checked as on create, unknown fields refused. */
export function updateSchema(spec: CatalogueSpec): z.ZodType<ItemFields> {
  const shape = Object.fromEntries(Object.entries(spec.fields).map(([name, field]) => [name, fieldSchema(name, field).optional()]));
  return z
    .strictObject(shape)
    .transform((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined))) as unknown as z.ZodType<ItemFields>;
}

/** The first problem with a record, in words that name the field; null when there is none. */
export function recordProblem(schema: z.ZodType, record: unknown): string | null {
  const parsed = schema.safeParse(record ?? {});
  if (parsed.success) return null;
  const [issue] = parsed.error.issues;
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}.`;
  return issue.message;
}

const hasValue = (value: unknown): boolean =>
  !isEmpty(value) && !(Array.isArray(value) && value.length === 0);

/**
 * The spec's one-of-several rule on a whole item (a create's record, or the stored fields with an
 * update applied): its message when none of the fields holds a value, else null.
 */
export function oneOfRequiredProblem(spec: CatalogueSpec, fields: ItemFields): string | null {
  if (!spec.oneOfRequired) return null;
  return spec.oneOfRequired.fields.some((name) => hasValue(fields[name])) ? null : spec.oneOfRequired.message;
}

/**
 * Date-times filled when their checkbox is ticked (DateTimeFieldSpec.filledWhen): the update with
 * `now` added for each such date the change ticks and does not give itself.
 */
export function withFilledDates(spec: CatalogueSpec, current: ItemFields, update: ItemFields, now: Date): ItemFields {
  const filled = { ...update };
  for (const [name, field] of Object.entries(spec.fields)) {
    if (field.kind !== 'dateTime' || !field.filledWhen) continue;
    const ticked = update[field.filledWhen] === true && current[field.filledWhen] !== true;
    if (ticked && !hasValue(update[name])) filled[name] = now.toISOString();
  }
  return filled;
}
