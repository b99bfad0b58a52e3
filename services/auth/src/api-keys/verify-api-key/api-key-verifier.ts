import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ApiKeyVerification, ApiKeyVerifier } from '@tracklight/access';
import { EventStore, readState } from '@tracklight/event-store';
import { foldCompany } from '../../companies/company.state';
import { authenticatedUserOf } from '../../sessions/session-issuer';
import { foldUser } from '../../users/user.state';
import { isKeyId, keyIdOf, secretMatches } from '../api-key-secret';
import { apiKeyRefusalAt, foldApiKey, type ApiKeyState } from '../api-key.state';
import { apiKeyStream, companyStream, userStream } from '@tracklight/contracts';

/**
 * API_KEY_VERIFIER (libs/access): a presented key is checked against its own stream (no
 * projection lag right after it is made), and acts for its owner as the owner is now: a disabled
 * owner or a company change shows at once. Each use records when and from where it came.
 */
@Injectable()
export class ApiKeyVerifierService implements ApiKeyVerifier {
  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async verify(key: string, address: string): Promise<ApiKeyVerification> {
    const keyId = keyIdOf(key);
    const state = keyId ? await readState(this.store, apiKeyStream(keyId), foldApiKey) : null;
    if (!state || !secretMatches(key, state.secretHash)) return { ok: false, reason: 'unknown' };
    return this.actingFor(state, address);
  }

  async verifyPublicId(keyId: string, address: string): Promise<ApiKeyVerification> {
    const state = isKeyId(keyId) ? await readState(this.store, apiKeyStream(keyId), foldApiKey) : null;
    return state ? this.actingFor(state, address) : { ok: false, reason: 'unknown' };
  }

  private async actingFor(state: ApiKeyState, address: string): Promise<ApiKeyVerification> {
    const refusal = apiKeyRefusalAt(state, new Date());
    if (refusal) return { ok: false, reason: refusal };
    const [owner, company] = await Promise.all([
      readState(this.store, userStream(state.ownerId), foldUser),
      readState(this.store, companyStream(state.companyId), foldCompany),
    ]);
    if (!owner?.isEnabled || !company || owner.companyId !== state.companyId) return { ok: false, reason: 'ownerDisabled' };
    await this.dataSource.query(
      `INSERT INTO auth.api_key_usage (key_id, last_used_at, last_used_address) VALUES ($1, now(), $2)
       ON CONFLICT (key_id) DO UPDATE SET last_used_at = now(), last_used_address = $2`,
      [state.keyId, address],
    );
    return { ok: true, user: { ...authenticatedUserOf(owner, company), apiKey: { id: state.keyId, scopes: state.scopes } } };
  }
}
