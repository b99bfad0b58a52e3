import { useState } from 'react';
import { Badge, Button, Card, CardContent, Divider, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useFlashError } from '../auth/flash-error';
import { changedLinkRecords, linksProblem } from './link-rows';
import { LinksEditor } from './LinksEditor';
import { MemoryCookieSummary } from './MemoryCookieSummary';
import { ScheduleEditor } from './ScheduleEditor';
import { detailsChanged, detailsRecord, draftOf, hasUnsavedEdits, useTemplateChecks } from './template-draft';
import { deleteTemplateLink, updateTemplate, upsertTemplateLinks } from './template-mutations';
import { TemplateActions } from './TemplateActions';
import { TemplateFlags } from './TemplateFlags';
import { TemplateRunInfo } from './TemplateRunInfo';
import type { LinkRow, TemplateRecord } from './template-types';

interface TemplateEditorProps {
  template: TemplateRecord;
  /** Re-reads the template, keeping the edits on screen. */
  refresh: () => Promise<unknown>;
  /** Re-reads the template and starts the edits afresh from it (after a save). */
  reload: () => Promise<unknown>;
}

/**
 * The template batch screen's body (spec section 2): the user's edits are a draft over the loaded
 * template, and the Save button is flagged while the two differ.
 */
export const TemplateEditor = ({ template, refresh, reload }: TemplateEditorProps) => {
  const notify = useNotify();
  const flashError = useFlashError();
  const check = useTemplateChecks();
  const saved = draftOf(template);
  const [draft, setDraft] = useState(saved);
  const [saving, setSaving] = useState(false);
  const unsaved = hasUnsavedEdits(draft, saved);

  // A saved link goes at once, after the confirmation; the last one never goes (spec section 5).
  const deleteRow = async (row: LinkRow) => {
    const rest = draft.rows.filter((r) => r.key !== row.key);
    const problem = linksProblem(rest);
    if (problem) return flashError(new Error(problem));
    try {
      if (row.id) await deleteTemplateLink(row.id);
      setDraft({ ...draft, rows: rest });
      if (row.id) await refresh();
    } catch (error) {
      flashError(error);
    }
  };

  const save = async () => {
    if (!check(draft, setDraft)) return;
    setSaving(true);
    try {
      if (detailsChanged(draft, saved)) await updateTemplate(template.id, detailsRecord(draft));
      const links = changedLinkRecords(draft.rows, saved.rows, template.id);
      if (links.length > 0) await upsertTemplateLinks(links);
      notify('Template saved', { type: 'success' });
      await reload();
    } catch (error) {
      flashError(error);
      // Part of the save may have gone through; what is still unsaved stays flagged.
      await refresh();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1">
          {template.name}
        </Typography>
        {template.description && <Typography color="text.secondary">{template.description}</Typography>}
        <TemplateRunInfo template={template} />
        <TemplateActions template={template} refresh={refresh} />
        <Divider sx={{ my: 2 }} />
        <Typography variant="h6">Links</Typography>
        <LinksEditor rows={draft.rows} onChange={(rows) => setDraft({ ...draft, rows })} onDelete={(row) => void deleteRow(row)} />
        <Typography variant="h6" sx={{ mt: 3 }}>
          Schedule
        </Typography>
        <ScheduleEditor schedule={draft.schedule} onChange={(schedule) => setDraft({ ...draft, schedule })} />
        <TemplateFlags flags={draft.flags} onChange={(flags) => setDraft({ ...draft, flags })} />
        <Badge color="warning" variant="dot" invisible={!unsaved} sx={{ mt: 2 }}>
          <Button variant="contained" color={unsaved ? 'warning' : 'primary'} disabled={saving} onClick={() => void save()} data-unsaved={unsaved}>
            {unsaved ? 'Save *' : 'Save'}
          </Button>
        </Badge>
        {template.lastRunBatch && (
          <>
            <Typography variant="h6" sx={{ mt: 3 }}>
              Last run's memory cookie status
            </Typography>
            <MemoryCookieSummary batchId={template.lastRunBatch.id} />
          </>
        )}
      </CardContent>
    </Card>
  );
};
