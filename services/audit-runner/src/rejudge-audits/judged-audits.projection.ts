import type { EntityManager } from 'typeorm';
import { isAuditEvent, isAuditRequested } from '@tracklight/contracts';
import type { StoredEvent } from '@tracklight/event-store';
import type { Projection } from '@tracklight/read-models';

/**
 * audit_runner.judged_audits: where each audit was requested (its batch stream position, which
 * holds its options) and, once judged, when and under which network. Only an index for choosing
 * audits to judge again; the evidence and verdicts are read from the audit streams themselves.
 */
export class JudgedAuditsProjection implements Projection {
  readonly name = 'audit-runner-judged-audits';
  readonly tables = ['audit_runner.judged_audits'];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (!(isAuditRequested(event) || isAuditEvent(event))) return;
    switch (event.type) {
      case 'AuditRequested': {
        const { data } = event;
        await manager.query(
          `INSERT INTO audit_runner.judged_audits (audit_id, batch_id, request_position) VALUES ($1, $2, $3)
           ON CONFLICT (audit_id) DO NOTHING`,
          [data.auditId, data.batchId, event.streamPosition.toString()],
        );
        return;
      }
      case 'AuditCompleted': {
        const { data } = event;
        await manager.query(
          `UPDATE audit_runner.judged_audits SET network_id = $2, audited_at = $3 WHERE audit_id = $1`,
          [data.auditId, data.networkId, data.auditedAt],
        );
        return;
      }
      case 'AuditRejudged': {
        const { data } = event;
        await manager.query(`UPDATE audit_runner.judged_audits SET network_id = $2 WHERE audit_id = $1`, [
          data.auditId,
          data.networkId,
        ]);
        return;
      }
      default:
        return;
    }
  }
}
