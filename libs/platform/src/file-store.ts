import { join } from 'node:path';
import type { Provider } from '@nestjs/common';
import { screenshotDirectory, type Settings } from '@tracklight/config';
import { objectStore, type ObjectStore, type StoredFile } from './object-store';
import { SharedStorage } from './shared-storage';

export type { StoredFile };

/** Uploaded files (issue reports' attachments): DATA_DIR/files, or the bucket's `files/`. */
export abstract class FileStore implements ObjectStore {
  abstract put(key: string, content: Buffer): Promise<void>;
  abstract get(key: string): Promise<StoredFile | null>;
  abstract publish(localPath: string, key: string): Promise<void>;
}

/**
 * What audits leave to read later (screenshots `<stem>.png`, browser traces `traces/<id>.har`):
 * the screenshot folder where the browser writes them, or the bucket's `audits/`, where the worker
 * publishes them before the audit is recorded as done, so any API process can serve them.
 */
export abstract class AuditFiles implements ObjectStore {
  abstract put(key: string, content: Buffer): Promise<void>;
  abstract get(key: string): Promise<StoredFile | null>;
  abstract publish(localPath: string, key: string): Promise<void>;
}

export const fileStoreProviders = (settings: Settings): Provider[] => {
  const storage = new SharedStorage(settings);
  return [
    { provide: SharedStorage, useValue: storage },
    { provide: FileStore, useValue: objectStore(settings, storage.client, join(settings.DATA_DIR, 'files'), 'files/') },
    { provide: AuditFiles, useValue: objectStore(settings, storage.client, screenshotDirectory(settings), 'audits/') },
  ];
};

/** Reads a stored file whole (a PDF embeds screenshots as bytes). */
export const readWhole = async (file: StoredFile): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};
