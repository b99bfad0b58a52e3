// Each audit's own structured log (issue 17, item 6): a pino child logger bound to the audit id,
// batch id, worker id and attempt. Every line goes to the process log (at LOG_LEVEL, so
// `grep <auditId>` finds the audit there) and, at debug and above, to the audit's buffer, which is
// written beside its screenshots and trace when the attempt ends (a retry appends to the same file).
// The buffer is bounded: past the limit lines are counted, not kept.
import { appendFile, mkdir } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';

/** Keys never written, whatever a caller passes: credentials and raw cookie or header values. */
export const AUDIT_LOG_REDACT = [
  '*.password',
  '*.token',
  '*.authorization',
  '*.cookie',
  '*.proxyUrl',
  '*.credentials',
  'password',
  'token',
  'authorization',
  'cookie',
  'proxyUrl',
];

/** A file per audit stays well under a screenshot's size; a runaway page cannot fill the disk. */
export const AUDIT_LOG_MAX_BYTES = 256 * 1024;

export interface AuditLogBindings {
  auditId: string;
  batchId: string;
  attempt: number;
}

/** The bounded copy of one audit attempt's lines. */
class AuditLogBuffer {
  readonly lines: string[] = [];
  bytes = 0;
  dropped = 0;

  constructor(private readonly maxBytes: number) {}

  push(line: string): void {
    if (this.bytes + line.length > this.maxBytes) {
      this.dropped += 1;
      return;
    }
    this.lines.push(line);
    this.bytes += line.length;
  }
}

/** Where an audit's log file lives (`<dir>/<auditId>.ndjson`); the id is cleaned, as for traces. */
export const auditLogPath = (dir: string, auditId: string): string => join(dir, `${auditId.replace(/[^A-Za-z0-9_-]/g, '')}.ndjson`);

export interface AuditLogHandle {
  logger: Logger;
  /** Writes the attempt's lines to its file (appending after an earlier attempt's). */
  finish(): Promise<void>;
}

/** One per worker process: the base logger every audit's child logger comes from. */
export class AuditLogs {
  private readonly buffers = new Map<string, AuditLogBuffer>();
  private readonly base: Logger;
  readonly workerId = `${hostname()}:${process.pid}`;

  constructor(
    private readonly dir: string | null,
    processLevel: string,
    private readonly maxBytes = AUDIT_LOG_MAX_BYTES,
    processStream: NodeJS.WritableStream = process.stdout,
  ) {
    // Lines reach the right audit's buffer by the bindings of their child logger.
    const router = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        const line = chunk.toString();
        const match = /"auditId":"([^"]+)".*?"attempt":(\d+)/.exec(line);
        if (match) this.buffers.get(`${match[1]}#${match[2]}`)?.push(line);
        done();
      },
    });
    this.base = pino(
      { level: 'debug', redact: { paths: AUDIT_LOG_REDACT, censor: '[redacted]' } },
      pino.multistream([
        { level: processLevel as pino.Level, stream: processStream },
        { level: 'debug', stream: router },
      ]),
    );
  }

  start(bindings: AuditLogBindings): AuditLogHandle {
    const key = `${bindings.auditId}#${bindings.attempt}`;
    const buffer = new AuditLogBuffer(this.maxBytes);
    this.buffers.set(key, buffer);
    const logger = this.base.child({ auditId: bindings.auditId, batchId: bindings.batchId, attempt: bindings.attempt, workerId: this.workerId });
    return {
      logger,
      finish: async () => {
        this.buffers.delete(key);
        if (!this.dir) return;
        if (buffer.dropped > 0) {
          buffer.lines.push(
            `${JSON.stringify({ level: 40, time: Date.now(), ...bindings, workerId: this.workerId, msg: `log truncated at ${this.maxBytes} bytes: ${buffer.dropped} lines dropped` })}\n`,
          );
        }
        const file = auditLogPath(this.dir, bindings.auditId);
        await mkdir(dirname(file), { recursive: true });
        await appendFile(file, buffer.lines.join(''));
      },
    };
  }
}
