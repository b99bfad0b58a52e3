/** The bearer token of an authorization header, if any; the UI sends the word 'None' when logged out (spec section 6). */
export const bearerToken = (header: unknown): string | null => {
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match && match[1] !== 'None' ? match[1] : null;
};
