import { useFlashError } from '../auth/flash-error';
import { linkFields, linksProblem, rowsOf } from './link-rows';
import { loadedSchedule, scheduleProblem, scheduleRecord } from './schedule';
import type { TemplateFlagValues } from './TemplateFlags';
import type { LinkRow, Schedule, TemplateRecord } from './template-types';

/** What the create form and the template screen let the user edit before saving. */
export interface TemplateDraft {
  rows: LinkRow[];
  schedule: Schedule;
  flags: TemplateFlagValues;
}

export const draftOf = (template: TemplateRecord): TemplateDraft => ({
  rows: rowsOf(template.batchLinks),
  schedule: loadedSchedule(template),
  flags: { notifyOnComplete: template.notifyOnComplete, useForLinkAssurance: template.useForLinkAssurance },
});

/** The template fields batchCreateOne and batchUpdateById take from a draft. */
export const detailsRecord = (draft: TemplateDraft) => ({ ...scheduleRecord(draft.schedule), ...draft.flags });

// Compared as the server would store them, so retyping a value back is not an unsaved edit.
const comparable = (draft: TemplateDraft) => JSON.stringify({ links: draft.rows.map((row) => [row.id, linkFields(row)]), details: detailsRecord(draft) });

export const hasUnsavedEdits = (draft: TemplateDraft, saved: TemplateDraft) => comparable(draft) !== comparable(saved);

export const detailsChanged = (draft: TemplateDraft, saved: TemplateDraft) =>
  JSON.stringify(detailsRecord(draft)) !== JSON.stringify(detailsRecord(saved));

/**
 * The spec section 5 checks made before anything is sent, each flashed verbatim; a wrong monthly
 * day is also cleared. Answers whether the draft may go to the server.
 */
export const useTemplateChecks = () => {
  const flashError = useFlashError();
  return (draft: TemplateDraft, setDraft: (draft: TemplateDraft) => void): boolean => {
    const linkProblem = linksProblem(draft.rows);
    if (linkProblem) {
      flashError(new Error(linkProblem));
      return false;
    }
    const dayProblem = scheduleProblem(draft.schedule);
    if (dayProblem) {
      flashError(new Error(dayProblem));
      setDraft({ ...draft, schedule: { ...draft.schedule, day: '' } });
      return false;
    }
    return true;
  };
};
