import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The five services, each its own process, in the order they are started. */
export const SERVICES = ['auth', 'cms', 'batches', 'reporting', 'audit-runner'] as const;
export type ServiceName = (typeof SERVICES)[number];

export interface ClusterOptions {
  /** The compiled tree (`npm run build`): `<dist>/apps/<name>/main.js`. */
  dist: string;
  /** Settings every process shares: DATABASE_URL, REDIS_URL, KAFKA_BROKERS, JWT_SECRET, DATA_DIR... */
  env: Record<string, string>;
  /** The gateway's port; the services take the ports after it. */
  port: number;
  /**
   * Processes per service (1 when not given). A service with several is named `<service>-1`,
   * `<service>-2`...; each serves its API behind the gateway in turn and runs its projections,
   * taking turns on each read model's checkpoint (the audit runner's also take audits).
   */
  replicas: Partial<Record<ServiceName, number>>;
  /** Where each process's output goes, one file per process. */
  logDir: string;
  /**
   * Each process gets a DATA_DIR of its own (a folder per process under the shared one), as on
   * separate machines: files then cross only through shared storage (S3_BUCKET).
   */
  separateDisks?: boolean;
}

export interface ClusterProcess {
  name: string;
  port: number;
  /** Settings of this process beyond the cluster's (the gateway's service addresses, batches' auth address). */
  env: Record<string, string>;
  child: ChildProcess;
}

/** The processes of one service: its name alone, or `<service>-1`, `<service>-2`... when several. */
const processNames = (replicas: Partial<Record<ServiceName, number>>, service: ServiceName): string[] => {
  const count = replicas[service] ?? 1;
  return count === 1 ? [service] : Array.from({ length: count }, (_, i) => `${service}-${i + 1}`);
};

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
    const namesOf = (service: ServiceName) => processNames(this.options.replicas, service);
    const ports = new Map(SERVICES.flatMap(namesOf).map((name, index) => [name, this.options.port + 1 + index]));
    const urlsOf = (service: ServiceName) => namesOf(service).map((name) => `http://127.0.0.1:${ports.get(name)!}`).join(',');
    // Batches reserves quotas by asking auth's processes (in turn, as the gateway does).
    const settingsOf = (service: string): Record<string, string> => (service === 'batches' ? { AUTH_INTERNAL_URL: urlsOf('auth') } : {});
    for (const [name, port] of ports) this.startProcess(name, port, settingsOf(name.replace(/-\d+$/, '')));
    // The gateway asks every process of a service in turn: AUTH_URL, ..., AUDIT_RUNNER_URL.
    const addresses = SERVICES.map((service) => [`${service.toUpperCase().replace('-', '_')}_URL`, urlsOf(service)]);
    this.startProcess('gateway', this.options.port, Object.fromEntries(addresses));
  }

  /** How many processes `start()` runs besides the gateway. */
  static processCount(replicas: Partial<Record<ServiceName, number>>): number {
    return SERVICES.flatMap((service) => processNames(replicas, service)).length;
  }

  /** Starts one process by name on its port; started again, it keeps its port and settings. */
  startProcess(name: string, port = this.processes.get(name)?.port ?? this.options.port, extraEnv = this.processes.get(name)?.env ?? {}): ClusterProcess {
    const service = name.replace(/-\d+$/, '');
    mkdirSync(this.options.logDir, { recursive: true });
    const log = createWriteStream(join(this.options.logDir, `${name}.log`), { flags: 'a' });
    const child = spawn(process.execPath, [join(this.options.dist, 'apps', service, 'main.js')], {
      env: { ...process.env, ...this.options.env, ...this.dataDirOf(name), ...extraEnv, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    const started = { name, port, env: extraEnv, child };
    this.processes.set(name, started);
    return started;
  }

  private dataDirOf(name: string): Record<string, string> {
    const shared = this.options.env.DATA_DIR;
    return this.options.separateDisks && shared ? { DATA_DIR: join(shared, name) } : {};
  }

  /** Sends a signal to one process and waits for it to exit. */
  async signal(name: string, signal: NodeJS.Signals): Promise<number | null> {
    const { child } = this.processes.get(name)!;
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill(signal);
    return exited;
  }

  /** Freezes a process as a stalled machine would (SIGSTOP): it holds its connections and locks. */
  pause(name: string): void {
    this.processes.get(name)!.child.kill('SIGSTOP');
  }

  /** Lets a paused process go on where it stopped (SIGCONT). */
  resume(name: string): void {
    this.processes.get(name)!.child.kill('SIGCONT');
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

  /** Waits until one process answers /health/live (it has started), or says how it ended. */
  async live(name: string, timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const { child, port } = this.processes.get(name)!;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}; its log ends:\n${this.logTail(name)}`);
      const response = await fetch(`http://127.0.0.1:${port}/health/live`).catch(() => null);
      if (response?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`${name} did not start in ${timeoutMs} ms; its log ends:\n${this.logTail(name)}`);
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
