import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { AuditEvidence, LiteResult, ResidentialRetry } from '@tracklight/contracts';
import { screenshotDirectory, type Settings } from '@tracklight/config';
import { AuditFiles, SETTINGS } from '@tracklight/platform';
import { traceKey } from '../browser/browser-trace';

export interface AuditOutcome {
  auditId: string;
  evidence: AuditEvidence;
  residentialRetry: ResidentialRetry | null;
  lite: LiteResult | null;
}

/** The keys of every file an audit left in the screenshot folder: stage and Lite screenshots, traces. */
export const auditFileKeys = ({ auditId, evidence, residentialRetry, lite }: AuditOutcome): string[] => [
  ...[evidence, residentialRetry?.firstRun].flatMap((run) => run?.stages.map((stage) => stage.screenshot) ?? []).filter((file) => file !== null),
  ...(lite?.screenshots.map((screenshot) => screenshot.file) ?? []),
  traceKey(auditId),
  traceKey(`${auditId}-retry`),
];

/**
 * Publishes an audit's files to the shared audit files (AuditFiles) before the audit is recorded
 * as done, so whichever process serves the audit page finds them. On the embedded default the
 * folder is where the browser wrote them and nothing moves.
 */
@Injectable()
export class AuditFilesPublisher {
  private readonly folder: string;

  constructor(
    private readonly files: AuditFiles,
    @Inject(SETTINGS) settings: Settings,
  ) {
    this.folder = screenshotDirectory(settings);
  }

  async publish(outcome: AuditOutcome): Promise<void> {
    for (const key of auditFileKeys(outcome)) {
      const path = join(this.folder, key);
      if (existsSync(path)) await this.files.publish(path, key);
    }
  }
}
