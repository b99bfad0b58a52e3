import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadSettings } from '@tracklight/config';
import { AllInOneModule } from './app.module';
import { graphqlSdl } from './graphql-sdl';

/**
 * `npm run build` step: writes the product's GraphQL schema to dist/schema.graphql for API
 * clients (code generators), without starting the product. The module graph needs settings to be
 * composed; the defaults serve, nothing is connected.
 */
const main = async () => {
  const target = resolve(process.argv[2] ?? 'dist/schema.graphql');
  const settings = loadSettings({ LOG_LEVEL: 'warn', AUDIT_WORKER: 'false' });
  const sdl = await graphqlSdl(AllInOneModule.register(settings, 'postgres://unused'));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, sdl);
  console.log(`GraphQL schema written to ${target} (${sdl.split('\n').length} lines)`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
