import { isMemoryCookieStatus, memoryCookieStatusText } from '@tracklight/presentation';
import type { VerdictChange } from '@tracklight/contracts';

const statusText = (status: string | null): string =>
  status === null ? 'no verdict (the audit failed)' : isMemoryCookieStatus(status) ? memoryCookieStatusText(status) : status;

/** The e-mail to a template's owner when a run changed verdicts: every change, in plain words. */
export const verdictAlertMail = (input: { templateName: string; changes: VerdictChange[]; runUrl: string }): { subject: string; text: string } => {
  const count = input.changes.length;
  return {
    subject: `Verdict changes in "${input.templateName}"`,
    text: [
      `${count} ${count === 1 ? 'link' : 'links'} of your template "${input.templateName}" ${count === 1 ? 'has' : 'have'} a different memory cookie status than in its previous run:`,
      '',
      ...input.changes.map((change) => `- ${change.link} (${change.countryCode}): ${statusText(change.before)} -> ${statusText(change.after)}`),
      '',
      `Open the run: ${input.runUrl}`,
    ].join('\n'),
  };
};
