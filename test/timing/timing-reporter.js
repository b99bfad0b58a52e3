// @ts-check
// A jest reporter: at the end of a run, a table of the slowest test files (wall time and CPU) and
// every file's figures in test-artifacts/timings/test-timings.json (merged across the jest runs of
// one `npm test`: pure, integration, containers). CPU comes from the test environment
// (test/timing/file-timing.ts), which counts the worker and the children it reaped (Chromium).
const { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const ROOT = join(__dirname, '../..');
const TIMINGS_DIR = join(ROOT, 'test-artifacts/timings');
const FILES_DIR = join(TIMINGS_DIR, 'files');
const MERGED = join(TIMINGS_DIR, 'test-timings.json');
const SHOWN = 15;
/** The workers' CPU accounting groups (test/timing/file-timing.ts), removed once their workers are gone. */
const CPUACCT_TESTS = '/sys/fs/cgroup/cpuacct/tracklight-tests';

const removeEndedWorkerGroups = () => {
  if (!existsSync(CPUACCT_TESTS)) return;
  for (const name of readdirSync(CPUACCT_TESTS)) {
    try {
      rmdirSync(join(CPUACCT_TESTS, name)); // refused while a process is still in it
    } catch {
      // A worker of this or another run still lives: its group goes at a later run.
    }
  }
};

const seconds = (ms) => (ms / 1000).toFixed(1);

/**
 * Runs `work` holding the merged file's lock (a directory, made atomically): the cluster's and the
 * Compose deployment's jest runs end side by side (scripts/test.sh), and a read-merge-write of
 * one would otherwise drop the other's rows.
 */
const whileMergeLocked = (work) => {
  const lock = `${MERGED}.lock`;
  const waitUntil = Date.now() + 30_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      // A lock older than its wait was left by a run that died holding it.
      if (error.code !== 'EEXIST' || Date.now() > waitUntil) break;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
};

class TimingReporter {
  constructor(globalConfig, options = {}) {
    this.shown = options.shown ?? SHOWN;
  }

  onRunComplete(_contexts, results) {
    removeEndedWorkerGroups();
    const cpuByFile = new Map();
    if (existsSync(FILES_DIR)) {
      for (const name of readdirSync(FILES_DIR)) {
        const timing = JSON.parse(readFileSync(join(FILES_DIR, name), 'utf8'));
        cpuByFile.set(timing.file, timing);
      }
    }
    const rows = results.testResults.map((result) => {
      const file = relative(ROOT, result.testFilePath);
      const measured = cpuByFile.get(file);
      return {
        file,
        wallMs: measured?.wallMs ?? result.perfStats.end - result.perfStats.start,
        cpuMs: measured?.cpuMs ?? null,
        loadAverage: measured?.loadAverage ?? null,
        tests: result.numPassingTests + result.numFailingTests + result.numPendingTests,
        // Every test's full name and outcome: the list a change to the suite is compared against.
        names: result.testResults.map((test) => `${test.status === 'passed' ? '' : `[${test.status}] `}${test.fullName}`),
        failed: result.numFailingTests > 0 || Boolean(result.testExecError),
      };
    });
    if (rows.length === 0) return;
    mkdirSync(TIMINGS_DIR, { recursive: true });
    whileMergeLocked(() => {
      const previous = existsSync(MERGED) ? JSON.parse(readFileSync(MERGED, 'utf8')).files : [];
      const merged = new Map(previous.map((row) => [row.file, row]));
      for (const row of rows) merged.set(row.file, row);
      const files = [...merged.values()].sort((a, b) => b.wallMs - a.wallMs);
      writeFileSync(MERGED, JSON.stringify({ writtenAt: new Date().toISOString(), files }, null, 1));
    });

    const slowest = [...rows].sort((a, b) => b.wallMs - a.wallMs).slice(0, this.shown);
    const totalWall = rows.reduce((sum, row) => sum + row.wallMs, 0);
    const totalCpu = rows.reduce((sum, row) => sum + (row.cpuMs ?? 0), 0);
    const lines = [
      '',
      `Slowest test files of this run (${rows.length} files; summed wall ${seconds(totalWall)} s, CPU ${seconds(totalCpu)} s; all in ${relative(ROOT, MERGED)}):`,
      '   wall s    CPU s  load  tests  file',
      ...slowest.map(
        (row) =>
          `${seconds(row.wallMs).padStart(9)}${(row.cpuMs === null ? '-' : seconds(row.cpuMs)).padStart(9)}${(row.loadAverage === null ? '-' : row.loadAverage.toFixed(1)).padStart(6)}${String(row.tests).padStart(7)}  ${row.file}${row.failed ? '  (failed)' : ''}`,
      ),
      '',
    ];
    process.stdout.write(lines.join('\n'));
  }
}

module.exports = TimingReporter;
