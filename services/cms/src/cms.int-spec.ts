import { DataSource } from 'typeorm';
import { ADVERTISER_DIRECTORY, NETWORK_CATALOGUE, type AdvertiserDirectory, type NetworkCatalogue } from '@tracklight/contracts';
import { EventStore } from '@tracklight/event-store';
import { NETWORK_DEFINITIONS } from '@tracklight/networks';
import { createTestApp, type TestApp } from '@tracklight/testing';
import { CMS_MIGRATIONS, CmsModule } from './cms.module';
import { SeedNetworksService } from './networks/seed-networks/seed-networks.service';

const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('CMS networks and advertisers (real Postgres)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp([CmsModule], { migrations: CMS_MIGRATIONS, env: { AUDIT_SANDBOX_TWINS: 'true' }, label: 'cms' });
  });
  afterAll(() => testApp.close());

  it('seeds every shipped network once, however often it runs', async () => {
    const catalogue = testApp.app.get<NetworkCatalogue>(NETWORK_CATALOGUE);
    await until(async () => (await catalogue.all()).length === NETWORK_DEFINITIONS.length);
    expect(await testApp.app.get(SeedNetworksService).seed()).toBe(0);
    const store = testApp.app.get(EventStore);
    expect((await store.readStream('network-awin')).events.map((e) => e.type)).toEqual(['NetworkDefined']);
  });

  it('serves the definitions with their sandbox twins when asked to', async () => {
    const awin = (await testApp.app.get<NetworkCatalogue>(NETWORK_CATALOGUE).all()).find((n) => n.id === 'awin');
    expect(awin?.clickHostPatterns).toEqual(expect.arrayContaining(['*.awin1.com', '*.awin1.test']));
  });

  it('records an advertiser the first time it is seen, once, even when audits race', async () => {
    const directory = testApp.app.get<AdvertiserDirectory>(ADVERTISER_DIRECTORY);
    const sighting = { networkId: 'awin', networkAdvertiserId: '1001', domain: 'shop-race.test', auditId: 'a1' };
    const profiles = await Promise.all([1, 2, 3].map((n) => directory.resolve({ ...sighting, auditId: `a${n}` })));
    expect(new Set(profiles.map((p) => p.advertiserId)).size).toBe(1);
    expect(profiles[0]).toMatchObject({ domain: 'shop-race.test', cannotAudit: false, networkId: 'awin' });
    const store = testApp.app.get(EventStore);
    expect((await store.readStream(`advertiser-${profiles[0].advertiserId}`)).events).toHaveLength(1);

    // The network's own advertiser id finds it from another landing domain too (and it is projected).
    const dataSource = testApp.app.get(DataSource);
    await until(async () => (await dataSource.query(`SELECT 1 FROM cms.advertisers`)).length === 1);
    const again = await directory.resolve({ ...sighting, domain: 'other-domain.test', auditId: 'a4' });
    expect(again.advertiserId).toBe(profiles[0].advertiserId);
  });

  it('finds an advertiser without recording one', async () => {
    const directory = testApp.app.get<AdvertiserDirectory>(ADVERTISER_DIRECTORY);
    const seen = await directory.resolve({ networkId: 'awin', networkAdvertiserId: '2002', domain: 'shop-find.test', auditId: 'f1' });
    // Before and after the read model has it.
    expect(await directory.find(seen.advertiserId)).toMatchObject({ advertiserId: seen.advertiserId, domain: 'shop-find.test' });
    const dataSource = testApp.app.get(DataSource);
    await until(async () => (await dataSource.query(`SELECT 1 FROM cms.advertisers WHERE id = $1`, [seen.advertiserId])).length === 1);
    expect(await directory.find(seen.advertiserId)).toMatchObject({ advertiserId: seen.advertiserId, cannotAudit: false });
    expect(await directory.find('0123456789abcdef01234567')).toBeNull();
    expect((await testApp.app.get(EventStore).readStream('advertiser-0123456789abcdef01234567')).version).toBe(0n);
  });
});
