import type { ApiKeyScope } from '@tracklight/access';
import { eventFactory, type EventOf } from '@tracklight/event-store';

// `apikey-<keyId>`, owned by auth. The secret appears only as its SHA-256 hash (the key is 256
// random bits, so a slow hash adds nothing: docs/decisions/0006); read models list keys without it.
export type ApiKeyEvents = {
  ApiKeyCreated: {
    keyId: string;
    name: string;
    companyId: string;
    /** The user the key acts for; it can do no more than they can, and stops when they are disabled. */
    ownerId: string;
    scopes: ApiKeyScope[];
    expiresAt: string | null;
    secretHash: string;
  };
  ApiKeyRevoked: Record<string, never>;
};

export type ApiKeyEvent = EventOf<ApiKeyEvents>;
export const apiKeyEvent = eventFactory<ApiKeyEvents>();
export const apiKeyStream = (keyId: string) => `apikey-${keyId}`;
