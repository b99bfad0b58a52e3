import type { AdvertiserRecorded } from '@tracklight/contracts';
import type { AnyEvent, NewEvent } from '@tracklight/event-store';
import {
  ADVERTISER_REFUSALS,
  AdvertiserRefusal,
  decideCreateAdvertiser,
  decideDeleteAdvertiser,
  decideRestoreAdvertiser,
  decideUpdateAdvertiser,
  foldAdvertiser,
  newAdvertiserRecord,
  profileOf,
} from './advertiser';

/** Given the events so far, when a command is decided, then these events (or this refusal). */
const given = (...history: (NewEvent | NewEvent[])[]) => foldAdvertiser(history.flat() as AnyEvent[]);
const recorded: AdvertiserRecorded = {
  type: 'AdvertiserRecorded',
  data: { advertiserId: 'a1', networkId: 'awin', networkAdvertiserId: '1001', name: 'shop.test', domain: 'shop.test', firstAuditId: 'audit-1' },
};
const record = newAdvertiserRecord({ networkId: 'awin', advertiserId: '1001', name: 'Shop', domain: 'shop.test' });
const created = decideCreateAdvertiser(given(), 'a1', record, 'cms');
const refusal = (decide: () => unknown) => {
  try {
    decide();
  } catch (error) {
    if (error instanceof AdvertiserRefusal) return { reason: error.reason, message: error.message, field: error.field };
    throw error;
  }
  throw new Error('Expected a refusal');
};

describe('an advertiser (given / when / then)', () => {
  it('first seen by an audit: the sighting with no settings, judged by none', () => {
    const state = given(recorded);
    expect(state.record).toEqual(newAdvertiserRecord({ networkId: 'awin', advertiserId: '1001', name: 'shop.test', domain: 'shop.test' }));
    expect(profileOf('a1', state)).toMatchObject({ advertiserId: 'a1', networkAdvertiserId: '1001', cannotAudit: false, bespokeCookieValueType: null });
  });

  it('created in the CMS with every field; a second create is refused, as is one over an audit’s sighting', () => {
    expect(created).toEqual([{ type: 'AdvertiserCreated', data: { id: 'a1', record, source: 'cms' } }]);
    expect(refusal(() => decideCreateAdvertiser(given(created), 'a1', record, 'cms'))).toMatchObject({ reason: 'exists', message: ADVERTISER_REFUSALS.exists });
    expect(refusal(() => decideCreateAdvertiser(given(recorded), 'a1', record, 'csv'))).toMatchObject({ reason: 'exists' });
  });

  it('records only the fields an edit changes, and nothing when none change', () => {
    expect(decideUpdateAdvertiser(given(created), 'a1', { name: 'Shop', publicComment: 'Hello' }, 'cms')).toEqual([
      { type: 'AdvertiserUpdated', data: { id: 'a1', changes: { publicComment: 'Hello' }, source: 'cms' } },
    ]);
    expect(decideUpdateAdvertiser(given(created), 'a1', { name: 'Shop' }, 'cms')).toEqual([]);
  });

  it('cannotAudit needs a reason, and then judges its audits (the profile)', () => {
    expect(refusal(() => decideUpdateAdvertiser(given(created), 'a1', { cannotAudit: true }, 'cms'))).toEqual({
      reason: 'invalid',
      field: 'cannotAuditReason',
      message: 'Cannot audit reason is required when the advertiser cannot be audited.',
    });
    const marked = decideUpdateAdvertiser(given(created), 'a1', { cannotAudit: true, cannotAuditReason: 'Blocks bots' }, 'cms');
    expect(profileOf('a1', given(created, marked))).toMatchObject({ cannotAudit: true, cannotAuditReason: 'Blocks bots' });
  });

  it('a bespoke cookie type other than 2 needs its name, type 4 its value; the profile carries the type as a number', () => {
    expect(refusal(() => decideUpdateAdvertiser(given(created), 'a1', { bespokeCookieValueType: '3' }, 'cms')).message).toBe(
      'Bespoke cookie name is required for bespoke cookie value type 3.',
    );
    expect(refusal(() => decideUpdateAdvertiser(given(created), 'a1', { bespokeCookieValueType: '4', bespokeCookieName: 'x' }, 'cms')).message).toBe(
      'Bespoke cookie value is required for bespoke cookie value type 4.',
    );
    expect(decideUpdateAdvertiser(given(created), 'a1', { bespokeCookieValueType: '2' }, 'cms')).toHaveLength(1);
    const bespoke = decideUpdateAdvertiser(given(created), 'a1', { bespokeCookieValueType: '3', bespokeCookieName: 'shop_*' }, 'cms');
    expect(profileOf('a1', given(created, bespoke))).toMatchObject({ bespokeCookieValueType: 3, bespokeCookieName: 'shop_*' });
  });

  it('what identifies it cannot change: network and network advertiser id, and the domain of one without an id', () => {
    expect(refusal(() => decideUpdateAdvertiser(given(created), 'a1', { advertiserId: '2002' }, 'cms'))).toMatchObject({ field: 'advertiserId' });
    expect(decideUpdateAdvertiser(given(created), 'a1', { domain: 'www.shop.test' }, 'cms')).toHaveLength(1);
    const byDomain = decideCreateAdvertiser(given(), 'a2', { ...record, advertiserId: null }, 'cms');
    expect(refusal(() => decideUpdateAdvertiser(given(byDomain), 'a2', { domain: 'other.test' }, 'cms'))).toMatchObject({ field: 'domain' });
  });

  it('soft delete: no edits until restored, its settings stop judging audits, repeats change nothing', () => {
    const marked = decideUpdateAdvertiser(given(created), 'a1', { cannotAudit: true, cannotAuditReason: 'Blocks bots' }, 'cms');
    const deleted = decideDeleteAdvertiser(given(created, marked), 'a1');
    expect(deleted).toEqual([{ type: 'AdvertiserDeleted', data: { id: 'a1' } }]);
    expect(decideDeleteAdvertiser(given(created, marked, deleted), 'a1')).toEqual([]);
    expect(profileOf('a1', given(created, marked, deleted))).toMatchObject({ cannotAudit: false });
    expect(refusal(() => decideUpdateAdvertiser(given(created, deleted), 'a1', { name: 'X' }, 'cms'))).toMatchObject({
      reason: 'deleted',
      message: ADVERTISER_REFUSALS.deleted,
    });
    const restored = decideRestoreAdvertiser(given(created, marked, deleted), 'a1');
    expect(restored).toEqual([{ type: 'AdvertiserRestored', data: { id: 'a1' } }]);
    expect(profileOf('a1', given(created, marked, deleted, restored))).toMatchObject({ cannotAudit: true });
    expect(refusal(() => decideRestoreAdvertiser(given(), 'a1'))).toMatchObject({ reason: 'missing' });
  });
});
