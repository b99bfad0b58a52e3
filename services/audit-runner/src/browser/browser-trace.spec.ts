import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { capTrace } from './browser-trace';

const har = (entries: number) => ({
  log: { version: '1.2', creator: { name: 'Playwright' }, entries: Array.from({ length: entries }, (_, i) => ({ request: { url: `https://x.test/${i}`, pad: 'p'.repeat(900) } })) },
});

describe('browser trace size cap', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'trace-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves a trace under the cap as it is', async () => {
    const file = join(dir, 'a.har');
    writeFileSync(file, JSON.stringify(har(3)));
    await capTrace(file, 100_000);
    expect(JSON.parse(readFileSync(file, 'utf8')).log.entries).toHaveLength(3);
  });

  it('keeps the first requests of a longer one, within the cap, and says so', async () => {
    const file = join(dir, 'b.har');
    writeFileSync(file, JSON.stringify(har(100)));
    await capTrace(file, 20_000);
    const text = readFileSync(file, 'utf8');
    const cut = JSON.parse(text);
    expect(text.length).toBeLessThanOrEqual(20_000);
    expect(cut.log.entries.length).toBeGreaterThan(10);
    expect(cut.log.entries[0].request.url).toBe('https://x.test/0');
    expect(cut.log.comment).toBe(`Cut to 20000 bytes: the first ${cut.log.entries.length} of 100 requests are kept.`);
    expect(cut.log.creator).toEqual({ name: 'Playwright' });
  });

  it('empties a half-written file rather than serve it', async () => {
    const file = join(dir, 'c.har');
    writeFileSync(file, '{"log": {"entries": [' + 'x'.repeat(30_000));
    await capTrace(file, 20_000);
    expect(readFileSync(file, 'utf8')).toBe('');
  });
});
