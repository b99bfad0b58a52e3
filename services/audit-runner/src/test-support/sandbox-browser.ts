import { SANDBOX_CMP_WAIT_MS, startSandbox, type Sandbox } from '../../../../test/sandbox';
import { AuditBrowser } from '../browser/audit-browser';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export interface SandboxBrowser {
  sandbox: Sandbox;
  browser: AuditBrowser;
  close(): Promise<void>;
}

/**
 * The sandbox world and an audit browser pointed at it, warmed up, for suites that drive
 * `observeAudit` directly. No screenshots; a generous deadline, because the machine running the
 * tests may be busy and nothing here waits for it. A suite whose pages never show a banner nor
 * move on by themselves may watch them for less than the sandbox's usual window (cmpWaitMs).
 */
export const startSandboxBrowser = async (cmpWaitMs = SANDBOX_CMP_WAIT_MS): Promise<SandboxBrowser> => {
  const sandbox = await startSandbox({ port: 0 });
  const browser = new AuditBrowser({
    chromiumPath: CHROMIUM,
    allowPrivateNetworks: true,
    hostResolverRules: sandbox.hostResolverRules,
    screenshotDir: null,
    auditTimeoutMs: 45_000,
    cmpWaitMs,
  });
  await browser.warmUp();
  return {
    sandbox,
    browser,
    close: async () => {
      await browser.close();
      await sandbox.close();
    },
  };
};
