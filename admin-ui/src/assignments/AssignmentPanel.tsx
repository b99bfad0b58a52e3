import { Box, Checkbox, FormControlLabel, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { AuditRecord } from '../audit-view/audit-record';
import { readSession } from '../auth/session';
import { assignAudit, loadColleagues, resolveAssignment, type Assignee } from './assignment-api';

const NOBODY = '';

/**
 * Assignments on the audit page (issue 20): hand the link to a colleague of the company, and let
 * whoever has it mark it resolved.
 */
export const AssignmentPanel = ({ audit }: { audit: AuditRecord }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [colleagues, setColleagues] = useState<Assignee[]>([]);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    loadColleagues(readSession()?.user.company.isSuperAdmin ? (audit.companyId ?? null) : null)
      .then(setColleagues)
      .catch(() => setColleagues([]));
  }, [audit.companyId]);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setPending(true);
    try {
      await work();
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Something went wrong', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  const assigned = audit.assignedTo;
  const choices = assigned && !colleagues.some((c) => c.id === assigned.id) ? [...colleagues, { id: assigned.id, name: assigned.name ?? assigned.id, email: assigned.email ?? '' }] : colleagues;
  return (
    <Box display="flex" gap={2} alignItems="center" flexWrap="wrap" data-testid="assignment">
      <TextField
        select
        label="Assigned to"
        value={assigned?.id ?? NOBODY}
        disabled={pending}
        onChange={(e) =>
          void act(() => assignAudit(audit.id, e.target.value || null), e.target.value ? 'Link assigned' : 'Link unassigned')
        }
        // Beside its Resolved box and hint, not across the page as the theme's inputs are.
        fullWidth={false}
        sx={{ minWidth: 260, maxWidth: 480 }}
      >
        <MenuItem value={NOBODY}>Nobody</MenuItem>
        {choices.map((colleague) => (
          <MenuItem key={colleague.id} value={colleague.id}>
            {colleague.name} ({colleague.email})
          </MenuItem>
        ))}
      </TextField>
      {assigned && (
        <FormControlLabel
          control={<Checkbox checked={audit.assignmentResolved} disabled={pending} onChange={(e) => void act(() => resolveAssignment(audit.id, e.target.checked), e.target.checked ? 'Marked resolved' : 'Marked outstanding')} />}
          label="Resolved"
        />
      )}
      {!assigned && (
        <Typography variant="body2" color="text.secondary">
          Assign the link to someone who will look after it.
        </Typography>
      )}
    </Box>
  );
};
