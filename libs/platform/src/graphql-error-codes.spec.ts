import { formatGraphqlError } from './graphql-error-codes';

describe('GraphQL error codes', () => {
  it('names a not-found failure NOT_FOUND, not INTERNAL_SERVER_ERROR', () => {
    const formatted = formatGraphqlError({
      message: 'That batch does not exist.',
      extensions: { code: 'INTERNAL_SERVER_ERROR', originalError: { statusCode: 404, errorMessage: 'That batch does not exist.' } },
    });
    expect(formatted.extensions?.code).toBe('NOT_FOUND');
    expect(formatted.message).toBe('That batch does not exist.');
  });

  it('leaves codes Nest already names, and real server errors, as they are', () => {
    const forbidden = { message: 'No', extensions: { code: 'FORBIDDEN', originalError: { statusCode: 403 } } };
    expect(formatGraphqlError(forbidden)).toBe(forbidden);
    const crash = { message: 'Unexpected', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    expect(formatGraphqlError(crash)).toBe(crash);
  });
});
