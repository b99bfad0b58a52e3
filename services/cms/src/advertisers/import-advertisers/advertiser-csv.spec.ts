import type { NewEvent } from '@tracklight/event-store';
import { decideCreateAdvertiser, foldAdvertiser, newAdvertiserRecord } from '../advertiser';
import { CsvRefusal, decideImport, importedIdOf, importedStreamsOf, readAdvertiserCsv } from './advertiser-csv';

const refusal = (run: () => unknown): string[] => {
  try {
    run();
  } catch (error) {
    if (error instanceof CsvRefusal) return error.problems;
    throw error;
  }
  throw new Error('Expected a refusal');
};
const none = new Map();

describe('a network’s advertiser CSV', () => {
  it('reads field names in any case, with rows numbered as a spreadsheet shows them', () => {
    const { columns, rows } = readAdvertiserCsv('\uFEFFAdvertiserId,NAME,domain,cannotAudit\n"7",Shop,shop.test,no\n\n8,"Two, Ltd",two.test,yes\n');
    expect(columns).toEqual(['advertiserId', 'name', 'domain', 'cannotAudit']);
    expect(rows).toEqual([
      { row: 2, cells: { advertiserId: '7', name: 'Shop', domain: 'shop.test', cannotAudit: 'no' } },
      { row: 3, cells: { advertiserId: '8', name: 'Two, Ltd', domain: 'two.test', cannotAudit: 'yes' } },
    ]);
  });

  it('refuses a file it cannot read as a whole, naming columns and rows', () => {
    expect(refusal(() => readAdvertiserCsv('name,colour\nShop,red\n'))).toEqual([
      expect.stringContaining('Column "colour" is not an advertiser field.'),
      'The file needs an advertiserId column: the network’s id for each advertiser, which the import matches rows by.',
    ]);
    expect(refusal(() => readAdvertiserCsv('advertiserId,name\n1,A,extra\n'))).toEqual(['Row 2: has 3 cells where the header has 2 columns.']);
    expect(refusal(() => readAdvertiserCsv('advertiserId,name\n'))).toEqual(['The file has no advertisers: a header row, then one row per advertiser.']);
  });

  it('creates new advertisers and updates known ones by network advertiser id, changing only what differs', () => {
    const { rows } = readAdvertiserCsv('advertiserId,name,domain,publicComment\n1,One,one.test,\n2,Two,two.test,Hi\n3,Three,three.test,\n');
    const knownId = importedIdOf('cj', rows[1]);
    const known = decideCreateAdvertiser(foldAdvertiser([]), knownId, newAdvertiserRecord({ networkId: 'cj', advertiserId: '2', name: 'Two', domain: 'two.test' }), 'cms');
    const unchangedId = importedIdOf('cj', rows[2]);
    const same = decideCreateAdvertiser(foldAdvertiser([]), unchangedId, newAdvertiserRecord({ networkId: 'cj', advertiserId: '3', name: 'Three', domain: 'three.test' }), 'cms');
    // Given the stored advertisers, by stream (a stream not there folds to no advertiser).
    const states = new Map(importedStreamsOf('cj', rows).map((stream) => [stream, foldAdvertiser([])]));
    states.set(importedStreamsOf('cj', [rows[1]])[0], foldAdvertiser(known as NewEvent[]));
    states.set(importedStreamsOf('cj', [rows[2]])[0], foldAdvertiser(same as NewEvent[]));
    const decision = decideImport('cj', rows, states);
    expect(decision.result).toEqual({ created: 1, updated: 1, unchanged: 1 });
    expect(decision.events).toEqual(
      new Map([
        [
          `advertiser-${importedIdOf('cj', rows[0])}`,
          [{ type: 'AdvertiserCreated', data: expect.objectContaining({ source: 'csv', record: expect.objectContaining({ networkId: 'cj', advertiserId: '1', name: 'One' }) }) }],
        ],
        [`advertiser-${knownId}`, [{ type: 'AdvertiserUpdated', data: { id: knownId, changes: { publicComment: 'Hi' }, source: 'csv' } }]],
      ]),
    );
  });

  it('refuses the whole file on any row’s problem, naming its row and column', () => {
    const { rows } = readAdvertiserCsv(
      'advertiserId,name,domain,cannotAudit,bespokeCookieValueType\n1,One,one.test,no,\n,Two,two.test,no,\n3,Three,not a domain,no,\n1,Again,again.test,no,\n5,Five,five.test,maybe,\n6,Six,six.test,yes,\n7,Seven,seven.test,no,3\n',
    );
    expect(refusal(() => decideImport('cj', rows, none))).toEqual([
      'Row 3, column advertiserId: Network advertiser id is required: the import matches rows by it.',
      'Row 4, column domain: Domain must be a domain such as shop.example.com.',
      'Row 5, column advertiserId: "1" is on row 2 already.',
      'Row 6, column cannotAudit: Cannot audit must be true or false.',
      'Row 7, column cannotAuditReason: Cannot audit reason is required when the advertiser cannot be audited.',
      'Row 8, column bespokeCookieName: Bespoke cookie name is required for bespoke cookie value type 3.',
    ]);
  });
});
