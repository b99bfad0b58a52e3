import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = join(__dirname, '../..');

/** The images `npm run images` builds, which the Compose files name through deploy/compose/local.yml. */
export const LOCAL_IMAGES = [
  'tracklight/tracklight:latest',
  'tracklight/postgres:local',
  'tracklight/redis:local',
  'tracklight/kafka:local',
  'tracklight/object-store:local',
];

/** Runs `docker` with `args`; its standard output, trimmed. */
export const docker = async (...args: string[]): Promise<string> => (await run('docker', args, { maxBuffer: 64 * 1024 * 1024 })).stdout.trim();

/**
 * Why the container tests cannot run here, or null when they can: no Docker engine, or not the
 * `images` they use.
 * Asked once as the test file loads (jest decides then which tests run). The CI script starts
 * dockerd and builds the images first; where dockerd could not start, it says why in
 * CONTAINERS_UNAVAILABLE.
 */
export const containersUnavailable = (images: readonly string[] = LOCAL_IMAGES): string | null => {
  if (process.env.CONTAINERS_UNAVAILABLE) return process.env.CONTAINERS_UNAVAILABLE;
  const answers = (...args: string[]) => {
    try {
      execFileSync('docker', args, { stdio: 'ignore', timeout: 30_000 });
      return true;
    } catch {
      return false;
    }
  };
  if (!answers('info')) return 'no Docker engine answers (as root: apt-get install -y docker.io docker-compose debootstrap, then dockerd &)';
  const missing = images.filter((image) => !answers('image', 'inspect', image));
  return missing.length > 0 ? `the images ${missing.join(', ')} are missing (npm run images)` : null;
};

/**
 * The address containers reach this host on: Docker's default bridge (docker0). A container on a
 * Compose network routes to it through its own gateway, and the host answers for it. (Docker
 * leaves the default bridge's gateway out of `docker network inspect`.)
 */
export const bridgeAddress = (): string => {
  // From iproute2, not os.networkInterfaces(): libuv leaves out an interface with no carrier, as
  // docker0 is while no container sits on the default bridge.
  const address = /inet (\S+)\//.exec(execFileSync('ip', ['-4', '-o', 'addr', 'show', 'docker0'], { encoding: 'utf8' }))?.[1];
  if (!address) throw new Error('Docker made no docker0 bridge here, so the containers cannot reach the sandbox');
  return address;
};

/**
 * docker-compose.yml on the images built here (deploy/compose/local.yml) and the test's own
 * override, as one Compose project of its own: its own network, volumes and containers, all
 * removed by `down`. docker-compose 1.29, Debian's (the v2 plugin cannot be installed here).
 */
export class ComposeDeployment {
  constructor(
    readonly project: string,
    private readonly files: string[],
    /** What the Compose files read from the environment (ports, passwords, the sandbox's address). */
    private readonly env: Record<string, string>,
  ) {}

  compose(...args: string[]): Promise<string> {
    const fileArgs = this.files.flatMap((file) => ['-f', file]);
    return run('docker-compose', ['--ansi', 'never', '-p', this.project, ...fileArgs, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...this.env },
      maxBuffer: 64 * 1024 * 1024,
    }).then(({ stdout }) => stdout.trim());
  }

  /** The ids of a service's containers, or of every container of the project. */
  async containers(service?: string): Promise<string[]> {
    return (await this.compose('ps', '-q', ...(service ? [service] : []))).split('\n').filter(Boolean);
  }

  get network(): string {
    return `${this.project}_default`;
  }

  /** A container's address on the project's network (the host reaches it directly). */
  async addressOf(container: string): Promise<string> {
    return docker('inspect', '--format', `{{(index .NetworkSettings.Networks "${this.network}").IPAddress}}`, container);
  }

  /** Waits until every container of the project is running and healthy; the seconds it took. */
  async healthy(limitMs: number): Promise<number> {
    const began = Date.now();
    for (;;) {
      const ids = await this.containers();
      const states = ids.length === 0 ? [] : (await docker('inspect', '--format', '{{.Name}} {{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{else}}healthy{{end}}', ...ids)).split('\n');
      if (states.length > 0 && states.every((line) => line.endsWith(' running healthy'))) return (Date.now() - began) / 1000;
      const stopped = states.filter((line) => !line.includes(' running '));
      if (stopped.length > 0 || Date.now() - began > limitMs) {
        throw new Error(`the deployment is not healthy after ${((Date.now() - began) / 1000).toFixed(0)} s: ${states.join('; ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }

  /**
   * Stops (SIGSTOP) or resumes (SIGCONT) every process of a container: a stalled server, whose
   * connections stay open and unanswered. `docker pause` would do the same through the cgroup
   * freezer, which cannot freeze here ("unable to freeze"); the first process goes first, so it
   * starts no new one meanwhile. A process that ended after the listing (a Postgres backend whose
   * client left) needs no signal; one started before its parent stopped is found by listing again.
   */
  async signalAll(container: string, signal: 'SIGSTOP' | 'SIGCONT'): Promise<void> {
    const signalled = new Set<number>();
    for (;;) {
      const listed = (await docker('top', container, '-eo', 'pid')).split('\n').slice(1).map(Number).filter(Boolean);
      const fresh = listed.filter((pid) => !signalled.has(pid));
      if (fresh.length === 0) return;
      for (const pid of fresh) {
        signalled.add(pid);
        try {
          process.kill(pid, signal);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
        }
      }
    }
  }

  /** Every container's log, written under `dir` for a failure's reader. */
  async saveLogs(dir: string): Promise<void> {
    mkdirSync(dir, { recursive: true });
    for (const id of await this.containers().catch(() => [])) {
      const name = (await docker('inspect', '--format', '{{.Name}}', id)).replace(/^\//, '');
      const { stdout, stderr } = await run('docker', ['logs', id], { maxBuffer: 64 * 1024 * 1024 }).catch(() => ({ stdout: '', stderr: '' }));
      writeFileSync(join(dir, `${name}.log`), `${stdout}${stderr}`);
    }
  }

  /** Stops and removes every container, the network and the volumes. */
  down(): Promise<string> {
    return this.compose('down', '-v', '--remove-orphans', '--timeout', '20');
  }
}
