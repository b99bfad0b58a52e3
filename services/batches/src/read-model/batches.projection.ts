import type { EntityManager } from 'typeorm';
import { isAuditAssignmentEvent, isAuditEvent, type AuditCompleted, type AuditRejudged, type BatchEvents, type BatchLinkRecord, type TemplateEvents } from '@tracklight/contracts';
import type { StoredEvent } from '@tracklight/event-store';
import type { Projection } from '@tracklight/read-models';
import { asEvent } from '@tracklight/event-store';

const idOf = (stream: string) => stream.slice(stream.indexOf('-') + 1);

const linkFields = (link: BatchLinkRecord): Omit<BatchLinkRecord, 'linkId' | 'order' | 'link'> => {
  const { linkId: _id, order: _order, link: _link, ...fields } = link;
  return fields;
};

/** What an audit recognised on a link, for Your Results' network and advertiser filters and its search ($2 to $5). */
const RECOGNISED = 'network_id = $2, network_name = $3, advertiser_id = $4, final_domain = $5';
const recognised = (data: AuditCompleted['data'] | AuditRejudged['data']) => [data.networkId, data.networkName, data.advertiserId, data.verdict.finalDomain];

/**
 * batches.batches and batches.batch_links: submitted batches with their progress (following the
 * audit runner's events on `audit-<id>` streams), and templates with their links and schedule.
 * A batch turns done when its last link's audit finishes; the owner's completion e-mail is put in
 * the outbox in the same transaction.
 */
export class BatchesProjection implements Projection {
  readonly name = 'batches';
  readonly tables = ['batches.batches', 'batches.batch_links', 'batches.companies', 'batches.audit_assignments'];

  async apply(stored: StoredEvent, manager: EntityManager): Promise<void> {
    if (stored.streamName.startsWith('company-')) return this.applyCompany(stored, manager);
    if (stored.streamName.startsWith('batch-')) return this.applyBatch(stored, manager);
    if (stored.streamName.startsWith('template-')) return this.applyTemplate(stored, manager);
    if (stored.streamName.startsWith('audit-')) return this.applyAudit(stored, manager);
    if (stored.streamName.startsWith('auditassignment-')) return this.applyAssignment(stored, manager);
  }

  /** Reporting's assignments (libs/contracts assignment-events), for the list's counts and filter. */
  private async applyAssignment(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (!isAuditAssignmentEvent(event)) return;
    switch (event.type) {
      case 'AuditAssigned':
        await manager.query(
          `INSERT INTO batches.audit_assignments (audit_id, batch_id, assignee_id, resolved) VALUES ($1, $2, $3, false)
           ON CONFLICT (audit_id) DO UPDATE SET assignee_id = EXCLUDED.assignee_id, resolved = false`,
          [event.data.auditId, event.data.batchId, event.data.assignee.id],
        );
        return;
      case 'AuditUnassigned':
        await manager.query(`DELETE FROM batches.audit_assignments WHERE audit_id = $1`, [event.data.auditId]);
        return;
      case 'AuditAssignmentResolved':
        await manager.query(`UPDATE batches.audit_assignments SET resolved = $2 WHERE audit_id = $1`, [event.data.auditId, event.data.resolved]);
        return;
      default:
        return;
    }
  }

  private async insertLinks(manager: EntityManager, batchId: string, links: (BatchLinkRecord & { auditId?: string })[]) {
    if (links.length === 0) return;
    // One statement for the whole batch: a 5,000-link batch is one round trip.
    await manager.query(
      `INSERT INTO batches.batch_links (id, batch_id, ord, link, fields, audit_id, audit_status)
       SELECT (r->>'linkId')::uuid, $1, (r->>'order')::int, r->>'link', r->'fields', (r->>'auditId')::uuid,
              CASE WHEN r->>'auditId' IS NULL THEN NULL ELSE 'REQUESTED' END
         FROM jsonb_array_elements($2::jsonb) r
       ON CONFLICT (id) DO UPDATE SET ord = EXCLUDED.ord, link = EXCLUDED.link, fields = EXCLUDED.fields`,
      [batchId, JSON.stringify(links.map((l) => ({ linkId: l.linkId, order: l.order, link: l.link, auditId: l.auditId ?? null, fields: linkFields(l) })))],
    );
  }

  private async applyBatch(stored: StoredEvent, manager: EntityManager): Promise<void> {
    const id = idOf(stored.streamName);
    const at = stored.metadata.occurredAt;
    const event = asEvent<BatchEvents>(stored);
    switch (event.type) {
      case 'BatchSubmitted': {
        const b = event.data;
        await manager.query(
          `INSERT INTO batches.batches (id, company_id, owner_id, owner_name, owner_email, owner_company_name, name, description,
             queue_letter, template_id, scheduled_for, started_at, num_links, notify_on_complete, meta, csv)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) ON CONFLICT (id) DO NOTHING`,
          [id, b.companyId, b.owner.id, b.owner.name, b.owner.email, b.owner.companyName, b.meta.name, b.meta.description,
            b.queue, b.templateId, b.scheduledFor, b.submittedAt, b.links.length, b.meta.notifyOnComplete, JSON.stringify(b.meta), b.csv],
        );
        await this.insertLinks(manager, id, b.links);
        return;
      }
      case 'BatchRenamed':
        await manager.query(`UPDATE batches.batches SET name = $2, description = COALESCE($3, description) WHERE id = $1`, [
          id, event.data.name, event.data.description ?? null,
        ]);
        return;
      case 'BatchOwnerChanged': {
        const o = event.data.owner;
        await manager.query(
          `UPDATE batches.batches SET owner_id = $2, owner_name = $3, owner_email = $4, owner_company_name = $5, company_id = $6 WHERE id = $1`,
          [id, o.id, o.name, o.email, o.companyName, o.companyId],
        );
        return;
      }
      case 'BatchForceCompleted':
        await manager.query(`UPDATE batches.batches SET is_done = true, finished_at = $2, status = 'FORCE_DONE' WHERE id = $1`, [id, event.data.finishedAt]);
        return;
      case 'BatchSoftDeleted':
        await manager.query(`UPDATE batches.batches SET deleted_at = $2 WHERE id = $1`, [id, event.data.deletedAt]);
        return;
      case 'BatchRestored':
        await manager.query(`UPDATE batches.batches SET deleted_at = NULL WHERE id = $1`, [id]);
        return;
      case 'BatchLinkRerunRequested': {
        // TypeORM answers an UPDATE ... RETURNING with [rows, affected count].
        const [rows]: [{ finished: boolean }[], number] = await manager.query(
          `UPDATE batches.batch_links l SET audit_id = $2, audit_status = 'REQUESTED', finished = false
             FROM batches.batch_links old WHERE l.id = $1 AND old.id = l.id RETURNING old.finished`,
          [event.data.linkId, event.data.auditId],
        );
        if (rows[0]?.finished) {
          // The link is back in progress; a force-completed batch stays as the super admin left it.
          await manager.query(
            `UPDATE batches.batches SET num_completed = num_completed - 1,
               is_done = CASE WHEN status = 'FORCE_DONE' THEN is_done ELSE false END,
               finished_at = CASE WHEN status = 'FORCE_DONE' THEN finished_at ELSE NULL END WHERE id = $1`,
            [id],
          );
        }
        return;
      }
    }
    void at;
  }

  private async applyAudit(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (!isAuditEvent(event)) return;
    if (event.type === 'AuditStarted') {
      await manager.query(`UPDATE batches.batch_links SET audit_status = 'STARTED' WHERE audit_id = $1 AND NOT finished`, [event.data.auditId]);
      return;
    }
    if (event.type === 'AuditRejudged') {
      await manager.query(`UPDATE batches.batch_links SET ${RECOGNISED} WHERE audit_id = $1`, [event.data.auditId, ...recognised(event.data)]);
      return;
    }
    if (event.type !== 'AuditCompleted' && event.type !== 'AuditFailed') return;
    const status = event.type === 'AuditCompleted' ? event.data.verdict.auditStatus : 'FAILED';
    const finishedAt = event.type === 'AuditCompleted' ? event.data.auditedAt : event.data.failedAt;
    // A failed audit recognised nothing: the link's network and advertiser are cleared (a rerun's).
    const found = event.type === 'AuditCompleted' ? recognised(event.data) : [null, null, null, null];
    // TypeORM answers an UPDATE ... RETURNING with [rows, affected count].
    const [links]: [{ batch_id: string }[], number] = await manager.query(
      `UPDATE batches.batch_links SET audit_status = $6, finished = true, ${RECOGNISED} WHERE audit_id = $1 AND NOT finished RETURNING batch_id`,
      [event.data.auditId, ...found, status],
    );
    if (links.length === 0) return;
    const [batch]: { id: string; owner_email: string; name: string; num_links: number; num_completed: number; is_done: boolean; notify_on_complete: boolean }[] =
      await manager.query(
        `SELECT id, owner_email, name, num_links, num_completed, is_done, notify_on_complete FROM batches.batches WHERE id = $1`,
        [links[0].batch_id],
      );
    if (!batch) return;
    const justDone = !batch.is_done && batch.num_completed + 1 >= batch.num_links;
    await manager.query(
      `UPDATE batches.batches SET num_completed = num_completed + 1, is_done = is_done OR $2, finished_at = CASE WHEN $2 THEN $3::timestamptz ELSE finished_at END WHERE id = $1`,
      [batch.id, justDone, finishedAt],
    );
    if (justDone && batch.notify_on_complete) {
      await manager.query(
        `INSERT INTO batches.completion_mail (event_id, batch_id, to_email, subject, body) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (event_id) DO NOTHING`,
        [
          event.metadata.eventId,
          batch.id,
          batch.owner_email,
          `Your batch "${batch.name}" is complete`,
          `All ${batch.num_links} links of your batch "${batch.name}" have been audited. Batch id: ${batch.id}.`,
        ],
      );
    }
  }

  private async applyTemplate(stored: StoredEvent, manager: EntityManager): Promise<void> {
    const id = idOf(stored.streamName);
    const at = stored.metadata.occurredAt;
    const event = asEvent<TemplateEvents>(stored);
    switch (event.type) {
      case 'TemplateCreated': {
        const t = event.data;
        await manager.query(
          `INSERT INTO batches.batches (id, company_id, owner_id, owner_name, owner_email, owner_company_name, name, description,
             queue_letter, is_template, started_at, notify_on_complete, use_for_link_assurance)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, true, $10, $11, $12) ON CONFLICT (id) DO NOTHING`,
          [id, t.companyId, t.owner.id, t.owner.name, t.owner.email, t.owner.companyName, t.name, t.description, t.queue, at,
            t.notifyOnComplete, t.useForLinkAssurance],
        );
        return;
      }
      case 'TemplateDetailsChanged': {
        const c = event.data.changes;
        const columns: Record<string, unknown> = {
          name: c.name, description: c.description, notify_on_complete: c.notifyOnComplete,
          use_for_link_assurance: c.useForLinkAssurance, queue_letter: c.queue, alert_webhook_url: c.alertWebhookUrl,
        };
        const set = Object.entries(columns).filter(([, v]) => v !== undefined);
        if (set.length === 0) return;
        await manager.query(
          `UPDATE batches.batches SET ${set.map(([k], i) => `${k} = $${i + 2}`).join(', ')} WHERE id = $1`,
          [id, ...set.map(([, v]) => v)],
        );
        return;
      }
      case 'TemplateLinksUpserted':
        await this.insertLinks(manager, id, event.data.links);
        await this.countLinks(manager, id);
        return;
      case 'TemplateLinkRemoved':
        await manager.query(`DELETE FROM batches.batch_links WHERE id = $1 AND batch_id = $2`, [event.data.linkId, id]);
        await this.countLinks(manager, id);
        return;
      case 'TemplateScheduleChanged': {
        const s = event.data.schedule;
        await manager.query(
          `UPDATE batches.batches SET schedule_type = $2, schedule_day = $3, schedule_time = $4, schedule_cron = $5,
             next_scheduled_run_at = $6 WHERE id = $1`,
          [id, s.type, s.day, s.time, s.cron, event.data.nextScheduledRunAt],
        );
        return;
      }
      case 'TemplatePaused':
        await manager.query(`UPDATE batches.batches SET scheduled_running_paused = true WHERE id = $1`, [id]);
        return;
      case 'TemplateResumed':
        await manager.query(`UPDATE batches.batches SET scheduled_running_paused = false, next_scheduled_run_at = $2 WHERE id = $1`, [
          id, event.data.nextScheduledRunAt,
        ]);
        return;
      case 'TemplateRunStarted':
        await manager.query(
          `UPDATE batches.batches SET last_run_batch_id = $2, last_run_started_at = $3, scheduling_error = NULL,
             next_scheduled_run_at = $4 WHERE id = $1`,
          [id, event.data.runBatchId, event.data.startedAt, event.data.nextScheduledRunAt],
        );
        return;
      case 'TemplateSchedulingFailed':
        await manager.query(`UPDATE batches.batches SET scheduling_error = $2, next_scheduled_run_at = $3 WHERE id = $1`, [
          id, JSON.stringify({ ts: event.data.ts, message: event.data.message }), event.data.nextScheduledRunAt,
        ]);
        return;
      case 'TemplateDeleted':
        await manager.query(`DELETE FROM batches.batch_links WHERE batch_id = $1`, [id]);
        await manager.query(`DELETE FROM batches.batches WHERE id = $1`, [id]);
        return;
    }
  }

  /** Each company's type, for the batch list's company type filter. */
  private async applyCompany(stored: StoredEvent, manager: EntityManager): Promise<void> {
    const data = stored.data as { companyType?: string; isSuperAdmin?: boolean; changes?: { companyType?: string; isSuperAdmin?: boolean } };
    const profile = stored.type === 'CompanyCreated' ? data : stored.type === 'CompanyUpdated' ? data.changes : undefined;
    if (!profile || (profile.companyType === undefined && profile.isSuperAdmin === undefined)) return;
    await manager.query(
      `INSERT INTO batches.companies (id, company_type, is_provider) VALUES ($1, COALESCE($2, ''), COALESCE($3, false))
       ON CONFLICT (id) DO UPDATE SET company_type = COALESCE($2, batches.companies.company_type),
         is_provider = COALESCE($3, batches.companies.is_provider)`,
      [idOf(stored.streamName), profile.companyType ?? null, profile.isSuperAdmin ?? null],
    );
  }

  private async countLinks(manager: EntityManager, id: string): Promise<void> {
    await manager.query(
      `UPDATE batches.batches SET num_links = (SELECT count(*) FROM batches.batch_links WHERE batch_id = $1) WHERE id = $1`,
      [id],
    );
  }
}
