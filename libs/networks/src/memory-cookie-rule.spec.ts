import { memoryCookieNameRegExp } from './memory-cookie-rule';

const awinRule = {
  storage: 'cookie' as const,
  namePattern: '^_aw_m_{advertiserId}$',
  mustContainAni: true,
};

describe('memoryCookieNameRegExp', () => {
  it('puts the advertiser id in place of the placeholder', () => {
    const name = memoryCookieNameRegExp(awinRule, '1001');
    expect(name.test('_aw_m_1001')).toBe(true);
    expect(name.test('_aw_m_2002')).toBe(false);
  });

  it('accepts any id when the advertiser id is unknown', () => {
    expect(memoryCookieNameRegExp(awinRule, null).test('_aw_m_2002')).toBe(true);
  });

  it('treats the advertiser id as text, not as a pattern', () => {
    expect(memoryCookieNameRegExp(awinRule, '1.1').test('_aw_m_1x1')).toBe(false);
  });
});
