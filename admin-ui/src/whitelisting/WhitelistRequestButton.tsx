import { gql } from '@apollo/client';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { AuditRecord } from '../audit-view/audit-record';
import { readSession } from '../auth/session';
import { mutate } from '../dataProvider/apollo-client';

const CREATE = gql`
  mutation WhitelistingRequestCreate($record: WhitelistingRequestCreateInput!) {
    whitelistingRequestCreate(record: $record) { id technicalContactEmail whitelistSent }
  }
`;

/** Spec section 6: the whitelisting grant (a super admin passes every grant). */
const mayRequest = (): boolean => {
  const user = readSession()?.user;
  return Boolean(user && (user.company.isSuperAdmin || user.grants.includes('whitelisting')));
};

interface CreatedRequest {
  technicalContactEmail: string;
  whitelistSent: boolean;
}

/** What happened to the request, in words, beside the button once it is made. */
const outcomeText = ({ technicalContactEmail, whitelistSent }: CreatedRequest): string =>
  whitelistSent
    ? `Whitelisting requested: e-mailed to ${technicalContactEmail} with the addresses to allow.`
    : `Whitelisting requested: our staff will send it to ${technicalContactEmail}.`;

/**
 * The advertiser whitelisting request form (spec sections 2, 4, 5, 8): the recipient's name and
 * e-mail (both required) and a message, for the advertiser this audit landed on. The request
 * starts not sent, not confirmed, not active; the server mails the recipient when it can (then
 * the request is sent), otherwise staff follow it up on /cms/whitelist.
 */
export const WhitelistRequestButton = ({ audit }: { audit: AuditRecord }) => {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ technicalContact: '', technicalContactEmail: '', message: '' });
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<CreatedRequest | null>(null);
  const advertiserId = audit.advertiser?.id;
  if (!advertiserId || !mayRequest()) return null;
  const change = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });
  const submit = async () => {
    setPending(true);
    try {
      const answer: { whitelistingRequestCreate: CreatedRequest } = await mutate(CREATE, { record: { ...form, advertiserId, auditId: audit.id } });
      notify('Whitelist creation successful', { type: 'success' });
      setCreated(answer.whitelistingRequestCreate);
      setOpen(false);
      setForm({ technicalContact: '', technicalContactEmail: '', message: '' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Something went wrong', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Request whitelisting
      </Button>
      {created && (
        <Typography variant="body2" role="status" data-testid="whitelist-outcome">
          {outcomeText(created)}
        </Typography>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="whitelist-title">
        <DialogTitle id="whitelist-title">Request whitelisting: {audit.advertiser?.name ?? advertiserId}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary">
            Who at the advertiser should whitelist our audit traffic?
          </Typography>
          <Box component="form" id="whitelist-form" sx={{ display: 'grid', gap: 2, mt: 2 }} onSubmit={(e) => (e.preventDefault(), void submit())}>
            <TextField label="Recipient name" value={form.technicalContact} onChange={change('technicalContact')} required />
            <TextField label="Recipient email" type="email" value={form.technicalContactEmail} onChange={change('technicalContactEmail')} required />
            <TextField label="Message" value={form.message} onChange={change('message')} multiline minRows={3} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button type="submit" form="whitelist-form" variant="contained" disabled={pending}>
            Send request
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
