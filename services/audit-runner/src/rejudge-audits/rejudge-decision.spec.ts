import type { AuditVerdict } from '@tracklight/contracts';
import { buildSuccessCriteria, type NetworkDefinition } from '@tracklight/networks';
import {
  AuditScenario,
  SANDBOX_NETWORKS,
  auditOptions,
  awinClick,
  sandboxNetwork,
} from '../verdict/test-support/evidence-builders';
import type { JudgedAudit, Judgement } from './audit-judgement';
import type { ReadStreamResult, StoredEvent } from '@tracklight/event-store';
import { NetworkVersions } from './network-versions';
import { decideRejudge, describeChange, judgeAgain, rejudgedEvent, rejudgement, rejudgeNow, verdictChanged, type JudgingRules } from './rejudge-decision';

const judged = (scenario: AuditScenario, judgement: Partial<Judgement> = {}): JudgedAudit => ({
  auditId: 'audit-1',
  batchId: 'batch-1',
  evidence: scenario.build(),
  judgement: {
    networkId: 'awin',
    networkName: 'AWIN',
    networkVersion: 1,
    advertiserId: null,
    verdict: scenario.evaluate(),
    ...judgement,
  },
  completedAt: { transactionId: 10n, globalPosition: 10n },
  version: 2n,
});

/** The catalogue as it stands: each network at `version`, judged by the criteria its definition implies. */
const rules = (networks: readonly NetworkDefinition[], version = 1): JudgingRules => ({
  networks: networks.map((definition) => ({ definition, successCriteria: buildSuccessCriteria(definition), version })),
  advertiser: null,
});

/** AWIN as a CMS edit might leave it: its memory cookie renamed, so the old cookie no longer counts. */
const awinWithRenamedCookie = (): NetworkDefinition[] =>
  SANDBOX_NETWORKS.map((network) =>
    network.id === 'awin'
      ? { ...network, memoryCookie: network.memoryCookie.map((rule) => ({ ...rule, namePattern: '^_aw_renamed$' })) }
      : network,
  );

const verdict = (patch: Partial<AuditVerdict>): AuditVerdict => ({ ...awinClick().evaluate(), ...patch });

describe('judging stored evidence again', () => {
  it('gives the same verdict under the same definitions', () => {
    const audit = judged(awinClick().withMemoryCookieFrom('alp'));
    const again = judgeAgain(audit, auditOptions(), rules(SANDBOX_NETWORKS));
    expect(again.verdict).toEqual(audit.judgement.verdict);
    expect(again).toMatchObject({ networkId: 'awin', networkName: 'AWIN', networkVersion: 1 });
    expect(rejudgement(audit, audit.judgement, again)).toBeNull();
  });

  it('follows an edited network definition, naming both versions', () => {
    const audit = judged(awinClick().withMemoryCookieFrom('alp'));
    expect(audit.judgement.verdict.memoryCookieStatus).toBe('IMMEDIATE');
    const again = judgeAgain(audit, auditOptions(), rules(awinWithRenamedCookie(), 2));
    const change = rejudgement(audit, audit.judgement, again);
    expect(change?.after.verdict.memoryCookieStatus).toBe('NO_MEMORY_COOKIE');
    expect(change?.after.verdict.moonpullErrors).toContain('5.4');
    expect(change?.reason).toBe(
      'Memory cookie status: Cookie immediately before, No memory cookie now. ' +
        'Error 5.4 (Memory cookie missing) appeared. ' +
        "AWIN's definition changed: version 1 judged it before, version 2 now.",
    );
  });

  it('leaves an audit whose verdict the edit does not touch', () => {
    const audit = judged(awinClick());
    expect(audit.judgement.verdict.memoryCookieStatus).toBe('NO_MEMORY_COOKIE');
    expect(rejudgement(audit, audit.judgement, judgeAgain(audit, auditOptions(), rules(awinWithRenamedCookie(), 2)))).toBeNull();
  });

  it("uses the advertiser's settings as they stand", () => {
    const audit = judged(awinClick().withMemoryCookieFrom('alp'));
    const again = judgeAgain(audit, auditOptions(), { ...rules(SANDBOX_NETWORKS), advertiser: { cannotAudit: true, cannotAuditReason: 'Blocks bots' } });
    expect(again.verdict.memoryCookieStatus).toBe('MANUAL_REVIEW');
    expect(describeChange(audit.judgement, again)).toContain(
      "AWIN (definition version 1) is unchanged: the advertiser's settings or the verdict rules changed.",
    );
  });

  it('finds the network the link belongs to under the current definitions', () => {
    const audit = judged(awinClick().withMemoryCookieFrom('alp'), { networkId: null, networkName: null, networkVersion: null, verdict: verdict({ memoryCookieStatus: 'OTHER', moonpullErrors: [] }) });
    const again = judgeAgain(audit, auditOptions(), rules(SANDBOX_NETWORKS, 3));
    expect(describeChange(audit.judgement, again)).toMatch(/No network recognised the link before; AWIN \(definition version 3\) does now\.$/);
    const gone = judgeAgain(audit, auditOptions(), rules(SANDBOX_NETWORKS.filter((n) => n.id !== 'awin')));
    expect(gone.networkId).toBeNull();
    expect(describeChange({ ...audit.judgement, networkId: 'awin', networkName: 'AWIN', networkVersion: 1 }, gone)).toMatch(
      /Judged as AWIN \(definition version 1\) before; no network recognises the link now\.$/,
    );
  });
});

describe('what counts as a change, and how it reads', () => {
  const awin: Judgement = { networkId: 'awin', networkName: 'AWIN', networkVersion: 1, advertiserId: null, verdict: verdict({}) };

  it('counts the memory cookie status and the set of errors, in any order', () => {
    expect(verdictChanged(verdict({ moonpullErrors: ['5.3', '5.4'] }), verdict({ moonpullErrors: ['5.4', '5.3'] }))).toBe(false);
    expect(verdictChanged(verdict({ moonpullErrors: ['5.3'] }), verdict({ moonpullErrors: ['5.3', '5.4'] }))).toBe(true);
    expect(verdictChanged(verdict({ memoryCookieStatus: 'IMMEDIATE' }), verdict({ memoryCookieStatus: 'OTHER' }))).toBe(true);
    expect(verdictChanged(verdict({ handoverImpact: 10 }), verdict({ handoverImpact: 90 }))).toBe(false);
  });

  it('names errors that appeared and disappeared with their meaning', () => {
    const before = { ...awin, verdict: verdict({ moonpullErrors: ['5.3', '5.4'] }) };
    const after = { ...awin, networkVersion: 2, verdict: verdict({ moonpullErrors: ['5.4', '5.5', '10.9'] }) };
    expect(describeChange(before, after)).toBe(
      'Errors 5.5 (Click id missing from the landing URL), 10.9 appeared. Error 5.3 (Network tag missing) disappeared. ' +
        "AWIN's definition changed: version 1 judged it before, version 2 now.",
    );
  });

  it('says so when the version that judged before is not known, and when another network judges now', () => {
    const after = { ...awin, networkVersion: 4, verdict: verdict({ memoryCookieStatus: 'OTHER' }) };
    expect(describeChange({ ...awin, networkVersion: null }, after)).toMatch(
      /Judged by AWIN \(definition version 4\) now; the definition version that judged it before is not known\.$/,
    );
    const impact = { ...after, networkId: 'impact', networkName: 'Impact', networkVersion: 1 };
    expect(describeChange(awin, impact)).toMatch(/Judged as AWIN \(definition version 1\) before, as Impact \(definition version 1\) now\.$/);
    expect(describeChange({ ...awin, networkId: null }, { ...after, networkId: null })).toMatch(/No network recognises the link, before or now\.$/);
  });

  it('records the new verdict and the one it replaces', () => {
    const audit = judged(awinClick().withMemoryCookieFrom('alp'));
    const change = rejudgement(audit, audit.judgement, judgeAgain(audit, auditOptions(), rules(awinWithRenamedCookie(), 2)))!;
    const event = rejudgedEvent(change, new Date('2026-11-25T10:00:00Z'));
    expect(event).toMatchObject({
      type: 'AuditRejudged',
      data: {
        auditId: 'audit-1',
        batchId: 'batch-1',
        networkId: 'awin',
        networkVersion: 2,
        verdict: { memoryCookieStatus: 'NO_MEMORY_COOKIE' },
        previous: { memoryCookieStatus: 'IMMEDIATE', moonpullErrors: [], networkId: 'awin', networkVersion: 1 },
        reason: change.reason,
        rejudgedAt: '2026-11-25T10:00:00.000Z',
      },
    });
  });
});

it('judges with the runner’s network choice: the named network wins over the click host', () => {
  const audit = judged(awinClick().withMemoryCookieFrom('alp'));
  const again = judgeAgain(audit, auditOptions({ userDefinedNetwork: 'Impact' }), rules(SANDBOX_NETWORKS));
  expect(again.networkId).toBe(sandboxNetwork('impact').id);
});

describe('re-judging an audit on its stream (given / when / then)', () => {
  const rejudgedAt = new Date('2026-11-25T10:00:00Z');
  /** AWIN's definitions: version 1 recorded before the audit completed (transaction 10), version 2 after. */
  const defined = (version: number, transactionId: bigint) =>
    ({ type: 'NetworkDefined', streamPosition: BigInt(version), position: { transactionId, globalPosition: transactionId } }) as unknown as StoredEvent;
  const versions = NetworkVersions.fromStreams(
    new Map<string, ReadStreamResult>([['network-awin', { events: [defined(1, 5n), defined(2, 20n)], version: 2n }]]),
    (stream) => stream.slice('network-'.length),
  );

  it('records AuditRejudged when the verdict changes, naming the version that judged before when the audit did not', () => {
    const audit = judged(awinClick().withMemoryCookieFrom('alp'), { networkVersion: null });
    const change = rejudgeNow(audit, auditOptions(), rules(awinWithRenamedCookie(), 2), versions)!;
    expect(change.before.networkVersion).toBe(1);
    expect(decideRejudge(change, rejudgedAt)).toEqual({ events: [rejudgedEvent(change, rejudgedAt)], result: change });
  });

  it('records nothing when the verdict stays', () => {
    const audit = judged(awinClick().withMemoryCookieFrom('alp'));
    const change = rejudgeNow(audit, auditOptions(), rules(SANDBOX_NETWORKS), versions);
    expect(change).toBeNull();
    expect(decideRejudge(change, rejudgedAt)).toEqual({ events: [], result: null });
  });
});
