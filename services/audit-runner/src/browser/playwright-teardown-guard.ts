/**
 * playwright-core's client throws "Cannot find parent object <guid> to create <guid>" from its
 * message dispatch when a browser dies while one of its objects is being created
 * (microsoft/playwright#9509, #22803). No caller can catch it, and by default it would end the
 * process and every audit in it. It only concerns objects of a browser that is gone, which the
 * audit browser replaces (and whose audit is retried), so it is logged and the process goes on.
 */
export const isPlaywrightTeardownRace = (error: unknown): boolean =>
  error instanceof Error &&
  /^Cannot find (parent )?object .+ to /.test(error.message) &&
  /playwright-core[\\/]lib[\\/]client[\\/]connection/.test(error.stack ?? '');

let installed = false;

/**
 * For process entry points (not libraries or tests): anything but the race still ends the
 * process with exit code 1 and its stack on stderr, as Node's default would.
 */
export const guardPlaywrightTeardownRace = (processName: string): void => {
  if (installed) return;
  installed = true;
  process.on('uncaughtException', (error) => {
    if (isPlaywrightTeardownRace(error)) {
      const msg = `ignored a playwright client error from a browser that has gone: ${error.message}`;
      // pino's line shape, as the rest of the process logs.
      process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), name: processName, msg })}\n`);
      return;
    }
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
};
