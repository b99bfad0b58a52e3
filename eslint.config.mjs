import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Service boundaries (docs/architecture.md, "Rules that hold"; docs/decisions/0024): a service's
 * code imports libs/ and its own files, never another service's. Composition roots wire services
 * together through each service's public entry (`services/<name>/src`, its index.ts): the
 * all-in-one app, and a service's own main.ts (a process that runs another service's module
 * beside its own, as the audit worker runs the cms read models). Tests and their test-support
 * compose several services as the all-in-one does, so they are exempt (see the decision note).
 */
const SERVICES = ['auth', 'batches', 'audit-runner', 'reporting', 'cms', 'all-in-one', 'gateway'];
const TESTS = ['**/*.spec.ts', '**/*.int-spec.ts', '**/test-support/**'];
const boundary = (message, group) => ['error', { patterns: [{ group, message }] }];
const anyFileOf = (service) => [`**/${service}/src`, `**/${service}/src/**`];
const innerFileOf = (service) => [`**/${service}/src/**`, `!**/${service}/src/index`];
const serviceBoundaries = SERVICES.flatMap((service) => {
  const others = SERVICES.filter((other) => other !== service);
  return [
    {
      files: [`services/${service}/**/*.ts`],
      ignores: TESTS,
      rules: {
        'no-restricted-imports': boundary(
          `A service imports libs/ and its own files only: move what two services share to libs/ (a contract or a port the composition root wires).`,
          service === 'all-in-one' ? [...others.flatMap(innerFileOf), 'services/**'] : [...others.flatMap(anyFileOf), 'services/**'],
        ),
      },
    },
    ...(service === 'all-in-one'
      ? []
      : [
          {
            files: [`services/${service}/src/main.ts`],
            rules: {
              'no-restricted-imports': boundary(
                `A process's main wires other services through their public entry (services/<name>/src), never their inner files.`,
                [...others.filter((other) => other !== 'all-in-one').flatMap(innerFileOf), ...anyFileOf('all-in-one'), 'services/**'],
              ),
            },
          },
        ]),
  ];
});

/**
 * One write shape (issue 38, decision 0059): a service writes a stream only by deciding on it
 * (`decideOnStream` over the stream family's decider), never by appending itself. The files below
 * still append raw and are the known debt, each with its reason; the list only shrinks.
 */
const RAW_APPEND = 'CallExpression[callee.property.name="append"]';
const rawAppendRule = [
  'error',
  ...[`${RAW_APPEND}[callee.object.name=/store$/i]`, `${RAW_APPEND}[callee.object.property.name=/store$/i]`].map((selector) => ({
    selector,
    message: 'Write a stream through decideOnStream and its decider (docs/decisions/0059), not a raw append.',
  })),
];
const RAW_APPEND_DEBT = [
  // The audit's own optimistic version, held across the whole run: decided again it would change what a raced worker does.
  'services/audit-runner/src/run-audit/run-audit.handler.ts',
  'services/audit-runner/src/rejudge-audits/rejudge-audits.handler.ts',
  // Retries and hands back the quota reservation around its append: to move with quota reservation into auth.
  'services/batches/src/submission/batch-submitter.ts',
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
  { files: ['services/**/*.ts'], ignores: [...TESTS, ...RAW_APPEND_DEBT], rules: { 'no-restricted-syntax': rawAppendRule } },
  // libs/ sit below every service.
  {
    files: ['libs/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': boundary('libs/ never import a service: services depend on libs, not the other way.', ['**/services/**', 'services/**', ...SERVICES.flatMap(anyFileOf)]),
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
