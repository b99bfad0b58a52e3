/**
 * Spec section 5, form collection: only the fields the call accepts (the server refuses any
 * other); an emptied field is dropped unless `clearedTo` says what clears it on the server.
 */
export const collectFields = (values: Record<string, unknown>, fields: readonly string[], clearedTo: Record<string, unknown> = {}) =>
  Object.fromEntries(
    fields.flatMap((field) => {
      const value = typeof values[field] === 'string' ? (values[field] as string).trim() : values[field];
      const empty = value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0);
      if (!empty) return [[field, value]];
      return field in clearedTo ? [[field, clearedTo[field]]] : [];
    }),
  );
