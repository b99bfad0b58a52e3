import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parse } from 'yaml';

const ROOT = join(__dirname, '../..');
type ComposeService = { image: string; command?: string[]; environment?: Record<string, string>; healthcheck?: unknown; depends_on?: Record<string, { condition: string }> };
const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
const local = parse(readFileSync(join(ROOT, 'deploy/compose/local.yml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
const productImage = readFileSync(join(ROOT, 'deploy/images/tracklight/Dockerfile'), 'utf8');

const SERVICES = ['auth', 'cms', 'batches', 'reporting', 'audit-runner'];
const services = Object.entries(compose.services);
const product = services.filter(([, service]) => service.image.startsWith('tracklight/tracklight'));

/** docker-compose.yml, read as Compose reads it (anchors and merge keys resolved). */
describe('the Compose deployment', () => {
  it('runs each of the five services as its own process, and the gateway on the published port', () => {
    expect(product.map(([name]) => name).sort()).toEqual([...SERVICES, 'gateway'].sort());
    for (const [name, service] of product) {
      expect(service.command).toEqual(['node', `dist/apps/${name}/main.js`]);
    }
  });

  it('gives every container a health check: its own, or the product image’s /health/live', () => {
    for (const [name, service] of services) {
      if (service.image.startsWith('tracklight/tracklight')) expect({ name, image: productImage }).toEqual({ name, image: expect.stringContaining('/health/live') });
      else expect({ name, healthcheck: service.healthcheck }).toEqual({ name, healthcheck: expect.objectContaining({ test: expect.any(Array) }) });
    }
  });

  it('gives every service the database, Redis, Kafka, the shared secret and the object store, and waits for them to be healthy', () => {
    for (const name of SERVICES) {
      const service = compose.services[name];
      expect(Object.keys(service.environment!)).toEqual(expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'KAFKA_BROKERS', 'JWT_SECRET', 'S3_BUCKET', 'S3_ENDPOINT']));
      expect(service.environment!.S3_ENDPOINT).toBe('http://object-store:9000');
      for (const dependency of ['postgres', 'redis', 'kafka', 'object-store']) expect(service.depends_on?.[dependency]).toEqual({ condition: 'service_healthy' });
    }
  });

  it('points the gateway at every service by its Compose name, with the services’ token secret', () => {
    const gateway = compose.services.gateway;
    for (const name of SERVICES) {
      expect(gateway.environment![`${name.toUpperCase().replace('-', '_')}_URL`]).toBe(`http://${name}:3000`);
      expect(gateway.depends_on?.[name]).toEqual({ condition: 'service_healthy' });
    }
    expect(gateway.environment!.JWT_SECRET).toBe(compose.services.auth.environment!.JWT_SECRET);
  });

  it('builds the product image from everything `npm run build` compiles (tsconfig.build.json)', () => {
    const build = JSON.parse(readFileSync(join(ROOT, 'tsconfig.build.json'), 'utf8')) as { include: string[] };
    const copied = [...productImage.matchAll(/^COPY (\S+) \S+$/gm)].map((match) => match[1]);
    expect(build.include.filter((path) => !copied.includes(path))).toEqual([]);
  });

  it('copies into the product image what the single files `npm run build` compiles import beside them', () => {
    const build = JSON.parse(readFileSync(join(ROOT, 'tsconfig.build.json'), 'utf8')) as { include: string[] };
    const copied = [...productImage.matchAll(/^COPY (\S+) \S+$/gm)].map((match) => match[1]);
    const isCopied = (path: string) => copied.some((source) => [source, source.replace(/\.ts$/, '')].includes(path) || path.startsWith(`${source}/`));
    const importsOf = (file: string) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((match) => posix.join(posix.dirname(file), match[1]));
    const files = build.include.filter((path) => path.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap(importsOf).filter((path) => !isCopied(path))).toEqual([]);
  });

  it('has a local override for every service, on the images built here', () => {
    expect(Object.keys(local.services).sort()).toEqual(Object.keys(compose.services).sort());
    for (const service of Object.values(local.services)) expect(service.image).toMatch(/^tracklight\//);
  });
});
