import type { AuditEvidence } from '@tracklight/contracts';
import {
  awinClick,
  awinMemoryCookie,
  cookie,
  hop,
  CLICK_URL,
  MASTER_TAG,
  type AuditScenario,
} from '../../../../../services/audit-runner/src/verdict/test-support/evidence-builders';
import { evidenceDiff, type DiffSide } from '../../../../../services/reporting/src/audits/evidence-diff/evidence-diff';

const side = (scenario: AuditScenario): DiffSide => {
  const verdict = scenario.evaluate();
  return {
    status: verdict.auditStatus,
    memoryCookieStatus: verdict.memoryCookieStatus,
    networkName: 'AWIN',
    failReason: verdict.failReason,
    verdict,
    moonpullErrors: verdict.moonpullErrors,
    evidence: scenario.build(),
  };
};

const sectionOf = (sections: ReturnType<typeof evidenceDiff>, key: string) => {
  const found = sections.find((s) => s.key === key);
  if (!found) throw new Error(`no section ${key}: ${sections.map((s) => s.key).join(', ')}`);
  return found;
};

describe('evidenceDiff', () => {
  it('marks nothing between two identical runs', () => {
    const sections = evidenceDiff(side(awinClick().withMemoryCookieFrom('alp')), side(awinClick().withMemoryCookieFrom('alp')));
    expect(sections.map((s) => s.differences)).toEqual(sections.map(() => 0));
    expect(sections.map((s) => s.key)).toEqual(['verdict', 'errors', 'cmp', 'hops', 'cookies:alp', 'scripts:alp']);
  });

  it('marks a memory cookie that only one run saw, and the verdict and errors that follow', () => {
    const sections = evidenceDiff(side(awinClick().withMemoryCookieFrom('alp')), side(awinClick()));
    expect(sectionOf(sections, 'cookies:alp').rows).toEqual([
      { key: 'cookie:_aw_m_1001@.shop.test', label: '_aw_m_1001 (.shop.test)', left: 'Set by script', right: null, mark: 'ONLY_LEFT' },
    ]);
    expect(sectionOf(sections, 'verdict').rows.find((r) => r.key === 'memoryCookieStatus')).toMatchObject({
      left: 'Cookie immediately',
      right: 'No memory cookie',
      mark: 'CHANGED',
    });
    expect(sectionOf(sections, 'errors').rows).toEqual([
      { key: '5.4', label: '5.4 Memory cookie missing', left: null, right: 'Raised', mark: 'ONLY_RIGHT' },
    ]);
    expect(sectionOf(sections, 'hops').rows).toEqual([
      expect.objectContaining({ key: 'hop-1', mark: 'SAME', left: '302 www.awin1.test/cread.php (HTTP redirect, Network click)' }),
    ]);
  });

  it('marks a cookie set another way as changed, and ignores values that differ on every run', () => {
    const left = awinClick().withMemoryCookieFrom('alp', awinMemoryCookie('1001_111_aaa'));
    const right = awinClick().withMemoryCookieFrom('alp', { ...awinMemoryCookie('1001_222_bbb'), origin: 'header' });
    const rows = sectionOf(evidenceDiff(side(left), side(right)), 'cookies:alp').rows;
    expect(rows).toEqual([expect.objectContaining({ left: 'Set by script', right: 'Set by header', mark: 'CHANGED' })]);

    const sameButValues = evidenceDiff(side(awinClick().withMemoryCookieFrom('alp', awinMemoryCookie('x'))), side(awinClick().withMemoryCookieFrom('alp', awinMemoryCookie('y'))));
    expect(sectionOf(sameButValues, 'cookies:alp').differences).toBe(0);
  });

  it('compares hops by place without their click ids, and lists cookies set on the way by stage', () => {
    const withClickId = (id: string) => `${CLICK_URL}&clickref=${id}`;
    const left = awinClick().withHops(hop(withClickId('1'), { stage: 'niu', cookiesSet: [cookie('aw_click', '1', { domain: '.awin1.test', origin: 'header' })] }));
    const right = awinClick().withHops(
      hop(withClickId('2'), { stage: 'niu' }),
      hop('https://track.shop.test/in?x=1', { stage: 'air', via: 'script', status: 200 }),
    );
    const sections = evidenceDiff(side(left), side(right));
    expect(sectionOf(sections, 'hops').rows.map((r) => [r.key, r.mark, r.right])).toEqual([
      ['hop-1', 'SAME', '302 www.awin1.test/cread.php (HTTP redirect, Network click)'],
      ['hop-2', 'ONLY_RIGHT', '200 track.shop.test/in (Script, Advertiser redirect)'],
    ]);
    expect(sectionOf(sections, 'cookies:niu')).toMatchObject({
      title: 'Cookies: Network click',
      rows: [{ label: 'aw_click (.awin1.test)', left: 'Set by header', right: null, mark: 'ONLY_LEFT' }],
    });
  });

  it('compares scripts without their query, per landing stage, and the consent banner', () => {
    const left = awinClick().withAcceptedBanner().everywhere({ scripts: [`${MASTER_TAG}?v=1`] });
    const right = awinClick().withAcceptedBanner().everywhere({ scripts: [`${MASTER_TAG}?v=2`, 'https://cdn.cmp.test/banner.js'] }).withCmp({ optInSucceeded: false });
    const sections = evidenceDiff(side(left), side(right));
    expect(sectionOf(sections, 'scripts:alp').rows.map((r) => [r.label, r.mark])).toEqual([
      [MASTER_TAG, 'SAME'],
      ['https://cdn.cmp.test/banner.js', 'ONLY_RIGHT'],
    ]);
    expect(sectionOf(sections, 'scripts:alp-post-consent').title).toBe('Scripts loaded: After consent');
    expect(sectionOf(sections, 'cmp').rows.find((r) => r.key === 'optInSucceeded')).toMatchObject({ left: 'Yes', right: 'No', mark: 'CHANGED' });
  });

  it('lists storage entries with the cookies, and reads an audit without evidence as empty', () => {
    const partnerize = awinClick().at('alp', { localStorage: { partnerizeClickReference: 'abc' } });
    const failed: DiffSide = { status: 'FAILED', memoryCookieStatus: null, networkName: null, failReason: 'DNS', verdict: null, moonpullErrors: [], evidence: null as AuditEvidence | null };
    const sections = evidenceDiff(side(partnerize), failed);
    expect(sectionOf(sections, 'cookies:alp').rows).toEqual([
      expect.objectContaining({ label: 'partnerizeClickReference (www.shop.test)', left: 'In localStorage', mark: 'ONLY_LEFT' }),
    ]);
    expect(sectionOf(sections, 'verdict').rows.find((r) => r.key === 'stagesObserved')).toMatchObject({ left: 'Landing page', right: 'None' });
    expect(sectionOf(sections, 'hops').rows).toEqual([expect.objectContaining({ mark: 'ONLY_LEFT', right: null })]);
  });
});
