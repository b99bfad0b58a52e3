import type { AdvertiserUpdated } from '@tracklight/contracts';
import { eventually } from '@tracklight/testing';
import { judgedAudits } from '../test-support/judged-audits';

/**
 * The runner judges each audit by its advertiser's CMS settings as they stand when it runs: a
 * change stored on the advertiser's stream (as the CMS's commands and CSV import store it) judges
 * the next audit of the same link. A bespoke cookie of type 3 replaces the network's cookie rule;
 * cannotAudit sends the audit to manual review.
 */
describe('audits judged by the advertiser as edited in the CMS (real Postgres and Chromium)', () => {
  const fixture = judgedAudits('advertiser_settings');
  const { audit } = fixture;
  const editAdvertiser = async (id: string, changes: AdvertiserUpdated['data']['changes']) => {
    const store = fixture.store();
    // cms records the advertiser the first audit saw from its AuditCompleted, a moment after it.
    const { version } = await eventually(async () => {
      const stream = await store.readStream(`advertiser-${id}`);
      expect(stream.version).toBeGreaterThan(0n);
      return stream;
    });
    const updated: AdvertiserUpdated = { type: 'AdvertiserUpdated', data: { id, changes, source: 'cms' } };
    await store.append(`advertiser-${id}`, [updated], version, { actorUserId: 'staff', correlationId: 'cms-edit' });
  };

  it('judges the next audit by a bespoke cookie, then sends it to manual review once the advertiser cannot be audited', async () => {
    const first = await audit();
    expect(first.verdict).toMatchObject({ memoryCookieStatus: 'IMMEDIATE', manualReviewRequired: false });
    const advertiserId = first.advertiserId!;
    expect(advertiserId).toEqual(expect.any(String));

    // The tag stores _aw_m_<mid>; a bespoke wildcard cookie of another name is not found.
    await editAdvertiser(advertiserId, { bespokeCookieValueType: '3', bespokeCookieName: 'shop_track_*' });
    const bespoke = await audit();
    expect(bespoke.advertiserId).toBe(advertiserId);
    expect(bespoke.verdict.memoryCookieStatus).toBe('NO_MEMORY_COOKIE');

    await editAdvertiser(advertiserId, { bespokeCookieValueType: '2', cannotAudit: true, cannotAuditReason: 'Blocks data-centre traffic' });
    const blocked = await audit();
    expect(blocked.verdict).toMatchObject({ memoryCookieStatus: 'MANUAL_REVIEW', manualReviewRequired: true });
  }, 240_000);
});
