import { AWIN } from './definitions';
import { findAdvertiserId, firstParamValue } from './click-params';

describe('firstParamValue', () => {
  it('prefers the parameter order over the query order, and skips empty values', () => {
    const queries: Record<string, string>[] = [{ awc: '' }, { sscid: 's1', awc: 'a1' }];
    expect(firstParamValue(['awc', 'sscid'], queries)).toBe('a1');
  });

  it('is null when no parameter is present', () => {
    expect(firstParamValue(['awc'], [{ other: '1' }])).toBeNull();
  });
});

describe('findAdvertiserId', () => {
  it('reads AWIN’s awinmid from cread.php and mid from awclick.php', () => {
    expect(findAdvertiserId(AWIN, [{ awinmid: '1001', awinaffid: '9' }])).toBe('1001');
    expect(findAdvertiserId(AWIN, [{ mid: '1002' }])).toBe('1002');
  });
});
