import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDataDir } from './data-dir';

describe('ensureDataDir', () => {
  const root = mkdtempSync(join(tmpdir(), 'tracklight-datadir-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates a missing folder, nested, and leaves an existing one as it is', () => {
    const dir = join(root, 'a', 'b', '.data');
    expect(ensureDataDir(dir)).toBe(dir);
    expect(existsSync(dir)).toBe(true);
    expect(ensureDataDir(dir)).toBe(dir);
  });

  it('says which folder cannot be created and why', () => {
    const file = join(root, 'a-file');
    writeFileSync(file, 'not a folder');
    expect(() => ensureDataDir(join(file, 'data'))).toThrow(
      `DATA_DIR ${join(file, 'data')} does not exist and cannot be created (ENOTDIR); set DATA_DIR to a folder this user may write.`,
    );
  });
});
