import {
  parseAccessList,
  PLATFORM_CONTENT_DEFAULTS,
  platformContentKeys,
  platformContentProblem,
} from './platform-content-keys';

describe('platform content keys', () => {
  it('ships a valid default for every key', () => {
    for (const key of platformContentKeys)
      expect(platformContentProblem(key, PLATFORM_CONTENT_DEFAULTS[key])).toBeNull();
  });

  it('ships the thresholds, an empty PSA and an empty access list', () => {
    expect(PLATFORM_CONTENT_DEFAULTS).toMatchObject({
      handoverImpactThresholdCritical: '60',
      handoverImpactThresholdWarning: '30',
      psa: '',
      accessControl: '{}',
    });
  });

  it('refuses an unknown key, naming the known ones', () => {
    expect(platformContentProblem('colour', 'red')).toBe(
      `Unknown platform content key "colour". Known keys: ${platformContentKeys.join(', ')}.`,
    );
    expect(platformContentProblem('toString', 'x')).toMatch(/^Unknown platform content key/);
  });

  it.each(['', 'abc', '-1', '100.5', 'Infinity'])('refuses the threshold %p', (value) => {
    expect(platformContentProblem('handoverImpactThresholdWarning', value)).toBe(
      'handoverImpactThresholdWarning must be a number from 0 to 100.',
    );
  });

  it.each(['0', '45', '72.5', '100'])('takes the threshold %p', (value) => {
    expect(platformContentProblem('handoverImpactThresholdCritical', value)).toBeNull();
  });

  it('takes any text as the PSA', () => {
    expect(platformContentProblem('psa', 'Maintenance on Sunday')).toBeNull();
  });
});

describe('parseAccessList', () => {
  it('reads feature → e-mails or company names', () => {
    expect(parseAccessList('{"reports":["a@b.example","Acme"]}')).toEqual({
      reports: ['a@b.example', 'Acme'],
    });
  });

  it.each(['not json', '[]', 'null', '"text"', '{"reports":"a@b.example"}', '{"reports":[1]}'])(
    'refuses %p',
    (value) => {
      expect(parseAccessList(value)).toBeNull();
      expect(platformContentProblem('accessControl', value)).toBe(
        'accessControl must be a JSON object mapping each feature to a list of e-mails or company names.',
      );
    },
  );
});
