import { NARRATIVE_SPEC } from '@tracklight/cms-catalogue';
import type { AnyEvent, NewEvent } from '@tracklight/event-store';
import { CatalogueRefusal, decideCreate, decideDelete, decideRestore, decideUpdate, foldCatalogueItem } from './catalogue-item';

const spec = NARRATIVE_SPEC;
const fields = { title: 'Cookie after consent', narrative: 'Set once the visitor accepts.', statusType: 'CONDITIONAL_ON_CMP', isActive: true };

/** Given the events so far, when a command is decided, then these events (or this refusal). */
const given = (...history: NewEvent[][]) => foldCatalogueItem(history.flat() as AnyEvent[]);
const created = decideCreate(spec, given(), 'n1', fields);

describe('a catalogue item (given / when / then)', () => {
  it('is created once, with its fields and its kind', () => {
    expect(created).toEqual([
      { type: 'NarrativeCreated', data: { kind: 'narrative', id: 'n1', fields, source: 'cms' } },
    ]);
    expect(() => decideCreate(spec, given(created), 'n1', fields)).toThrow(
      new CatalogueRefusal('exists', 'A narrative with the id "n1" exists already.'),
    );
  });

  it('records only the fields an update changes, and nothing when none change', () => {
    expect(decideUpdate(spec, given(created), 'n1', { title: 'Cookie after consent', isActive: false })).toEqual([
      { type: 'NarrativeUpdated', data: { kind: 'narrative', id: 'n1', changes: { isActive: false } } },
    ]);
    expect(decideUpdate(spec, given(created), 'n1', { title: 'Cookie after consent' })).toEqual([]);
  });

  it('folds updates onto the created fields', () => {
    const updated = decideUpdate(spec, given(created), 'n1', { narrative: 'New words' });
    expect(given(created, updated)).toEqual({ exists: true, deleted: false, fields: { ...fields, narrative: 'New words' } });
  });

  it('refuses changing a missing or a deleted item', () => {
    expect(() => decideUpdate(spec, given(), 'n1', { title: 'x' })).toThrow('No such narrative.');
    const deleted = decideDelete(spec, given(created), 'n1');
    expect(() => decideUpdate(spec, given(created, deleted), 'n1', { title: 'x' })).toThrow(
      'This narrative is deleted. Restore it before changing it.',
    );
  });

  it('deletes softly and restores, each only once', () => {
    const deleted = decideDelete(spec, given(created), 'n1');
    expect(deleted).toEqual([{ type: 'NarrativeDeleted', data: { kind: 'narrative', id: 'n1' } }]);
    expect(decideDelete(spec, given(created, deleted), 'n1')).toEqual([]);
    const restored = decideRestore(spec, given(created, deleted), 'n1');
    expect(restored).toEqual([{ type: 'NarrativeRestored', data: { kind: 'narrative', id: 'n1' } }]);
    expect(given(created, deleted, restored).deleted).toBe(false);
    expect(decideRestore(spec, given(created), 'n1')).toEqual([]);
  });
});
