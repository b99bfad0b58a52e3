import type { EntityManager } from 'typeorm';
import { isAuditEvent, type AuditEvent, type BatchEvents, type TemplateEvents } from '@tracklight/contracts';
import { aggregateOf, type StoredEvent } from '@tracklight/event-store';
import type { Projection } from '@tracklight/read-models';

const idOf = (stream: string): string => stream.slice(stream.indexOf('-') + 1);

/** The rows of an UPDATE or DELETE ... RETURNING: TypeORM's Postgres driver answers [rows, count]. */
const returned = <Row>(result: unknown): Row[] => (Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as Row[]) : (result as Row[]));

/** A run's link is the template's link when its address and country match. */
const linkKey = (link: { link: string; countryCode: string }): string => `${link.countryCode}|${link.link}`;

/**
 * Follows templates and their runs (batches with a templateId) to the end of every run's audits;
 * when a run finishes, compares each link's memory cookie status with the template's previous
 * finished run and, when any differs, writes the run to the outbox (reporting.verdict_alerts)
 * that VerdictAlertSender works through. The outbox is not among the tables a rebuild empties.
 */
export class VerdictAlertsProjection implements Projection {
  readonly name = 'verdict-alerts';
  readonly tables = ['reporting.alert_templates', 'reporting.alert_runs', 'reporting.alert_audits'];

  async apply(stored: StoredEvent, manager: EntityManager): Promise<void> {
    const type = aggregateOf(stored.streamName);
    if (type === 'template') await this.applyTemplate(stored, manager);
    else if (type === 'batch') await this.applyBatch(stored, manager);
    else if (isAuditEvent(stored)) await this.applyAudit(stored, manager);
  }

  private async applyTemplate(stored: StoredEvent, manager: EntityManager): Promise<void> {
    const id = idOf(stored.streamName);
    if (stored.type === 'TemplateCreated') {
      const t = stored.data as TemplateEvents['TemplateCreated'];
      await manager.query(
        `INSERT INTO reporting.alert_templates (template_id, company_id, name, owner_name, owner_email) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (template_id) DO NOTHING`,
        [id, t.companyId, t.name, t.owner.name, t.owner.email],
      );
    } else if (stored.type === 'TemplateDetailsChanged') {
      const { changes } = stored.data as TemplateEvents['TemplateDetailsChanged'];
      if (changes.name !== undefined) await manager.query('UPDATE reporting.alert_templates SET name = $2 WHERE template_id = $1', [id, changes.name]);
      if (changes.alertWebhookUrl !== undefined) {
        await manager.query('UPDATE reporting.alert_templates SET webhook_url = $2 WHERE template_id = $1', [id, changes.alertWebhookUrl]);
      }
    } else if (stored.type === 'TemplateDeleted') {
      await manager.query('UPDATE reporting.alert_templates SET deleted = true WHERE template_id = $1', [id]);
    }
  }

  private async applyBatch(stored: StoredEvent, manager: EntityManager): Promise<void> {
    if (stored.type === 'BatchSubmitted') {
      const batch = stored.data as BatchEvents['BatchSubmitted'];
      if (!batch.templateId) return;
      await manager.query(
        `INSERT INTO reporting.alert_runs (batch_id, template_id, pending, submitted_at) VALUES ($1, $2, $3, $4) ON CONFLICT (batch_id) DO NOTHING`,
        [batch.batchId, batch.templateId, batch.links.length, batch.submittedAt],
      );
      for (const link of batch.links) await this.insertAudit(manager, link.auditId, batch.batchId, link);
    } else if (stored.type === 'BatchLinkRerunRequested') {
      // The rerun replaces the link's audit: the run waits for it, and compares with it.
      const { auditId, previousAuditId } = stored.data as BatchEvents['BatchLinkRerunRequested'];
      const [previous] = returned<{ batch_id: string; link_key: string; link: string }>(
        await manager.query('DELETE FROM reporting.alert_audits WHERE audit_id = $1 RETURNING batch_id, link_key, link', [previousAuditId]),
      );
      if (!previous) return;
      await manager.query(
        'INSERT INTO reporting.alert_audits (audit_id, batch_id, link_key, link) VALUES ($1, $2, $3, $4) ON CONFLICT (audit_id) DO NOTHING',
        [auditId, previous.batch_id, previous.link_key, previous.link],
      );
      await manager.query('UPDATE reporting.alert_runs SET pending = pending + 1, completed_at = NULL WHERE batch_id = $1 AND completed_at IS NULL', [previous.batch_id]);
    }
  }

  private async insertAudit(manager: EntityManager, auditId: string, batchId: string, link: { link: string; countryCode: string }): Promise<void> {
    await manager.query(
      'INSERT INTO reporting.alert_audits (audit_id, batch_id, link_key, link) VALUES ($1, $2, $3, $4) ON CONFLICT (audit_id) DO NOTHING',
      [auditId, batchId, linkKey(link), link.link],
    );
  }

  private async applyAudit(event: AuditEvent, manager: EntityManager): Promise<void> {
    if (event.type !== 'AuditCompleted' && event.type !== 'AuditFailed') return;
    const status = event.type === 'AuditCompleted' ? event.data.verdict.memoryCookieStatus : null;
    const marked = returned<{ batch_id: string }>(
      await manager.query(
        `UPDATE reporting.alert_audits SET memory_cookie_status = $2, finished = true WHERE audit_id = $1 AND NOT finished RETURNING batch_id`,
        [event.data.auditId, status],
      ),
    );
    if (marked.length === 0) return;
    const [run] = returned<{ batch_id: string; template_id: string; pending: number }>(
      await manager.query(`UPDATE reporting.alert_runs SET pending = pending - 1 WHERE batch_id = $1 RETURNING batch_id, template_id, pending`, [
        marked[0].batch_id,
      ]),
    );
    if (run && run.pending <= 0) await this.runFinished(manager, run.batch_id, run.template_id);
  }

  private async runFinished(manager: EntityManager, batchId: string, templateId: string): Promise<void> {
    await manager.query('UPDATE reporting.alert_runs SET completed_at = now() WHERE batch_id = $1', [batchId]);
    const [previous]: { batch_id: string }[] = await manager.query(
      `SELECT batch_id FROM reporting.alert_runs
        WHERE template_id = $1 AND batch_id <> $2 AND completed_at IS NOT NULL
          AND submitted_at < (SELECT submitted_at FROM reporting.alert_runs WHERE batch_id = $2)
        ORDER BY submitted_at DESC LIMIT 1`,
      [templateId, batchId],
    );
    if (!previous) return;
    const changes = await manager.query(
      `SELECT now.link, split_part(now.link_key, '|', 1) AS "countryCode", now.audit_id AS "auditId", before.audit_id AS "previousAuditId",
              before.memory_cookie_status AS before, now.memory_cookie_status AS after
         FROM reporting.alert_audits now
         JOIN reporting.alert_audits before ON before.link_key = now.link_key AND before.batch_id = $2
        WHERE now.batch_id = $1 AND now.memory_cookie_status IS DISTINCT FROM before.memory_cookie_status
        ORDER BY now.link`,
      [batchId, previous.batch_id],
    );
    if (changes.length === 0) return;
    await manager.query(
      `INSERT INTO reporting.verdict_alerts (batch_id, template_id, changes) VALUES ($1, $2, $3) ON CONFLICT (batch_id) DO NOTHING`,
      [batchId, templateId, JSON.stringify({ previousBatchId: previous.batch_id, changes })],
    );
  }
}
