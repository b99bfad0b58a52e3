import { inSentence } from './in-sentence';

describe('inSentence', () => {
  it('lower-cases the words of a label but keeps its acronyms', () => {
    expect(inSentence('Lite CMPs')).toBe('lite CMPs');
    expect(inSentence('CMPs')).toBe('CMPs');
    expect(inSentence('Certification responsibilities')).toBe('certification responsibilities');
    expect(inSentence('Internal advertiser issues')).toBe('internal advertiser issues');
  });
});
