// node scripts/cpu-by-process.js -- <command...>
// Runs the command and prints where the whole machine's CPU went while it ran, by kind of process
// (Chromium's renderers, browser and GPU processes; Node; Postgres; the Kafka broker; the kernel's
// threads), with the machine's user, system and idle time. Every process's utime+stime is read from
// /proc every 2 s; a process that lives less than one interval is missed, one's tail after the last
// sample too. Linux only. docs/testing.md says how it was used.
const { spawn } = require('node:child_process');
const { readdirSync, readFileSync } = require('node:fs');

const TICKS_PER_SECOND = 100;
const SAMPLE_MS = 2_000;

const read = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/** What kind of process this is, by its command line (Node names its main thread "MainThread"). */
const kindOf = (pid, comm) => {
  const args = (read(`/proc/${pid}/cmdline`) ?? '').split('\0').join(' ');
  if (args.includes('chromium')) return `chromium ${/--type=([a-z-]+)/.exec(args)?.[1] ?? 'browser'}`;
  if (/\bnode\b|\/node /.test(args) || comm === 'MainThread') return args.includes('jest') ? 'node (jest and the apps in its workers)' : 'node (other)';
  if (comm === 'postgres') return 'postgres';
  if (comm === 'java') return 'java (Kafka broker)';
  return comm;
};

const seen = new Map();
const byKind = new Map();
let machineBefore = null;
const machine = {};

const sample = () => {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const stat = read(`/proc/${pid}/stat`);
    if (!stat) continue;
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const key = `${pid}:${fields[19]}`;
    const known = seen.get(key);
    if (!known) {
      seen.set(key, { ticks, kind: kindOf(pid, stat.slice(stat.indexOf('(') + 1, close)) });
      continue;
    }
    byKind.set(known.kind, (byKind.get(known.kind) ?? 0) + ticks - known.ticks);
    known.ticks = ticks;
  }
  const now = read('/proc/stat').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  if (machineBefore) {
    ['user', 'nice', 'system', 'idle', 'iowait', 'irq', 'softirq', 'steal'].forEach((name, index) => {
      machine[name] = (machine[name] ?? 0) + now[index] - machineBefore[index];
    });
  }
  machineBefore = now;
};

const report = (wallSeconds) => {
  const seconds = (ticks) => (ticks / TICKS_PER_SECOND).toFixed(0).padStart(7);
  const busy = [...byKind.values()].reduce((sum, ticks) => sum + ticks, 0);
  process.stdout.write(`\ncpu-by-process: ${wallSeconds.toFixed(0)} s of wall time; CPU seconds by kind of process (${seconds(busy).trim()} s in all):\n`);
  for (const [kind, ticks] of [...byKind].sort((a, b) => b[1] - a[1]).filter(([, ticks]) => ticks >= TICKS_PER_SECOND)) {
    process.stdout.write(`${seconds(ticks)} s  ${((100 * ticks) / busy).toFixed(0).padStart(3)} %  ${kind}\n`);
  }
  process.stdout.write(`machine: ${Object.entries(machine).map(([name, ticks]) => `${name} ${seconds(ticks).trim()} s`).join(', ')}\n`);
};

const separator = process.argv.indexOf('--');
const [command, ...args] = separator > 0 ? process.argv.slice(separator + 1) : [];
if (!command) {
  process.stderr.write('usage: node scripts/cpu-by-process.js -- <command...>\n');
  process.exit(2);
}
const started = Date.now();
sample();
const timer = setInterval(sample, SAMPLE_MS);
spawn(command, args, { stdio: 'inherit' }).on('exit', (code, signal) => {
  clearInterval(timer);
  sample();
  report((Date.now() - started) / 1000);
  process.exit(code ?? (signal ? 1 : 0));
});
