// Real Chromium through the sandbox's redirect shapes (test/sandbox/hop-pages.ts): each hop says
// how it moved on, what its address carried and how its cookies were set.
import { auditOptionsFor, type AuditEvidence } from '@tracklight/contracts';
import { HOP_WORLD, LONG_CHAIN_HOPS, SANDBOX_CMP_WAIT_MS } from '../../../../test/sandbox';
import { AuditBrowser } from '../browser/audit-browser';
import { startSandboxBrowser, type SandboxBrowser } from '../test-support/sandbox-browser';

const vias = (evidence: AuditEvidence) => evidence.hops.map((hop) => hop.via);
const last = (evidence: AuditEvidence) => evidence.hops[evidence.hops.length - 1];

describe('redirect shapes in real Chromium against the sandbox', () => {
  let world: SandboxBrowser;
  let watching: AuditBrowser;
  const observeWith = (browser: AuditBrowser, path: string) => browser.observeAudit(auditOptionsFor(world.sandbox.url(HOP_WORLD, path)));
  const observe = (path: string) => observeWith(world.browser, path);
  // A page that moves on after a delay must be watched for longer than the delay: with a 1 s watch
  // and a 1 s refresh, the stage ended 'page-quiet' before the refresh reached the engine on a
  // loaded machine (CI of stop 43). Those pages get the sandbox's usual window.
  const observeWatched = (path: string) => observeWith(watching, path);

  beforeAll(async () => {
    // Most pages here move on at once or never: a 1 s watch, the idle page ending it sooner.
    world = await startSandboxBrowser(1_000);
    watching = new AuditBrowser({ ...world.browser.settings, cmpWaitMs: SANDBOX_CMP_WAIT_MS });
  }, 60_000);
  afterAll(async () => {
    await watching?.close();
    await world?.close();
  });

  it.each([
    ['location.replace', '/js-replace?clickid=c1', 'script'],
    ['href assignment', '/js-href?clickid=c1', 'script'],
    ['a form that submits itself', '/form-submit?clickid=c1', 'form-submit'],
    ['a meta refresh after 1 s', '/meta-delay?clickid=c1', 'meta-refresh'],
  ])('records %s as the way the first page moved on, the click id carried on', async (_shape, path, via) => {
    const evidence = await (via === 'meta-refresh' ? observeWatched(path) : observe(path));
    expect(evidence.failure).toBeNull();
    expect(vias(evidence)).toEqual([via, 'final']);
    expect(last(evidence).query).toEqual({ clickid: 'c1' });
    expect(evidence.hops[0].dwellMs).toEqual(expect.any(Number));
    // On the browser's clock: a 1 s refresh stays its second however busy the engine is.
    if (via === 'meta-refresh') expect(evidence.hops[0].dwellMs).toBeGreaterThanOrEqual(1_000);
  }, 120_000);

  it('marks a page shown for a while before it moved on as an interstitial, an instant script hop not', async () => {
    // The interstitial moves on 3 s after its load.
    const shown = await observeWatched('/interstitial?clickid=c6');
    expect(shown.failure).toBeNull();
    expect(shown.hops[0]).toMatchObject({ via: 'script', interstitial: true, dwellMs: expect.any(Number) });
    expect(shown.hops[0].dwellMs).toBeGreaterThanOrEqual(1400);
    expect(last(shown).query).toEqual({ clickid: 'c6' });
    expect(shown.interstitialNavigated).toBe(true);

    const instant = await observe('/js-replace?clickid=c6');
    expect(instant.hops[0].interstitial).toBeUndefined();
    expect(instant.interstitialNavigated).toBe(false);
  }, 120_000);

  it('times how long a page stayed on the browser clock, so a busy engine still sees the interstitial and its dwell', async () => {
    // As soon as the 1 s refresh page is served, Node is kept busy for 2.5 s: its load event and
    // the next page's request both reach the engine in that one late tick. The engine's own clock
    // would call that 0 ms shown.
    const busyAfterServing = setInterval(() => {
      if (!world.sandbox.requests.some((request) => request.path.startsWith('/meta-delay?clickid=c8'))) return;
      clearInterval(busyAfterServing);
      const until = Date.now() + 2_500;
      while (Date.now() < until);
    }, 5);
    const evidence = await observeWatched('/meta-delay?clickid=c8').finally(() => clearInterval(busyAfterServing));
    expect(evidence.failure).toBeNull();
    expect(evidence.hops[0]).toMatchObject({ via: 'meta-refresh', interstitial: true });
    expect(evidence.hops[0].dwellMs).toBeGreaterThanOrEqual(1_000);
    expect(evidence.interstitialNavigated).toBe(true);
  }, 120_000);

  it('stays on an age gate that needs a click: the engine does not click on', async () => {
    const gate = await observe('/continue?clickid=c7');
    expect(gate.failure).toBeNull();
    expect(vias(gate)).toEqual(['final']);
    expect(gate.stages[0]).toMatchObject({ title: 'Are you over 18?' });
    expect(gate.interstitialNavigated).toBe(false);
  }, 120_000);

  it('records a click id moved into the fragment, and one renamed on the way', async () => {
    const fragment = await observe('/to-fragment?clickid=c2');
    expect(vias(fragment)).toEqual(['http-redirect', 'final']);
    expect(last(fragment)).toMatchObject({ query: {}, fragment: { clickid: 'c2' } });

    const renamed = await observe('/rename?clickid=c3');
    expect(renamed.hops.map((hop) => hop.query)).toEqual([{ clickid: 'c3' }, { click_ref: 'c3' }]);
  }, 120_000);

  it(`follows a chain of ${LONG_CHAIN_HOPS} HTTP redirects to the end`, async () => {
    const evidence = await observe(`/chain/${LONG_CHAIN_HOPS}?clickid=c4`);
    expect(evidence.failure).toBeNull();
    expect(evidence.hops).toHaveLength(LONG_CHAIN_HOPS + 1);
    expect(vias(evidence).filter((via) => via === 'http-redirect')).toHaveLength(LONG_CHAIN_HOPS);
    expect(last(evidence)).toMatchObject({ via: 'final', query: { clickid: 'c4' } });
  }, 120_000);

  it('fails a script loop with its reason', async () => {
    const evidence = await observe('/loop-a');
    expect(evidence.failure).toEqual({
      kind: 'redirect-loop',
      message: expect.stringMatching(/^The link loops: http:\/\/www\.hop-world\.test\/loop-[ab] was reached 3 times on the way to the landing page\.$/),
    });
  }, 120_000);

  it("records each hop cookie's attributes and fate, as Chromium's cookie jar has it", async () => {
    const evidence = await observe('/cookies?clickid=c5');
    expect(evidence.failure).toBeNull();
    const set = Object.fromEntries(evidence.hops[0].cookiesSet.map((cookie) => [cookie.name, cookie.setCookie]));
    expect(set).toMatchObject({
      hop_plain: { sameSite: 'lax', outcome: 'stored' },
      hop_none: { sameSite: 'none', outcome: 'rejected', reason: 'SameSite=None without Secure' },
      hop_chips: { partitioned: true, outcome: 'rejected', reason: 'Secure cookie set by an http page' },
      hop_gone: { outcome: 'deleted' },
      hop_wide: { domainAttribute: 'hop-world.test', widerThanHost: true, outcome: 'stored' },
      hop_foreign: { outcome: 'rejected', reason: 'Domain other-world.test does not cover the host www.hop-world.test' },
    });
    // What the recorder says agrees with the browser's jar on the landing page.
    const jar = evidence.stages[0].cookies.map((cookie) => cookie.name).filter((name) => name.startsWith('hop_'));
    const stored = Object.entries(set).filter(([, report]) => report?.outcome === 'stored').map(([name]) => name);
    expect(jar.sort()).toEqual(stored.sort());
  }, 120_000);
});
