// Pure matching of platform fingerprints (the CMS's `platform` catalogue) against the signals a
// landing page showed. Detection is data: which platforms exist and what gives them away is
// edited in the CMS; this file only knows the five kinds of signal and how confidence is counted.
import type {
  DetectedPlatform,
  PlatformConfidence,
  PlatformFingerprint,
  PlatformSignalKind,
  PlatformSignalMatch,
} from '@tracklight/contracts';

/** The shipped platform whose detection raises error 10.2.1 and the 'Shopify detected' badge. */
export const SHOPIFY_PLATFORM_ID = 'shopify';

/** What the landing page showed, over every observed stage. */
export interface PlatformSignals {
  /** Addresses of the resources the page loaded or links (scripts, styles, preloads, images). */
  resourceUrls: string[];
  /** The fingerprints' global names that were defined in the page. */
  globals: string[];
  /** Response headers of the landing documents, names in lower case. */
  headers: Record<string, string>;
  cookieNames: string[];
  metaGenerators: string[];
}

export const emptySignals = (): PlatformSignals => ({
  resourceUrls: [],
  globals: [],
  headers: {},
  cookieNames: [],
  metaGenerators: [],
});

/** Keeps the evidence small: a few matches per kind are proof enough. */
const MAX_MATCHES_PER_KIND = 3;
const MAX_VALUE_CHARS = 300;

/** A pattern staff saved that does not compile matches nothing (the CMS refuses most of them). */
function compile(source: string, flags: string): RegExp | null {
  try {
    return new RegExp(source, flags);
  } catch {
    return null;
  }
}

function patternMatches(kind: PlatformSignalKind, patterns: readonly string[], values: readonly string[], flags: string): PlatformSignalMatch[] {
  const found: PlatformSignalMatch[] = [];
  for (const rule of patterns) {
    const pattern = compile(rule, flags);
    const value = pattern ? values.find((candidate) => pattern.test(candidate)) : undefined;
    if (value !== undefined) found.push({ kind, rule, value: value.slice(0, MAX_VALUE_CHARS) });
  }
  return found;
}

/** `x-shopid` is present; `server: ^Squarespace` is present with a value matching the expression. */
function headerMatches(rules: readonly string[], headers: Readonly<Record<string, string>>): PlatformSignalMatch[] {
  const found: PlatformSignalMatch[] = [];
  for (const rule of rules) {
    const colon = rule.indexOf(':');
    const name = (colon < 0 ? rule : rule.slice(0, colon)).trim().toLowerCase();
    const value = headers[name];
    if (value === undefined) continue;
    const valuePattern = colon < 0 ? null : compile(rule.slice(colon + 1).trim(), 'i');
    if (colon >= 0 && !valuePattern?.test(value)) continue;
    found.push({ kind: 'header', rule, value: `${name}: ${value}`.slice(0, MAX_VALUE_CHARS) });
  }
  return found;
}

export function confidenceOf(kindsMatched: number): PlatformConfidence {
  if (kindsMatched >= 3) return 'high';
  return kindsMatched === 2 ? 'medium' : 'low';
}

function detectOne(fingerprint: PlatformFingerprint, signals: PlatformSignals): DetectedPlatform | null {
  const byKind: PlatformSignalMatch[][] = [
    patternMatches('asset', fingerprint.assetUrlPatterns, signals.resourceUrls, 'i'),
    fingerprint.globals.filter((name) => signals.globals.includes(name)).map((name) => ({ kind: 'global' as const, rule: name, value: name })),
    headerMatches(fingerprint.headers, signals.headers),
    patternMatches('cookie', fingerprint.cookieNamePatterns, signals.cookieNames, ''),
    patternMatches('metaGenerator', fingerprint.metaGeneratorPatterns, signals.metaGenerators, 'i'),
  ].filter((matches) => matches.length > 0);
  if (byKind.length === 0) return null;
  return {
    id: fingerprint.id,
    name: fingerprint.name,
    confidence: confidenceOf(byKind.length),
    signals: byKind.flatMap((matches) => matches.slice(0, MAX_MATCHES_PER_KIND)),
  };
}

/** Every platform with at least one kind of signal on the page, the most certain first. */
export function detectPlatforms(fingerprints: readonly PlatformFingerprint[], signals: PlatformSignals): DetectedPlatform[] {
  const rank: Record<PlatformConfidence, number> = { high: 0, medium: 1, low: 2 };
  return fingerprints
    .map((fingerprint) => detectOne(fingerprint, signals))
    .filter((platform): platform is DetectedPlatform => platform !== null)
    .sort((a, b) => rank[a.confidence] - rank[b.confidence]);
}

/** Every global name the fingerprints read, each once: the only names the page is asked about. */
export const globalNamesOf = (fingerprints: readonly PlatformFingerprint[]): string[] => [
  ...new Set(fingerprints.flatMap((fingerprint) => fingerprint.globals)),
];
