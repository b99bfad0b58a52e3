import { useState } from 'react';
import { useNotify } from 'react-admin';
import { NO_AUDITS_MATCHED, NOTHING_FOUND } from '../export/enterprise-report';
import { useStreamedDownload } from '../export/StreamedDownload';
import { saveBlob } from '../http/download';
import { CSV_FAILED, ERROR_DOWNLOADING } from './report-form';

/**
 * A widget's downloads: the streamed report (GET /reports/{type}) or a CSV the page already has
 * (GraphQL), saved as `{name}.csv`; 'No audits were found for the given search' when nothing
 * matched, the spec's failure messages otherwise. `busy` names the button at work; a streamed
 * report shows its bytes `received` and may be cancelled (`cancel`), saving nothing.
 */
export const useReportDownload = () => {
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);
  const { received, stream, cancel } = useStreamedDownload();

  const run = async (button: string, work: () => Promise<void>, failure: string) => {
    setBusy(button);
    try {
      await work();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : failure, { type: 'error' });
    } finally {
      setBusy(null);
    }
  };
  const save = (blob: Blob, name: string) => saveBlob(blob, `${name}.csv`);

  /** Streams the report at `url` to a file. */
  const download = (button: string, url: string, name: string) =>
    run(
      button,
      async () => {
        const outcome = await stream(url, ERROR_DOWNLOADING);
        if (outcome?.kind === 'empty') notify(NOTHING_FOUND, { type: 'info' });
        else if (outcome) save(outcome.blob, name);
      },
      ERROR_DOWNLOADING,
    );

  /** Saves the CSV text `generate` answers (a generate* GraphQL call). */
  const generate = (button: string, produce: () => Promise<string>, name: string) =>
    run(
      button,
      async () => {
        const csv = await produce().catch((error: unknown) => {
          throw new Error(error instanceof Error && error.message ? error.message : CSV_FAILED);
        });
        if (csv === NO_AUDITS_MATCHED) notify(NOTHING_FOUND, { type: 'info' });
        else save(new Blob([csv], { type: 'text/csv' }), name);
      },
      CSV_FAILED,
    );

  return { busy, download, generate, received, cancel };
};
