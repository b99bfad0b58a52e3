import { asEvent, type AnyEvent, type NewEvent } from '@tracklight/event-store';
import { apiKeyEvent, type ApiKeyEvents } from '@tracklight/contracts';

/** The key as created, and whether it was revoked since. */
export type ApiKeyState = ApiKeyEvents['ApiKeyCreated'] & { revoked: boolean };

export const evolveApiKey = (state: ApiKeyState | null, stored: AnyEvent): ApiKeyState | null => {
  const event = asEvent<ApiKeyEvents>(stored);
  switch (event.type) {
    case 'ApiKeyCreated':
      return { ...event.data, revoked: false };
    case 'ApiKeyRevoked':
      return state && { ...state, revoked: true };
    default:
      return state;
  }
};

export const foldApiKey = (events: readonly AnyEvent[]): ApiKeyState | null => events.reduce(evolveApiKey, null);

export class ApiKeyRefusal extends Error {}

export const decideCreateApiKey = (state: ApiKeyState | null, key: ApiKeyEvents['ApiKeyCreated']): NewEvent[] => {
  if (state) throw new ApiKeyRefusal('This API key exists already.');
  return [apiKeyEvent('ApiKeyCreated', key)];
};

/** Revoking twice records nothing more; the key stays refused. */
export const decideRevokeApiKey = (state: ApiKeyState | null): NewEvent[] => {
  if (!state) throw new ApiKeyRefusal('No such API key.');
  return state.revoked ? [] : [apiKeyEvent('ApiKeyRevoked', {})];
};

/** Why the key cannot be used now, or null when it can. */
export const apiKeyRefusalAt = (state: ApiKeyState, now: Date): 'revoked' | 'expired' | null =>
  state.revoked ? 'revoked' : state.expiresAt !== null && new Date(state.expiresAt) <= now ? 'expired' : null;
