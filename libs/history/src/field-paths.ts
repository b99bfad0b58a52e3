import type { EntityView } from './history-fold';

/** One field of an entity that an event changed, with values as JSON text (null: absent). */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

// Field names that hold secrets; a view drops them wherever they appear (belt and braces: the
// owners' views already leave them out).
const SECRET_FIELD = /^password$|hash|secret|token/i;
const MAX_VALUE_LENGTH = 500;
const MAX_DEPTH = 4;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Maps, sets and bigints as JSON can carry them. */
const toPlain = (value: unknown): unknown => {
  if (value instanceof Map) return Object.fromEntries([...value].map(([key, inner]) => [String(key), toPlain(inner)]));
  if (value instanceof Set) return [...value].map(toPlain);
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(toPlain);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toPlain(inner)]));
  return value;
};

const asText = (value: unknown): string => {
  const text = JSON.stringify(value) ?? 'null';
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
};

/**
 * The view's fields by dotted path (nested objects opened up to a depth, lists kept whole), each
 * value as JSON text cut to a readable length; secret fields are left out.
 */
export const fieldsOf = (view: EntityView | null): Map<string, string> => {
  const fields = new Map<string, string>();
  const walk = (value: unknown, path: string, depth: number): void => {
    if (isPlainObject(value) && depth < MAX_DEPTH && Object.keys(value).length > 0) {
      for (const [key, inner] of Object.entries(value)) {
        if (!SECRET_FIELD.test(key)) walk(inner, path ? `${path}.${key}` : key, depth + 1);
      }
      return;
    }
    if (path) fields.set(path, asText(value));
  };
  walk(toPlain(view ?? {}), '', 0);
  return fields;
};

/** The fields whose value differs between two views, in the order they appear. */
export const changesBetween = (before: Map<string, string>, after: Map<string, string>): FieldChange[] => {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths]
    .filter((path) => before.get(path) !== after.get(path))
    .map((path) => ({ field: path, before: before.get(path) ?? null, after: after.get(path) ?? null }));
};
