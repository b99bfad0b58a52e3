import type { StoredEvent } from '@tracklight/event-store';
import { changesBetween, fieldsOf } from './field-paths';
import { historyFold } from './history-fold';
import { timelinePage, viewAt } from './timeline';

const event = (position: number, type: string, data: Record<string, unknown>): StoredEvent => ({
  type,
  data,
  metadata: { eventId: `e${position}`, schemaVersion: 1, occurredAt: new Date(position * 1000).toISOString(), actorUserId: null, correlationId: 'c', causationId: null },
  streamName: 'thing-1',
  streamPosition: BigInt(position),
  position: { transactionId: BigInt(position), globalPosition: BigInt(position) },
});

// A fold like an owner's: a counter the events add to, and a name.
const fold = historyFold<Record<string, unknown> | null>({
  streamType: 'thing',
  initial: () => null,
  evolve: (view, e) => ({ ...view, ...(e.type === 'Added' ? { total: Number(view?.total ?? 0) + Number(e.data.n) } : e.data) }),
  viewOf: (view) => view,
});

const stream = [event(1, 'Named', { name: 'first' }), event(2, 'Added', { n: 2 }), event(3, 'Added', { n: 3 }), event(4, 'Named', { name: 'second' })];

describe('field paths', () => {
  it('opens nested objects into dotted paths, keeps lists whole, and drops secrets anywhere', () => {
    const fields = fieldsOf({ meta: { name: 'A', tags: ['x', 'y'] }, passwordHash: 'argon2id$...', owner: { token: 't', email: 'e@x' }, links: new Map([['l1', 'a1']]) });
    expect([...fields]).toEqual([
      ['meta.name', '"A"'],
      ['meta.tags', '["x","y"]'],
      ['owner.email', '"e@x"'],
      ['links.l1', '"a1"'],
    ]);
  });

  it('cuts long values to a readable length', () => {
    const value = fieldsOf({ text: 'a'.repeat(2000) }).get('text')!;
    expect(value.length).toBe(500);
    expect(value.endsWith('…')).toBe(true);
  });

  it('lists only the fields that differ, set and unset ones included', () => {
    const before = fieldsOf({ a: 1, b: 'x', gone: true });
    const after = fieldsOf({ a: 1, b: 'y', added: null });
    expect(changesBetween(before, after)).toEqual([
      { field: 'b', before: '"x"', after: '"y"' },
      { field: 'gone', before: 'true', after: null },
      { field: 'added', before: null, after: 'null' },
    ]);
  });
});

describe('timeline', () => {
  it("diffs each event by the owner's fold, newest first, a page at a time", () => {
    const page = timelinePage(stream, fold, 0, 2);
    expect(page.map((entry) => [Number(entry.event.streamPosition), entry.changes])).toEqual([
      [4, [{ field: 'name', before: '"first"', after: '"second"' }]],
      [3, [{ field: 'total', before: '2', after: '5' }]],
    ]);
    const older = timelinePage(stream, fold, 2, 2);
    expect(older.map((entry) => [Number(entry.event.streamPosition), entry.changes])).toEqual([
      [2, [{ field: 'total', before: null, after: '2' }]],
      [1, [{ field: 'name', before: null, after: '"first"' }]],
    ]);
    expect(timelinePage(stream, fold, 4, 2)).toEqual([]);
  });

  it("falls back to the events' data when the owner registered no fold", () => {
    const page = timelinePage(stream, undefined, 0, 4);
    // Without the owner's fold the counter is not summed: the data's last value shows.
    expect(page.find((entry) => entry.event.streamPosition === 3n)?.changes).toEqual([{ field: 'n', before: '2', after: '3' }]);
  });

  it('views the entity after any number of its events', () => {
    expect(viewAt(stream, 0, fold)).toBeNull();
    expect(viewAt(stream, 3, fold)).toEqual({ name: 'first', total: 5 });
  });
});
