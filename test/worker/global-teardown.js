// @ts-check
// At the end of a run in band (`jest --runInBand`, one file), the worker fixtures live in jest's own
// process: close them, or their Chromium keeps it from ending (test/worker/worker-fixtures.ts).
module.exports = async () => {
  const loaded = /** @type {{ tracklightFixtures?: Promise<{ closeWorkerFixtures(): Promise<void> }> }} */ (/** @type {unknown} */ (process)).tracklightFixtures;
  if (loaded) await (await loaded).closeWorkerFixtures();
};
