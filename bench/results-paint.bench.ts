import type { Page } from 'playwright-core';
import type { DataSource } from 'typeorm';
import { api, openLoggedIn, PUBLISHER, startUiTestApp } from '../test/ui/ui-test-app';
import { seedAudits } from './seed-audits';

/**
 * npm run bench:paint — issue 22's time to the first meaningful paint (the first rows of data on
 * screen) of Your Results and of Audit Search for a publisher whose company has 10,000 audits in
 * 100 batches, written into the read models as the projections would have them (no browser
 * audits), in the built UI in Debian's Chromium. A bench, not a test: the figure is a machine's
 * (docs/benchmarks.md), and a busy machine is no regression.
 */
const AUDITS = Number(process.env.BENCH_AUDITS ?? 10_000);
const PER_BATCH = 100;
const LOADS = 5;

/**
 * Milliseconds from the start of a page load to the first frame showing a row of `rowText`, and
 * the browser's first contentful paint (the app's frame): the document is loaded afresh (from
 * about:blank), so the figure holds the app's start, the session check, the list's query and its
 * drawing. Read in the page, a frame at a time.
 */
const firstRowPaint = async (page: Page, address: string, rowText: string): Promise<{ rows: number; frame: number }> => {
  await page.goto('about:blank');
  await page.goto(address, { waitUntil: 'commit' });
  const painted = await page.waitForFunction(
    (text) => (Array.from(document.querySelectorAll('tbody tr')).some((row) => row.textContent?.includes(text)) ? performance.now() : false),
    rowText,
    { polling: 'raf', timeout: 30_000 },
  );
  const frame = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
  return { rows: Math.round((await painted.jsonValue()) as number), frame: Math.round(frame) };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const main = async () => {
  const t = await startUiTestApp();
  try {
    const { user } = await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } });
    const dataSource = t.provider<DataSource>('DataSource');
    await seedAudits(dataSource, { from: 0, to: AUDITS, perBatch: PER_BATCH, companies: 1 });
    await dataSource.query(`UPDATE reporting.audits SET company_id = $1, requested_by = $2`, [user.company.id, user.id]);
    // The batches of those audits, one a day, newest first (inside the list's default 110 days).
    await dataSource.query(
      `INSERT INTO batches.batches (id, company_id, owner_id, owner_name, owner_email, owner_company_name, name, started_at,
         finished_at, is_done, num_links, num_completed)
       SELECT gen_random_uuid(), $1, $2, 'Pat', $3, 'Publisher Ltd', 'Bench batch ' || g, now() - g * interval '1 day',
              now() - g * interval '1 day' + interval '1 hour', true, $4, $4
         FROM generate_series(0, $5::int - 1) g`,
      [user.company.id, user.id, PUBLISHER.username, PER_BATCH, AUDITS / PER_BATCH],
    );
    await dataSource.query('VACUUM (ANALYZE) batches.batches');
    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password, { viewport: { width: 1280, height: 800 } });
    const lists = [
      { list: 'Your Results', address: `${t.url}/#/reporting/batches`, rowText: 'Bench batch' },
      { list: 'Audit Search', address: `${t.url}/#/reporting/audits`, rowText: 'https://click.example/' },
    ];
    for (const { list, address, rowText } of lists) {
      const measured: { rows: number; frame: number }[] = [];
      for (let load = 0; load < LOADS; load += 1) measured.push(await firstRowPaint(page, address, rowText));
      const loads = measured.map((m) => m.rows);
      console.log(
        `${list} with ${AUDITS} audits: first rows on screen ${median(loads)} ms after the load started (median of ${LOADS}: ${loads.join(', ')} ms); ` +
          `first contentful paint ${median(measured.map((m) => m.frame))} ms`,
      );
    }
  } finally {
    await t.close();
  }
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
