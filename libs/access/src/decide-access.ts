import type { AuthenticatedUser } from './authenticated-user';
import type { Annotation } from './operation.decorator';
import type { OperationTable } from './rules';

export type AccessDecision = 'allow' | 'login-required' | 'forbidden' | 'undeclared';

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
  return rule !== undefined && rule(user) ? 'allow' : 'forbidden';
};
