import type { AuthenticatedUser } from '@tracklight/access';
import type { QueueLetter } from '@tracklight/contracts';

/** Under this many links a batch goes to queue a (single or under-3-link batches). */
export const QUEUE_A_BELOW = 3;
/** Under this many links, queue b; at or above, queue c (spec section 9: "under about 20"). */
export const QUEUE_B_BELOW = 20;

const LETTERS: readonly string[] = ['a', 'b', 'c', 'superuser'];

/**
 * Spec section 9: the submitter's choice when it is one of their company's queues; else the
 * super-admin company's own queue; else by size.
 */
export const chooseQueue = (
  user: Pick<AuthenticatedUser, 'isSuperAdmin' | 'queues'>,
  links: number,
  requested: string | null | undefined,
): { queue: QueueLetter } | { error: string } => {
  if (requested) {
    if (!LETTERS.includes(requested) || !user.queues.includes(requested))
      return { error: `Your company cannot submit to queue '${requested}'.` };
    return { queue: requested as QueueLetter };
  }
  if (user.isSuperAdmin) return { queue: 'superuser' };
  return { queue: links < QUEUE_A_BELOW ? 'a' : links < QUEUE_B_BELOW ? 'b' : 'c' };
};
