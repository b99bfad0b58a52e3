import type { EntityManager } from 'typeorm';
import { asEvent, type StoredEvent } from '@tracklight/event-store';
import type { Projection } from '@tracklight/read-models';
import type { ApiKeyEvents } from '@tracklight/contracts';

/** auth.api_keys: what the API keys screen lists (never the secret's hash). */
export class ApiKeysProjection implements Projection {
  readonly name = 'auth-api-keys';
  readonly tables = ['auth.api_keys'];

  async apply(stored: StoredEvent, manager: EntityManager): Promise<void> {
    if (!stored.streamName.startsWith('apikey-')) return;
    const event = asEvent<ApiKeyEvents>(stored);
    const at = stored.metadata.occurredAt;
    if (event.type === 'ApiKeyCreated') {
      const k = event.data;
      await manager.query(
        `INSERT INTO auth.api_keys (id, name, company_id, owner_id, scopes, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
        [k.keyId, k.name, k.companyId, k.ownerId, k.scopes, k.expiresAt, at],
      );
    }
    if (event.type === 'ApiKeyRevoked') {
      await manager.query(`UPDATE auth.api_keys SET revoked_at = $2 WHERE id = $1`, [stored.streamName.slice('apikey-'.length), at]);
    }
  }
}
