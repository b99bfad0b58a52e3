import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { AuditLogs, auditLogPath } from './audit-log';
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

describe('AuditLogs', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'audit-logs-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps an attempt's lines in the audit's file and sends info and above to the process log, both with the audit's ids", async () => {
    const process = processLog();
    const logs = new AuditLogs(dir, 'info', 64 * 1024, process.stream);
    const handle = logs.start({ auditId: 'audit-1', batchId: 'batch-1', attempt: 1 });
    handle.logger.debug({ autoconsent: 'popupFound' }, 'autoconsent message');
    handle.logger.info({ step: 'settle', endedBy: 'memory-cookie', waitedMs: 120 }, 'wait ended');
    const other = logs.start({ auditId: 'audit-2', batchId: 'batch-1', attempt: 1 });
    other.logger.info('audit started');
    await handle.finish();
    await other.finish();

    const view = readAuditLog('audit-1', readFileSync(auditLogPath(dir, 'audit-1'), 'utf8'));
    expect(view.entries.map((entry) => [entry.level, entry.msg])).toEqual([
      ['debug', 'autoconsent message'],
      ['info', 'wait ended'],
    ]);
    expect(view.entries[1]).toMatchObject({ attempt: 1, details: { step: 'settle', endedBy: 'memory-cookie', waitedMs: 120 } });
    expect(process.lines.filter((line) => line.includes('"auditId":"audit-1"'))).toHaveLength(1);
    expect(process.lines[0]).toContain(`"workerId":"${logs.workerId}"`);
    expect(process.lines[0]).toContain('"batchId":"batch-1"');
  });

  it('appends a retry to the same file, bounds each attempt and never writes a secret', async () => {
    const logs = new AuditLogs(dir, 'info', 3000, processLog().stream);
    const first = logs.start({ auditId: 'audit-3', batchId: 'b', attempt: 1 });
    first.logger.error({ err: new Error('Target crashed'), proxyUrl: 'http://user:secret@proxy:8080' }, 'attempt failed; the audit will be retried');
    await first.finish();
    const second = logs.start({ auditId: 'audit-3', batchId: 'b', attempt: 2 });
    for (let i = 0; i < 40; i++) second.logger.info({ i }, 'stage observed');
    await second.finish();

    const text = readFileSync(auditLogPath(dir, 'audit-3'), 'utf8');
    expect(text).not.toContain('secret');
    const { entries } = readAuditLog('audit-3', text);
    expect(entries[0]).toMatchObject({ attempt: 1, level: 'error', details: { proxyUrl: '[redacted]' } });
    expect(JSON.stringify(entries[0].details.err)).toContain('Target crashed');
    expect(entries.filter((entry) => entry.attempt === 2).length).toBeLessThan(40);
    expect(entries[entries.length - 1].msg).toMatch(/^log truncated at 3000 bytes: \d+ lines dropped$/);
  });
});
