import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSettings } from '@tracklight/config';
import { startLocalS3, type LocalS3 } from '@tracklight/testing';
import { BucketObjectStore, FolderObjectStore, readWhole, s3Client, SharedStorage, type ObjectStore } from '.';

/** The two stores behave the same to their callers: the folder (embedded default) and the bucket (S3, here s3rver). */
describe.each(['folder', 'bucket'] as const)('the %s object store', (kind) => {
  let s3: LocalS3 | null = null;
  let folder: string;
  let store: ObjectStore;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'tracklight-objects-'));
    if (kind === 'folder') {
      store = new FolderObjectStore(folder);
    } else {
      s3 = await startLocalS3();
      const settings = loadSettings({ LOG_LEVEL: 'warn', ...s3.env });
      store = new BucketObjectStore(s3Client(settings), settings.S3_BUCKET!, 'audits/');
    }
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('gives back what was put, with its size, and nothing for a key never put', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await store.put('shots/a1-alp.png', png);
    const found = await store.get('shots/a1-alp.png');
    expect(found?.size).toBe(png.length);
    expect(await readWhole(found!)).toEqual(png);
    expect(await store.get('shots/never.png')).toBeNull();
  });

  it('refuses a key that could leave its folder', async () => {
    await expect(store.get('../etc/passwd')).rejects.toThrow('Not a file key: ../etc/passwd');
    await expect(store.put('a/../../b.png', Buffer.from('x'))).rejects.toThrow('Not a file key');
  });

  it('publishes a file written where the browser writes: readable by key after', async () => {
    const written = join(folder, 'a2-post-consent.png');
    writeFileSync(written, 'pixels');
    await store.publish(written, 'a2-post-consent.png');
    expect((await readWhole((await store.get('a2-post-consent.png'))!)).toString()).toBe('pixels');
    // The bucket takes the file over; the folder rooted where it was written leaves it there.
    expect(existsSync(written)).toBe(kind === 'folder');
  });
});

describe('the shared bucket', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3.close());

  it('is made at the first start when missing, and found at the next', async () => {
    const settings = loadSettings({ LOG_LEVEL: 'warn', ...s3.env, S3_BUCKET: 'made-at-start' });
    const first = new SharedStorage(settings);
    expect(await first.answers()).toBe(false);
    await first.onApplicationBootstrap();
    expect(await first.answers()).toBe(true);
    const second = new SharedStorage(settings);
    await expect(second.onApplicationBootstrap()).resolves.toBeUndefined();
    [first, second].forEach((storage) => storage.onApplicationShutdown());
  });
});
