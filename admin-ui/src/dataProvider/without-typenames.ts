/** GraphQL's typenames out, as the forms check values against the server's strict shapes. */
export const withoutTypenames = <T,>(value: T): T =>
  JSON.parse(JSON.stringify(value, (key, inner) => (key === '__typename' ? undefined : inner)));
