import { CauseRefusal, decideCreateCause, decideUpdateCause, foldCause } from './cause';

const shipped = { type: 'CauseDefined', data: { causeId: 'shopify', reason: 'Shopify detected', source: 'shipped' } };

describe('cause', () => {
  it('is created once, with its reason', () => {
    const state = foldCause([]);
    expect(decideCreateCause(state, 'shopify', 'Shopify')).toEqual([
      { type: 'CauseDefined', data: { causeId: 'shopify', reason: 'Shopify', source: 'cms' } },
    ]);
    expect(() => decideCreateCause(foldCause([shipped]), 'shopify', 'Shopify')).toThrow(new CauseRefusal('exists', 'A reason with the id "shopify" exists already.'));
  });

  it('records a changed reason, nothing for the same one, and refuses a missing cause', () => {
    const state = foldCause([shipped]);
    expect(decideUpdateCause(state, 'shopify', 'Shop on Shopify')).toHaveLength(1);
    expect(decideUpdateCause(state, 'shopify', 'Shopify detected')).toEqual([]);
    expect(() => decideUpdateCause(foldCause([]), 'nope', 'x')).toThrow('No such reason.');
  });
});
