import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import type { Settings } from '@tracklight/config';
import { SETTINGS } from './tokens';

/**
 * Where uploaded files live. The embedded default is a folder under DATA_DIR; a deployment with
 * several machines swaps in shared (S3-compatible) storage behind the same two calls.
 */
export interface StoredFile {
  body: Readable;
  size: number;
}

const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*(\.[a-z0-9]{1,8})?$/;

@Injectable()
export class FileStore {
  private readonly root: string;

  constructor(@Inject(SETTINGS) settings: Settings) {
    this.root = resolve(settings.DATA_DIR, 'files');
  }

  /** Keys are ours (random ids), never a user's file name, so no path can climb out of the root. */
  private path(key: string): string {
    if (!KEY.test(key)) throw new Error(`Not a file key: ${key}`);
    return join(this.root, key);
  }

  async put(key: string, content: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content, { flag: 'wx' });
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.path(key);
    const found = await stat(path).catch(() => null);
    return found?.isFile() ? { body: createReadStream(path), size: found.size } : null;
  }
}
