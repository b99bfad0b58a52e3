import type { NetworkDefined, NetworkRecord } from '@tracklight/contracts';
import type { AnyEvent, NewEvent } from '@tracklight/event-store';
import { AWIN, buildSuccessCriteria, type SuccessCriteria } from '@tracklight/networks';
import {
  decideCreateNetwork,
  decideDeleteNetwork,
  decideRestoreNetwork,
  decideSuccessCriteria,
  decideUpdateNetwork,
  effectiveCriteria,
  foldNetwork,
  NetworkRefusal,
} from './network';
import { definitionOf, newRecord, recordOf } from './network-record';

/** Given the events so far, when a command is decided, then these events (or this refusal). */
const given = (...history: (NewEvent | NewEvent[])[]) => foldNetwork(history.flat() as AnyEvent[]);
const seeded: NetworkDefined = { type: 'NetworkDefined', data: { definition: AWIN, source: 'shipped' } };
const memoryCookie = [{ storage: 'cookie' as const, namePattern: '^_aw_x_{advertiserId}$', mustContainAni: true }];
const criteriaJson = (criteria: SuccessCriteria | null): SuccessCriteria => JSON.parse(JSON.stringify(criteria));

describe('a network (given / when / then)', () => {
  describe('seeded from a shipped definition, as every existing stream starts', () => {
    it('folds to the definition with empty CMS fields and criteria that follow the definition', () => {
      const state = given(seeded);
      expect(state).toMatchObject({ exists: true, deleted: false, successCriteria: null });
      expect(state.record).toEqual(recordOf(AWIN));
      expect(definitionOf('awin', state.record!)).toEqual(AWIN);
      expect(effectiveCriteria('awin', state)).toEqual(buildSuccessCriteria(AWIN));
    });

    it('records only the fields an edit changes, and nothing when none change', () => {
      expect(decideUpdateNetwork(given(seeded), 'awin', { name: 'AWIN', memoryCookie, clientComment: 'Ask first' })).toEqual([
        { type: 'NetworkUpdated', data: { networkId: 'awin', changes: { memoryCookie, clientComment: 'Ask first' } } },
      ]);
      expect(decideUpdateNetwork(given(seeded), 'awin', { name: 'AWIN', memoryCookie: AWIN.memoryCookie })).toEqual([]);
    });

    it('compares rules as data, whatever order their keys came in', () => {
      const reordered = AWIN.memoryCookie.map(({ mustContainAni, namePattern, storage }) => ({ mustContainAni, namePattern, storage }));
      expect(decideUpdateNetwork(given(seeded), 'awin', { memoryCookie: reordered })).toEqual([]);
    });

    it('judges by an edited memory-cookie rule, and its derived criteria follow it', () => {
      const edited = decideUpdateNetwork(given(seeded), 'awin', { memoryCookie });
      const state = given(seeded, edited);
      expect(definitionOf('awin', state.record!).memoryCookie).toEqual(memoryCookie);
      expect(effectiveCriteria('awin', state)!.alp.cookies).toEqual([{ errorId: '5.4', rules: memoryCookie }]);
    });

    it('keeps its CMS fields when an older stream defines it again', () => {
      const commented = decideUpdateNetwork(given(seeded), 'awin', { ownerId: 'company-1' });
      const redefined: NetworkDefined = { type: 'NetworkDefined', data: { definition: { ...AWIN, name: 'Awin' }, source: 'cms' } };
      expect(given(seeded, commented, redefined).record).toMatchObject({ name: 'Awin', ownerId: 'company-1' });
    });
  });

  describe('created in the CMS', () => {
    const record: NetworkRecord = newRecord({ name: 'Flexoffers', aliases: ['Flex'], aniParams: ['fobs'] });
    const created = decideCreateNetwork(given(), 'flexoffers', record);

    it('is created once, with its record', () => {
      expect(created).toEqual([{ type: 'NetworkCreated', data: { networkId: 'flexoffers', record, source: 'cms' } }]);
      expect(() => decideCreateNetwork(given(created), 'flexoffers', record)).toThrow(
        new NetworkRefusal('exists', 'A network with the id "flexoffers" exists already.'),
      );
      expect(() => decideCreateNetwork(given(seeded), 'awin', record)).toThrow('A network with the id "awin" exists already.');
    });

    it('cannot run on itself', () => {
      expect(() => decideCreateNetwork(given(), 'flex', { ...record, aliasNetworkId: 'flex' })).toThrow('A network cannot run on itself.');
      expect(() => decideUpdateNetwork(given(created), 'flexoffers', { aliasNetworkId: 'flexoffers' })).toThrow(
        'A network cannot run on itself.',
      );
    });
  });

  describe('success criteria', () => {
    const derived = () => criteriaJson(buildSuccessCriteria(AWIN));

    it('are set as given, and judge instead of the derived ones', () => {
      const criteria = derived();
      criteria.alp.scripts = [];
      const changed = decideSuccessCriteria(given(seeded), 'awin', criteria);
      expect(changed).toEqual([{ type: 'NetworkSuccessCriteriaChanged', data: { networkId: 'awin', successCriteria: criteria } }]);
      expect(effectiveCriteria('awin', given(seeded, changed))!.alp.scripts).toEqual([]);
    });

    it('saved unchanged change nothing, so derived criteria go on following the definition', () => {
      expect(decideSuccessCriteria(given(seeded), 'awin', derived())).toEqual([]);
      expect(decideSuccessCriteria(given(seeded), 'awin', null)).toEqual([]);
    });

    it('once set, no longer follow the definition, until put back', () => {
      const criteria = derived();
      criteria.alp.query = [];
      const set = decideSuccessCriteria(given(seeded), 'awin', criteria);
      const edited = decideUpdateNetwork(given(seeded, set), 'awin', { memoryCookie });
      expect(effectiveCriteria('awin', given(seeded, set, edited))!.alp.cookies).toEqual(buildSuccessCriteria(AWIN).alp.cookies);
      const reset = decideSuccessCriteria(given(seeded, set, edited), 'awin', null);
      expect(reset).toEqual([{ type: 'NetworkSuccessCriteriaChanged', data: { networkId: 'awin', successCriteria: null } }]);
      expect(effectiveCriteria('awin', given(seeded, set, edited, reset))!.alp.cookies).toEqual([{ errorId: '5.4', rules: memoryCookie }]);
    });
  });

  describe('deleted softly', () => {
    const deleted = decideDeleteNetwork(given(seeded), 'awin');

    it('refuses edits until restored, each only once', () => {
      expect(deleted).toEqual([{ type: 'NetworkDeleted', data: { networkId: 'awin' } }]);
      expect(decideDeleteNetwork(given(seeded, deleted), 'awin')).toEqual([]);
      const refusal = 'This network is deleted. Restore it before changing it.';
      expect(() => decideUpdateNetwork(given(seeded, deleted), 'awin', { name: 'x' })).toThrow(refusal);
      expect(() => decideSuccessCriteria(given(seeded, deleted), 'awin', null)).toThrow(refusal);
      const restored = decideRestoreNetwork(given(seeded, deleted), 'awin');
      expect(restored).toEqual([{ type: 'NetworkRestored', data: { networkId: 'awin' } }]);
      expect(given(seeded, deleted, restored).deleted).toBe(false);
      expect(decideRestoreNetwork(given(seeded), 'awin')).toEqual([]);
    });
  });

  it('refuses anything on a network that does not exist', () => {
    for (const decide of [
      () => decideUpdateNetwork(given(), 'x', { name: 'x' }),
      () => decideSuccessCriteria(given(), 'x', null),
      () => decideDeleteNetwork(given(), 'x'),
      () => decideRestoreNetwork(given(), 'x'),
    ]) {
      expect(decide).toThrow(new NetworkRefusal('missing', 'No such network.'));
    }
  });
});
