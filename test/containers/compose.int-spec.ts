import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { ClusterClient, freePortRun, PORT_RANGES } from '../../deploy/cluster/cluster-client';
import { FaultDrill } from '../distributed/fault-drill';
import { scenarioById, startSandbox, type Sandbox } from '../sandbox';
import { bridgeAddress, ComposeDeployment, containersUnavailable, docker } from './compose-deployment';

const ADMIN = { username: 'admin@tracklight.local', password: 'Compose-Admin-Password-1!' };
const POSTGRES_PASSWORD = 'compose-test-password';
const SCENARIOS = ['awin-immediate', 'onetrust-awin-refresh-server', 'didomi-cj-never', 'cookiebot-impact-refresh-client'];
/** Each container's log, kept after the run for a failure's reader. */
const LOG_DIR = join(__dirname, '../../test-artifacts/compose');

/**
 * Whether this machine can run the deployment: asked once, as jest loads the file. Without Docker
 * or the images the tests are skipped and say why; CI (CONTAINER_TESTS_REQUIRED) fails instead,
 * unless it found that dockerd cannot start here and said so (CONTAINERS_UNAVAILABLE).
 */
const unavailable = containersUnavailable();
if (unavailable && process.env.CONTAINER_TESTS_REQUIRED && !process.env.CONTAINERS_UNAVAILABLE) {
  throw new Error(`The container tests must run here, but ${unavailable}`);
}
if (unavailable) process.stdout.write(`compose.int-spec: the Compose deployment tests are skipped: ${unavailable}\n`);

/**
 * docker-compose.yml run for real (issue 24), on the images `npm run images` built here: Postgres,
 * Redis, Kafka, the object store, the five services (two audit runners) and the gateway, each in
 * its own container. Through the gateway, as a user: log in, audit sandbox links (the sandbox
 * served on this host, reached from the containers over Docker's bridge), read the verdicts and
 * the screenshots. Then faults that containers make real: a paused (not dead) database, a worker
 * cut off from the network, a broker restart.
 */
(unavailable ? describe.skip : describe)('the Compose deployment, run on the images built here', () => {
  let sandbox: Sandbox;
  let deployment: ComposeDeployment;
  let client: ClusterClient;
  let drill: FaultDrill;
  const figures: string[] = [];
  const service = async (name: string) => (await deployment.containers(name))[0];

  beforeAll(async () => {
    sandbox = await startSandbox({ address: bridgeAddress(), logRequests: false });
    const port = await freePortRun(1, PORT_RANGES.compose);
    deployment = new ComposeDeployment(`tracklight-test-${randomBytes(4).toString('hex')}`, ['docker-compose.yml', 'deploy/compose/local.yml', 'test/containers/sandbox.compose.yml'], {
      TRACKLIGHT_PORT: String(port),
      POSTGRES_PASSWORD,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      SANDBOX_RESOLVER_RULES: sandbox.hostResolverRules,
    });
    const began = Date.now();
    await deployment.compose('up', '-d', '--scale', 'audit-runner=2');
    const upSeconds = (Date.now() - began) / 1000;
    await deployment.healthy(600_000);
    figures.push(`up -d returned in ${upSeconds.toFixed(1)} s, every container healthy ${((Date.now() - began) / 1000).toFixed(1)} s from the start`);
    client = new ClusterClient(`http://127.0.0.1:${port}`);
    await client.login(ADMIN.username, ADMIN.password);
    const databaseUrl = `postgres://postgres:${POSTGRES_PASSWORD}@${await deployment.addressOf(await service('postgres'))}:5432/tracklight`;
    drill = new FaultDrill(databaseUrl, client, (i) => scenarioById(SCENARIOS[i % SCENARIOS.length]).link(sandbox));
  }, 720_000);

  afterAll(async () => {
    const times = [...figures, ...(drill?.healTimes ?? [])];
    if (times.length > 0) process.stdout.write(`compose: ${times.join('; ')}\n`);
    await deployment?.saveLogs(LOG_DIR);
    const began = Date.now();
    await deployment?.down();
    process.stdout.write(`compose: down -v ${((Date.now() - began) / 1000).toFixed(1)} s\n`);
    await sandbox?.close();
  }, 180_000);

  it('serves the admin UI, audits sandbox links with the right verdicts, and serves each screenshot from either worker', async () => {
    const page = await fetch(client.url);
    expect({ status: page.status, html: (await page.text()).includes('<div id="root">') }).toEqual({ status: 200, html: true });
    const links = SCENARIOS.map((id) => scenarioById(id).link(sandbox));
    const batchId = await client.submit(links);
    const batch = await client.untilDone(batchId, 300_000);
    const workers = await Promise.all((await deployment.containers('audit-runner')).map((id) => deployment.addressOf(id)));
    expect(workers).toHaveLength(2);
    const served: string[] = [];
    for (const [index, id] of SCENARIOS.entries()) {
      const link = batch.batchLinks.find((candidate: { link: string }) => candidate.link === links[index]);
      const audit = await client.call(`/batches/${batchId}/audits/${link.auditId}`);
      const expected = scenarioById(id).expected.memoryCookieStatus;
      const why = audit.body.memoryCookieStatus === expected ? {} : { failReason: audit.body.failReason };
      expect({ id, status: audit.body.memoryCookieStatus, ...why }).toEqual({ id, status: expected });
      // Taken by one worker, kept in the object store: the gateway and both workers serve it.
      for (const screenshot of audit.body.screenshots as { id: string }[]) {
        for (const origin of [client.url, ...workers.map((address) => `http://${address}:3000`)]) {
          const image = await fetch(`${origin}/screenshots/${screenshot.id}.png`);
          served.push(`${image.status} ${image.headers.get('content-type')} ${Buffer.from(await image.arrayBuffer()).subarray(1, 4).toString()}`);
        }
      }
    }
    expect(served.length).toBeGreaterThanOrEqual(SCENARIOS.length * 3);
    expect(new Set(served)).toEqual(new Set(['200 image/png PNG']));
  }, 400_000);

  it('loses no audit when Postgres stalls mid-batch (every process stopped, not dead) and resumes', async () => {
    const postgres = await service('postgres');
    await drill.survives(
      'Postgres stalled 15 s',
      async () => {
        await deployment.signalAll(postgres, 'SIGSTOP');
        await new Promise((resolve) => setTimeout(resolve, 15_000));
        await deployment.signalAll(postgres, 'SIGCONT');
      },
      4,
    );
  }, 400_000);

  it('loses no audit when a worker is cut off from the network (Kafka, Redis, Postgres) mid-batch past its job lock, then reconnected', async () => {
    const [worker] = await deployment.containers('audit-runner');
    await drill.survives(
      'worker partitioned 20 s',
      async () => {
        await docker('network', 'disconnect', deployment.network, worker);
        await new Promise((resolve) => setTimeout(resolve, 20_000));
        // Back under its service name: the gateway finds the audit runners by it.
        await docker('network', 'connect', '--alias', 'audit-runner', deployment.network, worker);
      },
      4,
    );
  }, 400_000);

  it('loses no audit when the Kafka broker restarts mid-batch', async () => {
    const kafka = await service('kafka');
    await drill.survives('Kafka restart', () => docker('restart', '--time', '10', kafka).then(() => undefined), 4);
  }, 400_000);

  it('leaves every read model equal to a fresh replay of the store', async () => {
    // The operator's tool, run in a service's container with the deployment's own settings.
    const output = await docker('exec', await service('reporting'), 'node', 'dist/apps/all-in-one/verify-read-models.js').catch(
      // Exit 1 is a difference found (the result line says which) or a failure (no result line).
      (error: { code?: number; stdout?: string; stderr?: string }) => {
        if (error.code !== 1) throw error;
        return `${error.stdout ?? ''}${error.stderr ?? ''}`;
      },
    );
    const last = output.split('\n').findLast((line) => line.startsWith('{"checked"'));
    if (!last) throw new Error(`verify-read-models printed no result:\n${output}`);
    const result = JSON.parse(last);
    expect(result.differing).toEqual({});
    expect(result.checked).toBeGreaterThanOrEqual(15);
  }, 300_000);
});
