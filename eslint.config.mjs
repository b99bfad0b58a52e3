import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Service boundaries (ARCHITECTURE.md, "Boundaries that hold"; docs/decisions/0024): a service's
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

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'admin-ui/dist/**', 'coverage/**', 'deploy/*', '!deploy/cluster', '!deploy/k8s', 'test-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.js', '**/*.cjs'], languageOptions: { globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', process: 'readonly' } } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...serviceBoundaries,
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
