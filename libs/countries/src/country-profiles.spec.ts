import { countryProfile, isKnownCountry, KNOWN_COUNTRIES } from './country-profiles';

describe('country profiles', () => {
  it('starts with gb, us, fr, de and covers about 55 countries', () => {
    expect(KNOWN_COUNTRIES.slice(0, 4)).toEqual(['gb', 'us', 'fr', 'de']);
    expect(KNOWN_COUNTRIES.length).toBeGreaterThanOrEqual(55);
    expect(new Set(KNOWN_COUNTRIES).size).toBe(KNOWN_COUNTRIES.length);
  });

  it('gives locale, timezone and Accept-Language for a country', () => {
    expect(countryProfile('fr')).toEqual({
      country: 'fr',
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      acceptLanguage: 'fr-FR,fr;q=0.9,en;q=0.8',
    });
    expect(countryProfile('US')).toMatchObject({
      locale: 'en-US',
      acceptLanguage: 'en-US,en;q=0.9',
    });
    expect(countryProfile('uk').country).toBe('gb');
  });

  it('falls back to gb for unknown or empty codes', () => {
    expect(countryProfile('zz').country).toBe('gb');
    expect(countryProfile('').country).toBe('gb');
    expect(countryProfile(null).locale).toBe('en-GB');
    expect(isKnownCountry('zz')).toBe(false);
  });

  it('only uses time zones the runtime knows', () => {
    for (const country of KNOWN_COUNTRIES) {
      const { timezoneId, locale } = countryProfile(country);
      expect(() => new Intl.DateTimeFormat(locale, { timeZone: timezoneId })).not.toThrow();
    }
  });
});
