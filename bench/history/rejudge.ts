import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  auditOptionsFor,
  type AdvertiserDirectory,
  type AuditCompleted,
  type AuditRequested,
  type AuditStarted,
  type JudgingNetwork,
  type NetworkCatalogue,
  type NetworkDefined,
  type ObservedCookie,
} from '@tracklight/contracts';
import { EventStore } from '@tracklight/event-store';
import { buildSuccessCriteria, NETWORK_DEFINITIONS, withSandboxTwins, type NetworkDefinition } from '@tracklight/networks';
import { catchUpToNow, createReadModelDataSource, openReadModels } from '@tracklight/read-models';
import { createTestDatabase } from '@tracklight/testing';
import { perSecond, time } from '../measure';
import { AUDIT_RUNNER_MIGRATIONS } from '../../services/audit-runner/src/audit-runner.module';
import { JudgedAuditsProjection } from '../../services/audit-runner/src/rejudge-audits/judged-audits.projection';
import { RejudgeAuditsHandler } from '../../services/audit-runner/src/rejudge-audits/rejudge-audits.handler';
import { evaluateAudit } from '../../services/audit-runner/src/verdict';
import { AuditScenario, awinClick, cookie } from '../../services/audit-runner/src/verdict/test-support/evidence-builders';

/**
 * Section 'rejudge' of the history benchmark: 100,000 stored audits (BENCH_REJUDGE_AUDITS sets
 * fewer) judged again after a network edit, through RejudgeAuditsHandler on a real store: a dry
 * run over all of them, then the apply (an AuditRejudged per changed audit), in audits/s. Beside
 * them, where the time goes: the same audit streams read without judging (the store's floor) and
 * the judging alone in memory.
 */
const AUDITS = Number(process.env.BENCH_REJUDGE_AUDITS ?? 100_000);
const PER_BATCH = 1000;
const PARALLEL_WRITERS = 8;
const context = { actorUserId: null, correlationId: 'bench-rejudge' };

/** A landing page as real ones are: a few dozen third-party cookies and scripts beside the network's. */
const busyPage = (scenario: AuditScenario): AuditScenario =>
  scenario.everywhere({
    scripts: [
      'https://www.dwin1.test/1001.js',
      ...Array.from({ length: 40 }, (_, i) => `https://cdn${i % 7}.thirdparty.example/lib-${i}.js?v=${i * 13}`),
    ],
    cookies: Array.from({ length: 25 }, (_, i): ObservedCookie => cookie(`_tp_${i}`, `value-${i}-${'x'.repeat(24)}`, { domain: `.tracker${i % 5}.example` })),
  });

/** Four kinds of AWIN audit, in turn: cookie on landing, none at all, after consent, after consent and refresh. */
const KINDS: AuditScenario[] = [
  busyPage(awinClick()).withMemoryCookieFrom('alp'),
  busyPage(awinClick()),
  busyPage(awinClick().withAcceptedBanner()).withMemoryCookieFrom('alp-post-consent'),
  busyPage(awinClick().withAcceptedBanner()).withMemoryCookieFrom('alp-post-consent-refresh'),
];

const judging = (definitions: readonly NetworkDefinition[], version: number): JudgingNetwork[] =>
  withSandboxTwins(definitions).map((definition) => ({ definition, successCriteria: buildSuccessCriteria(definition), version }));

/** The catalogue and advertisers as the handler reads them; the networks are set per phase. */
class BenchCatalogue implements NetworkCatalogue {
  constructor(public networks: JudgingNetwork[]) {}
  judging = async () => this.networks;
  all = async () => this.networks.map((network) => network.definition);
}
const NO_ADVERTISERS: AdvertiserDirectory = {
  resolve: () => Promise.reject(new Error('the benchmark records no advertiser')),
  find: async () => null,
};

const inParallel = async (count: number, work: (i: number) => Promise<unknown>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL_WRITERS }, async () => {
      while (next < count) await work(next++);
    }),
  );
};

/** Batches of AuditRequested, then each audit's AuditStarted and AuditCompleted, as the runner leaves them. */
async function fill(store: EventStore): Promise<number> {
  const options = auditOptionsFor(KINDS[0].build().link);
  const verdicts = KINDS.map((kind) => kind.evaluate());
  let bytes = 0;
  for (let from = 0; from < AUDITS; from += PER_BATCH) {
    const batchId = randomUUID();
    const requests: AuditRequested[] = Array.from({ length: Math.min(PER_BATCH, AUDITS - from) }, () => ({
      type: 'AuditRequested',
      data: { auditId: randomUUID(), batchId, companyId: 'company-1', requestedBy: null, queue: 'c', options, allowChromiumFlags: false },
    }));
    await store.append(`batch-${batchId}`, requests, 'no-stream', context);
    await inParallel(requests.length, async (i) => {
      const { auditId } = requests[i].data;
      const kind = (from + i) % KINDS.length;
      const started: AuditStarted = { type: 'AuditStarted', data: { auditId, batchId, attempt: 1, startedAt: new Date().toISOString() } };
      const completed: AuditCompleted = {
        type: 'AuditCompleted',
        data: {
          auditId,
          batchId,
          networkId: 'awin',
          networkName: 'AWIN',
          networkVersion: 1,
          advertiserId: null,
          evidence: KINDS[kind].build(),
          verdict: verdicts[kind],
          auditTimeMs: 2000,
          auditedAt: new Date().toISOString(),
        },
      };
      if (from === 0 && i < KINDS.length) bytes += JSON.stringify(completed.data.evidence).length;
      await store.append(`audit-${auditId}`, [started, completed], 'no-stream', context);
    });
  }
  return Math.round(bytes / KINDS.length);
}

/** AWIN's memory cookie renamed, as a CMS edit would: every audit that found the old one now changes. */
const editAwin = async (store: EventStore): Promise<NetworkDefinition[]> => {
  const definitions = NETWORK_DEFINITIONS.map((network) =>
    network.id === 'awin' ? { ...network, memoryCookie: network.memoryCookie.map((rule) => ({ ...rule, namePattern: '^_aw_renamed$' })) } : network,
  );
  const edited: NetworkDefined = { type: 'NetworkDefined', data: { definition: definitions.find((n) => n.id === 'awin')!, source: 'cms' } };
  await store.append('network-awin', [edited], 'any', context);
  return definitions;
};

export async function rejudgeBench(): Promise<void> {
  const db = await createTestDatabase('bench_rejudge');
  const store = new EventStore(db.url, 12);
  let dataSource: DataSource | undefined;
  try {
    await store.migrate();
    dataSource = await openReadModels(createReadModelDataSource(db.url, [], AUDIT_RUNNER_MIGRATIONS));
    const seeded: NetworkDefined = { type: 'NetworkDefined', data: { definition: NETWORK_DEFINITIONS.find((n) => n.id === 'awin')!, source: 'shipped' } };
    await store.append('network-awin', [seeded], 'no-stream', context);

    const filled = await time(() => fill(store));
    console.log(`rejudge: stored ${AUDITS.toLocaleString('en-GB')} audits in ${(filled.ms / 1000).toFixed(0)} s (evidence about ${filled.result.toLocaleString('en-GB')} bytes of JSON each)`);
    const projection = new JudgedAuditsProjection();
    const indexed = await time(() => catchUpToNow(store, dataSource!, projection));
    console.log(`rejudge: judged-audits index caught up in ${(indexed.ms / 1000).toFixed(1)} s`);

    const catalogue = new BenchCatalogue(judging(NETWORK_DEFINITIONS, 1));
    const handler = new RejudgeAuditsHandler(store, dataSource, catalogue, NO_ADVERTISERS, projection);
    const everything = { from: new Date(0) };

    const unchanged = await time(() => handler.execute(everything, false, context));
    console.log(`rejudge: dry run, rules unchanged: ${unchanged.result.examined} audits, ${unchanged.result.changed} changed, ${perSecond(unchanged.result.examined, unchanged.ms)} audits/s`);

    catalogue.networks = judging(await editAwin(store), 2);
    const dry = await time(() => handler.execute(everything, false, context));
    console.log(`rejudge: dry run after the edit: ${dry.result.examined} audits, ${dry.result.changed} changed, ${perSecond(dry.result.examined, dry.ms)} audits/s`);

    const applied = await time(() => handler.execute(everything, true, context));
    console.log(
      `rejudge: apply: ${applied.result.examined} audits, ${applied.result.written} AuditRejudged written, ${perSecond(applied.result.examined, applied.ms)} audits/s (${perSecond(applied.result.written, applied.ms)} writes/s)`,
    );

    // Where the time goes: reading the same streams without judging, and judging without reading.
    const ids = (await dataSource.query(`SELECT audit_id FROM audit_runner.judged_audits ORDER BY audited_at, audit_id`)) as { audit_id: string }[];
    const read = await time(async () => {
      for (let i = 0; i < ids.length; i += 500) await store.readStreams(ids.slice(i, i + 500).map((row) => `audit-${row.audit_id}`));
    });
    console.log(`rejudge: floor, the same audit streams read 500 at a time: ${perSecond(ids.length, read.ms)} audits/s`);
    const network = catalogue.networks.find((n) => n.definition.id === 'awin')!;
    const evidences = KINDS.map((kind) => kind.build());
    const judged = await time(async () => {
      for (let i = 0; i < AUDITS; i++) {
        evaluateAudit({ evidence: evidences[i % evidences.length], options: auditOptionsFor(evidences[0].link), network: network.definition, successCriteria: network.successCriteria });
      }
    });
    console.log(`rejudge: judging alone (evaluateAudit in memory): ${perSecond(AUDITS, judged.ms)} audits/s`);
  } finally {
    await dataSource?.destroy();
    await store.close();
    await db.drop();
  }
}

// `npm run bench:history` runs this section after the others; alone: `npm run bench:rejudge`.
if (require.main === module) {
  rejudgeBench().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
