import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Where each file's figures wait for the reporter, one JSON file per test file. */
export const FILE_TIMINGS_DIR = join(__dirname, '../../test-artifacts/timings/files');

export interface FileTimingStart {
  wallMs: number;
  cpuMs: number;
}

export interface FileTiming {
  file: string;
  wallMs: number;
  /** CPU of the jest worker and of every process it started (Chromium and its renderers, the cluster's processes). */
  cpuMs: number;
  /** Load average (1 min) when the file ended: a slow file on a loaded machine says so. */
  loadAverage: number;
}

const CLOCK_TICKS_PER_SECOND = 100;

interface ProcessTimes {
  pid: number;
  ppid: number;
  /** Its own CPU and that of every child it has reaped, in clock ticks. */
  ticks: number;
}

const readProcessTimes = (pid: string): ProcessTimes | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: state is field 3, ppid 4, utime 14 (index 11 here).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return { pid: Number(pid), ppid: Number(fields[1]), ticks: utime + stime + cutime + cstime };
  } catch {
    return undefined; // It ended between the listing and the read.
  }
};

/**
 * CPU in ms of this process and of every process below it that the kernel can still tell us of:
 * Linux adds a reaped child's times to its parent's, so an ended process counts in its reaper, a
 * live one by itself; a process orphaned to init (Chromium's renderers, when their browser goes
 * first) is lost, which the cgroup below is not.
 */
const processTreeCpuMs = (): number => {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(readProcessTimes)
    .filter((times): times is ProcessTimes => times !== undefined);
  const children = new Map<number, ProcessTimes[]>();
  for (const times of all) children.set(times.ppid, [...(children.get(times.ppid) ?? []), times]);
  let ticks = 0;
  const pending = all.filter((times) => times.pid === process.pid);
  while (pending.length > 0) {
    const times = pending.pop()!;
    ticks += times.ticks;
    pending.push(...(children.get(times.pid) ?? []));
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
};

/** The cgroup v1 CPU accounting root, where each jest worker gets a group of its own. */
export const CPUACCT_TESTS = '/sys/fs/cgroup/cpuacct/tracklight-tests';
const worker = process as unknown as { tracklightCpuGroup?: string | null };

/**
 * The worker's own CPU accounting group (root and cgroup v1, as on the project's machines), made
 * at its first file: every process it starts afterwards belongs to it, orphans included, so the
 * group's usage is the whole tree's CPU. Null where it cannot be made.
 */
const workerCpuGroup = (): string | null => {
  if (worker.tracklightCpuGroup !== undefined) return worker.tracklightCpuGroup;
  try {
    const group = join(CPUACCT_TESTS, `worker-${process.pid}`);
    mkdirSync(group, { recursive: true });
    writeFileSync(join(group, 'cgroup.procs'), String(process.pid));
    worker.tracklightCpuGroup = group;
  } catch {
    worker.tracklightCpuGroup = null;
  }
  return worker.tracklightCpuGroup;
};

/** CPU in ms of this process and everything it started: its cgroup's usage, or the process tree. */
export const workerCpuMs = (): number => {
  const group = workerCpuGroup();
  if (group) return Number(readFileSync(join(group, 'cpuacct.usage'), 'utf8')) / 1e6;
  try {
    return processTreeCpuMs();
  } catch {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  }
};

export const startFileTiming = (): FileTimingStart => ({ wallMs: Date.now(), cpuMs: workerCpuMs() });

const loadAverage = (): number => {
  try {
    return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  } catch {
    return 0;
  }
};

export const recordFileTiming = (testPath: string, start: FileTimingStart): void => {
  const file = relative(join(__dirname, '../..'), testPath);
  const timing: FileTiming = {
    file,
    wallMs: Date.now() - start.wallMs,
    cpuMs: Math.round(workerCpuMs() - start.cpuMs),
    loadAverage: loadAverage(),
  };
  mkdirSync(FILE_TIMINGS_DIR, { recursive: true });
  writeFileSync(join(FILE_TIMINGS_DIR, `${file.replace(/[^a-z0-9]+/gi, '_')}.json`), JSON.stringify(timing));
};
