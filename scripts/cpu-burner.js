// @ts-check
// A bounded CPU load for the stress rehearsal (scripts/stress.sh): spinning child processes, as
// many as keep the machine's runnable processes at the target (STRESS_LOAD_PER_CORE x cores,
// default 4), re-counted every second from /proc/loadavg's running count (the 1-minute load
// average follows it a minute late). Never more than 2 x the target of its own; every child
// stops when this process ends, whatever ends it. Prints the load average each minute.
const { fork } = require('node:child_process');
const { availableParallelism } = require('node:os');
const { readFileSync } = require('node:fs');

if (process.argv[2] === 'spin') {
  // A child: busy in 50 ms slices until its parent goes (the IPC channel closes between slices).
  process.on('disconnect', () => process.exit(0));
  const spin = () => {
    const until = Date.now() + 50;
    while (Date.now() < until);
    setImmediate(spin);
  };
  spin();
} else {
  const cores = availableParallelism();
  const target = Number(process.env.STRESS_LOAD_PER_CORE ?? 4) * cores;
  const ceiling = 2 * target;
  const spinners = [];

  /** Runnable processes now (the fourth field's numerator counts this one too). */
  const runnable = () =>
    Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[3].split('/')[0]) - 1;
  const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

  // The running count of one instant jumps with every short-lived process: decide each second on
  // the median of five samples taken across it.
  const samples = [];
  const adjust = () => {
    const median = samples.splice(0).sort((a, b) => a - b)[2] ?? target;
    if (median < target && spinners.length < ceiling) spinners.push(fork(__filename, ['spin'], { stdio: 'ignore' }));
    else if (median > target + 1 && spinners.length > 0) spinners.pop()?.kill();
  };

  const stop = () => {
    for (const spinner of spinners) spinner.kill();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  setInterval(() => samples.push(runnable()), 200);
  setInterval(adjust, 1_000);
  setInterval(
    () =>
      process.stdout.write(
        `cpu-burner: load average ${loadAverage()}, ${spinners.length} spinners (target ${target} runnable)\n`,
      ),
    60_000,
  );
  process.stdout.write(
    `cpu-burner: keeping about ${target} processes runnable on ${cores} cores (at most ${ceiling} spinners)\n`,
  );
}
