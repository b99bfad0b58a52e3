import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Service boundaries (docs/architecture.md, "Rules that hold"; decisions 0024, 0066): the five
 * services and the gateway stand side by side over libs/. A service's code imports libs/ and its
 * own files, never another service's, nor apps/. The composition roots are apps/: each process's
 * main (and the all-in-one) wires services through their public entries (`services/<name>/src`,
 * its index.ts), never their inner files. Tests that compose several services live in test/
 * (test/services/<name>/ for a service's own) or apps/all-in-one, which may reach any file.
 */
const SERVICES = ['auth', 'batches', 'audit-runner', 'reporting', 'cms', 'gateway'];
const TESTS = ['**/*.spec.ts', '**/*.int-spec.ts', '**/test-support/**'];
const boundary = (message, group) => ['error', { patterns: [{ group, message }] }];
const anyFileOf = (service) => [`**/${service}/src`, `**/${service}/src/**`];
const innerFileOf = (service) => [`**/${service}/src/**`, `!**/${service}/src/index`];
const APPS = ['**/apps/**', 'apps/**'];
const serviceBoundaries = [
  // Tests included: a test that composes several services lives in test/services/ (docs/testing.md).
  ...SERVICES.map((service) => ({
    files: [`services/${service}/**/*.ts`],
    rules: {
      'no-restricted-imports': boundary(
        `A service imports libs/ and its own files only: move what two services share to libs/ (a contract or a port the composition root in apps/ wires).`,
        [...SERVICES.filter((other) => other !== service).flatMap(anyFileOf), 'services/**', ...APPS],
      ),
    },
  })),
  {
    files: ['apps/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': boundary(
        `A composition root wires services through their public entry (services/<name>/src), never their inner files.`,
        [...SERVICES.flatMap(innerFileOf), 'services/**'],
      ),
    },
  },
];

/**
 * One write shape (issue 38, decision 0059): code writes a stream only by deciding on it
 * (`decideOnStream`, or `decideOnStreams` for a change to many streams at once, over the stream
 * family's decider), never by appending itself. Only libs/event-store, where those helpers live,
 * calls the store's append and appendToStreams; tests, which seed streams, and the benchmarks,
 * which measure the store itself, are outside the product's code.
 */
const RAW_APPEND = 'CallExpression[callee.property.name=/^(append|appendToStreams)$/]';
const rawAppendRule = [
  'error',
  ...[`${RAW_APPEND}[callee.object.name=/store$/i]`, `${RAW_APPEND}[callee.object.property.name=/store$/i]`].map((selector) => ({
    selector,
    message: 'Write streams through decideOnStream (decideOnStreams for many at once) and their decider (docs/decisions/0059), not a raw append.',
  })),
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'admin-ui/dist/**', 'coverage/**', 'deploy/*', '!deploy/cluster', '!deploy/k8s', 'test-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.js', '**/*.cjs'], languageOptions: { globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', process: 'readonly' } } },
  // Plain Node scripts, CommonJS (jest loads its reporter and sequencer with require(), untransformed).
  { files: ['test/timing/*.js', 'test/worker/*.js', 'scripts/*.js'], languageOptions: { globals: globals.node }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...serviceBoundaries,
  { files: ['services/**/*.ts', 'apps/**/*.ts', 'libs/**/*.ts'], ignores: [...TESTS, 'libs/event-store/**'], rules: { 'no-restricted-syntax': rawAppendRule } },
  // libs/ sit below every service.
  {
    files: ['libs/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': boundary('libs/ never import a service or an app: services depend on libs, not the other way.', ['**/services/**', 'services/**', ...SERVICES.flatMap(anyFileOf), ...APPS]),
    },
  },
  // The admin UI: React components and hooks (type-checked by its own tsconfig, see `npm run lint`).
  {
    files: ['admin-ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
