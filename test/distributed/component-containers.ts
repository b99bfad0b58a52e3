import { createWriteStream } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { GenericContainer, getContainerRuntimeClient, Wait, type StartedTestContainer } from 'testcontainers';

// testcontainers' reaper (Ryuk) is an image from Docker Hub, which no machine of this project can
// pull: the suite stops its own containers instead (and `docker ps` shows any a killed run left).
process.env.TESTCONTAINERS_RYUK_DISABLED ??= 'true';

/** The images `npm run images` builds (deploy/images/): the components as the deployments run them. */
export const COMPONENT_IMAGES = ['tracklight/postgres:local', 'tracklight/redis:local', 'tracklight/kafka:local'];

/**
 * One component the product processes on this host use (Postgres, Redis, the Kafka broker), in a
 * container of its deployed image, published on a host port the test chose, so that a fault
 * strikes it as it would in production and nothing the other suites use: a paused container
 * holds every connection and answers none, a restarted one keeps its disk.
 */
export class ComponentContainer {
  private constructor(private readonly started: StartedTestContainer) {}

  /** Started on `port`, its output (restarts included) kept in `logFile`: a failed run's evidence. */
  static async start(container: GenericContainer, port: number, containerPort: number, logFile: string): Promise<ComponentContainer> {
    const started = await container
      .withExposedPorts({ container: containerPort, host: port })
      .withLogConsumer((stream) => stream.pipe(createWriteStream(logFile, { flags: 'a' })))
      .start();
    return new ComponentContainer(started);
  }

  /** Freezes every process of the container (docker pause) for `ms`, then lets them go on. */
  async pauseFor(ms: number): Promise<void> {
    const { container } = await this.runtime();
    await container.pause();
    try {
      await sleep(ms);
    } finally {
      await container.unpause();
    }
  }

  /** Stopped and started again (its wait strategy passed again): what it kept is what its disk kept. */
  restart(): Promise<void> {
    return this.started.restart();
  }

  /** Stopped while `meanwhile` runs, then started again and ready: an outage of the component. */
  async downWhile<T>(meanwhile: () => Promise<T>): Promise<T> {
    const { client, container } = await this.runtime();
    await client.container.stop(container, { timeout: 10 });
    try {
      return await meanwhile();
    } finally {
      await this.started.restart();
    }
  }

  async exec(command: string[]): Promise<string> {
    const { exitCode, output } = await this.started.exec(command);
    if (exitCode !== 0) throw new Error(`${command.join(' ')} exited with ${exitCode}: ${output}`);
    return output;
  }

  async stop(): Promise<void> {
    await this.started.stop();
  }

  /** Docker's client and this container in it, for what testcontainers has no verb of its own. */
  private async runtime() {
    const client = await getContainerRuntimeClient();
    return { client, container: client.container.getById(this.started.getId()) };
  }
}

/** Postgres with one database and a password (the image's upstream-style set-up), room for a dozen processes' pools. */
export const startPostgres = async (port: number, database: string, password: string, logFile: string) => ({
  container: await ComponentContainer.start(
    new GenericContainer('tracklight/postgres:local')
      .withEnvironment({ POSTGRES_PASSWORD: password, POSTGRES_DB: database })
      .withCommand(['-c', 'max_connections=200'])
      .withWaitStrategy(Wait.forLogMessage('database system is ready to accept connections')),
    port,
    5432,
    logFile,
  ),
  url: `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
});

/** Redis keeping nothing on disk: a restart loses every queue, as in a deployment without persistence. */
export const startRedis = async (port: number, logFile: string) => ({
  container: await ComponentContainer.start(
    new GenericContainer('tracklight/redis:local')
      .withCommand(['redis-server', '--bind', '0.0.0.0', '--protected-mode', 'no', '--save', '', '--appendonly', 'no'])
      .withWaitStrategy(Wait.forLogMessage('Ready to accept connections')),
    port,
    6379,
    logFile,
  ),
  url: `redis://127.0.0.1:${port}`,
});

/**
 * One KRaft broker listening on the host port inside its container too, so the address it
 * advertises (127.0.0.1:port) is one it also answers on from within; ready once it has started.
 */
export const startKafka = async (port: number, logFile: string) => ({
  container: await ComponentContainer.start(
    new GenericContainer('tracklight/kafka:local')
      .withEnvironment({
        KAFKA_LISTENERS: `PLAINTEXT://:${port},CONTROLLER://:9093`,
        KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://127.0.0.1:${port}`,
        KAFKA_HEAP: '384m',
      })
      .withWaitStrategy(Wait.forLogMessage(/Kafka Server started|KafkaRaftServer.*started/))
      .withStartupTimeout(180_000),
    port,
    port,
    logFile,
  ),
  brokers: `127.0.0.1:${port}`,
});
