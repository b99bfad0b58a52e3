import { gql } from '@apollo/client';

export interface VerdictAlertActivity {
  kind: 'CHANGES_FOUND' | 'MAILED' | 'WEBHOOK';
  batchId: string;
  at: string;
  changes: number | null;
  to: string | null;
  attempt: number | null;
  ok: boolean | null;
  status: number | null;
  error: string | null;
}

export interface TemplateVerdictAlerts {
  webhookSecret: string;
  signatureHeader: string;
  timestampHeader: string;
  activity: VerdictAlertActivity[];
}

export const TEMPLATE_VERDICT_ALERTS = gql`
  query TemplateVerdictAlerts($templateId: ID!) {
    templateVerdictAlerts(templateId: $templateId) {
      webhookSecret signatureHeader timestampHeader
      activity { kind batchId at changes to attempt ok status error }
    }
  }
`;

/** One line per thing the alerts did, in plain words. */
export const activityText = (activity: VerdictAlertActivity): string => {
  if (activity.kind === 'CHANGES_FOUND') return `${activity.changes} ${activity.changes === 1 ? 'link' : 'links'} changed verdict since the previous run`;
  if (activity.kind === 'MAILED') return `E-mailed ${activity.to}`;
  const outcome = activity.ok ? `delivered (${activity.status})` : `failed: ${activity.error ?? `answer ${activity.status}`}`;
  return `Webhook attempt ${activity.attempt} ${outcome}`;
};
