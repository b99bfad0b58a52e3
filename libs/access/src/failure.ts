/**
 * A failure body the UI shows as is (spec section 8 reads `errorMessage`). `message` carries the
 * same text so GraphQL errors, which Nest builds from it, read the same.
 */
export const failure = (statusCode: number, errorMessage: string) => ({
  statusCode,
  errorMessage,
  message: errorMessage,
});
