// CLI: starts the sandbox on SANDBOX_PORT (default 8090) and prints the Chromium resolver rules and
// every scenario's link, so the audit engine (or a person with Chromium) can be pointed at it.
import { SCENARIOS } from './scenarios';
import { startSandbox } from './server';

async function main(): Promise<void> {
  const port = Number(process.env.SANDBOX_PORT ?? 8090);
  const sandbox = await startSandbox({ port, logRequests: false });
  console.log(`Tracklight sandbox listening on 127.0.0.1:${sandbox.port}`);
  console.log(`Chromium switch: --host-resolver-rules="${sandbox.hostResolverRules}"`);
  console.log('');
  for (const s of SCENARIOS) {
    console.log(
      `${s.id.padEnd(36)} ${s.expected.memoryCookieStatus.padEnd(31)} ${s.link(sandbox)}`,
    );
  }
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
