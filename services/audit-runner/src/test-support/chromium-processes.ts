import { readdirSync, readFileSync } from 'node:fs';

// What Chromium this process started is doing, read from /proc (Linux): for crash and leak tests
// and the audit benchmark.

/** RSS (kB) of the Chromium processes this test process started, from /proc. */
export function chromiumRssKb(): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      rss.set(Number(entry), Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const stack = [...(children.get(process.pid) ?? [])];
  while (stack.length) {
    const pid = stack.pop() as number;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Pids of the Chromium browser processes (not renderers) this test process started. */
export function chromiumBrowserPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (ppid === process.pid && cmd.includes('chromium') && !cmd.includes('--type=')) {
        pids.push(Number(entry));
      }
    } catch {
      // ignore
    }
  }
  return pids;
}

