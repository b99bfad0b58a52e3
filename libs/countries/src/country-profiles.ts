// What a visitor from a country looks like to a site: language, clock and Accept-Language. Sites
// and CMPs choose their banner (GDPR, CCPA or none) from these as well as from the IP address, so
// the profile must agree with the proxy country.

export interface CountryProfile {
  /** Lower-case ISO 3166-1 alpha-2, as the product stores it ('gb', not 'uk'). */
  country: string;
  locale: string;
  timezoneId: string;
  acceptLanguage: string;
}

export const DEFAULT_COUNTRY = 'gb';

// [country, locale, timezone]; gb, us, fr, de first as in the product's country selector.
const TABLE: Array<[string, string, string]> = [
  ['gb', 'en-GB', 'Europe/London'],
  ['us', 'en-US', 'America/New_York'],
  ['fr', 'fr-FR', 'Europe/Paris'],
  ['de', 'de-DE', 'Europe/Berlin'],
  ['es', 'es-ES', 'Europe/Madrid'],
  ['it', 'it-IT', 'Europe/Rome'],
  ['nl', 'nl-NL', 'Europe/Amsterdam'],
  ['be', 'nl-BE', 'Europe/Brussels'],
  ['ie', 'en-IE', 'Europe/Dublin'],
  ['at', 'de-AT', 'Europe/Vienna'],
  ['ch', 'de-CH', 'Europe/Zurich'],
  ['se', 'sv-SE', 'Europe/Stockholm'],
  ['no', 'nb-NO', 'Europe/Oslo'],
  ['dk', 'da-DK', 'Europe/Copenhagen'],
  ['fi', 'fi-FI', 'Europe/Helsinki'],
  ['pl', 'pl-PL', 'Europe/Warsaw'],
  ['pt', 'pt-PT', 'Europe/Lisbon'],
  ['cz', 'cs-CZ', 'Europe/Prague'],
  ['sk', 'sk-SK', 'Europe/Bratislava'],
  ['hu', 'hu-HU', 'Europe/Budapest'],
  ['ro', 'ro-RO', 'Europe/Bucharest'],
  ['bg', 'bg-BG', 'Europe/Sofia'],
  ['gr', 'el-GR', 'Europe/Athens'],
  ['hr', 'hr-HR', 'Europe/Zagreb'],
  ['si', 'sl-SI', 'Europe/Ljubljana'],
  ['lt', 'lt-LT', 'Europe/Vilnius'],
  ['lv', 'lv-LV', 'Europe/Riga'],
  ['ee', 'et-EE', 'Europe/Tallinn'],
  ['lu', 'fr-LU', 'Europe/Luxembourg'],
  ['cy', 'el-CY', 'Asia/Nicosia'],
  ['mt', 'en-MT', 'Europe/Malta'],
  ['is', 'is-IS', 'Atlantic/Reykjavik'],
  ['tr', 'tr-TR', 'Europe/Istanbul'],
  ['ua', 'uk-UA', 'Europe/Kyiv'],
  ['ca', 'en-CA', 'America/Toronto'],
  ['mx', 'es-MX', 'America/Mexico_City'],
  ['br', 'pt-BR', 'America/Sao_Paulo'],
  ['ar', 'es-AR', 'America/Argentina/Buenos_Aires'],
  ['cl', 'es-CL', 'America/Santiago'],
  ['co', 'es-CO', 'America/Bogota'],
  ['pe', 'es-PE', 'America/Lima'],
  ['au', 'en-AU', 'Australia/Sydney'],
  ['nz', 'en-NZ', 'Pacific/Auckland'],
  ['jp', 'ja-JP', 'Asia/Tokyo'],
  ['kr', 'ko-KR', 'Asia/Seoul'],
  ['cn', 'zh-CN', 'Asia/Shanghai'],
  ['hk', 'zh-HK', 'Asia/Hong_Kong'],
  ['tw', 'zh-TW', 'Asia/Taipei'],
  ['sg', 'en-SG', 'Asia/Singapore'],
  ['my', 'ms-MY', 'Asia/Kuala_Lumpur'],
  ['th', 'th-TH', 'Asia/Bangkok'],
  ['id', 'id-ID', 'Asia/Jakarta'],
  ['ph', 'en-PH', 'Asia/Manila'],
  ['vn', 'vi-VN', 'Asia/Ho_Chi_Minh'],
  ['in', 'en-IN', 'Asia/Kolkata'],
  ['ae', 'ar-AE', 'Asia/Dubai'],
  ['sa', 'ar-SA', 'Asia/Riyadh'],
  ['il', 'he-IL', 'Asia/Jerusalem'],
  ['za', 'en-ZA', 'Africa/Johannesburg'],
];

function acceptLanguageFor(locale: string): string {
  const language = locale.split('-')[0];
  // Non-English visitors usually also accept English; it keeps sites from serving a geo-block page.
  return language === 'en' ? `${locale},en;q=0.9` : `${locale},${language};q=0.9,en;q=0.8`;
}

const PROFILES: ReadonlyMap<string, CountryProfile> = new Map(
  TABLE.map(([country, locale, timezoneId]) => [
    country,
    { country, locale, timezoneId, acceptLanguage: acceptLanguageFor(locale) },
  ]),
);

/** Aliases people type for the same country. */
const ALIASES: Record<string, string> = { uk: 'gb', el: 'gr' };

export function normalizeCountry(code: string | null | undefined): string {
  const lower = (code ?? '').trim().toLowerCase();
  return ALIASES[lower] ?? lower;
}

export function isKnownCountry(code: string | null | undefined): boolean {
  return PROFILES.has(normalizeCountry(code));
}

/** The profile for a country; an unknown or empty code gets the default country's profile. */
export function countryProfile(code: string | null | undefined): CountryProfile {
  return PROFILES.get(normalizeCountry(code)) ?? (PROFILES.get(DEFAULT_COUNTRY) as CountryProfile);
}

export const KNOWN_COUNTRIES: readonly string[] = TABLE.map(([country]) => country);
