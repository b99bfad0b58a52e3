// Builders for the verdict specs, so each spec states only what its rule is about. The default is
// one ordinary AWIN click in the sandbox: advertiser 1001, landing on www.shop.test with the click
// id and the advertiser's MasterTag, no consent banner and no memory cookie.
import {
  NETWORK_DEFINITIONS,
  withSandboxTwins,
  type NetworkDefinition,
  type SuccessCriteria,
} from '@tracklight/networks';
import { auditOptionsFor } from '@tracklight/contracts';
import {
  LANDING_STAGES,
  type AuditEvidence,
  type AuditFailureKind,
  type AuditOptions,
  type CmpObservation,
  type LandingStage,
  type ObservedCookie,
  type RedirectHop,
  type StageObservation,
} from '@tracklight/contracts';
import type { AdvertiserSettings, AuditVerdict, ContentRates } from '../audit-verdict';
import { evaluateAudit } from '../evaluate-audit';

export const SANDBOX_NETWORKS = withSandboxTwins(NETWORK_DEFINITIONS);

export function sandboxNetwork(id: string): NetworkDefinition {
  const network = SANDBOX_NETWORKS.find((candidate) => candidate.id === id);
  if (!network) throw new Error(`No network ${id}`);
  return network;
}

export const ADVERTISER_ID = '1001';
export const AWC = '1001_1700000000_a1b2c3d4';
export const CLICK_URL = `https://www.awin1.test/cread.php?awinmid=${ADVERTISER_ID}&awinaffid=77&ued=https%3A%2F%2Fwww.shop.test%2F`;
export const LANDING_URL = `https://www.shop.test/?awc=${AWC}`;
export const MASTER_TAG = `https://www.dwin1.test/${ADVERTISER_ID}.js`;

const queryOf = (url: string): Record<string, string> =>
  Object.fromEntries(new URL(url).searchParams);

export function cookie(
  name: string,
  value: string,
  overrides: Partial<ObservedCookie> = {},
): ObservedCookie {
  return {
    name,
    value,
    domain: '.shop.test',
    path: '/',
    origin: 'script',
    httpOnly: false,
    secure: true,
    expires: -1,
    ...overrides,
  };
}

/** AWIN's memory cookie for advertiser 1001, holding the click id. */
export const awinMemoryCookie = (value = AWC): ObservedCookie =>
  cookie(`_aw_m_${ADVERTISER_ID}`, value);

export function hop(url: string, overrides: Partial<RedirectHop> = {}): RedirectHop {
  return {
    url,
    host: new URL(url).hostname,
    status: 302,
    via: 'http-redirect',
    query: queryOf(url),
    cookiesSet: [],
    stage: null,
    ...overrides,
  };
}

export function landing(
  stage: LandingStage,
  overrides: Partial<StageObservation> = {},
): StageObservation {
  const url = overrides.url ?? LANDING_URL;
  return {
    stage,
    observed: true,
    url,
    query: queryOf(url),
    httpStatus: 200,
    cookies: [],
    localStorage: {},
    sessionStorage: {},
    scripts: [MASTER_TAG],
    screenshot: null,
    title: 'Shop',
    textSample: 'Welcome to the shop',
    ...overrides,
  };
}

export function auditOptions(overrides: Partial<AuditOptions> = {}): AuditOptions {
  return auditOptionsFor(CLICK_URL, overrides);
}

export class AuditScenario {
  private readonly evidence: AuditEvidence = {
    link: CLICK_URL,
    startedAt: '2025-01-01T10:00:00.000Z',
    finishedAt: '2025-01-01T10:00:20.000Z',
    hops: [hop(CLICK_URL, { stage: 'niu' })],
    stages: [
      landing('alp'),
      landing('alp-post-consent', { observed: false }),
      landing('alp-post-consent-refresh', { observed: false }),
    ],
    cmp: { detected: null, popupFound: false, optInSucceeded: null },
    interstitialNavigated: false,
    failure: null,
    proxy: { country: 'gb', isResidential: false, label: null },
    isRetry: false,
  };
  private options = auditOptions();
  private network: NetworkDefinition | null = sandboxNetwork('awin');
  private advertiser: AdvertiserSettings | null = null;
  private successCriteria: SuccessCriteria | null = null;
  private rates: Partial<ContentRates> = {};

  /** A consent banner that was accepted, with both later stages observed like the landing page. */
  withAcceptedBanner(cmp = 'onetrust'): this {
    this.evidence.cmp = { detected: cmp, popupFound: true, optInSucceeded: true };
    const alp = this.stage('alp');
    this.evidence.stages = LANDING_STAGES.map((stage) => ({
      ...alp,
      stage,
      cookies: [...alp.cookies],
    }));
    return this;
  }

  withCmp(cmp: Partial<CmpObservation>): this {
    this.evidence.cmp = { ...this.evidence.cmp, ...cmp };
    return this;
  }

  /** The memory cookie appears at this stage and stays for the later ones. */
  withMemoryCookieFrom(from: LandingStage, memoryCookie = awinMemoryCookie()): this {
    const later = LANDING_STAGES.slice(LANDING_STAGES.indexOf(from));
    for (const stage of later) this.stage(stage).cookies.push(memoryCookie);
    return this;
  }

  at(stage: LandingStage, patch: Partial<StageObservation>): this {
    Object.assign(
      this.stage(stage),
      patch,
      patch.url && !patch.query ? { query: queryOf(patch.url) } : {},
    );
    return this;
  }

  /** The same change at every landing stage. */
  everywhere(patch: Partial<StageObservation>): this {
    for (const stage of LANDING_STAGES) this.at(stage, patch);
    return this;
  }

  withHops(...hops: RedirectHop[]): this {
    this.evidence.hops = hops;
    return this;
  }

  /** The browser never reached the landing page. */
  failedWith(kind: AuditFailureKind, message: string): this {
    this.evidence.failure = { kind, message };
    this.evidence.stages = [];
    return this;
  }

  withEvidence(patch: Partial<AuditEvidence>): this {
    Object.assign(this.evidence, patch);
    return this;
  }

  withOptions(patch: Partial<AuditOptions>): this {
    this.options = { ...this.options, ...patch };
    return this;
  }

  withNetwork(network: NetworkDefinition | null): this {
    this.network = network;
    return this;
  }

  /** The network's success criteria as the CMS edited them (else derived from the definition). */
  withSuccessCriteria(criteria: SuccessCriteria): this {
    this.successCriteria = criteria;
    return this;
  }

  withAdvertiser(advertiser: Partial<AdvertiserSettings>): this {
    this.advertiser = { cannotAudit: false, ...advertiser };
    return this;
  }

  withRates(rates: Partial<ContentRates>): this {
    this.rates = rates;
    return this;
  }

  build(): AuditEvidence {
    return this.evidence;
  }

  evaluate(): AuditVerdict {
    return evaluateAudit({
      evidence: this.evidence,
      options: this.options,
      network: this.network,
      successCriteria: this.successCriteria,
      advertiser: this.advertiser,
      rates: this.rates,
    });
  }

  private stage(stage: LandingStage): StageObservation {
    const observation = this.evidence.stages.find((candidate) => candidate.stage === stage);
    if (!observation) throw new Error(`The scenario has no ${stage} stage`);
    return observation;
  }
}

/** An ordinary AWIN click, as described at the top of this file. */
export const awinClick = (): AuditScenario => new AuditScenario();
