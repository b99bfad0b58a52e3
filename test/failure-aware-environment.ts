import { join } from 'node:path';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { createScriptTransformer } from '@jest/transform';
import { TestEnvironment } from 'jest-environment-node';
import { register } from 'tsconfig-paths';
import { Agent, setGlobalDispatcher } from 'undici';
import { recordFileTiming, startFileTiming, type FileTimingStart } from './timing/file-timing';
import type * as WorkerFixtures from './worker/worker-fixtures';

const ROOT = join(__dirname, '..');
type ProjectConfig = JestEnvironmentConfig['projectConfig'];

/**
 * The tests' fetch opens a connection per request rather than reusing an idle one: a reused
 * connection can be one its server is closing just then (the server keeps them 65 s, and a client
 * honouring that hint reuses them up to a second or two before), which a starved machine turned
 * into an ECONNRESET of an innocent request. Node's fetch takes this process-wide dispatcher.
 */
setGlobalDispatcher(new Agent({ pipelining: 0 }));

/** Kept on the worker's process, so every file the worker runs after the first finds it loaded. */
const worker = process as unknown as { tracklightFixtures?: Promise<typeof WorkerFixtures> };

const eager = (options: Record<string, unknown>): Record<string, unknown> =>
  options.module ? { ...options, module: { ...(options.module as object), lazy: false } } : options;

/**
 * The worker fixtures, loaded once per worker with the files' own transform (jest's, from the
 * project config) and `@tracklight/*` resolved as tsconfig.json maps it (jest's moduleNameMapper
 * applies inside a file's registry only).
 */
const loadWorkerFixtures = (config: ProjectConfig): Promise<typeof WorkerFixtures> =>
  (worker.tracklightFixtures ??= (async () => {
    register({ baseUrl: ROOT, paths: { '@tracklight/*': ['libs/*/src'] } });
    // Eager imports here (jest.config.js makes a file's imports lazy): the hook that compiles
    // TypeScript is only there while the module loads, so every import must be taken then.
    const transformer = await createScriptTransformer({ ...config, transform: config.transform.map(([pattern, path, options]) => [pattern, path, eager(options)]) });
    return transformer.requireAndTranspileModule<typeof WorkerFixtures>(join(__dirname, 'worker/worker-fixtures.ts'), undefined, {
      // The module's named exports, not a default one.
      applyInteropRequireDefault: false,
      instrument: false,
      supportsDynamicImport: false,
      supportsExportNamespaceFrom: false,
      supportsStaticESM: false,
      supportsTopLevelAwait: false,
    });
  })());

/**
 * Jest's node environment, plus:
 * - a flag that a test file's afterEach hooks can read: whether the test that just ran failed
 *   (test/ui/ui-test-app.ts then writes where its pages stood into the log, the only thing a CI
 *   run keeps);
 * - the file's wall time and CPU (the worker's and its children's: Chromium, the sandbox's),
 *   written for the timing reporter (test/timing/timing-reporter.js);
 * - the worker fixtures (test/worker/), through `loadWorkerFixtures` on the file's global.
 */
export default class FailureAwareEnvironment extends TestEnvironment {
  private readonly testPath: string;
  private readonly projectConfig: ProjectConfig;
  private timing?: FileTimingStart;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    this.testPath = context.testPath;
    this.projectConfig = config.projectConfig;
  }

  override async setup(): Promise<void> {
    this.timing = startFileTiming();
    await super.setup();
    this.global.loadWorkerFixtures = () => loadWorkerFixtures(this.projectConfig);
  }

  override async teardown(): Promise<void> {
    await super.teardown();
    if (this.timing) recordFileTiming(this.testPath, this.timing);
  }

  handleTestEvent(event: { name: string }): void {
    if (event.name === 'test_fn_start') this.global.__testFailed = false;
    if (event.name === 'test_fn_failure') this.global.__testFailed = true;
  }
}
