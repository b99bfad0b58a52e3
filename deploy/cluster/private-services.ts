import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** From the repository root, where npm runs scripts and jest runs tests. */
const KAFKA_SCRIPT = resolve('deploy/kafka/kafka.sh');

/**
 * A Kafka broker of the suite's own (deploy/kafka/kafka.sh on its own port and data directory,
 * the machine's jars): the fault tests restart it, which they must not do to the broker that
 * other suites running beside them use.
 */
export class PrivateKafka {
  constructor(
    readonly port: number,
    private readonly runDir: string,
  ) {}

  get brokers(): string {
    return `127.0.0.1:${this.port}`;
  }

  private command(action: 'start' | 'stop') {
    return run('bash', [KAFKA_SCRIPT, action], {
      env: { ...process.env, KAFKA_PORT: String(this.port), KAFKA_RUN_DIR: this.runDir, KAFKA_HEAP: '384m' },
      timeout: 180_000,
    });
  }

  start = () => this.command('start');
  stop = () => this.command('stop');
}

/** A Redis server of the suite's own, keeping nothing on disk: a restart loses every queue, as in production without persistence. */
export class PrivateRedis {
  private child: ChildProcess | null = null;

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const { stdout } = await run('redis-cli', ['-p', String(this.port), 'ping']).catch(() => ({ stdout: '' }));
      if (stdout.trim() === 'PONG') return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`redis-server did not answer on ${this.port}`);
  }

  async flush(): Promise<void> {
    await run('redis-cli', ['-p', String(this.port), 'flushall']);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
