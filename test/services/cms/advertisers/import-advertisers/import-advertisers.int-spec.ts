import { NETWORK_CATALOGUE, type NetworkCatalogue } from '@tracklight/contracts';
import { EventStore } from '@tracklight/event-store';
import { CMS_OPERATIONS, CmsApiModule } from '../../../../../services/cms/src/cms-api.module';
import { CMS_MIGRATIONS } from '../../../../../services/cms/src/cms.module';
import { createGqlTestApp, type GqlTestApp } from '../../test-support/gql-test-app';
import { advertiserIdFor } from '../../../../../services/cms/src/advertisers/advertiser-id';

const idOf = (networkAdvertiserId: string) => advertiserIdFor({ networkId: 'cj', networkAdvertiserId, domain: '' });
const lines = (text: string) => text.trim().split('\n').map((line) => JSON.parse(line));

/** POST /cms/network/{id}/advertisers/csv on a real database: all or nothing, upserting by network advertiser id. */
describe('CMS advertiser CSV import (real Postgres)', () => {
  let t: GqlTestApp;
  let admin: string;
  let store: EventStore;

  const upload = (csv: string, name = 'advertisers.csv', network = 'cj') =>
    t
      .http()
      .post(`/cms/network/${network}/advertisers/csv`)
      .set('authorization', admin)
      .attach('file', Buffer.from(csv), name)
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        // Progress lines stay text; a refusal is JSON.
        response.on('end', () => done(null, /^application\/json/.test(String(response.headers['content-type'])) ? JSON.parse(text) : text));
      });

  beforeAll(async () => {
    t = await createGqlTestApp([CmsApiModule], [CMS_OPERATIONS], { label: 'advertiser_import', migrations: CMS_MIGRATIONS });
    store = t.app.get(EventStore);
    admin = await t.adminBearer();
    await t.app.get<NetworkCatalogue>(NETWORK_CATALOGUE).judging();
  });
  afterAll(() => t?.close());

  it('creates new advertisers and updates known ones in one go, streaming its progress', async () => {
    const first = await upload('advertiserId,name,domain,cannotAudit,cannotAuditReason\n1,One,one.test,no,\n2,Two,two.test,yes,Blocks bots\n');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/application\/x-ndjson/);
    const progress = lines(first.body);
    expect(progress.slice(0, 3)).toEqual([
      { phase: 'saving', done: 0, total: 2 },
      { phase: 'saving', done: 2, total: 2 },
      { phase: 'indexing', done: 0, total: 2 },
    ]);
    // The list's read model may be brought up to date by this request or by the live projection.
    expect(progress.slice(3, -1).every((line: { phase: string; total: number }) => line.phase === 'indexing' && line.total === 2)).toBe(true);
    expect(progress.at(-1)).toEqual({ phase: 'done', created: 2, updated: 0, unchanged: 0 });

    const second = await upload('advertiserId,name,publicComment\n1,One,Ask first\n2,Two,\n3,Three,\n');
    expect(second.status).toBe(400);
    expect(second.body.errorMessage).toBe('Row 4, column domain: Domain is required.');
    expect((await store.readStream(`advertiser-${idOf('1')}`)).version).toBe(1n);

    const third = await upload('advertiserId,name,domain,publicComment\n1,One,one.test,Ask first\n2,Two,two.test,\n3,Three,three.test,\n');
    expect(lines(third.body).at(-1)).toEqual({ phase: 'done', created: 1, updated: 1, unchanged: 1 });
    const { events } = await store.readStream(`advertiser-${idOf('1')}`);
    expect(events.map((e) => [e.type, e.data.source])).toEqual([
      ['AdvertiserCreated', 'csv'],
      ['AdvertiserUpdated', 'csv'],
    ]);
    expect(events[1].data.changes).toEqual({ publicComment: 'Ask first' });
    expect(events[1].metadata.actorUserId).toEqual(expect.any(String));

    const listed = await t.http().get('/cms/advertisers').query({ networkId: 'cj', sortField: 'name' }).set('authorization', admin);
    expect(listed.body.items.map((a: { name: string; cannotAudit: boolean }) => [a.name, a.cannotAudit])).toEqual([
      ['One', false],
      ['Three', false],
      ['Two', true],
    ]);
  });

  it('refuses a file with any bad row whole, naming rows and columns, and stores nothing', async () => {
    const refused = await upload('advertiserId,name,domain,bespokeCookieValueType\n10,Ten,ten.test,\n11,Eleven,eleven.test,3\n12,Twelve,bad domain,\n');
    expect(refused.status).toBe(400);
    expect(refused.body.problems).toEqual([
      'Row 3, column bespokeCookieName: Bespoke cookie name is required for bespoke cookie value type 3.',
      'Row 4, column domain: Domain must be a domain such as shop.example.com.',
    ]);
    expect(refused.body.errorMessage).toBe('Row 3, column bespokeCookieName: Bespoke cookie name is required for bespoke cookie value type 3. (and 1 more problems)');
    expect((await store.readStream(`advertiser-${idOf('10')}`)).version).toBe(0n);
  });

  it('tells in its answer that nothing was stored when an advertiser changed between the read and the transaction', async () => {
    await upload('advertiserId,name,domain\n20,Twenty,twenty.test\n');
    const readStreams = store.readStreams.bind(store);
    // Someone edits advertiser 20 after the import read it.
    jest.spyOn(store, 'readStreams').mockImplementationOnce(async (streams) => {
      const read = await readStreams(streams);
      const edited = { type: 'AdvertiserUpdated', data: { id: idOf('20'), changes: { publicComment: 'Meanwhile' }, source: 'cms' } };
      await store.append(`advertiser-${idOf('20')}`, [edited], 1n, { actorUserId: null, correlationId: 'meanwhile' });
      return read;
    });
    const raced = await upload('advertiserId,name,domain,publicComment\n21,Twenty-one,twenty-one.test,\n20,Twenty,twenty.test,Imported\n');
    expect(raced.status).toBe(200);
    expect(lines(raced.body)).toEqual([
      { phase: 'saving', done: 0, total: 2 },
      { phase: 'failed', errorMessage: 'Someone else changed this at the same moment. Please try again.' },
    ]);
    expect((await store.readStream(`advertiser-${idOf('21')}`)).version).toBe(0n);
  });

  it('takes only .csv files of at most 20 MB, into networks that exist', async () => {
    const notCsv = await upload('advertiserId,name,domain\n1,One,one.test\n', 'advertisers.xlsx');
    expect(notCsv.status).toBe(400);
    expect(notCsv.body.errorMessage).toBe('Only .CSV files are supported');
    const huge = await upload(`advertiserId,name,domain\n${'x'.repeat(21 * 1024 * 1024)}`);
    expect(huge.status).toBe(413);
    expect(huge.body.errorMessage).toBe('The file is larger than 20 MB; split it and import the parts one after another.');
    const nowhere = await upload('advertiserId,name,domain\n1,One,one.test\n', 'a.csv', 'nowhere');
    expect(nowhere.body.errorMessage).toBe('Network: there is no network "nowhere".');
  });
});
