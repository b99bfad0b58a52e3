import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { stringify } from 'yaml';
import { METRIC_NAMES } from '@tracklight/metrics';

/**
 * The Kubernetes manifests of the distributed deployment, written from one description of the
 * services (`npm run k8s` writes deploy/k8s/tracklight.yaml; a test checks the file is current and
 * every object valid against Kubernetes' schemas). One product image; the command picks the service.
 */
const IMAGE = 'tracklight/tracklight:0.1.0';
const PART_OF = { 'app.kubernetes.io/part-of': 'tracklight' };

interface ServiceShape {
  name: string;
  replicas: number;
  cpu: string;
  memory: string;
  memoryLimit: string;
  /** Settings of this service only (the gateway's service addresses, batches' auth address, the workers' concurrency). */
  env?: Record<string, string>;
  /** The gateway is the one Service reachable from outside the cluster. */
  exposed?: boolean;
}

const SERVICES: ServiceShape[] = [
  { name: 'auth', replicas: 2, cpu: '100m', memory: '256Mi', memoryLimit: '512Mi' },
  { name: 'cms', replicas: 2, cpu: '100m', memory: '256Mi', memoryLimit: '512Mi' },
  // Reserves company quotas by asking auth's own processes (its Service balances them).
  { name: 'batches', replicas: 2, cpu: '100m', memory: '256Mi', memoryLimit: '512Mi', env: { AUTH_INTERNAL_URL: 'http://auth:3000' } },
  { name: 'reporting', replicas: 2, cpu: '250m', memory: '512Mi', memoryLimit: '1Gi' },
  // Chromium: about one core and 600 MiB per concurrent audit.
  { name: 'audit-runner', replicas: 2, cpu: '1500m', memory: '1536Mi', memoryLimit: '3Gi', env: { AUDIT_CONCURRENCY: '2' } },
  {
    name: 'gateway',
    replicas: 2,
    cpu: '100m',
    memory: '128Mi',
    memoryLimit: '256Mi',
    exposed: true,
    env: Object.fromEntries(['auth', 'batches', 'cms', 'reporting', 'audit-runner'].map((name) => [`${name.toUpperCase().replace('-', '_')}_URL`, `http://${name}:3000`])),
  },
];

/**
 * Chromium's sandbox needs user namespaces, which the runtime's default seccomp profile refuses:
 * deploy/images/tracklight/seccomp-chromium.json, installed on each node under the kubelet's
 * seccomp folder, allows them and still refuses mounts, modules, keyrings and bpf.
 */
const CHROMIUM_SECCOMP = { seccompProfile: { type: 'Localhost', localhostProfile: 'profiles/tracklight-chromium.json' } };

const labels = (name: string) => ({ 'app.kubernetes.io/name': name, ...PART_OF });

const configMap = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'tracklight', labels: PART_OF },
  data: {
    REDIS_URL: 'redis://redis:6379',
    KAFKA_BROKERS: 'kafka-0.kafka:9092,kafka-1.kafka:9092,kafka-2.kafka:9092',
    // Three brokers: each topic on three; six partitions let six consumer processes share one.
    KAFKA_REPLICATION_FACTOR: '3',
    KAFKA_TOPIC_PARTITIONS: '6',
    S3_BUCKET: 'tracklight',
    S3_REGION: 'eu-west-1',
    LOG_LEVEL: 'info',
  },
};

/** Placeholders: replace them, or create the Secret from a vault, before applying. */
const secret = {
  apiVersion: 'v1',
  kind: 'Secret',
  metadata: { name: 'tracklight', labels: PART_OF },
  type: 'Opaque',
  stringData: {
    DATABASE_URL: 'postgres://tracklight:change-me@postgres:5432/tracklight',
    JWT_SECRET: 'change-me-to-a-long-random-secret-of-32-characters-or-more',
    WEBHOOK_SIGNING_SECRET: 'change-me-to-another-long-random-secret-of-32-characters',
    S3_ACCESS_KEY_ID: 'change-me',
    S3_SECRET_ACCESS_KEY: 'change-me',
  },
};

const deployment = (service: ServiceShape) => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: service.name, labels: labels(service.name) },
  spec: {
    replicas: service.replicas,
    selector: { matchLabels: { 'app.kubernetes.io/name': service.name } },
    template: {
      metadata: { labels: labels(service.name) },
      spec: {
        securityContext: { runAsNonRoot: true, runAsUser: 10001, runAsGroup: 10001 },
        // The product stops taking work on SIGTERM and finishes or hands back what it holds.
        terminationGracePeriodSeconds: service.name === 'audit-runner' ? 90 : 30,
        containers: [
          {
            name: service.name,
            image: IMAGE,
            command: ['node', `dist/apps/${service.name}/main.js`],
            ports: [{ name: 'http', containerPort: 3000 }],
            envFrom: [{ configMapRef: { name: 'tracklight' } }, { secretRef: { name: 'tracklight' } }],
            ...(service.env ? { env: Object.entries(service.env).map(([name, value]) => ({ name, value })) } : {}),
            // A service is ready with its database, Redis, Kafka, bucket and read models; the gateway
            // whenever it answers (its own /health/ready says whether every service is).
            readinessProbe: { httpGet: { path: service.exposed ? '/health/live' : '/health/ready', port: 'http' }, periodSeconds: 5, timeoutSeconds: 4 },
            livenessProbe: { httpGet: { path: '/health/live', port: 'http' }, periodSeconds: 10, failureThreshold: 3 },
            startupProbe: { httpGet: { path: '/health/live', port: 'http' }, periodSeconds: 2, failureThreshold: 60 },
            resources: { requests: { cpu: service.cpu, memory: service.memory }, limits: { memory: service.memoryLimit } },
            ...(service.name === 'audit-runner' ? { securityContext: CHROMIUM_SECCOMP } : {}),
          },
        ],
      },
    },
  },
});

const kubeService = (service: ServiceShape) => ({
  apiVersion: 'v1',
  kind: 'Service',
  metadata: { name: service.name, labels: labels(service.name) },
  spec: {
    type: service.exposed ? 'LoadBalancer' : 'ClusterIP',
    selector: { 'app.kubernetes.io/name': service.name },
    ports: [{ name: 'http', port: service.exposed ? 80 : 3000, targetPort: 'http' }],
  },
});

/**
 * A node drained for maintenance or an upgrade takes down at most one process of a service at a
 * time: the other keeps serving its API and read models (and, for the audit runners, taking
 * audits while the drained one hands its own back on SIGTERM).
 */
const disruptionBudget = (service: ServiceShape) => ({
  apiVersion: 'policy/v1',
  kind: 'PodDisruptionBudget',
  metadata: { name: service.name, labels: labels(service.name) },
  spec: { maxUnavailable: 1, selector: { matchLabels: { 'app.kubernetes.io/name': service.name } } },
});

/**
 * More audit workers while links wait. The metric is the audit queues' waiting jobs, which every
 * audit-runner serves on /metrics (libs/metrics, read from Redis at each scrape), published to
 * the external metrics API by prometheus-adapter (ADAPTER_RULE below). Every replica reads the same
 * queues, so the adapter's query takes one replica's figure per queue (max), not their sum.
 */
const auditRunnerAutoscaler = {
  apiVersion: 'autoscaling/v2',
  kind: 'HorizontalPodAutoscaler',
  metadata: { name: 'audit-runner', labels: labels('audit-runner') },
  spec: {
    scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'audit-runner' },
    minReplicas: 2,
    maxReplicas: 20,
    metrics: [
      {
        type: 'External',
        external: {
          metric: { name: METRIC_NAMES.queueWaiting },
          // About ten waiting links per worker (two at a time, a few seconds each).
          target: { type: 'AverageValue', averageValue: '10' },
        },
      },
    ],
  },
};

/**
 * prometheus-adapter's rule that serves the autoscaler's metric on the external metrics API
 * (prometheus-adapter rather than KEDA: it reads the figure the product already serves, so the
 * scaler needs no Redis access of its own and sees the same number as the dashboards). The adapter
 * reads this file as its --config (its Helm chart takes the rule as rules.external). Every replica
 * reports the same queues, so the figure is each queue's max across replicas, summed over queues.
 */
export const ADAPTER_RULE = {
  seriesQuery: `{__name__="${METRIC_NAMES.queueWaiting}",namespace!=""}`,
  resources: { overrides: { namespace: { resource: 'namespace' } } },
  name: { as: METRIC_NAMES.queueWaiting },
  metricsQuery: 'sum(max by (queue) (<<.Series>>{<<.LabelMatchers>>}))',
};

const prometheusAdapterConfig = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'tracklight-prometheus-adapter', labels: PART_OF },
  data: { 'config.yaml': stringify({ externalRules: [ADAPTER_RULE] }) },
};

export const manifests = (): Record<string, unknown>[] => [
  configMap,
  secret,
  ...SERVICES.flatMap((service) => [deployment(service), kubeService(service), disruptionBudget(service)]),
  auditRunnerAutoscaler,
  prometheusAdapterConfig,
];

/** From the repository root, where npm runs scripts and jest runs tests. */
export const MANIFEST_FILE = resolve('deploy/k8s/tracklight.yaml');

export const renderManifests = (): string =>
  `# Written by \`npm run k8s\` from deploy/k8s/render.ts: edit that, not this file.\n${manifests()
    .map((manifest) => stringify(manifest))
    .join('---\n')}`;

if (require.main === module) writeFileSync(MANIFEST_FILE, renderManifests());
