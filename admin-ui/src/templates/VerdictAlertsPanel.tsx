import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, LinearProgress, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { useFlashError } from '../auth/flash-error';
import { apolloClient } from '../dataProvider/apollo-client';
import { updateTemplate } from './template-mutations';
import type { TemplateRecord } from './template-types';
import { activityText, TEMPLATE_VERDICT_ALERTS, type TemplateVerdictAlerts } from './verdict-alerts-query';
import { When } from '../dates/When';

const loadAlerts = async (templateId: string): Promise<TemplateVerdictAlerts | null> =>
  (await apolloClient.query({ query: TEMPLATE_VERDICT_ALERTS, variables: { templateId }, fetchPolicy: 'network-only' })).data?.templateVerdictAlerts ?? null;

/**
 * Verdict-change alerts (issue 16 item 7): when a run gives a link another memory cookie status
 * than the previous run, the owner is e-mailed, and the webhook (if set) gets a signed POST.
 */
export const VerdictAlertsPanel = ({ template, refresh }: { template: TemplateRecord; refresh: () => Promise<unknown> }) => {
  const notify = useNotify();
  const flashError = useFlashError();
  const [url, setUrl] = useState(template.alertWebhookUrl ?? '');
  const [saving, setSaving] = useState(false);
  const { data, isPending, error } = useQuery({ queryKey: ['templateVerdictAlerts', template.id], queryFn: () => loadAlerts(template.id), refetchInterval: 5000 });
  const save = async () => {
    setSaving(true);
    try {
      await updateTemplate(template.id, { alertWebhookUrl: url.trim() });
      notify(url.trim() ? 'Webhook saved' : 'Webhook removed', { type: 'success' });
      await refresh();
    } catch (failure) {
      flashError(failure);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card sx={{ mt: 2 }} component="section" aria-label="Verdict-change alerts" data-testid="verdict-alerts">
      <CardContent>
        <Typography variant="h6" component="h2">
          Verdict-change alerts
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          When a run gives a link a different memory cookie status than the run before it, the template's owner gets one e-mail listing the
          changes. A webhook address also gets them as a signed JSON POST, retried if it fails.
        </Typography>
        <Stack direction="row" spacing={1} alignItems="flex-start" component="form" onSubmit={(event) => { event.preventDefault(); void save(); }}>
          <TextField label="Webhook address" placeholder="https://example.com/tracklight" size="small" sx={{ minWidth: 420 }} value={url} onChange={(event) => setUrl(event.target.value)} helperText="Leave empty for e-mail only" />
          <Button type="submit" variant="outlined" disabled={saving || url.trim() === (template.alertWebhookUrl ?? '')}>
            Save webhook
          </Button>
        </Stack>
        {isPending ? <LinearProgress aria-label="Loading alerts" sx={{ mt: 2 }} /> : null}
        {error ? <Alert severity="error" sx={{ mt: 2 }}>Could not load the alerts: {error.message}. Reload the page to try again.</Alert> : null}
        {data ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2">
              Each POST carries <code>{data.timestampHeader}</code> (Unix seconds) and <code>{data.signatureHeader}</code>: <code>sha256=</code> and the hex
              HMAC-SHA256 of <code>timestamp.body</code> with this signing secret:
            </Typography>
            <Typography variant="body2" component="code" data-testid="webhook-secret" sx={{ wordBreak: 'break-all', display: 'block', my: 1 }}>
              {data.webhookSecret}
            </Typography>
            {data.activity.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                No verdict has changed between runs yet.
              </Typography>
            ) : (
              <List dense aria-label="Alert activity">
                {data.activity.map((activity, index) => (
                  <ListItem key={`${activity.batchId}-${activity.kind}-${index}`} data-kind={activity.kind} disableGutters>
                    <ListItemText
                      primary={activityText(activity)}
                      secondary={
                        <>
                          <When value={activity.at} /> · <Link to={`/reporting/memory/cookie/${activity.batchId}`}>the run</Link>
                        </>
                      }
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
};
