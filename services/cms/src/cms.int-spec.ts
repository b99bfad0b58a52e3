import { DataSource } from 'typeorm';
import { ADVERTISER_DIRECTORY, NETWORK_CATALOGUE, type AdvertiserDirectory, type NetworkCatalogue } from '@tracklight/contracts';
import { EventStore } from '@tracklight/event-store';
import { NETWORK_DEFINITIONS } from '@tracklight/networks';
import { createTestApp, eventually, type TestApp } from '@tracklight/testing';
import { AdvertiserSightingsModule } from './advertisers/record-advertiser/advertiser-sightings.module';
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
    testApp = await createTestApp([CmsModule, AdvertiserSightingsModule], { migrations: CMS_MIGRATIONS, env: { AUDIT_SANDBOX_TWINS: 'true' }, label: 'cms' });
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

  it('records an advertiser an audit saw first, once, however many audits saw it', async () => {
    const store = testApp.app.get(EventStore);
    const seen = { networkAdvertiserId: '1001', domain: 'shop-race.test' };
    // Three audits of the new advertiser finish at once; only their sighting matters to cms.
    const completed = (auditId: string, advertiserSeen: object) =>
      store.append(`audit-${auditId}`, [{ type: 'AuditCompleted', data: { auditId, networkId: 'awin', advertiserSeen } }], 'no-stream', { actorUserId: null, correlationId: auditId });
    await Promise.all(['a1', 'a2', 'a3'].map((auditId) => completed(auditId, seen)));
    const directory = testApp.app.get<AdvertiserDirectory>(ADVERTISER_DIRECTORY);
    const { advertiserId } = await directory.resolve({ networkId: 'awin', ...seen, auditId: 'a4' });
    const recorded = await eventually(async () => {
      const { events } = await store.readStream(`advertiser-${advertiserId}`);
      expect(events).toHaveLength(1);
      return events[0];
    });
    expect(recorded.type).toBe('AdvertiserRecorded');
    expect(recorded.data).toMatchObject({ advertiserId, networkId: 'awin', networkAdvertiserId: '1001', name: 'shop-race.test', firstAuditId: expect.stringMatching(/^a[123]$/) });
    expect(recorded.metadata.causationId).toEqual(expect.any(String));

    // Projected, and the network's own advertiser id finds it from another landing domain too.
    const dataSource = testApp.app.get(DataSource);
    await until(async () => (await dataSource.query(`SELECT 1 FROM cms.advertisers WHERE id = $1`, [advertiserId])).length === 1);
    expect((await directory.resolve({ networkId: 'awin', ...seen, domain: 'other-domain.test', auditId: 'a5' })).advertiserId).toBe(advertiserId);
    // Seen again later: nothing more recorded. A new advertiser seen after it is recorded once the
    // earlier sighting has been delivered (in order), so its record tells when to look.
    await completed('a6', seen);
    const later = { networkAdvertiserId: '1002', domain: 'after.test' };
    await completed('a7', later);
    const laterId = (await directory.resolve({ networkId: 'awin', ...later, auditId: 'a7' })).advertiserId;
    await eventually(async () => expect(await directory.find(laterId)).not.toBeNull());
    expect((await store.readStream(`advertiser-${advertiserId}`)).events).toHaveLength(1);
  });

  it('answers a new advertiser as cms will record it, and records nothing itself', async () => {
    const directory = testApp.app.get<AdvertiserDirectory>(ADVERTISER_DIRECTORY);
    const seen = await directory.resolve({ networkId: 'awin', networkAdvertiserId: '2002', domain: 'shop-find.test', auditId: 'f1' });
    expect(seen).toMatchObject({ domain: 'shop-find.test', name: 'shop-find.test', networkId: 'awin', networkAdvertiserId: '2002', cannotAudit: false });
    expect(seen.advertiserId).toMatch(/^[0-9a-f]{24}$/);
    expect(await directory.find(seen.advertiserId)).toBeNull();
    expect((await testApp.app.get(EventStore).readStream(`advertiser-${seen.advertiserId}`)).version).toBe(0n);
  });
});
