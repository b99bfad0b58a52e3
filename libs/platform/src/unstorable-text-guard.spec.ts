import { unstorableTextAt } from './unstorable-text-guard';

describe('unstorableTextAt', () => {
  it('names the first field whose text, or key, holds a NUL character', () => {
    expect(unstorableTextAt({ batchMeta: { name: 'a\u0000b' } })?.at).toBe('batchMeta.name');
    expect(unstorableTextAt({ variables: { ids: ['ok', '\u0000'] } })?.at).toBe('variables.ids.1');
    expect(unstorableTextAt({ ['x\u0000']: 1 })?.at).toBe('(a key)');
    expect(unstorableTextAt('\u0000')).toEqual({ at: '(body)', why: 'text may not contain the NUL character.' });
  });

  it('names text holding half of a surrogate pair, which Postgres cannot store either', () => {
    expect(unstorableTextAt({ name: 'x', billingId: '\ud800' })).toEqual({
      at: 'billingId',
      why: 'text must be valid Unicode (it holds half of a surrogate pair).',
    });
    expect(unstorableTextAt({ list: ['a\udc00b'] })?.at).toBe('list.0');
    expect(unstorableTextAt({ ['k\ud83d']: 1 })?.at).toBe('(a key)');
  });

  it('passes everything else, unicode and whole surrogate pairs included', () => {
    expect(unstorableTextAt({ name: '👩‍👩‍👧‍👦 \u202E e\u0301 \ud83d\ude00', n: 0, list: [null, true] })).toBeNull();
    expect(unstorableTextAt(undefined)).toBeNull();
  });
});
