import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CreateBucketCommand, HeadBucketCommand, S3ServiceException, type S3Client } from '@aws-sdk/client-s3';
import type { Settings } from '@tracklight/config';
import { s3Client } from './object-store';

/**
 * The S3 bucket every process shares when S3_BUCKET is set (none on the embedded default): one
 * client for the process, the bucket made on first start when missing (a new MinIO has none), and
 * the readiness probe's check that it answers.
 */
@Injectable()
export class SharedStorage implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly client: S3Client | null;
  readonly bucket: string | null;

  constructor(settings: Settings) {
    this.bucket = settings.S3_BUCKET ?? null;
    this.client = this.bucket ? s3Client(settings) : null;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.client || !this.bucket) return;
    if (await this.answers()) return;
    // Two processes starting together may both create it; the second is told it owns it already.
    await this.client.send(new CreateBucketCommand({ Bucket: this.bucket })).catch((error: unknown) => {
      if (!(error instanceof S3ServiceException && ['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes(error.name))) throw error;
    });
  }

  /** True when the bucket exists and this process may use it. */
  async answers(): Promise<boolean> {
    if (!this.client || !this.bucket) return true;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return true;
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
      throw error;
    }
  }

  onApplicationShutdown(): void {
    this.client?.destroy();
  }
}
