import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useFlashError } from '../auth/flash-error';
import { emptyRow, linkFields } from './link-rows';
import { LinksEditor } from './LinksEditor';
import { NO_SCHEDULE } from './schedule';
import { ScheduleEditor } from './ScheduleEditor';
import { detailsRecord, useTemplateChecks, type TemplateDraft } from './template-draft';
import { TemplateFlags } from './TemplateFlags';
import { createTemplate } from './template-mutations';

// Spec section 9's batch meta defaults: notify on completion.
const newDraft = (): TemplateDraft => ({
  rows: [emptyRow()],
  schedule: NO_SCHEDULE,
  flags: { notifyOnComplete: true, useForLinkAssurance: false },
});

/** The 'Create template' form: batchCreateOne, then the new template's screen. */
export const CreateTemplateDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const navigate = useNavigate();
  const flashError = useFlashError();
  const check = useTemplateChecks();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [draft, setDraft] = useState(newDraft);
  const [saving, setSaving] = useState(false);

  const create = async () => {
    if (!check(draft, setDraft)) return;
    setSaving(true);
    try {
      const id = await createTemplate({
        name: name.trim(),
        description: description.trim() || null,
        ...detailsRecord(draft),
        batchLinks: draft.rows.map(linkFields),
      });
      navigate(`/reporting/memory/cookie/${id}`);
    } catch (error) {
      flashError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth>
      <DialogTitle>Create template</DialogTitle>
      <DialogContent>
        <TextField label="Name" name="name" value={name} onChange={(e) => setName(e.target.value)} required fullWidth margin="dense" />
        <TextField label="Description" name="description" value={description} onChange={(e) => setDescription(e.target.value)} fullWidth margin="dense" />
        <Typography variant="h6" sx={{ mt: 2 }}>
          Links
        </Typography>
        <LinksEditor rows={draft.rows} onChange={(rows) => setDraft({ ...draft, rows })} onDelete={(row) => setDraft({ ...draft, rows: draft.rows.filter((r) => r.key !== row.key) })} />
        <Typography variant="h6" sx={{ mt: 2 }}>
          Schedule
        </Typography>
        <ScheduleEditor schedule={draft.schedule} onChange={(schedule) => setDraft({ ...draft, schedule })} />
        <TemplateFlags flags={draft.flags} onChange={(flags) => setDraft({ ...draft, flags })} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void create()} disabled={saving || name.trim() === ''}>
          Create
        </Button>
      </DialogActions>
    </Dialog>
  );
};
