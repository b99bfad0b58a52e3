// What the audit needs to know about one affiliate network. Plain data, so definitions can be
// seeded into the CMS and edited there when a network changes its tags.

export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage';

/** One way the network's tag can remember the click on the advertiser's site. */
export interface MemoryCookieRule {
  storage: StorageKind;
  /** Regex source for the cookie or storage key; `{advertiserId}` stands for the advertiser id. */
  namePattern: string;
  /** True when the stored value must contain the click id (ANI) of this very click. */
  mustContainAni: boolean;
}

/**
 * A URL on a known host. `path` is a regex source tested against the pathname only, so a cache
 * buster in the query string never hides a tag. Its first capture group, when it has one, is the
 * advertiser id the URL belongs to.
 */
export interface UrlPattern {
  /** Host glob: `*` matches any run of characters, e.g. `*.sjv.io`, `clk*.tradedoubler.com`. */
  host: string;
  path: string;
}

export interface ClosedProgrammeMarkers {
  urlPatterns: UrlPattern[];
  /** Regex sources (case-insensitive) for the title or text of the network's closed-programme page. */
  textPatterns: string[];
}

export interface NetworkDefinition {
  /** Slug, stable across renames. */
  id: string;
  name: string;
  /** Other names users type for this network, matched case-insensitively like the name. */
  aliases: string[];
  /** Id of the network this one now runs on (the spec's Network.aliasNetworkId), e.g. ShareASale on AWIN. */
  aliasOf: string | null;
  /** False for networks the product does not audit (spec section 9: webgains). */
  supported: boolean;
  /** Host globs of the network's click and redirect servers. */
  clickHostPatterns: string[];
  /** Query parameters that carry the click id (ANI) to the landing page, in order of preference. */
  aniParams: string[];
  /** Query parameters of the click URL that carry the advertiser id, in order of preference. */
  advertiserIdParams: string[];
  memoryCookie: MemoryCookieRule[];
  /** The network's tag on the advertiser's site. */
  trackingScriptPatterns: UrlPattern[];
  closedProgrammeMarkers: ClosedProgrammeMarkers;
}
