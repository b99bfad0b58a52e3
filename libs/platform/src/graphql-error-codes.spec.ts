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

  it.each([
    ['an id that is no uuid', '22P02', 'invalid input syntax for type uuid: "x"'],
    ['a date out of range', '22008', 'timestamp out of range: "63532-07-07 BC"'],
  ])('answers %s (a Postgres data exception) as the caller\'s error, without the database\'s words', (_case, code, message) => {
    const formatted = formatGraphqlError({ message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }, { originalError: { code } });
    expect(formatted.extensions).toEqual({ code: 'BAD_USER_INPUT' });
    expect(formatted.message).not.toContain(message);
  });

  it('leaves other database failures server faults', () => {
    const deadlock = { message: 'deadlock detected', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    expect(formatGraphqlError(deadlock, { originalError: { code: '40P01' } })).toBe(deadlock);
  });
});
