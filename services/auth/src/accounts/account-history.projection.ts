import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '@tracklight/event-store';
import type { Projection } from '@tracklight/read-models';
import { SECRET_FIELDS } from '@tracklight/contracts';

const withoutSecrets = (data: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(data).filter(([name]) => !(SECRET_FIELDS as readonly string[]).includes(name)),
  );

/** auth.account_history: what an auditor reads to see who changed which account, and when. */
export class AccountHistoryProjection implements Projection {
  readonly name = 'auth-account-history';
  readonly tables = ['auth.account_history'];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (!event.streamName.startsWith('company-') && !event.streamName.startsWith('user-')) return;
    await manager.query(
      `INSERT INTO auth.account_history (event_id, stream, type, data, actor_user_id, correlation_id, occurred_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        event.metadata.eventId,
        event.streamName,
        event.type,
        JSON.stringify(withoutSecrets(event.data)),
        event.metadata.actorUserId,
        event.metadata.correlationId,
        event.metadata.occurredAt,
      ],
    );
  }
}
