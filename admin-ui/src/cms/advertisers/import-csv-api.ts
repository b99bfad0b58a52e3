import { bearerOf } from '../../auth/authed-request';
import { freshSession } from '../../auth/session';
import { SOMETHING_WENT_WRONG } from '../../http/request';

/** Spec section 5's words for a file that is not CSV (the server says the same). */
export const ONLY_CSV = 'Only .CSV files are supported';

/** Where an import stands, as the server's progress lines say (services/cms import-advertisers). */
export type ImportProgress =
  | { phase: 'checking' }
  | { phase: 'saving'; done: number; total: number }
  | { phase: 'indexing'; done: number; total: number }
  | { phase: 'done'; created: number; updated: number; unchanged: number };

export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly problems: string[],
  ) {
    super(message);
  }
}

/**
 * POST /cms/network/{id}/advertisers/csv with the file, reporting each progress line as it arrives;
 * resolves with the counts, or rejects with the server's words (and every problem it named).
 */
export async function importAdvertisersCsv(networkId: string, file: File, onProgress: (progress: ImportProgress) => void): Promise<ImportProgress & { phase: 'done' }> {
  if (!file.name.toLowerCase().endsWith('.csv')) throw new ImportRefused(ONLY_CSV, []);
  const form = new FormData();
  form.append('file', file, file.name);
  onProgress({ phase: 'checking' });
  const response = await fetch(`/cms/network/${encodeURIComponent(networkId)}/advertisers/csv`, {
    method: 'POST',
    body: form,
    headers: { authorization: bearerOf(await freshSession()) },
  }).catch(() => null);
  if (!response) throw new ImportRefused(SOMETHING_WENT_WRONG, []);
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { errorMessage?: string; problems?: string[] };
    throw new ImportRefused(body.errorMessage ?? SOMETHING_WENT_WRONG, body.problems ?? []);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    pending += value;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const progress = JSON.parse(line) as ImportProgress | { phase: 'failed'; errorMessage: string };
      if (progress.phase === 'failed') throw new ImportRefused(progress.errorMessage, []);
      onProgress(progress);
      if (progress.phase === 'done') return progress;
    }
  }
  throw new ImportRefused(SOMETHING_WENT_WRONG, []);
}
