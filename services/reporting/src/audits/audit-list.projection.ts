import type { EntityManager } from 'typeorm';
import {
  isAuditAssignmentEvent,
  isAuditCommentEvent,
  isAuditEvent,
  isAuditRequested,
  isBatchEvent,
  type AuditCompleted,
  type AuditEvidence,
  type AuditRejudged,
  type AuditRequested,
} from '@tracklight/contracts';
import type { StoredEvent } from '@tracklight/event-store';
import type { Projection } from '@tracklight/read-models';
import { keepingMonthCount } from './audit-counts-by-month';
import { AuditEntity, type ScreenshotRef } from './audit.entity';

/**
 * reporting.audits: every audit from its request to its verdict, with the comparison links to
 * the previous and next completed audit of the same link (same company, URL and country), and its
 * batch's name; reporting.audit_batches keeps the names for audits requested after the batch
 * (BatchSubmitted comes before its AuditRequested events; a rerun comes later).
 */
export class AuditListProjection implements Projection {
  readonly name = 'reporting-audits';
  readonly tables = ['reporting.audits', 'reporting.audit_counts_by_month', 'reporting.audit_batches'];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (!(isAuditRequested(event) || isAuditEvent(event) || isBatchEvent(event) || isAuditCommentEvent(event) || isAuditAssignmentEvent(event))) return;
    switch (event.type) {
      case 'AuditRequested':
        return this.requested(
          event.data,
          new Date(event.metadata.occurredAt),
          Number(event.streamPosition),
          manager,
        );
      case 'BatchSubmitted':
        return this.batchNamed(event.data.batchId, event.data.meta.name, manager);
      case 'BatchRenamed':
        return this.batchNamed(event.streamName.replace(/^batch-/, ''), event.data.name, manager);
      case 'AuditStarted':
        await manager.update(AuditEntity, event.data.auditId, {
          status: 'RUNNING',
          startedAt: new Date(event.data.startedAt),
          attempt: event.data.attempt,
          isRetry: event.data.attempt > 1,
        });
        return;
      // The two events that judge an audit: its count in the monthly summary moves with them.
      case 'AuditCompleted':
        return keepingMonthCount(manager, event.data.auditId, () => this.completed(event.data, manager));
      case 'AuditRejudged':
        return keepingMonthCount(manager, event.data.auditId, () => this.rejudged(event.data, manager));
      case 'AuditFailed':
        await manager.update(AuditEntity, event.data.auditId, {
          status: 'FAILED',
          failReason: event.data.reason,
          finishedAt: new Date(event.data.failedAt),
        });
        return;
      case 'AuditCommented':
        await manager.update(AuditEntity, event.data.auditId, { comment: event.data.comment });
        return;
      case 'AuditProviderCommented':
        await manager.update(AuditEntity, event.data.auditId, {
          moonpullComment: event.data.comment,
        });
        return;
      case 'AuditAssigned':
        await manager.update(AuditEntity, event.data.auditId, {
          assignedToId: event.data.assignee.id,
          assignedToName: event.data.assignee.name,
          assignedToEmail: event.data.assignee.email,
          assignmentResolved: false,
        });
        return;
      case 'AuditUnassigned':
        await manager.update(AuditEntity, event.data.auditId, { assignedToId: null, assignedToName: null, assignedToEmail: null, assignmentResolved: false });
        return;
      case 'AuditAssignmentResolved':
        await manager.update(AuditEntity, event.data.auditId, { assignmentResolved: event.data.resolved });
        return;
      default:
        return;
    }
  }

  private async batchNamed(batchId: string, name: string, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO reporting.audit_batches (batch_id, name) VALUES ($1, $2)
       ON CONFLICT (batch_id) DO UPDATE SET name = EXCLUDED.name`,
      [batchId, name],
    );
    await manager.query(`UPDATE reporting.audits SET batch_name = $2 WHERE batch_id = $1`, [batchId, name]);
  }

  private async requested(
    data: AuditRequested['data'],
    at: Date,
    batchPosition: number,
    manager: EntityManager,
  ): Promise<void> {
    // The batches service may add per-link presentation fields to the options; read them if there.
    const extra: Record<string, unknown> = { ...data.options };
    await manager.query(
      `INSERT INTO reporting.audits (id, batch_id, company_id, requested_by, queue, link,
         country_code, options, name, placement, tags, status, requested_at, batch_position, batch_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'REQUESTED', $12, $13,
         (SELECT b.name FROM reporting.audit_batches b WHERE b.batch_id = $2))
       ON CONFLICT (id) DO NOTHING`,
      [
        data.auditId,
        data.batchId,
        data.companyId,
        data.requestedBy,
        data.queue,
        data.options.link,
        data.options.countryCode,
        JSON.stringify(data.options),
        textOf(extra.name),
        textOf(extra.placement),
        tagsOf(extra),
        at,
        batchPosition,
      ],
    );
  }

  private async completed(data: AuditCompleted['data'], manager: EntityManager): Promise<void> {
    const { verdict, evidence } = data;
    const auditedAt = new Date(data.auditedAt);
    await manager.update(AuditEntity, data.auditId, {
      status: verdict.auditStatus,
      finishedAt: auditedAt,
      auditedAt,
      auditTimeMs: Math.round(data.auditTimeMs),
      memoryCookieStatus: verdict.memoryCookieStatus,
      verdict,
      moonpullErrors: verdict.moonpullErrors,
      detectedCmp: verdict.detectedCmp,
      networkId: data.networkId,
      networkName: data.networkName,
      networkVersion: data.networkVersion ?? null,
      advertiserId: data.advertiserId,
      finalDomain: verdict.finalDomain,
      failReason: verdict.failReason,
      isRetry: evidence.isRetry,
      screenshots: screenshotsOf(data.auditId, evidence),
      evidence,
      liteResult: data.lite ?? null,
      residentialRetry: data.residentialRetry ?? null,
      siteAppAssociations: data.siteAppAssociations ?? null,
    });
    await this.linkComparison(data.auditId, manager);
  }

  /**
   * The verdict judged again from the same evidence replaces the one shown; when and what the
   * browser saw stay. The neighbours' comparisons are worked out again against the new status.
   */
  private async rejudged(data: AuditRejudged['data'], manager: EntityManager): Promise<void> {
    const { verdict } = data;
    await manager.update(AuditEntity, data.auditId, {
      status: verdict.auditStatus,
      memoryCookieStatus: verdict.memoryCookieStatus,
      verdict,
      moonpullErrors: verdict.moonpullErrors,
      detectedCmp: verdict.detectedCmp,
      networkId: data.networkId,
      networkName: data.networkName,
      networkVersion: data.networkVersion,
      advertiserId: data.advertiserId,
      finalDomain: verdict.finalDomain,
      failReason: verdict.failReason,
    });
    await this.linkComparison(data.auditId, manager);
  }

  /**
   * Puts the audit between its neighbours in the run history of its link. Audits usually complete
   * in order, but a retried one may land between two others, so both sides are relinked.
   */
  private async linkComparison(auditId: string, manager: EntityManager): Promise<void> {
    const [self] = (await manager.query(
      `SELECT company_id, link, country_code, audited_at, memory_cookie_status
         FROM reporting.audits WHERE id = $1`,
      [auditId],
    )) as ComparisonRow[];
    if (!self) return;
    const neighbour = (direction: 'previous' | 'next') =>
      manager.query(
        `SELECT id, memory_cookie_status FROM reporting.audits
          WHERE company_id IS NOT DISTINCT FROM $1 AND link = $2 AND country_code = $3
            AND memory_cookie_status IS NOT NULL AND id <> $5
            AND ${direction === 'previous' ? '(audited_at, id) < ($4, $5)' : '(audited_at, id) > ($4, $5)'}
          ORDER BY audited_at ${direction === 'previous' ? 'DESC' : 'ASC'}, id ${direction === 'previous' ? 'DESC' : 'ASC'}
          LIMIT 1`,
        [self.company_id, self.link, self.country_code, self.audited_at, auditId],
      ) as Promise<NeighbourRow[]>;
    const [previous] = await neighbour('previous');
    const [next] = await neighbour('next');
    const changed = (a: string | null, b: string | null) => a !== b;
    await manager.update(AuditEntity, auditId, {
      previousAuditId: previous?.id ?? null,
      nextAuditId: next?.id ?? null,
      isChangedFromComparison: previous
        ? changed(previous.memory_cookie_status, self.memory_cookie_status)
        : null,
    });
    if (previous) await manager.update(AuditEntity, previous.id, { nextAuditId: auditId });
    if (next) {
      await manager.update(AuditEntity, next.id, {
        previousAuditId: auditId,
        isChangedFromComparison: changed(self.memory_cookie_status, next.memory_cookie_status),
      });
    }
  }
}

interface ComparisonRow {
  company_id: string | null;
  link: string;
  country_code: string;
  audited_at: Date;
  memory_cookie_status: string | null;
}

interface NeighbourRow {
  id: string;
  memory_cookie_status: string | null;
}

/** Evidence keeps file names; the API serves them at /screenshots/<id>.png (audit-runner). */
export function screenshotsOf(auditId: string, evidence: AuditEvidence): ScreenshotRef[] {
  return evidence.stages
    .filter((stage) => stage.screenshot)
    .map((stage) => {
      const id = (stage.screenshot ?? `${auditId}-${stage.stage}`).replace(/\.png$/, '');
      return { id, screenshotUrl: `/screenshots/${id}.png`, stage: stage.stage };
    });
}

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** Tags arrive as a list, or as the batch link's tagA..tagE. */
function tagsOf(options: Record<string, unknown>): string[] {
  if (Array.isArray(options.tags))
    return options.tags.filter((t): t is string => typeof t === 'string');
  return ['tagA', 'tagB', 'tagC', 'tagD', 'tagE']
    .map((key) => textOf(options[key]))
    .filter((t): t is string => t !== null);
}
