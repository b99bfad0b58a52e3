import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { FolderObjectStore } from '@tracklight/platform';
import { AuditLogs, readStoredAuditLog } from './audit-log';
import { readAuditLog } from './audit-log-entries';

/** The process log, as lines. */
const processLog = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
};

/** The embedded default: the audit files are the screenshot folder (`dir`). */
describe('AuditLogs', () => {
  let dir: string;
  let store: FolderObjectStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'audit-logs-'));
    store = new FolderObjectStore(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const stored = async (auditId: string) => (await readStoredAuditLog(store, auditId, 2)) ?? '';

  it("keeps an attempt's lines in the audit's stored log and sends info and above to the process log, both with the audit's ids", async () => {
    const process = processLog();
    const logs = new AuditLogs(store, 'info', 64 * 1024, process.stream);
    const handle = logs.start({ auditId: 'audit-1', batchId: 'batch-1', attempt: 1 });
    handle.logger.debug({ autoconsent: 'popupFound' }, 'autoconsent message');
    handle.logger.info({ step: 'settle', endedBy: 'memory-cookie', waitedMs: 120 }, 'wait ended');
    const other = logs.start({ auditId: 'audit-2', batchId: 'batch-1', attempt: 1 });
    other.logger.info('audit started');
    await handle.finish();
    await other.finish();

    const view = readAuditLog('audit-1', await stored('audit-1'));
    expect(view.entries.map((entry) => [entry.level, entry.msg])).toEqual([
      ['debug', 'autoconsent message'],
      ['info', 'wait ended'],
    ]);
    expect(view.entries[1]).toMatchObject({ attempt: 1, details: { step: 'settle', endedBy: 'memory-cookie', waitedMs: 120 } });
    expect(process.lines.filter((line) => line.includes('"auditId":"audit-1"'))).toHaveLength(1);
    expect(process.lines[0]).toContain(`"workerId":"${logs.workerId}"`);
    expect(process.lines[0]).toContain('"batchId":"batch-1"');
  });

  it('reads a retry after the first attempt, bounds each attempt and never writes a secret', async () => {
    const logs = new AuditLogs(store, 'info', 3000, processLog().stream);
    const first = logs.start({ auditId: 'audit-3', batchId: 'b', attempt: 1 });
    first.logger.error({ err: new Error('Target crashed'), proxyUrl: 'http://user:secret@proxy:8080' }, 'attempt failed; the audit will be retried');
    await first.finish();
    const second = logs.start({ auditId: 'audit-3', batchId: 'b', attempt: 2 });
    for (let i = 0; i < 40; i++) second.logger.info({ i }, 'stage observed');
    await second.finish();

    expect(readdirSync(join(dir, 'logs', 'audit-3')).sort()).toEqual(['1.ndjson', '2.ndjson']);
    const text = await stored('audit-3');
    expect(text).not.toContain('secret');
    const { entries } = readAuditLog('audit-3', text);
    expect(entries[0]).toMatchObject({ attempt: 1, level: 'error', details: { proxyUrl: '[redacted]' } });
    expect(JSON.stringify(entries[0].details.err)).toContain('Target crashed');
    expect(entries.filter((entry) => entry.attempt === 2).length).toBeLessThan(40);
    expect(entries[entries.length - 1].msg).toMatch(/^log truncated at 3000 bytes: \d+ lines dropped$/);
  });

  it('stores an attempt once, however often it is finished, and keeps nothing for an attempt that logged nothing', async () => {
    const logs = new AuditLogs(store, 'info', 64 * 1024, processLog().stream);
    const handle = logs.start({ auditId: 'audit-4', batchId: 'b', attempt: 1 });
    handle.logger.info('audit completed');
    await handle.finish();
    handle.logger.error('after the outcome was recorded');
    await handle.finish();
    await logs.start({ auditId: 'audit-5', batchId: 'b', attempt: 1 }).finish();

    expect(readAuditLog('audit-4', await stored('audit-4')).entries.map((entry) => entry.msg)).toEqual(['audit completed']);
    expect(await readStoredAuditLog(store, 'audit-5', 2)).toBeNull();
  });

  it('still reads a log kept before logs went through the store, then the attempts after it, skipping a missing one', async () => {
    mkdirSync(join(dir, 'logs'), { recursive: true });
    writeFileSync(join(dir, 'logs', 'audit-6.ndjson'), `${JSON.stringify({ level: 30, time: 0, auditId: 'audit-6', attempt: 1, msg: 'kept in the old file' })}\n`);
    const logs = new AuditLogs(store, 'info', 64 * 1024, processLog().stream);
    // Attempt 2's worker was killed before it stored anything; attempt 3 is not possible, 2 is the last.
    const second = logs.start({ auditId: 'audit-6', batchId: 'b', attempt: 2 });
    second.logger.info('retried');
    await second.finish();

    expect(readAuditLog('audit-6', await stored('audit-6')).entries.map((entry) => [entry.attempt, entry.msg])).toEqual([
      [1, 'kept in the old file'],
      [2, 'retried'],
    ]);
  });
});
