import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { findAdminUiDist } from '@tracklight/platform';
import { startUiTestApp } from '../test/ui/ui-test-app';

/**
 * npm run bench:first-paint — how soon a visitor sees the login form: milliseconds from
 * `page.goto('/#/login')` to the form's password field visible, each in a fresh browser context
 * (nothing cached, no service worker), in the built UI in Debian's Chromium; and the size of the
 * first chunk that page loads. ADMIN_UI_DIST measures another build (e.g. the one before a change).
 * A bench, not a test: the figures are a machine's (docs/benchmarks.md).
 */
const CONTEXTS = Number(process.env.BENCH_CONTEXTS ?? 10);

/** The entry script index.html loads, raw and gzipped (level 9, as Vite reports it). */
const entryChunk = (dist: string) => {
  const src = /<script type="module" crossorigin src="\/([^"]+)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1];
  if (!src) throw new Error(`No entry script in ${dist}/index.html`);
  const code = readFileSync(join(dist, src));
  return { src, raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
};

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const main = async () => {
  const dist = findAdminUiDist()!;
  const entry = entryChunk(dist);
  console.log(`${dist}: entry chunk ${entry.src} ${kb(entry.raw)}, ${kb(entry.gzip)} gzipped`);
  const t = await startUiTestApp();
  try {
    const loginFormShown = async () => {
      const page = await t.newPage();
      const started = performance.now();
      await page.goto(`${t.url}/#/login`, { waitUntil: 'commit' });
      await page.locator('input[name="password"]').waitFor({ state: 'visible' });
      const elapsed = Math.round(performance.now() - started);
      await page.context().close();
      return elapsed;
    };
    // One load first, not counted: the server's own first answers (its file cache, the JIT).
    await loginFormShown();
    const times: number[] = [];
    for (let context = 0; context < CONTEXTS; context += 1) times.push(await loginFormShown());
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `login form visible after page.goto('/#/login'), ${CONTEXTS} fresh browser contexts: ` +
        `min ${sorted[0]} ms, median ${sorted[Math.floor(CONTEXTS / 2)]} ms, max ${sorted[CONTEXTS - 1]} ms (${times.join(', ')})`,
    );
  } finally {
    await t.close();
  }
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
