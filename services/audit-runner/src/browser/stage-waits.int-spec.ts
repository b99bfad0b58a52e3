// Waiting for signals, not for time (issue 17, item 2), in real Chromium against the sandbox: a page
// that is ready at once ends its waits early, and each late-loading shape is waited for, with the
// reason each stage stopped waiting in its evidence.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditOptionsFor, type AuditEvidence, type LandingStage, type StageObservation } from '@tracklight/contracts';
import { SANDBOX_AUDIT_TIMEOUT_MS, scenarioById, startSandbox, type Sandbox, type SandboxScenario } from '../../../../test/sandbox';
import { LATE_BANNER_MS, LATE_COOKIE_MS, LATE_SHOP } from '../../../../test/sandbox/late-loading';
import { links } from '../../../../test/sandbox/networks';
import { sandboxRunContext } from '../test-support/sandbox-networks';
import { AuditBrowser } from './audit-browser';
import { DEFAULT_SETTINGS } from './launch-options';

const stageOf = (evidence: AuditEvidence, stage: LandingStage): StageObservation => {
  const found = evidence.stages.find((s) => s.stage === stage);
  if (!found) throw new Error(`no ${stage} stage in ${JSON.stringify(evidence.failure)}`);
  return found;
};

const hasAwinCookie = (stage: StageObservation) => stage.cookies.some((cookie) => cookie.name === '_aw_m_12345');

describe('stage waits in real Chromium', () => {
  let sandbox: Sandbox;
  let browser: AuditBrowser;
  let screenshotDir: string;

  const auditLink = (link: string) => {
    const options = auditOptionsFor(link);
    return browser.observeAudit(options, sandboxRunContext(options));
  };
  const audit = (s: SandboxScenario) => auditLink(s.link(sandbox));

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    screenshotDir = mkdtempSync(join(tmpdir(), 'tracklight-waits-'));
    browser = new AuditBrowser({
      allowPrivateNetworks: true,
      hostResolverRules: sandbox.hostResolverRules,
      screenshotDir,
      auditTimeoutMs: SANDBOX_AUDIT_TIMEOUT_MS,
    });
    await browser.warmUp();
  });

  afterAll(async () => {
    await browser?.close();
    await sandbox?.close();
    if (screenshotDir) rmSync(screenshotDir, { recursive: true, force: true });
  });

  it('stops early on a page that is ready at once: the memory cookie ends the landing wait', async () => {
    const evidence = await audit(scenarioById('awin-immediate'));
    const alp = stageOf(evidence, 'alp');
    expect(hasAwinCookie(alp)).toBe(true);
    expect(alp.wait?.endedBy).toBe('memory-cookie');
    // Inside the late-banner window the page would otherwise be watched for: what ended it is the
    // endedBy above, not a time (half the window measured a loaded machine's Chromium too).
    const settle = alp.wait?.steps.find((step) => step.step === 'settle');
    expect(settle?.waitedMs).toBeLessThan(DEFAULT_SETTINGS.cmpWaitMs);
    const refresh = stageOf(evidence, 'alp-post-consent-refresh');
    expect(refresh.wait?.endedBy).toBe('memory-cookie');
  });

  it('waits for a banner that appears 5 s after load, then consents', async () => {
    const evidence = await audit(scenarioById('awin-late-banner'));
    expect(evidence.cmp.popupFound).toBe(true);
    expect(evidence.cmp.optInSucceeded).toBe(true);
    const alp = stageOf(evidence, 'alp');
    expect(alp.wait?.endedBy).toBe('popup-found');
    expect(alp.wait?.waitedMs).toBeGreaterThanOrEqual(LATE_BANNER_MS - 500);
    const post = stageOf(evidence, 'alp-post-consent');
    expect(post.wait?.steps[0]).toMatchObject({ step: 'opt-in', endedBy: 'opt-in-result' });
    expect(hasAwinCookie(post)).toBe(true);
  }, 60_000);

  it('waits for a cookie the network tag stores 4 s after consent', async () => {
    const evidence = await audit(scenarioById('awin-cookie-late-after-consent'));
    const post = stageOf(evidence, 'alp-post-consent');
    expect(hasAwinCookie(post)).toBe(true);
    expect(post.wait?.endedBy).toBe('memory-cookie');
    expect(post.wait?.waitedMs).toBeGreaterThanOrEqual(LATE_COOKIE_MS - 1_000);
  }, 60_000);

  it('waits for the tag a tag manager injects after consent', async () => {
    const evidence = await audit(scenarioById('awin-tag-manager-after-consent'));
    const post = stageOf(evidence, 'alp-post-consent');
    expect(post.scripts.some((url) => url.includes('/gtm.js'))).toBe(true);
    expect(hasAwinCookie(post)).toBe(true);
    expect(post.wait?.endedBy).toBe('memory-cookie');
  }, 60_000);

  it('stops early on a page with neither banner nor memory cookie once nothing more is due on it', async () => {
    const evidence = await audit(scenarioById('awin-no-tag'));
    const alp = stageOf(evidence, 'alp');
    expect(hasAwinCookie(alp)).toBe(false);
    expect(alp.wait?.endedBy).toBe('page-idle');
    const settle = alp.wait?.steps.find((step) => step.step === 'settle');
    expect(settle?.waitedMs).toBeLessThan(DEFAULT_SETTINGS.cmpWaitMs);
  }, 60_000);

  it('stops waiting for a cookie the tag did not store once nothing more is due on the page', async () => {
    const evidence = await audit(scenarioById('awin-nonmatched-tag'));
    const refresh = stageOf(evidence, 'alp-post-consent-refresh');
    expect(hasAwinCookie(refresh)).toBe(false);
    expect(refresh.wait?.endedBy).toBe('page-idle');
    expect(refresh.wait?.waitedMs).toBeLessThan(DEFAULT_SETTINGS.cookieWaitMs);
  }, 60_000);

  it('watches the late-banner window out on a page whose timer never stops', async () => {
    const evidence = await auditLink(links.awin(sandbox, `http://${LATE_SHOP.heartbeat}/`));
    const alp = stageOf(evidence, 'alp');
    expect(hasAwinCookie(alp)).toBe(false);
    expect(alp.wait?.endedBy).toBe('page-quiet');
    const settle = alp.wait?.steps.find((step) => step.step === 'settle');
    expect(settle?.waitedMs).toBeGreaterThan(DEFAULT_SETTINGS.cmpWaitMs / 2);
  }, 60_000);
});
