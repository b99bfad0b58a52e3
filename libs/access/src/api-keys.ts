import type { AuthenticatedUser } from './authenticated-user';
import type { Rule } from './rules';

/**
 * What an API key may do (issue 21): read results, submit audits, or show link statuses through
 * the embed script by the key's public identifier.
 */
export const API_KEY_SCOPES = ['read', 'submit', 'embed'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The header an API key travels in. */
export const API_KEY_HEADER = 'x-api-key';

/** A rule an API key may pass too, when it carries the scope. */
export type KeyCapableRule = Rule & { apiKeyScope: ApiKeyScope };

/**
 * Opens an operation to API keys with the scope (and the rule, judged on the key's owner). An
 * operation without it is closed to every API key, whatever its owner could do in a session.
 */
export const withApiKey = (scope: ApiKeyScope, rule: Rule): KeyCapableRule => Object.assign((user: AuthenticatedUser) => rule(user), { apiKeyScope: scope });

export const apiKeyScopeOf = (rule: Rule | undefined): ApiKeyScope | null =>
  (rule as Partial<KeyCapableRule> | undefined)?.apiKeyScope ?? null;

/** Why a key was refused, in words for the caller (a JSON error of the public API). */
export const API_KEY_REFUSALS = {
  unknown: 'This API key is not valid.',
  revoked: 'This API key has been revoked.',
  expired: 'This API key has expired.',
  ownerDisabled: "This API key's owner is disabled.",
  notAccepted: 'API keys are not accepted here.',
  notForKeys: 'API keys cannot call this; log in instead.',
  missingScope: (scope: ApiKeyScope) => `This API key lacks the '${scope}' scope.`,
} as const;

export type ApiKeyVerification =
  | { ok: true; user: AuthenticatedUser }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'ownerDisabled' };

/** Checks a key and records its use; the auth service provides it (API_KEY_VERIFIER). */
export interface ApiKeyVerifier {
  verify(key: string, address: string): Promise<ApiKeyVerification>;
  /**
   * A key named by its public identifier alone, as the embed script carries it on other sites'
   * pages: good only for what the embed scope allows, which the caller checks.
   */
  verifyPublicId(keyId: string, address: string): Promise<ApiKeyVerification>;
}

export const API_KEY_VERIFIER = Symbol('API_KEY_VERIFIER');
