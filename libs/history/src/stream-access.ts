import { Inject, Injectable } from '@nestjs/common';
import { canSeeCompany, hasGrant, type AuthenticatedUser } from '@tracklight/access';
import { aggregateOf, EventStore } from '@tracklight/event-store';
import { foldView, HISTORY_FOLDS, type HistoryFold } from './history-fold';

// An audit's company is its batch's: one hop is all any stream type needs today; the bound keeps
// a mistaken parent link from looping.
const MAX_PARENT_HOPS = 3;

/** Which streams a caller may read the history of, and each stream type's fold. */
@Injectable()
export class StreamAccess {
  private readonly folds: Map<string, HistoryFold>;

  constructor(
    private readonly store: EventStore,
    @Inject(HISTORY_FOLDS) folds: readonly HistoryFold[],
  ) {
    this.folds = new Map(folds.map((fold) => [fold.streamType, fold]));
  }

  foldOf(streamId: string): HistoryFold | undefined {
    return this.folds.get(aggregateOf(streamId));
  }

  /** The stream's fold as `user` reads it: without the staff-only fields unless they are staff. */
  foldFor(user: AuthenticatedUser, streamId: string): HistoryFold | undefined {
    const fold = this.foldOf(streamId);
    const hidden = fold?.staffOnlyFields;
    if (!fold || !hidden?.length || user.isSuperAdmin) return fold;
    return {
      ...fold,
      viewOf: (state) => {
        const view = fold.viewOf(state);
        return view && Object.fromEntries(Object.entries(view).filter(([field]) => !hidden.includes(field)));
      },
    };
  }

  /**
   * Super admins read every stream; other users only streams whose owner names a company (batches,
   * templates, audits through their batch, advertisers through their network's owner) and only
   * their own company's, holding the grant each stream on the way asks for. Others read as absent.
   */
  async mayRead(user: AuthenticatedUser, streamId: string): Promise<boolean> {
    if (user.isSuperAdmin) return true;
    if (this.foldOf(streamId)?.childrenOnly) return false;
    let stream = streamId;
    for (let hop = 0; hop < MAX_PARENT_HOPS; hop++) {
      const fold = this.foldOf(stream);
      if (!fold?.companyOf && !fold?.parentStreamOf) return false;
      if (fold.readerGrant && !hasGrant(user, fold.readerGrant)) return false;
      const view = foldView(fold, (await this.store.readStream(stream)).events);
      if (!view) return false;
      const companyId = fold.companyOf?.(view);
      if (companyId) return canSeeCompany(user, companyId);
      const parent = fold.parentStreamOf?.(view);
      if (!parent) return false;
      stream = parent;
    }
    return false;
  }
}
