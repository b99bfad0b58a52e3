import {
  AT_LEAST_ONE_LINK,
  COOKIE_PAIR,
  INVALID_LINK,
  INVALID_QUICK_CHECK_LINK,
  ONLY_CSV,
  isCsvFileName,
  linkProblem,
  mayRequireReferrer,
  quickCheckProblem,
  rowIndexOfServerMessage,
} from './link-validation';

describe('link validation (spec section 5)', () => {
  it('quotes the spec verbatim', () => {
    expect(INVALID_LINK).toBe('Invalid affiliate link. Please make sure the link is a valid URL.');
    expect(COOKIE_PAIR).toBe('Cookie Name and Cookie Type must both be specified, if at all.');
    expect(INVALID_QUICK_CHECK_LINK).toBe('Please enter a valid affiliate URL');
    expect(ONLY_CSV).toBe('Only .CSV files are supported');
    expect(AT_LEAST_ONE_LINK).toBe('Batches must have at least one link');
  });

  it('lets a quick check through only when the link starts with http', () => {
    expect(quickCheckProblem('https://track.example/x')).toBeNull();
    expect(quickCheckProblem('  http://track.example/x ')).toBeNull();
    expect(quickCheckProblem('track.example/x')).toBe(INVALID_QUICK_CHECK_LINK);
    expect(quickCheckProblem('')).toBe(INVALID_QUICK_CHECK_LINK);
    expect(quickCheckProblem('ftp://track.example/x')).toBe(INVALID_QUICK_CHECK_LINK);
  });

  it('refuses a link that does not parse as a web URL, as danger', () => {
    for (const link of ['not a link', '', null, undefined, 'javascript:alert(1)', 'https://'])
      expect(linkProblem({ link })).toEqual({ message: INVALID_LINK, severity: 'error' });
    expect(linkProblem({ link: ' https://track.example/x?a=1 ' })).toBeNull();
  });

  it('wants Cookie Name and Cookie Type both or neither, as a warning', () => {
    const link = 'https://track.example/x';
    const pair = { message: COOKIE_PAIR, severity: 'warning' };
    expect(linkProblem({ link, cookieName: 'aw' })).toEqual(pair);
    expect(linkProblem({ link, cookieType: 'none', cookieName: 'aw' })).toEqual(pair);
    expect(linkProblem({ link, cookieType: '1' })).toEqual(pair);
    expect(linkProblem({ link, cookieType: '3', cookieName: '  ' })).toEqual(pair);
    expect(linkProblem({ link, cookieType: '1', cookieName: 'aw' })).toBeNull();
    expect(linkProblem({ link, cookieType: 'none', cookieName: null })).toBeNull();
  });

  it('warns about the referrer for LinkConnector and LC Naked only', () => {
    for (const network of ['LinkConnector', ' linkconnector ', 'Link Connector', 'LC Naked', 'lc naked']) expect(mayRequireReferrer(network)).toBe(true);
    for (const network of ['AWIN', 'LinkConnector UK', '', null, undefined]) expect(mayRequireReferrer(network)).toBe(false);
  });

  it('takes only .csv files', () => {
    expect(isCsvFileName('links.csv')).toBe(true);
    expect(isCsvFileName('LINKS.CSV')).toBe(true);
    expect(isCsvFileName('links.xlsx')).toBe(false);
    expect(isCsvFileName('links.csv.txt')).toBe(false);
  });

  it("reads the row a server refusal names, counted from 1, as an index", () => {
    expect(rowIndexOfServerMessage('Row 2, referrer: The referrer must be a valid URL.')).toBe(1);
    expect(rowIndexOfServerMessage('Row 1: the CSV could not be read (x).')).toBe(0);
    expect(rowIndexOfServerMessage('Batch meta, proxy: Unknown country code \'zz\'.')).toBeNull();
    expect(rowIndexOfServerMessage('Rowing club')).toBeNull();
  });
});
