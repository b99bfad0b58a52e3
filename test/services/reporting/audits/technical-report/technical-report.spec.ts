import { auditOptionsFor } from '@tracklight/contracts';
import { buildSuccessCriteria } from '@tracklight/networks';
import {
  awinClick,
  sandboxNetwork,
} from '../../../../../services/audit-runner/src/verdict/test-support/evidence-builders';
import { screenshotsOf } from '../../../../../services/reporting/src/audits/audit-list.projection';
import { presentAudit, type AuditRow } from '../../../../../services/reporting/src/audits/audit-presenter';
import { networkErrorIds, technicalReport } from '../../../../../services/reporting/src/audits/technical-report/technical-report';

const AUDIT_ID = 'a1';
const awinCriteria = buildSuccessCriteria(sandboxNetwork('awin'));
const THRESHOLDS = { handoverImpactThresholdCritical: 60, handoverImpactThresholdWarning: 30 };

/** An audit row as the projection leaves it, from a scenario's evidence and verdict. */
function rowFor(
  scenario: ReturnType<typeof awinClick>,
  options = auditOptionsFor('https://x.test/'),
): {
  row: AuditRow;
  evidence: ReturnType<ReturnType<typeof awinClick>['build']>;
} {
  const evidence = scenario.build();
  evidence.stages = evidence.stages.map((stage) => ({
    ...stage,
    screenshot: `${AUDIT_ID}-${stage.stage}.png`,
  }));
  const verdict = scenario.evaluate();
  return {
    evidence,
    row: {
      id: AUDIT_ID,
      oldMongoId: null,
      batchId: 'b1',
      batchPosition: 1,
      batchName: null,
      companyId: 'c1',
      requestedBy: 'u1',
      queue: 'a',
      link: options.link,
      countryCode: 'gb',
      options: options as AuditRow['options'],
      name: null,
      placement: null,
      tags: [],
      status: verdict.auditStatus,
      requestedAt: new Date(),
      startedAt: new Date(),
      attempt: 1,
      isRetry: false,
      finishedAt: new Date(),
      auditedAt: new Date(),
      auditTimeMs: 1000,
      memoryCookieStatus: verdict.memoryCookieStatus,
      verdict,
      moonpullErrors: verdict.moonpullErrors,
      detectedCmp: verdict.detectedCmp,
      networkId: 'awin',
      networkName: 'AWIN',
      networkVersion: 3,
      advertiserId: null,
      finalDomain: verdict.finalDomain,
      failReason: verdict.failReason,
      screenshots: screenshotsOf(AUDIT_ID, evidence),
      evidenceProxy: evidence.proxy,
      previousAuditId: null,
      nextAuditId: null,
      isChangedFromComparison: null,
      comment: null,
      moonpullComment: 'staff note',
      assignedToId: null,
      assignedToName: null,
      assignedToEmail: null,
      assignmentResolved: false,
      advertiserRow: null,
      cmpName: null,
      whitelistRequest: null,
      previous: null,
      next: null,
      guidedResult: null,
      enhancedStatuses: [],
      liteResult: null,
      residentialRetryReason: null,
      siteAppAssociations: null,
    },
  };
}

describe('technical report', () => {
  it('lists the network error ids its success criteria define', () => {
    expect(networkErrorIds(awinCriteria)).toEqual(
      expect.arrayContaining(['5.3', '5.4', '5.5', '6.3', '6.4', '7.5']),
    );
    expect(networkErrorIds(null)).toEqual([]);
  });

  it('follows the evidence stage by stage, with the stage checks', () => {
    const { row, evidence } = rowFor(
      awinClick().withAcceptedBanner().withMemoryCookieFrom('alp-post-consent'),
    );
    const audit = presentAudit(
      row,
      { isSuperAdmin: false, hasAppAssociationsAccess: false },
      THRESHOLDS,
    );
    const report = technicalReport(audit, evidence, awinCriteria);
    expect(report.network).toEqual({ id: 'awin', name: 'AWIN', version: 3 });
    expect(report.redirectChain).toEqual(evidence.hops);
    expect(report.stages.map((s) => s.cookies)).toEqual(evidence.stages.map((s) => s.cookies));
    expect(report.stages.map((s) => s.scripts)).toEqual(evidence.stages.map((s) => s.scripts));
    expect(report.stages[0].screenshot).toEqual({
      id: 'a1-alp',
      screenshotUrl: '/screenshots/a1-alp.png',
    });
    expect(report.stageChecks[0]).toEqual({
      stage: 'alp',
      network: 'OK',
      consent: 'N',
      next: 'OK',
    });
    expect(report.stageChecks[1].consent).toBe('OK');
    expect(report.stages[0].checks).toEqual({ network: 'OK', consent: 'N', next: 'OK' });
    expect(report.cookieStatusLetters).toBe('NY');
  });

  it('names the platforms the engine recognised, and none for evidence recorded before detection', () => {
    const { row, evidence } = rowFor(awinClick().withMemoryCookieFrom('alp'));
    const audit = presentAudit(row, { isSuperAdmin: false, hasAppAssociationsAccess: false }, THRESHOLDS);
    expect(technicalReport(audit, evidence, awinCriteria).platforms).toBeNull();
    const shopify = { id: 'shopify', name: 'Shopify', confidence: 'low' as const, signals: [{ kind: 'header' as const, rule: 'x-shopid', value: 'x-shopid: 1' }] };
    expect(technicalReport(audit, { ...evidence, platforms: [shopify] }, awinCriteria).platforms).toEqual([shopify]);
  });

  it('tells a check the criteria in force do not define (N/A) from one that passed', () => {
    const { row, evidence } = rowFor(awinClick().withMemoryCookieFrom('alp'));
    const audit = presentAudit(row, { isSuperAdmin: false, hasAppAssociationsAccess: false }, THRESHOLDS);
    const edited = JSON.parse(JSON.stringify(awinCriteria)) as typeof awinCriteria;
    edited.alp.scripts = [];
    expect(technicalReport(audit, evidence, awinCriteria).stageChecks[0].network).toBe('OK');
    expect(technicalReport(audit, evidence, edited).stageChecks[0].network).toBe('N/A');
  });

  it("shows '-' after the first stage when no CMP is known", () => {
    const { row, evidence } = rowFor(awinClick());
    const report = technicalReport(
      presentAudit(row, { isSuperAdmin: true, hasAppAssociationsAccess: false }, THRESHOLDS),
      evidence,
      awinCriteria,
    );
    expect(report.stageChecks.map((r) => r.network)).toEqual(['OK', '-', '-']);
  });
});

describe('audit presentation for the viewer', () => {
  it('hides staff-only fields from everyone but super admins', () => {
    const options = auditOptionsFor('https://x.test/', {
      customMasterTag: 'tag',
      chromiumFlags: '--a;;--b',
    });
    const { row } = rowFor(awinClick(), options);
    const publisher = presentAudit(
      row,
      { isSuperAdmin: false, hasAppAssociationsAccess: false },
      THRESHOLDS,
    );
    const staff = presentAudit(
      row,
      { isSuperAdmin: true, hasAppAssociationsAccess: false },
      THRESHOLDS,
    );
    expect([
      publisher.csvOverrideMasterTag,
      publisher.batchLink.puppeteerFlags,
      publisher.moonpullComment,
    ]).toEqual([null, null, null]);
    expect([
      staff.csvOverrideMasterTag,
      staff.batchLink.puppeteerFlags,
      staff.moonpullComment,
    ]).toEqual(['tag', '--a;;--b', 'staff note']);
    expect(staff.badges.map((b) => b.label)).toEqual(expect.arrayContaining(['--a', '--b']));
    expect(publisher.badges.map((b) => b.label)).not.toContain('--a');
    expect(publisher.memoryCookieComparison).toEqual({
      previous: 'No previous running',
      next: 'No next running',
    });
  });
});

describe('CMS content on the presented audit', () => {
  const viewer = { isSuperAdmin: false, hasAppAssociationsAccess: false };
  const labels = (row: AuditRow) => presentAudit(row, viewer, THRESHOLDS).badges.map((b) => b.label);
  const { row } = rowFor(awinClick().withAcceptedBanner('Cybotcookiebot'));

  it("names the detected CMP as the CMS does, else by the engine's rule name", () => {
    expect(presentAudit({ ...row, cmpName: 'Cookiebot' }, viewer, THRESHOLDS).detectedCmp).toEqual({ name: 'Cookiebot' });
    expect(labels({ ...row, cmpName: 'Cookiebot' })).toContain('CMP: Cookiebot');
    expect(labels(row)).toContain('CMP: Cybotcookiebot');
  });

  it("shows the advertiser's whitelisting request as the whitelist badges", () => {
    const request = (whitelistSent: boolean, whitelistActive: boolean) => ({
      ...row,
      advertiserId: 'adv-1',
      whitelistRequest: { id: 'w1', whitelistSent, whitelistActive },
    });
    expect(labels(request(false, false))).toContain('Whitelist Requested');
    expect(labels(request(true, false)).filter((l) => l.startsWith('Whitelist'))).toEqual([]);
    expect(labels(request(true, true))).toContain('Whitelist Confirmed');
    expect(presentAudit(request(true, true), viewer, THRESHOLDS).advertiser?.whitelistRequest).toEqual({
      id: 'w1',
      whitelistSent: true,
      whitelistActive: true,
    });
    expect(labels(row).filter((l) => l.startsWith('Whitelist'))).toEqual([]);
  });
});

describe('handover impact colours of the presented audit', () => {
  const viewer = { isSuperAdmin: false, hasAppAssociationsAccess: false };
  const withImpact = (handoverImpact: number | null): AuditRow => {
    const { row } = rowFor(awinClick());
    if (!row.verdict) throw new Error('the scenario has no verdict');
    return { ...row, verdict: { ...row.verdict, handoverImpact, manualReviewRequired: false } };
  };

  it('colours by the thresholds it is given, so edited platform content recolours', () => {
    const row = withImpact(45);
    expect(presentAudit(row, viewer, THRESHOLDS).handoverImpactColour).toBe('warning');
    const stricter = {
      handoverImpactThresholdCritical: '40',
      handoverImpactThresholdWarning: '20',
    };
    expect(presentAudit(row, viewer, stricter).handoverImpactColour).toBe('danger');
  });

  it('is secondary without a figure', () => {
    expect(presentAudit(withImpact(null), viewer, THRESHOLDS).handoverImpactColour).toBe(
      'secondary',
    );
  });
});
