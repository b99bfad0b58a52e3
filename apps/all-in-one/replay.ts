import { ProjectionHost } from '@tracklight/platform';
import { runTool } from './tool-context';

/** `npm run replay -- <projection>`: rebuilds one read model from the first event in shadow tables, then swaps them in. */
runTool(async (app) => {
  const name = process.argv[2];
  const host = app.get(ProjectionHost);
  const projection = name ? host.find(name) : undefined;
  if (!projection) {
    throw new Error(`Name a projection to rebuild: npm run replay -- <${host.names().join(' | ') || 'no projections registered'}>`);
  }
  const started = Date.now();
  console.log(`Rebuilding ${projection.name} from the first event...`);
  const { applied } = await host.rebuild(projection.name, (progress) =>
    process.stdout.write(`\r  ${progress.applied} of about ${progress.total} events applied`),
  );
  console.log(`\nRebuilt ${projection.name}: ${applied} events in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
