import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The five services, each its own process, in the order they are started. */
export const SERVICES = ['auth', 'cms', 'batches', 'reporting', 'audit-runner'] as const;
export type ServiceName = (typeof SERVICES)[number];

export interface ClusterOptions {
  /** The compiled tree (`npm run build`): `<dist>/services/<name>/src/main.js`. */
  dist: string;
  /** Settings every process shares: DATABASE_URL, REDIS_URL, KAFKA_BROKERS, JWT_SECRET, DATA_DIR... */
  env: Record<string, string>;
  /** The gateway's port; the services take the ports after it. */
  port: number;
  /** Audit-runner processes (the first also serves the audit runner's API). */
  workers: number;
  /** Where each process's output goes, one file per process. */
  logDir: string;
}

export interface ClusterProcess {
  name: string;
  port: number;
  /** Settings of this process beyond the cluster's (the gateway's service addresses). */
  env: Record<string, string>;
  child: ChildProcess;
}

/**
 * Starts the services as separate processes and the gateway in front of them (`npm run cluster`,
 * and the distributed tests): one origin on `port`, every process on the same Postgres, Redis and
 * Kafka. Processes can be killed and started again by name.
 */
export class Cluster {
  readonly processes = new Map<string, ClusterProcess>();

  constructor(private readonly options: ClusterOptions) {}

  get url(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  /** Every process, started together as a deployment would (migrations take turns under a lock). */
  start(): void {
    const services = [...SERVICES.filter((name) => name !== 'audit-runner'), ...Array.from({ length: this.options.workers }, (_, i) => `audit-runner-${i + 1}`)];
    services.forEach((name, index) => this.startProcess(name, this.options.port + 1 + index));
    const url = (name: string) => `http://127.0.0.1:${this.processes.get(name)!.port}`;
    this.startProcess('gateway', this.options.port, {
      AUTH_URL: url('auth'),
      BATCHES_URL: url('batches'),
      CMS_URL: url('cms'),
      REPORTING_URL: url('reporting'),
      AUDIT_RUNNER_URL: url('audit-runner-1'),
    });
  }

  /** Starts one process by name on its port; started again, it keeps its port and settings. */
  startProcess(name: string, port = this.processes.get(name)?.port ?? this.options.port, extraEnv = this.processes.get(name)?.env ?? {}): ClusterProcess {
    const service = name.startsWith('audit-runner') ? 'audit-runner' : name;
    mkdirSync(this.options.logDir, { recursive: true });
    const log = createWriteStream(join(this.options.logDir, `${name}.log`), { flags: 'a' });
    const child = spawn(process.execPath, [join(this.options.dist, 'services', service, 'src', 'main.js')], {
      env: { ...process.env, ...this.options.env, ...extraEnv, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    const started = { name, port, env: extraEnv, child };
    this.processes.set(name, started);
    return started;
  }

  /** Sends a signal to one process and waits for it to exit. */
  async signal(name: string, signal: NodeJS.Signals): Promise<number | null> {
    const { child } = this.processes.get(name)!;
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill(signal);
    return exited;
  }

  /** Waits until the gateway says every service is ready, or says which were not. */
  async ready(timeoutMs = 180_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let last = 'no answer';
    while (Date.now() < deadline) {
      const exited = [...this.processes.values()].find((process) => process.child.exitCode !== null);
      if (exited) throw new Error(`${exited.name} exited with ${exited.child.exitCode}; its log ends:\n${this.logTail(exited.name)}`);
      const response = await fetch(`${this.url}/health/ready`).catch(() => null);
      if (response?.ok) return;
      last = response ? await response.text() : 'no answer';
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the cluster was not ready in ${timeoutMs} ms: ${last}`);
  }

  /** The last lines a process wrote, for the reader of a failure. */
  logTail(name: string, lines = 15): string {
    const file = join(this.options.logDir, `${name}.log`);
    return existsSync(file) ? readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '(no log)';
  }

  /** SIGTERM to every process, then waits for all to exit. */
  async stop(): Promise<void> {
    await Promise.all([...this.processes.keys()].map((name) => this.signal(name, 'SIGTERM')));
  }

  /** Every process started again on its port and settings (after stop()). */
  restart(): void {
    for (const name of this.processes.keys()) this.startProcess(name);
  }
}
