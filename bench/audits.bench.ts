import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { auditOptionsFor } from '@tracklight/contracts';
import { withMergedFeatures } from '@tracklight/platform';
import { AuditBrowser } from '../services/audit-runner/src/browser';
import { chromiumRssKb } from '../services/audit-runner/src/test-support/chromium-processes';
import { sandboxNetwork, sandboxRunContext } from '../services/audit-runner/src/test-support/sandbox-networks';
import { evaluateAudit } from '../services/audit-runner/src/verdict';
import { SCENARIOS, startSandbox, type Sandbox, type SandboxScenario } from '../test/sandbox';
import { LATE_LOADING_SCENARIOS } from '../test/sandbox/late-loading';
import { StageTimes } from './audit-stage-times';
import { percentile } from './measure';

/**
 * npm run bench:audits — the sandbox scenarios audited by the real engine (browser + verdict) at
 * concurrency 1, 2 and 4: audits/minute, p50 and p95 audit time, peak memory; beside bare
 * Playwright page loads of the same links (the floor); then 200 audits in a row, memory sampled.
 * After each engine run: where the time went per stage and wait (the evidence's StageWait), and
 * at the end any scenario whose verdict differs from the catalogue's.
 */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu'];

/** Peak RSS (MB) of this process plus the Chromium it started, sampled while `work` runs. */
const withPeakMemory = async <T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> => {
  let peakKb = 0;
  const sample = () => (peakKb = Math.max(peakKb, chromiumRssKb() + process.memoryUsage().rss / 1024));
  const timer = setInterval(sample, 250);
  try {
    const result = await work();
    sample();
    return { result, peakMb: Math.round(peakKb / 1024) };
  } finally {
    clearInterval(timer);
  }
};

const runPool = async (links: string[], concurrency: number, one: (link: string) => Promise<void>) => {
  const durations: number[] = [];
  const queue = [...links];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let link = queue.shift(); link; link = queue.shift()) {
        const t = performance.now();
        await one(link);
        durations.push(performance.now() - t);
      }
    }),
  );
  const minutes = (performance.now() - started) / 60_000;
  return { durations, perMinute: Math.round(links.length / minutes) };
};

const report = (label: string, r: { durations: number[]; perMinute: number }, peakMb: number) =>
  console.log(
    `${label.padEnd(34)} ${String(r.perMinute).padStart(4)} audits/min   p50 ${Math.round(percentile([...r.durations].sort((a, b) => a - b), 50))} ms   p95 ${Math.round(percentile([...r.durations].sort((a, b) => a - b), 95))} ms   peak ${peakMb} MB`,
  );

/** Where each engine audit's time went (stage waits from the evidence) and any verdict that differs from the scenario's. */
const timeSpent = new StageTimes();
const wrongVerdicts = new Set<string>();

const engineAudit = (browser: AuditBrowser) => async (link: string) => {
  // The scenario's referrer too: linkconnector-with-referrer is only IMMEDIATE when the click carries one.
  const options = auditOptionsFor(link, { referrer: scenarioByLink.get(link)?.referrer ?? null });
  const started = performance.now();
  const evidence = await browser.observeAudit(options, sandboxRunContext(options));
  const verdict = evaluateAudit({ evidence, options, network: sandboxNetwork(link) });
  timeSpent.add(evidence, performance.now() - started);
  const scenario = scenarioByLink.get(link);
  if (scenario && verdict.memoryCookieStatus !== scenario.expected.memoryCookieStatus)
    wrongVerdicts.add(`${scenario.id}: ${verdict.memoryCookieStatus}, expected ${scenario.expected.memoryCookieStatus}`);
};
const scenarioByLink = new Map<string, SandboxScenario>();

/** BENCH_AUDITS_CONCURRENCY=1,4 BENCH_AUDITS_ROUNDS=1 BENCH_AUDITS_SOAK=0: a shorter run on a busy machine. */
const knob = (name: string, fallback: string) => process.env[name] ?? fallback;

const main = async () => {
  const sandbox: Sandbox = await startSandbox({ port: 0 });
  const screenshotDir = mkdtempSync(join(tmpdir(), 'tracklight-bench-'));
  // Scenarios that wait for a timeout measure the timeout, not the engine; webgains never opens a page.
  // Late-loading pages wait seconds on purpose (a banner at 5 s); left out to compare with earlier runs.
  const scenarios = SCENARIOS.filter(
    (s) => !['timeout', 'unsupported-network'].includes(s.expected.failureKind ?? '') && !LATE_LOADING_SCENARIOS.includes(s),
  );
  for (const s of scenarios) scenarioByLink.set(s.link(sandbox), s);
  const links = scenarios.map((s) => s.link(sandbox));
  const roundCount = Number(knob('BENCH_AUDITS_ROUNDS', '2'));
  const rounds = Array.from({ length: roundCount }, () => links).flat();
  console.log(`${rounds.length} audits per run (${links.length} sandbox scenarios ${roundCount} times), ${process.platform}, node ${process.version}`);
  try {
    for (const concurrency of knob('BENCH_AUDITS_CONCURRENCY', '1,2,4').split(',').map(Number)) {
      timeSpent.clear();
      const browser = new AuditBrowser({
        allowPrivateNetworks: true,
        hostResolverRules: sandbox.hostResolverRules,
        screenshotDir,
      });
      await browser.warmUp();
      const { result, peakMb } = await withPeakMemory(() => runPool(rounds, concurrency, engineAudit(browser)));
      report(`engine, concurrency ${concurrency}`, result, peakMb);
      timeSpent.print();
      await browser.close();

      // The same Chromium set-up as the engine's (its feature switches too), without the audit's work.
      const bare = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        ...withMergedFeatures([...CHROMIUM_ARGS, `--host-resolver-rules=${sandbox.hostResolverRules}`]),
      });
      const floor = await withPeakMemory(() =>
        runPool(rounds, concurrency, async (link) => {
          const context = await bare.newContext();
          const page = await context.newPage();
          await page.goto(link, { waitUntil: 'load', timeout: 15_000 }).catch(() => undefined);
          await context.close();
        }),
      );
      report(`floor: bare page load, conc. ${concurrency}`, floor.result, floor.peakMb);
      await bare.close();
    }

    console.log(wrongVerdicts.size === 0 ? 'verdicts: every scenario as expected' : `verdicts NOT as expected: ${[...wrongVerdicts].join('; ')}`);
    const soak = Number(knob('BENCH_AUDITS_SOAK', '200'));
    if (soak === 0) return;
    const browser = new AuditBrowser({ allowPrivateNetworks: true, hostResolverRules: sandbox.hostResolverRules, screenshotDir });
    const samples: string[] = [];
    const audit = engineAudit(browser);
    for (let i = 0; i < soak; i++) {
      await audit(links[i % links.length]);
      if (i % 25 === 24) samples.push(`${i + 1}: ${Math.round(chromiumRssKb() / 1024)} MB/${browser.stats().openContexts} ctx`);
    }
    console.log(`${soak} audits in a row, Chromium RSS and open contexts: ${samples.join(', ')}`);
    await browser.close();
  } finally {
    await sandbox.close();
    rmSync(screenshotDir, { recursive: true, force: true });
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
