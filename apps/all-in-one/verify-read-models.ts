import { ProjectionHost } from '@tracklight/platform';
import { runTool } from './tool-context';

/**
 * `npm run verify-read-models [-- <projection>...]`: compares every read model (or the ones named)
 * with a fresh replay of the event store, beside the running product, and exits 1 when one
 * differs. The last line is the result as JSON, for scripts and the fault tests.
 */
runTool(async (app) => {
  const host = app.get(ProjectionHost);
  const names = process.argv.length > 2 ? process.argv.slice(2) : host.names();
  const unknown = names.filter((name) => !host.find(name));
  if (unknown.length > 0) throw new Error(`No read model is called ${unknown.join(', ')}: choose from ${host.names().join(', ')}`);
  const differing: Record<string, Awaited<ReturnType<ProjectionHost['compareWithReplay']>>> = {};
  for (const name of names) {
    const started = Date.now();
    const differences = await host.compareWithReplay(name);
    const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    if (differences.length === 0) {
      console.log(`${name}: equal to a fresh replay (${took})`);
      continue;
    }
    differing[name] = differences;
    for (const { table, onlyLive, onlyReplay, liveSamples, replaySamples } of differences) {
      console.log(`${name}: ${table} differs from a fresh replay (${took}): ${onlyLive} rows only in the read model, ${onlyReplay} only in the replay`);
      for (const sample of liveSamples) console.log(`  read model: ${sample}`);
      for (const sample of replaySamples) console.log(`  replay:     ${sample}`);
    }
  }
  console.log(JSON.stringify({ checked: names.length, differing }));
  if (Object.keys(differing).length > 0) process.exitCode = 1;
});
