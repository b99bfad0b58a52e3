import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Settings } from '@tracklight/config';

export interface StoredFile {
  body: Readable;
  size: number;
}

/** Keys are ours (ids and fixed folders), never a user's file name, so none can climb out of its root. */
const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*(\.[a-z0-9]{1,8})?$/;

const checked = (key: string): string => {
  if (!KEY.test(key)) throw new Error(`Not a file key: ${key}`);
  return key;
};

/**
 * Files every process may need to read, whichever process wrote them: a folder on the embedded
 * default, an S3 bucket (S3_BUCKET) when processes run on several machines (decision 0037).
 */
export interface ObjectStore {
  /** Stores new content under a key (uploads are never overwritten: their keys are fresh ids). */
  put(key: string, content: Buffer): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  /**
   * Makes a file written to `localPath` readable by every process under `key`. The folder store
   * rooted where the file already is has nothing to do; the bucket uploads it and the local copy
   * goes (the worker's disk is not where anyone reads it).
   */
  publish(localPath: string, key: string): Promise<void>;
}

export class FolderObjectStore implements ObjectStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    return join(this.root, checked(key));
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

  async publish(localPath: string, key: string): Promise<void> {
    const path = this.path(key);
    if (resolve(localPath) === path) return;
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, await readFile(localPath));
    await rm(localPath, { force: true });
  }
}

export class BucketObjectStore implements ObjectStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    /** The folder of the bucket this store keeps its keys in (`files/`, `audits/`). */
    private readonly prefix: string,
  ) {}

  async put(key: string, content: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: `${this.prefix}${checked(key)}`, Body: content }));
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const found = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: `${this.prefix}${checked(key)}` }));
      return { body: found.Body as Readable, size: found.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async publish(localPath: string, key: string): Promise<void> {
    await this.put(key, await readFile(localPath));
    await rm(localPath, { force: true });
  }
}

/** The bucket's client from the settings; checksums only where S3 requires them (S3-compatible stores vary). */
export const s3Client = (settings: Settings): S3Client =>
  new S3Client({
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    credentials:
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

/** One of the product's stores: in the bucket under `prefix` when S3_BUCKET is set, else the folder. */
export const objectStore = (settings: Settings, client: S3Client | null, folder: string, prefix: string): ObjectStore =>
  settings.S3_BUCKET && client ? new BucketObjectStore(client, settings.S3_BUCKET, prefix) : new FolderObjectStore(folder);
