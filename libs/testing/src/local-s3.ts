import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  /** The settings that point the product at this store. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3-compatible store on a free local port (s3rver, its files in a temporary folder), standing
 * in for S3 or MinIO, which this machine cannot reach: the shared storage of distributed mode.
 */
export const startLocalS3 = async (bucket = 'tracklight'): Promise<LocalS3> => {
  const directory = mkdtempSync(join(tmpdir(), 'tracklight-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
