import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

interface Fixture {
  path: string;
  code: string;
}

/**
 * ESLint's Node API over each fixture as if it were the file at its repo-relative path, with the
 * repo's eslint.config.mjs. In a child process: the config is an ES module, which Jest's module
 * system cannot load. Answers each fixture's messages of one rule.
 */
const lintAll = (fixtures: Fixture[], ruleId = 'no-restricted-imports'): string[][] => {
  const script = `
    import { ESLint } from 'eslint';
    const fixtures = JSON.parse(process.argv[1]);
    const ruleId = process.argv[2];
    const eslint = new ESLint();
    const answers = [];
    for (const { path, code } of fixtures) {
      const [report] = await eslint.lintText(code, { filePath: path });
      answers.push(report.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message));
    }
    console.log(JSON.stringify(answers));
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(fixtures), ruleId], {
    cwd: join(__dirname, '..', '..'),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as string[][];
};

const importing = (from: string) => `import { thing } from '${from}';\nexport const used = thing;\n`;

const FORBIDDEN: [string, string, string][] = [
  ["a service importing another service's module", 'services/batches/src/batches.module.ts', '../../auth/src/auth.module'],
  ["a service importing another service's public entry", 'services/reporting/src/audits/x.ts', '../../../cms/src'],
  ['a service importing another service by its path from the root', 'services/cms/src/x.ts', 'services/reporting/src/reporting.module'],
  ['a service importing the all-in-one app', 'services/auth/src/x.ts', '../../../apps/all-in-one/app.module'],
  ["a service importing a process's main", 'services/cms/src/x.ts', '../../../apps/cms/main'],
  ["the all-in-one app importing a service's inner file", 'apps/all-in-one/app.module.ts', '../../services/cms/src/cms.module'],
  ["a process main importing its own service's inner file", 'apps/audit-runner/main.ts', '../../services/audit-runner/src/audit-runner.module'],
  ["a process main importing another service's inner file", 'apps/audit-runner/main.ts', '../../services/cms/src/cms.module'],
  ["a service's test importing another service's test helper", 'services/cms/src/networks/x.int-spec.ts', '../../../auth/src/test-support/auth-test-app'],
  ["a service's test helper importing another service", 'services/batches/src/test-support/x.ts', '../../../audit-runner/src'],
  ['a lib importing a service', 'libs/access/src/x.ts', '../../../services/auth/src'],
  ['a lib importing an app', 'libs/platform/src/x.ts', '../../../apps/all-in-one/app.module'],
];

const ALLOWED: [string, string, string][] = [
  ['a service importing a lib', 'services/batches/src/submission/x.ts', '@tracklight/countries'],
  ['a service importing its own files', 'services/batches/src/submission/x.ts', '../shared/clock'],
  ['the all-in-one app wiring a service through its public entry', 'apps/all-in-one/app.module.ts', '../../services/cms/src'],
  ['a process main wiring another service through its public entry', 'apps/audit-runner/main.ts', '../../services/cms/src'],
  ['a process main wiring its own service through its public entry', 'apps/audit-runner/main.ts', '../../services/audit-runner/src'],
  ['a test of several services, under test/, reaching their files', 'test/services/cms/networks/x.int-spec.ts', '../../../../services/auth/src/test-support/auth-test-app'],
  ["a service's test using the sandbox world", 'services/audit-runner/src/browser/x.int-spec.ts', '../../../../test/sandbox'],
];

/** The boundary rule of eslint.config.mjs (issue 23, decision 0024): `npx eslint .` fails on a cross-service import. */
describe('service boundaries (ESLint)', () => {
  let forbidden: string[][];
  let allowed: string[][];

  beforeAll(() => {
    const answers = lintAll([...FORBIDDEN, ...ALLOWED].map(([, path, target]) => ({ path, code: importing(target) })));
    forbidden = answers.slice(0, FORBIDDEN.length);
    allowed = answers.slice(FORBIDDEN.length);
  }, 120_000);

  it.each(FORBIDDEN.map(([name], index) => [name, index] as const))('fails on %s', (_, index) => {
    expect(forbidden[index]).toHaveLength(1);
    expect(forbidden[index][0]).toMatch(/libs|public entry/);
  });

  it.each(ALLOWED.map(([name], index) => [name, index] as const))('accepts %s', (_, index) => {
    expect(allowed[index]).toEqual([]);
  });
});

const APPENDS: [string, string, string, boolean][] = [
  ['a controller appending to the store itself', 'services/cms/src/support/x.controller.ts', `await this.store.append(stream, [event], 'no-stream', context);`, true],
  ['a function appending through a store it was given', 'services/cms/src/shared/x.ts', `await store.append(stream, [event], 'any', context);`, true],
  ['a handler appending to many streams itself', 'services/cms/src/advertisers/x/x.handler.ts', 'await this.store.appendToStreams(appends, context);', true],
  ['a lib other than the event store appending', 'libs/read-models/src/x.ts', `await store.append(stream, [event], 'any', context);`, true],
  ['a composition root appending', 'apps/all-in-one/x.ts', 'await eventStore.appendToStreams(appends, context);', true],
  ['a write through decideOnStream', 'services/cms/src/support/x.controller.ts', `await decideOnStream(this.store, stream, fold, context, decide);`, false],
  ['a write to many streams through decideOnStreams', 'services/cms/src/advertisers/x/x.handler.ts', 'await decideOnStreams(this.store, streams, fold, context, decide);', false],
  ['the event store appending in its own helpers', 'libs/event-store/src/x.ts', `await store.append(stream, decision.events, version, context);`, false],
  ["a DOM node's append", 'services/reporting/src/link-assurance/embed/x.ts', 'root.append(style, button, status);', false],
  ["a test seeding another service's stream", 'services/reporting/src/test-support/x.ts', `await store.append(stream, events, 'no-stream', context);`, false],
];

/** One write shape (issue 38, decision 0059): `npx eslint .` fails on a raw append outside libs/event-store. */
describe('one write shape (ESLint)', () => {
  let answers: string[][];

  beforeAll(() => {
    answers = lintAll(
      APPENDS.map(([, path, line]) => ({ path, code: `export async function write() {\n  ${line}\n}\n` })),
      'no-restricted-syntax',
    );
  }, 120_000);

  it.each(APPENDS.map(([name, , , refused], index) => [name, refused ? 'refused' : 'allowed', index] as const))('%s: %s', (_, verdict, index) => {
    expect(answers[index]).toEqual(
      verdict === 'refused' ? ['Write streams through decideOnStream (decideOnStreams for many at once) and their decider (docs/decisions/0059), not a raw append.'] : [],
    );
  });
});
