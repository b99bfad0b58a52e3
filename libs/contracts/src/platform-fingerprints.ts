// E-commerce platforms (Shopify, WooCommerce, ...) recognised by data, not code: the CMS owns the
// fingerprints (catalogue kind `platform`), the engine reads the signals they name and records the
// platforms it recognised in the evidence (docs/decisions/0019).

/** One platform as the engine matches it: every list may be empty, but not all of them. */
export interface PlatformFingerprint {
  /** Lower-case slug; `shopify` drives error 10.2.1. */
  id: string;
  name: string;
  /** Regular expressions over the addresses of the resources the page loaded (scripts, styles, preloads, images). */
  assetUrlPatterns: string[];
  /** Dotted paths read on window (`Shopify.shop`): present when not undefined. */
  globals: string[];
  /** Response headers of the landing document: `name`, or `name: value regular expression`. */
  headers: string[];
  /** Regular expressions over the names of the cookies the landing page holds. */
  cookieNamePatterns: string[];
  /** Regular expressions over `<meta name="generator">` contents. */
  metaGeneratorPatterns: string[];
}

export type PlatformSignalKind = 'asset' | 'global' | 'header' | 'cookie' | 'metaGenerator';

/** One signal that matched: which kind, the fingerprint's entry, and what the page showed. */
export interface PlatformSignalMatch {
  kind: PlatformSignalKind;
  /** The fingerprint entry that matched (a pattern, a global's path, a header rule). */
  rule: string;
  /** What matched it: the URL, cookie or header name, generator text; bounded in length. */
  value: string;
}

/** low: one kind of signal matched; medium: two; high: three or more. */
export type PlatformConfidence = 'low' | 'medium' | 'high';

export interface DetectedPlatform {
  id: string;
  name: string;
  confidence: PlatformConfidence;
  /** At most a few matches per kind, in the fingerprint's order. */
  signals: PlatformSignalMatch[];
}

/** The fingerprints in force: each read sees every edit saved before it, in any process. */
export interface PlatformCatalogue {
  fingerprints(): Promise<PlatformFingerprint[]>;
}
export const PLATFORM_CATALOGUE = Symbol('PLATFORM_CATALOGUE');
