import type { AuditExpectations } from './audit-expectations';
import { memoryCookieFound } from './memory-cookie-match';
import { AWC, cookie, landing, sandboxNetwork } from './test-support/evidence-builders';

const awin = sandboxNetwork('awin');
const expecting = (overrides: Partial<AuditExpectations> = {}): AuditExpectations => ({
  cookieRules: awin.memoryCookie,
  cookieOverride: null,
  customScriptPattern: null,
  aniParams: awin.aniParams,
  aniParamOverride: null,
  clickIds: [AWC],
  ani: AWC,
  advertiserId: '1001',
  ...overrides,
});

describe('memoryCookieFound', () => {
  it('finds the advertiser’s cookie holding the click id', () => {
    expect(
      memoryCookieFound(landing('alp', { cookies: [cookie('_aw_m_1001', AWC)] }), expecting()),
    ).toBe(true);
  });

  it('finds the strictly-necessary variant too', () => {
    expect(
      memoryCookieFound(landing('alp', { cookies: [cookie('_aw_sn_1001', AWC)] }), expecting()),
    ).toBe(true);
  });

  it('ignores another advertiser’s cookie', () => {
    expect(
      memoryCookieFound(landing('alp', { cookies: [cookie('_aw_m_2002', AWC)] }), expecting()),
    ).toBe(false);
  });

  it('ignores a cookie of the right name holding another click', () => {
    const stage = landing('alp', { cookies: [cookie('_aw_m_1001', '1001_1600000000_ffff')] });
    expect(memoryCookieFound(stage, expecting())).toBe(false);
  });

  it('cannot confirm a cookie that must hold the click id when no click id is known', () => {
    expect(
      memoryCookieFound(
        landing('alp', { cookies: [cookie('_aw_m_1001', AWC)] }),
        expecting({ clickIds: [] }),
      ),
    ).toBe(false);
  });

  it('reads a URL-encoded value', () => {
    const stage = landing('alp', {
      cookies: [cookie('_aw_m_1001', encodeURIComponent(`{"awc":"${AWC}"}`))],
    });
    expect(memoryCookieFound(stage, expecting())).toBe(true);
  });

  it('looks in local and session storage for rules that say so', () => {
    const cj = sandboxNetwork('cj');
    const rules = expecting({
      cookieRules: cj.memoryCookie,
      clickIds: ['cj-1'],
      advertiserId: null,
    });
    expect(memoryCookieFound(landing('alp', { localStorage: { cjevent: 'cj-1' } }), rules)).toBe(
      true,
    );
    expect(memoryCookieFound(landing('alp', { sessionStorage: { cjevent: 'cj-1' } }), rules)).toBe(
      true,
    );
    expect(memoryCookieFound(landing('alp', { localStorage: { other: 'cj-1' } }), rules)).toBe(
      false,
    );
  });

  it('accepts any value for a rule that need not hold the click id', () => {
    const rules = expecting({
      cookieRules: [{ storage: 'cookie', namePattern: '^aff_.*$', mustContainAni: false }],
    });
    expect(memoryCookieFound(landing('alp', { cookies: [cookie('aff_source', 'x')] }), rules)).toBe(
      true,
    );
  });
});
