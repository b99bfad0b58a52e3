import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const closedEarly = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ERR_STREAM_PREMATURE_CLOSE';

/**
 * Streams a stored file as the whole answer. A caller that goes away mid-answer (a page left
 * while its image loaded, a download cancelled) ends it early: nobody is left to answer, so that
 * is no failure of ours; thrown, Nest would log it as an error and try to send a 500 down a closed
 * socket. A file that fails to read is still thrown.
 */
export const streamAnswer = async (body: Readable, response: Writable): Promise<void> => {
  // pipeline destroys the file with the answer's premature close too: only another error is the file's own.
  let unreadable: unknown = null;
  body.once('error', (error) => (unreadable = closedEarly(error) ? null : error));
  try {
    await pipeline(body, response);
  } catch (error) {
    if (closedEarly(error) && !unreadable) return;
    throw unreadable ?? error;
  }
};
