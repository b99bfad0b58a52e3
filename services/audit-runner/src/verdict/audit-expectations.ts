import {
  escapeRegExp,
  exactUrlPattern,
  findAdvertiserId,
  globToRegExpSource,
  parseUrl,
  type MemoryCookieRule,
  type UrlPattern,
} from '@tracklight/networks';
import type { AuditEvidence } from '@tracklight/contracts';
import type { AdvertiserSettings, AuditEvaluationInput } from './audit-verdict';
import { allClickIds, journeyClickId, landingClickId } from './click-ids';

/** What this audit looks for: the network's definition with the link's and advertiser's overrides applied. */
export interface AuditExpectations {
  /** The rules the memory cookie status is decided by: the override's, else the network's. */
  cookieRules: MemoryCookieRule[];
  /** The link's or advertiser's cookie, which stands in for the rules of every landing-stage cookie check. */
  cookieOverride: MemoryCookieRule[] | null;
  /** The link's or advertiser's master tag, which counts as the network's tag in every landing-stage script check. */
  customScriptPattern: UrlPattern | null;
  /** Query parameters that carry the click id to the landing URL. */
  aniParams: string[];
  /** A custom ANI naming a parameter of the journey: it stands in for the parameters of every landing-stage click-id check. */
  aniParamOverride: string[] | null;
  /** Values a memory cookie that must hold the click id may contain. */
  clickIds: string[];
  /** The click id reported with the verdict. */
  ani: string | null;
  advertiserId: string | null;
}

type CookieOverride = { type: '1' | '3'; name: string };

/** The link's override wins over the advertiser's bespoke cookie; a type without a name is no override. */
function cookieOverride(input: AuditEvaluationInput): CookieOverride | null {
  const { cookieType, cookieName } = input.options;
  if (cookieType !== 'none' && cookieName) return { type: cookieType, name: cookieName };
  const bespokeType = input.advertiser?.bespokeCookieValueType;
  const bespokeName = input.advertiser?.bespokeCookieName;
  if ((bespokeType === 1 || bespokeType === 3) && bespokeName) {
    return { type: bespokeType === 1 ? '1' : '3', name: bespokeName };
  }
  return null;
}

function overrideRules(input: AuditEvaluationInput): MemoryCookieRule[] | null {
  const override = cookieOverride(input);
  if (!override) return null;
  return override.type === '1'
    ? [{ storage: 'cookie', namePattern: `^${escapeRegExp(override.name)}$`, mustContainAni: true }]
    : [
        {
          storage: 'cookie',
          namePattern: globToRegExpSource(override.name),
          mustContainAni: false,
        },
      ];
}

function customScriptPattern(input: AuditEvaluationInput): UrlPattern | null {
  const customTag = input.options.customMasterTag ?? input.advertiser?.bespokeMasterTag ?? null;
  return customTag ? exactUrlPattern(customTag) : null;
}

function advertiserId(
  input: AuditEvaluationInput,
  advertiser: AdvertiserSettings | null,
): string | null {
  const linkQuery = Object.fromEntries(parseUrl(input.evidence.link)?.searchParams ?? []);
  const fromClick = input.network
    ? findAdvertiserId(input.network, [linkQuery, ...input.evidence.hops.map((hop) => hop.query)])
    : null;
  return fromClick ?? advertiser?.advertiserId ?? null;
}

/**
 * A custom ANI names the query parameter that carries the click id when the journey has such a
 * parameter (an advertiser's own click id); otherwise it is itself the value the cookie must hold
 * (a fixed publisher reference).
 */
function clickIdSource(
  evidence: AuditEvidence,
  networkAniParams: string[],
  customAni: string | null,
) {
  if (customAni) {
    const asParameter = allClickIds(evidence, [customAni]);
    if (asParameter.length) return { aniParams: [customAni], clickIds: asParameter, literal: null };
    return { aniParams: networkAniParams, clickIds: [customAni], literal: customAni };
  }
  return {
    aniParams: networkAniParams,
    clickIds: allClickIds(evidence, networkAniParams),
    literal: null,
  };
}

export function resolveExpectations(input: AuditEvaluationInput): AuditExpectations {
  const advertiser = input.advertiser ?? null;
  const customAni = input.options.customAni ?? advertiser?.bespokeAni ?? null;
  const networkAniParams = input.network?.aniParams ?? [];
  const source = clickIdSource(input.evidence, networkAniParams, customAni);
  const cookieOverride = overrideRules(input);
  return {
    cookieRules: cookieOverride ?? input.network?.memoryCookie ?? [],
    cookieOverride,
    customScriptPattern: customScriptPattern(input),
    aniParams: source.aniParams,
    aniParamOverride: source.aniParams === networkAniParams ? null : source.aniParams,
    clickIds: source.clickIds,
    ani:
      source.literal ??
      landingClickId(input.evidence, source.aniParams) ??
      journeyClickId(input.evidence, source.aniParams),
    advertiserId: advertiserId(input, advertiser),
  };
}
