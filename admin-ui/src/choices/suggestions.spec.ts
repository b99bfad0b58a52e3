import { isKnownCountry } from '@tracklight/countries';
import { COUNTRY_SUGGESTIONS, TIME_SUGGESTIONS } from './suggestions';

describe('choice lists', () => {
  it('offers every country the server accepts, by code with its name, gb first', () => {
    expect(COUNTRY_SUGGESTIONS[0]).toEqual({ value: 'gb', label: 'United Kingdom' });
    expect(COUNTRY_SUGGESTIONS.find((country) => country.value === 'de')?.label).toBe('Germany');
    expect(COUNTRY_SUGGESTIONS.every((country) => isKnownCountry(country.value))).toBe(true);
  });

  it('offers schedule times every half hour of the day', () => {
    expect(TIME_SUGGESTIONS).toHaveLength(48);
    expect(TIME_SUGGESTIONS.slice(0, 3).map((time) => time.value)).toEqual(['00:00', '00:30', '01:00']);
    expect(TIME_SUGGESTIONS.at(-1)?.value).toBe('23:30');
  });
});
