import { setCookieReport } from './set-cookie-report';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const report = (line: string, url = 'https://click.example.com/r') => setCookieReport(line, url, NOW);

describe('setCookieReport', () => {
  it('stores an ordinary cookie and names its attributes', () => {
    expect(report('id=1; Path=/; SameSite=Lax')).toEqual({
      sameSite: 'lax',
      partitioned: false,
      domainAttribute: null,
      widerThanHost: false,
      outcome: 'stored',
      reason: null,
    });
  });

  it('rejects SameSite=None without Secure, and Secure from an http page', () => {
    expect(report('id=1; SameSite=None')).toMatchObject({ sameSite: 'none', outcome: 'rejected', reason: 'SameSite=None without Secure' });
    expect(report('id=1; SameSite=None; Secure')).toMatchObject({ outcome: 'stored' });
    expect(report('id=1; Secure', 'http://click.example.com/')).toMatchObject({ outcome: 'rejected', reason: 'Secure cookie set by an http page' });
  });

  it('keeps a Partitioned (CHIPS) cookie only with Secure', () => {
    expect(report('id=1; Secure; SameSite=None; Partitioned')).toMatchObject({ partitioned: true, outcome: 'stored' });
    expect(report('id=1; Partitioned')).toMatchObject({ partitioned: true, outcome: 'rejected', reason: 'Partitioned without Secure' });
  });

  it('reads an expiry in the past (Expires or Max-Age, Max-Age winning) as a deletion', () => {
    expect(report('id=; Expires=Thu, 01 Jan 1970 00:00:00 GMT')).toMatchObject({ outcome: 'deleted', reason: 'Expiry in the past: deletes the cookie' });
    expect(report('id=1; Max-Age=0')).toMatchObject({ outcome: 'deleted' });
    expect(report('id=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=60')).toMatchObject({ outcome: 'stored' });
  });

  it('tells a Domain wider than the host from one that does not cover it or is a public suffix', () => {
    expect(report('id=1; Domain=.example.com')).toMatchObject({ domainAttribute: '.example.com', widerThanHost: true, outcome: 'stored' });
    expect(report('id=1; Domain=click.example.com')).toMatchObject({ widerThanHost: false, outcome: 'stored' });
    expect(report('id=1; Domain=other.com')).toMatchObject({ outcome: 'rejected', reason: 'Domain other.com does not cover the host click.example.com' });
    expect(report('id=1; Domain=co.uk', 'https://shop.brand.co.uk/')).toMatchObject({ outcome: 'rejected', reason: 'Domain co.uk is a public suffix' });
  });
});
