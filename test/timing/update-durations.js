// @ts-check
// Writes test/timing/durations.json (each file's wall seconds, the longest-first order of the
// next runs) from the figures of the last `npm test` (test-artifacts/timings/test-timings.json).
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const ROOT = join(__dirname, '../..');
const { files } = JSON.parse(readFileSync(join(ROOT, 'test-artifacts/timings/test-timings.json'), 'utf8'));
const durations = Object.fromEntries(
  files
    .sort((a, b) => b.wallMs - a.wallMs)
    .map((row) => [row.file, Math.round(row.wallMs / 100) / 10]),
);
writeFileSync(join(__dirname, 'durations.json'), `${JSON.stringify(durations, null, 1)}\n`);
process.stdout.write(`test/timing/durations.json: ${files.length} files\n`);
