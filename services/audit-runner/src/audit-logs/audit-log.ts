// Each audit's own structured log (issue 17, item 6): a pino child logger bound to the audit id,
// batch id, worker id and attempt. Every line goes to the process log (at LOG_LEVEL, so
// `grep <auditId>` finds the audit there) and, at debug and above, to the attempt's buffer, which
// is put in the shared audit files (AuditFiles: the screenshot folder, or the bucket's `audits/`)
// when the attempt ends, as one object per attempt, so any process can serve it (decision 0037).
// The buffer is bounded: past the limit lines are counted, not kept.
import { hostname } from 'node:os';
import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import { readWhole, type ObjectStore } from '@tracklight/platform';

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

const cleanId = (auditId: string): string => auditId.replace(/[^A-Za-z0-9_-]/g, '');

/**
 * One object per attempt (`logs/<auditId>/<attempt>.ndjson`): a retry on another worker adds its
 * own object instead of appending to one (a bucket cannot append, and a read-modify-write could
 * lose an attempt to a racing writer). Each key has one writer: the attempt number is the audit
 * stream's, claimed by the AuditStarted that only one worker manages to append.
 */
export const auditLogKey = (auditId: string, attempt: number): string => `logs/${cleanId(auditId)}/${attempt}.ndjson`;

/**
 * Where the log was kept before it went through the store: every attempt in one file on the
 * disk of the process that ran it. Read first as a fallback so the embedded default (whose folder
 * store is that same folder) still shows audits run before the change.
 */
export const legacyAuditLogKey = (auditId: string): string => `logs/${cleanId(auditId)}.ndjson`;

/** The audit's stored log, the legacy file then attempts 1..`attempts` in order; null when none is kept. */
export const readStoredAuditLog = async (store: ObjectStore, auditId: string, attempts: number): Promise<string | null> => {
  const keys = [legacyAuditLogKey(auditId), ...Array.from({ length: attempts }, (_, i) => auditLogKey(auditId, i + 1))];
  // An attempt can be missing (its worker was killed mid-attempt) while a later one is there.
  const texts = await Promise.all(keys.map(async (key) => {
    const file = await store.get(key);
    return file ? (await readWhole(file)).toString('utf8') : '';
  }));
  const text = texts.join('');
  return text.trim() ? text : null;
};

export interface AuditLogHandle {
  logger: Logger;
  /**
   * Puts the attempt's lines in the store. Called before the audit's outcome is recorded, so the
   * log is there for whoever reads the finished audit; called again (the attempt's `finally`) it
   * does nothing more, and lines logged after go to the process log only.
   */
  finish(): Promise<void>;
}

/** One per worker process: the base logger every audit's child logger comes from. */
export class AuditLogs {
  private readonly buffers = new Map<string, AuditLogBuffer>();
  private readonly base: Logger;
  readonly workerId = `${hostname()}:${process.pid}`;

  constructor(
    /** The shared audit files (AuditFiles). */
    private readonly store: ObjectStore,
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
    let finished: Promise<void> | null = null;
    const put = async () => {
      this.buffers.delete(key);
      if (buffer.lines.length === 0 && buffer.dropped === 0) return;
      if (buffer.dropped > 0) {
        buffer.lines.push(
          `${JSON.stringify({ level: 40, time: Date.now(), ...bindings, workerId: this.workerId, msg: `log truncated at ${this.maxBytes} bytes: ${buffer.dropped} lines dropped` })}\n`,
        );
      }
      await this.store.put(auditLogKey(bindings.auditId, bindings.attempt), Buffer.from(buffer.lines.join('')));
    };
    return {
      logger,
      finish: () => (finished ??= put()),
    };
  }
}
