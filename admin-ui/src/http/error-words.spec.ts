import { explainError, SERVER_FAILED, SERVER_UNREACHABLE } from './error-words';
import { ApiError, SOMETHING_WENT_WRONG } from './request';

/** The shape react-admin's HttpError has: message, status, body. */
const httpError = (message: string, status: number, body: unknown = null) => Object.assign(new Error(message), { status, body });

describe('a failure in words (issue 22)', () => {
  it("turns Apollo's 'Received status code 500' into words, keeping it as the detail", () => {
    expect(explainError(httpError('Response not successful: Received status code 500', 500))).toEqual({
      words: SERVER_FAILED,
      detail: 'HTTP 500: Response not successful: Received status code 500',
      serverFault: true,
    });
  });

  it("turns a resolver's crash (INTERNAL_SERVER_ERROR, HTTP 200) into words with the server's message as detail", () => {
    const error = httpError('relation "batch_view" does not exist', 200, { graphQLErrors: [{ extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    expect(explainError(error)).toEqual({ words: SERVER_FAILED, detail: 'relation "batch_view" does not exist', serverFault: true });
  });

  it("reads an ApolloError from the client itself (its graphQLErrors and networkError's status)", () => {
    const crashed = Object.assign(new Error('boom'), { graphQLErrors: [{ extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    expect(explainError(crashed)).toEqual({ words: SERVER_FAILED, detail: 'boom', serverFault: true });
    const failed = Object.assign(new Error('Response not successful: Received status code 502'), { networkError: { statusCode: 502 } });
    expect(explainError(failed)).toEqual({ words: SERVER_FAILED, detail: 'HTTP 502: Response not successful: Received status code 502', serverFault: true });
  });

  it('says the server did not answer when nothing came back', () => {
    expect(explainError(new TypeError('Failed to fetch'))).toMatchObject({ words: SERVER_UNREACHABLE, detail: 'Failed to fetch', serverFault: true });
    expect(explainError(new ApiError(SOMETHING_WENT_WRONG, 0))).toMatchObject({ words: SERVER_UNREACHABLE, serverFault: true });
  });

  it("keeps a refusal's own words verbatim, with no detail (spec section 8)", () => {
    expect(explainError(new ApiError('Batch size exceeds your limit', 400))).toEqual({ words: 'Batch size exceeds your limit', detail: null, serverFault: false });
    const notFound = httpError('Batch not found', 200, { graphQLErrors: [{ extensions: { code: 'NOT_FOUND' } }] });
    expect(explainError(notFound)).toEqual({ words: 'Batch not found', detail: null, serverFault: false });
  });

  it('reads an error the data provider already explained as it was explained', () => {
    expect(explainError(httpError(SERVER_FAILED, 500, { detail: 'HTTP 500: boom' }))).toEqual({ words: SERVER_FAILED, detail: 'HTTP 500: boom', serverFault: true });
  });

  it("says 'Something went wrong' for a failure with no message at all", () => {
    expect(explainError(undefined)).toEqual({ words: SOMETHING_WENT_WRONG, detail: null, serverFault: false });
    expect(explainError(new Error(''))).toEqual({ words: SOMETHING_WENT_WRONG, detail: null, serverFault: false });
  });
});
