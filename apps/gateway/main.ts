import { createServer } from 'node:http';
import { AccessTokens } from '@tracklight/access';
import { collectProcessMetrics } from '@tracklight/metrics';
import { outlastClientsIdleConnections } from '@tracklight/platform';
import { createGatewayApp, discover, discoverServices, LiveServiceMap, loadGatewaySettings, serviceAddresses } from '../../services/gateway/src';

const say = (message: string) => process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), name: 'gateway', msg: message })}\n`);

/** The gateway alone (distributed mode): `node dist/apps/gateway/main.js`. */
const start = async () => {
  const settings = loadGatewaySettings();
  collectProcessMetrics();
  const services = serviceAddresses(settings);
  const tokens = new AccessTokens(settings.JWT_SECRET);
  const map = new LiveServiceMap(await discoverServices(services, tokens, settings.GATEWAY_START_TIMEOUT_MS, say), {
    rediscover: () => discover(services, tokens),
    everyMs: settings.GATEWAY_REFRESH_MS,
    say,
  });
  const { app, stop } = await createGatewayApp(services, map, tokens);
  const server = createServer(app);
  outlastClientsIdleConnections(server);
  await new Promise<void>((resolve) => server.listen(settings.PORT, settings.HOST, resolve));
  say(`gateway listening on ${settings.HOST}:${settings.PORT} in front of ${services.map((service) => `${service.name} (${service.replicas.urls.join(', ')})`).join(', ')}`);
  const shutdown = () => {
    server.close();
    void stop().then(() => process.exit(0));
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
};

start().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
