import { auditOptionsFor, type AuditEvidence, type AuditVerdict, type StageObservation } from '@tracklight/contracts';
import { newEvidence, resolveSettings } from '../browser';
import { liteRunSetup } from '../lite/lite-provider';
import { liteTrigger } from '../lite/lite-trigger';
import { blockedBy } from './blocked-run';
import { residentialRetryReason } from './residential-retry';

const options = auditOptionsFor('http://shop.example/');
const landing = (overrides: Partial<StageObservation>): StageObservation => ({
  stage: 'alp', observed: true, url: 'http://shop.example/', query: {}, httpStatus: 200, cookies: [], localStorage: {},
  sessionStorage: {}, scripts: [], screenshot: null, title: 'Shop', textSample: 'Linen shirt', ...overrides,
});
const evidence = (stage: Partial<StageObservation>, proxy: Partial<AuditEvidence['proxy']> = {}): AuditEvidence => ({
  ...newEvidence(options, {}, null),
  stages: [landing(stage)],
  proxy: { country: 'gb', isResidential: false, label: null, ...proxy },
});
const settings = resolveSettings({
  countryProxies: { gb: 'http://dc:pw@dc.example:3128' },
  residentialProxies: { gb: 'http://resi:pw@resi.example:3128' },
});

describe('blockedBy', () => {
  it('names a 403 or 429 landing document, or a challenge page', () => {
    expect(blockedBy(evidence({ httpStatus: 403 }))).toBe('HTTP 403');
    expect(blockedBy(evidence({ httpStatus: 429 }))).toBe('HTTP 429');
    expect(blockedBy(evidence({ title: 'Just a moment...' }))).toBe('challenge page');
    expect(blockedBy(evidence({ httpStatus: 404 }))).toBeNull();
    expect(blockedBy(evidence({}))).toBeNull();
  });
});

describe('residentialRetryReason', () => {
  it('retries a blocked data-centre run when the country has a residential proxy', () => {
    expect(residentialRetryReason(evidence({ httpStatus: 403 }), options, settings)).toBe('HTTP 403');
  });

  it('does not retry a residential run, a run without a data-centre proxy, or a country without a residential proxy', () => {
    expect(residentialRetryReason(evidence({ httpStatus: 403 }, { isResidential: true }), options, settings)).toBeNull();
    expect(residentialRetryReason(evidence({ httpStatus: 403 }), { ...options, useResidentialProxy: true }, settings)).toBeNull();
    expect(residentialRetryReason(evidence({ httpStatus: 403 }), options, resolveSettings({ residentialProxies: settings.residentialProxies }))).toBeNull();
    expect(residentialRetryReason(evidence({ httpStatus: 403 }), { ...options, countryCode: 'fr' }, settings)).toBeNull();
    expect(residentialRetryReason(evidence({}), options, settings)).toBeNull();
  });
});

describe('liteTrigger', () => {
  const verdict = (memoryCookieStatus: string) => ({ memoryCookieStatus }) as AuditVerdict;
  it('runs Lite when asked, and by itself on manual review or a block', () => {
    expect(liteTrigger({ ...options, runLite: true }, evidence({}), verdict('IMMEDIATE'), false)).toBe('requested');
    expect(liteTrigger(options, evidence({}), verdict('MANUAL_REVIEW'), true)).toBe('manual-review');
    expect(liteTrigger(options, evidence({ httpStatus: 429 }), verdict('NOT_AUDITED'), true)).toBe('blocked');
    expect(liteTrigger(options, evidence({}), verdict('IMMEDIATE'), true)).toBeNull();
    expect(liteTrigger(options, evidence({}), verdict('MANUAL_REVIEW'), false)).toBeNull();
  });
});

describe('liteRunSetup', () => {
  it('runs locally without a web unlocker, unmasked, in a browser of its own', () => {
    const setup = liteRunSetup(settings, null);
    expect(setup).toMatchObject({ source: 'LOCAL_PROCESSING', settings: { maskUserAgent: false, restartAfterAudits: 1, countryProxies: settings.countryProxies } });
  });

  it('sends every request through the web unlocker, naming the run in the proxy user', () => {
    const setup = liteRunSetup(settings, 'http://acct:key@unlocker.example:22225');
    expect(setup.source).toBe('WEB_UNLOCKER');
    expect(setup.settings.proxyUrl).toBe(`http://acct-session-${setup.requestId}:key@unlocker.example:22225/`);
    expect(setup.settings.countryProxies).toEqual({});
  });
});
