// One jest run for every package: pure specs (*.spec.ts) and integration specs (*.int-spec.ts)
// that talk to the real Postgres, Redis, Kafka and Chromium.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/libs', '<rootDir>/services', '<rootDir>/test', '<rootDir>/admin-ui/src'],
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
      },
    ],
  },
  moduleNameMapper: { '^@tracklight/(.*)$': '<rootDir>/libs/$1/src' },
  testTimeout: 60000,
};
