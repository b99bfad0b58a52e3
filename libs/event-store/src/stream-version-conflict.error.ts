/** A command decided on a stream that changed meanwhile; nothing was written. */
export class StreamVersionConflictError extends Error {
  constructor(
    readonly streamName: string,
    readonly expectedVersion: bigint | 'no-stream' | 'any',
  ) {
    super(`Stream ${streamName} changed while the command was deciding (expected ${String(expectedVersion)})`);
    this.name = 'StreamVersionConflictError';
  }
}
