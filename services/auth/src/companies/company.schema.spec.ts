import { CompanyFields } from './company.schema';

describe('company counts', () => {
  const messageFor = (field: 'numMonthlyLinks' | 'maxBatchSize', value: number) =>
    CompanyFields.pick({ [field]: true } as Record<typeof field, true>).safeParse({ [field]: value }).error?.issues[0]?.message;

  // Above 2^31 the read model's integer column refused the projected value: a server fault (issue 18 corpus).
  it('refuses a count the read model could not hold, in words', () => {
    expect(messageFor('numMonthlyLinks', 2 ** 31)).toBe('The monthly links must be at most 1,000,000,000.');
    expect(messageFor('maxBatchSize', 9007199254740960)).toBe('The maximum batch size must be at most 1,000,000,000.');
  });

  it('keeps the lower bounds and accepts ordinary counts', () => {
    expect(messageFor('numMonthlyLinks', -1)).toBe('The monthly links must be zero or more.');
    expect(messageFor('maxBatchSize', 0)).toBe('The maximum batch size must be at least 1.');
    expect(messageFor('numMonthlyLinks', 1_000_000_000)).toBeUndefined();
    expect(messageFor('maxBatchSize', 500)).toBeUndefined();
  });
});
