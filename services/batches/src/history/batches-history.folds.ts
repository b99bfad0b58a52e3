import { historyFold, type HistoryFold } from '@tracklight/history';
import { evolveBatch, type BatchState } from '../lifecycle/batch.state';
import { evolveTemplate, type TemplateState } from '../templates/template.state';

/**
 * Batches and templates as history reads them: the write side's folds, each link with its current
 * audit (a batch's submitted CSV stays in its event, not in every view).
 */
export const BATCHES_HISTORY_FOLDS: HistoryFold[] = [
  historyFold<BatchState | null>({
    streamType: 'batch',
    initial: () => null,
    evolve: evolveBatch,
    viewOf: (state) => {
      if (!state) return null;
      const { batchId, queue, templateId, scheduledFor, submittedAt, links } = state.submitted;
      return {
        batchId,
        meta: state.meta,
        owner: state.owner,
        queue,
        templateId,
        scheduledFor,
        submittedAt,
        companyId: state.companyId,
        forceDone: state.forceDone,
        deleted: state.deleted,
        links: links.map((link) => ({ linkId: link.linkId, link: link.link, auditId: state.currentAudit.get(link.linkId) })),
      };
    },
    companyOf: (view) => (typeof view.companyId === 'string' ? view.companyId : null),
  }),
  historyFold<TemplateState | null>({
    streamType: 'template',
    initial: () => null,
    evolve: evolveTemplate,
    viewOf: (state) => state && { ...state, links: [...state.links.values()] },
    companyOf: (view) => (typeof view.companyId === 'string' ? view.companyId : null),
  }),
];
