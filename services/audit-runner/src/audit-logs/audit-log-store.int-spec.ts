import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { loadSettings, screenshotDirectory } from '@tracklight/config';
import { objectStore, s3Client } from '@tracklight/platform';
import { startLocalS3, type LocalS3 } from '@tracklight/testing';
import { AuditLogs } from './audit-log';
import { AuditLogController, NO_AUDIT_LOG } from './audit-log.controller';

const quiet = () => new Writable({ write: (_chunk, _encoding, done) => done() });

/**
 * Issue 23: workers and the API on separate machines share only the bucket. A log written by one
 * worker, and a retry's by another, is served by a third process with a disk of its own.
 */
describe('audit logs through the shared bucket (s3rver)', () => {
  let s3: LocalS3;
  const dataDirs: string[] = [];

  /** One process's audit files, as fileStoreProviders builds them, on a DATA_DIR of its own. */
  const processFiles = () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tracklight-audit-logs-'));
    dataDirs.push(dataDir);
    const settings = loadSettings({ LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...s3.env });
    return { store: objectStore(settings, s3Client(settings), screenshotDirectory(settings), 'audits/'), logs: join(screenshotDirectory(settings), 'logs') };
  };

  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(async () => {
    await s3?.close();
    dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  it("serves every attempt's lines in order from another process, the retry run by a second worker", async () => {
    const [first, second, api] = [processFiles(), processFiles(), processFiles()];
    const auditId = '6f1c2b1e-0d3a-4c55-9a57-2f7d0f1a9b01';
    const attempt1 = new AuditLogs(first.store, 'warn', undefined, quiet()).start({ auditId, batchId: 'b', attempt: 1 });
    attempt1.logger.error({ proxyUrl: 'http://user:secret@proxy:8080' }, 'attempt failed; the audit will be retried');
    await attempt1.finish();
    const attempt2 = new AuditLogs(second.store, 'warn', undefined, quiet()).start({ auditId, batchId: 'b', attempt: 2 });
    attempt2.logger.debug({ autoconsent: 'popupFound' }, 'autoconsent message');
    attempt2.logger.info({ auditStatus: 'Success' }, 'audit completed');
    await attempt2.finish();

    const view = await new AuditLogController(api.store).read(auditId);
    expect(view.entries.map((entry) => [entry.attempt, entry.level, entry.msg])).toEqual([
      [1, 'error', 'attempt failed; the audit will be retried'],
      [2, 'debug', 'autoconsent message'],
      [2, 'info', 'audit completed'],
    ]);
    expect(view.entries[0].details).toEqual({ proxyUrl: '[redacted]' });
    // Nothing was kept on any process's own disk.
    expect([first, second, api].map((files) => existsSync(files.logs))).toEqual([false, false, false]);
  });

  it('says plainly when no log is kept for an audit', async () => {
    await expect(new AuditLogController(processFiles().store).read('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      status: 404,
      response: expect.objectContaining({ errorMessage: NO_AUDIT_LOG }),
    });
  });
});
