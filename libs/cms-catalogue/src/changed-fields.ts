import type { FieldValue, ItemFields } from './field-spec';

const same = (a: FieldValue | undefined, b: FieldValue | undefined): boolean =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `update` whose value differs from `current`: what an update event records. */
export function changedFields(current: ItemFields, update: ItemFields): ItemFields {
  return Object.fromEntries(Object.entries(update).filter(([name, value]) => !same(current[name], value)));
}
