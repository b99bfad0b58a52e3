import { shortBatchId } from './short-id';

describe('short batch id', () => {
  it('is the last 4 characters of the id', () => {
    expect(shortBatchId('6650f1c2a9e4b7d3')).toBe('b7d3');
  });

  it('is the whole id when shorter than 4', () => {
    expect(shortBatchId('a1')).toBe('a1');
  });
});
