// One jest run for every package: pure specs (*.spec.ts) and integration specs (*.int-spec.ts)
// that talk to the real Postgres, Redis, Kafka and Chromium.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/test/failure-aware-environment.ts',
  // Every run ends with its slowest files and writes each file's wall time and CPU (docs/testing.md).
  reporters: ['default', '<rootDir>/test/timing/timing-reporter.js'],
  // The longest files first, from the committed figures (test/timing/durations.json).
  testSequencer: '<rootDir>/test/timing/longest-first-sequencer.js',
  // A run in band keeps the worker fixtures (test/worker/) in this process: closed at its end.
  globalTeardown: '<rootDir>/test/worker/global-teardown.js',
  roots: ['<rootDir>/libs', '<rootDir>/services', '<rootDir>/apps', '<rootDir>/test', '<rootDir>/admin-ui/src'],
  testRegex: '\\.(int-)?spec\\.ts$',
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs', lazy: true },
      },
    ],
    '^.+/node_modules/.+\\.m?js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
    // A pure admin-ui spec may reach a helper kept beside its component in a .tsx file.
    '^.+\\.tsx$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } }],
  },
  // ESM-only packages the services load with Node's require(esm); jest's CommonJS runtime needs them compiled.
  transformIgnorePatterns: ['/node_modules/(?!(http-proxy-middleware|httpxy|is-plain-obj)/)'],
  moduleNameMapper: { '^@tracklight/(.*)$': '<rootDir>/libs/$1/src' },
  // A test's own budget, where it sets none: generous, because a slow CI machine (pure specs in 23 s
  // instead of 12 s) runs browser tests several times slower, and a passing test never waits it out.
  testTimeout: 120000,
};
