import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import { ProductMetrics } from '@tracklight/metrics';
import { parse } from 'yaml';
import { ADAPTER_RULE, manifests, MANIFEST_FILE, renderManifests } from '../../deploy/k8s/render';

type Probe = { httpGet: { path: string } };
type Container = { command: string[]; livenessProbe: Probe; readinessProbe: Probe; resources: { requests: Record<string, string> }; envFrom: unknown[] };
type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec?: {
    replicas?: unknown;
    template?: { spec: { containers: Container[] } };
    scaleTargetRef?: unknown;
    metrics?: { external: { metric: { name: string } } }[];
  };
};

/**
 * Each object checked against Kubernetes' own JSON schemas (kubernetes-models' validators). The
 * package is an ES module, which jest's CommonJS runtime cannot load: Node runs the check.
 */
const schemaErrors = (objects: Manifest[]): string[] => {
  const script = `
    const objects = JSON.parse(process.argv[1]);
    const errors = [];
    for (const object of objects) {
      const models = await import('kubernetes-models/' + object.apiVersion);
      try { new models[object.kind](object).validate(); } catch (error) { errors.push(object.kind + ' ' + object.metadata.name + ': ' + error.message); }
    }
    console.log(JSON.stringify(errors));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(objects)], { encoding: 'utf8' }));
};

describe('the Kubernetes manifests (deploy/k8s)', () => {
  const objects = manifests() as Manifest[];
  const deployments = objects.filter((object) => object.kind === 'Deployment');

  it('are current: deploy/k8s/tracklight.yaml is what render.ts writes (npm run k8s)', () => {
    expect(readFileSync(MANIFEST_FILE, 'utf8')).toBe(renderManifests());
    expect(parseAllDocuments(readFileSync(MANIFEST_FILE, 'utf8')).map((document) => document.toJS())).toEqual(objects);
  });

  it("are valid against Kubernetes' schemas, and an invalid object is caught", () => {
    expect(schemaErrors(objects)).toEqual([]);
    const broken = { ...deployments[0], spec: { ...deployments[0].spec, replicas: 'two' } };
    expect(schemaErrors([broken as Manifest])).toEqual([expect.stringContaining('Deployment auth')]);
  });

  it('run every service and the gateway, each with probes, resource requests and the shared settings and secrets', () => {
    expect(deployments.map((deployment) => deployment.metadata.name)).toEqual(['auth', 'cms', 'batches', 'reporting', 'audit-runner', 'gateway']);
    for (const deployment of deployments) {
      const [container] = deployment.spec!.template!.spec.containers;
      expect(container.command).toEqual(['node', `dist/apps/${deployment.metadata.name}/main.js`]);
      expect(container.livenessProbe.httpGet.path).toBe('/health/live');
      expect(container.readinessProbe.httpGet.path).toMatch(/^\/health\/(ready|live)$/);
      expect(container.resources.requests).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
      expect(container.envFrom).toEqual([{ configMapRef: { name: 'tracklight' } }, { secretRef: { name: 'tracklight' } }]);
    }
    const secret = objects.find((object) => object.kind === 'Secret') as unknown as { stringData: Record<string, string> };
    expect(Object.keys(secret.stringData)).toEqual(expect.arrayContaining(['JWT_SECRET', 'DATABASE_URL', 'S3_SECRET_ACCESS_KEY']));
  });

  it('let a drain take down one process of a service at a time, each service running two or more', () => {
    const budgets = objects.filter((object) => object.kind === 'PodDisruptionBudget') as unknown as { metadata: { name: string }; spec: { maxUnavailable: number; selector: { matchLabels: Record<string, string> } } }[];
    expect(budgets.map((budget) => budget.metadata.name)).toEqual(deployments.map((deployment) => deployment.metadata.name));
    for (const budget of budgets) {
      expect(budget.spec).toEqual({ maxUnavailable: 1, selector: { matchLabels: { 'app.kubernetes.io/name': budget.metadata.name } } });
      const replicas = deployments.find((deployment) => deployment.metadata.name === budget.metadata.name)!.spec!.replicas as number;
      expect(replicas).toBeGreaterThanOrEqual(2);
    }
  });

  it('scale the audit workers on a metric the product serves on /metrics, through prometheus-adapter', () => {
    const autoscaler = objects.find((object) => object.kind === 'HorizontalPodAutoscaler')!;
    expect(autoscaler.spec!.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'audit-runner' });
    // Read from the manifest as written, checked against the registry every process serves.
    const [named] = parseAllDocuments(readFileSync(MANIFEST_FILE, 'utf8'))
      .map((document) => document.toJS() as Manifest)
      .filter((object) => object.kind === 'HorizontalPodAutoscaler')
      .map((object) => object.spec!.metrics![0].external.metric.name);
    const registered = new ProductMetrics().registry.getMetricsAsArray().map((metric) => metric.name);
    expect(registered).toContain(named);
    // prometheus-adapter serves that name from the same series, each queue counted once however many replicas report it.
    const adapter = objects.find((object) => object.metadata.name === 'tracklight-prometheus-adapter') as unknown as { data: Record<string, string> };
    expect(parse(adapter.data['config.yaml'])).toEqual({ externalRules: [ADAPTER_RULE] });
    expect(ADAPTER_RULE.name.as).toBe(named);
    expect(ADAPTER_RULE.seriesQuery).toContain(`__name__="${named}"`);
    expect(ADAPTER_RULE.metricsQuery).toMatch(/max by \(queue\)/);
  });
});
