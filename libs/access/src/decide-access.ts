import { apiKeyScopeOf } from './api-keys';
import type { AuthenticatedUser } from './authenticated-user';
import type { Annotation } from './operation.decorator';
import type { OperationTable } from './rules';

export type AccessDecision =
  | 'allow'
  | 'login-required'
  | 'forbidden'
  | 'undeclared'
  /** An API key on an operation not opened to keys. */
  | 'not-for-keys'
  /** An API key without the scope the operation asks of keys. */
  | 'missing-scope';

/** The guard's whole decision, pure: what an annotated endpoint answers to this caller. */
export const decideAccess = (
  registry: OperationTable,
  annotation: Annotation,
  user: AuthenticatedUser | null,
): AccessDecision => {
  if (!annotation) return 'undeclared';
  if (annotation.kind === 'public') return 'allow';
  if (!user) return 'login-required';
  const rule = registry[annotation.name];
  if (user.apiKey) {
    const scope = apiKeyScopeOf(rule);
    if (!scope) return 'not-for-keys';
    if (!user.apiKey.scopes.includes(scope)) return 'missing-scope';
  }
  return rule !== undefined && rule(user) ? 'allow' : 'forbidden';
};
