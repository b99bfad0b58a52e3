import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { authedRequest } from '../auth/authed-request';
import { jsonBody } from '../http/request';

/** /support (spec section 2): a message to the provider's support team, who reply by e-mail. */
export const SupportPage = () => {
  const notify = useNotify();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const send = async () => {
    setPending(true);
    try {
      // The page the user came from (history), so support sees what they saw.
      const page = document.referrer || window.location.href;
      const answer = await authedRequest<{ message: string }>('/support/messages', jsonBody({ subject, message, page }));
      setSent(answer.message);
      setSubject('');
      setMessage('');
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Something went wrong', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Card>
      <Title title="Support" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Support
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          Tell us what you need: a result that looks wrong, a link that will not audit, a question about your account.
          Your name, e-mail and company go with the message.
        </Typography>
        {sent && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {sent}
          </Alert>
        )}
        <Box component="form" sx={{ display: 'grid', gap: 2, maxWidth: 720 }} onSubmit={(e) => (e.preventDefault(), void send())}>
          <TextField label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} required slotProps={{ htmlInput: { maxLength: 200 } }} />
          <TextField label="Message" value={message} onChange={(e) => setMessage(e.target.value)} required multiline minRows={6} slotProps={{ htmlInput: { maxLength: 10000 } }} />
          <Box>
            <Button type="submit" variant="contained" disabled={pending || !subject.trim() || !message.trim()}>
              Send to support
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
