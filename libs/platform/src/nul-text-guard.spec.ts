import { nulTextAt } from './nul-text-guard';

describe('nulTextAt', () => {
  it('names the first field whose text, or key, holds a NUL character', () => {
    expect(nulTextAt({ batchMeta: { name: 'a\u0000b' } })).toBe('batchMeta.name');
    expect(nulTextAt({ variables: { ids: ['ok', '\u0000'] } })).toBe('variables.ids.1');
    expect(nulTextAt({ ['x\u0000']: 1 })).toBe('(a key)');
    expect(nulTextAt('\u0000')).toBe('(body)');
  });

  it('passes everything else, unicode included', () => {
    expect(nulTextAt({ name: '👩‍👩‍👧‍👦 \u202E e\u0301', n: 0, list: [null, true] })).toBeNull();
    expect(nulTextAt(undefined)).toBeNull();
  });
});
