import { DEFAULT_REPORT_RANGE_DAYS, enterpriseRangeProblem } from '@tracklight/presentation';
import { bearerOf } from '../auth/authed-request';
import { freshSession } from '../auth/session';

// Spec section 8, verbatim.
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again later.';
export const NOTHING_FOUND = 'No audits were found for the given search';
export const NO_AUDITS_MATCHED = 'No audits matched the criteria';

export interface EnterpriseReportForm {
  startDate: string;
  endDate: string;
  countryCodes: string[];
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The spec's default range: about 69 days ago to today. */
export const defaultForm = (now = new Date()): EnterpriseReportForm => ({
  startDate: day(new Date(now.getTime() - DEFAULT_REPORT_RANGE_DAYS * 86_400_000)),
  endDate: day(now),
  countryCodes: [],
});

/** Null when the form may be sent; else the spec's 'Invalid date range'. */
export const formProblem = (form: EnterpriseReportForm): string | null => enterpriseRangeProblem(form.startDate, form.endDate);

/** '{product} Report {start} to {end}', the spec's file name. */
export const reportFileName = (productName: string, form: EnterpriseReportForm): string => `${productName} Report ${form.startDate} to ${form.endDate}`;

export const reportUrl = (productName: string, form: EnterpriseReportForm): string => {
  const query = new URLSearchParams({ enterprise: 'true', startDate: form.startDate, endDate: form.endDate, fileName: reportFileName(productName, form) });
  if (form.countryCodes.length > 0) query.set('countryCodes', form.countryCodes.join(','));
  return `/reports/publisher?${query.toString()}`;
};

export type DownloadOutcome = { kind: 'file'; blob: Blob } | { kind: 'empty' };

/**
 * Streams the report (GET /reports/publisher), reporting the bytes received as they arrive; the
 * signal cancels it. A refusal fails with the server's message, anything else with `failure` (the spec's).
 */
export const downloadReport = async (url: string, onBytes: (bytes: number) => void, signal: AbortSignal, failure = UNEXPECTED_ERROR): Promise<DownloadOutcome> => {
  const response = await fetch(url, { headers: { authorization: bearerOf(await freshSession()) }, signal });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { errorMessage?: unknown } | null;
    throw new Error(response.status === 400 && typeof body?.errorMessage === 'string' ? body.errorMessage : failure);
  }
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.length;
    onBytes(bytes);
  }
  const blob = new Blob(parts as BlobPart[], { type: 'text/csv' });
  // The server answers the sentence instead of a CSV when nothing matched.
  return blob.size <= NO_AUDITS_MATCHED.length && (await blob.text()) === NO_AUDITS_MATCHED ? { kind: 'empty' } : { kind: 'file', blob };
};
