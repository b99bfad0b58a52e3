import { gql } from '@apollo/client';
import type { TemplateVerdictAlertsQuery } from '../generated/operations';

/** A template's alert settings and what its alerts did (types generated from the server's schema). */
export type TemplateVerdictAlerts = NonNullable<TemplateVerdictAlertsQuery['templateVerdictAlerts']>;
/** CHANGES_FOUND, MAILED or WEBHOOK, with the fields of that kind. */
export type VerdictAlertActivity = TemplateVerdictAlerts['activity'][number];

export const TEMPLATE_VERDICT_ALERTS = gql`
  query TemplateVerdictAlerts($templateId: ID!) {
    templateVerdictAlerts(templateId: $templateId) {
      webhookSecret
      signatureHeader
      timestampHeader
      activity {
        kind
        batchId
        at
        changes
        to
        attempt
        ok
        status
        error
      }
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
