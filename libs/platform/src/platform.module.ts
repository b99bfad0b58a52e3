import { Global, Inject, Module, type DynamicModule, type MiddlewareConsumer, type NestModule, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import cors from 'cors';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { GraphQLModule } from '@nestjs/graphql';
import { CqrsModule } from '@nestjs/cqrs';
import { TerminusModule } from '@nestjs/terminus';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { logRedaction, redactUrl } from './log-redaction';
import { DataSource } from 'typeorm';
import type { Settings } from '@tracklight/config';
import { EventStore } from '@tracklight/event-store';
import { EVENT_TRANSPORT, type EventTransport } from '@tracklight/messaging';
import { ProductMetrics, timeHttpRequests } from '@tracklight/metrics';
import { openReadModels, PLATFORM_ENTITIES, PLATFORM_MIGRATIONS } from '@tracklight/read-models';
import { EventStoreCloser } from './event-store.provider';
import { createEventTransport, KafkaRelayRunner } from './event-transport.provider';
import { formatGraphqlError } from './graphql-error-codes';
import { graphqlLimits } from './graphql-limits';
import { HealthController } from './health.controller';
import { GraphqlLatencyPlugin } from './graphql-latency.plugin';
import { MetricsController } from './metrics.controller';
import { ReadinessChecks } from './readiness-checks';
import { AuditFiles, FileStore, fileStoreProviders } from './file-store';
import { Mailer } from './mailer';
import { httpDefenses } from './http-defenses';
import { outlastClientsIdleConnections } from './idle-connections';
import { unstorableTextGuard } from './unstorable-text-guard';
import { ProductResolver } from './product.resolver';
import { ProjectionHost } from './projection-host';
import { LIVE_WORK, PROCESS_NAME, SETTINGS } from './tokens';

export interface PlatformOptions {
  settings: Settings;
  databaseUrl: string;
  /** Read-model migrations of every service the process runs. */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
  /** False for one-off tools (replay): nothing live starts (LIVE_WORK). */
  live?: boolean;
  /** Where log lines go instead of stdout (tests read what was logged). */
  logStream?: NodeJS.WritableStream;
  /** The process's name, recorded as the writer of every event it appends ('cms', 'all-in-one', ...). */
  writer?: string;
}

/**
 * What every process needs whatever services it runs: settings, JSON logs, the event store, the
 * read-model database (migrated on start), the event transport, projections, /health and /metrics.
 */
@Global()
@Module({})
export class PlatformModule implements NestModule, OnApplicationBootstrap {
  constructor(
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly http: HttpAdapterHost,
    private readonly metrics: ProductMetrics,
  ) {}

  onApplicationBootstrap(): void {
    // Absent in an application context without HTTP (a one-off tool).
    const server = this.http.httpAdapter?.getHttpServer();
    if (server) outlastClientsIdleConnections(server);
  }

  /**
   * Security headers on every route, the admin UI's files included (they are served after this).
   * Cross-origin calls only from the origins CORS_ORIGINS lists; with none, browsers keep other
   * sites' pages out (no CORS headers at all).
   */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(timeHttpRequests(this.metrics), httpDefenses, unstorableTextGuard).forRoutes('{*splat}');
    if (this.settings.CORS_ORIGINS.length > 0) {
      consumer.apply(cors({ origin: this.settings.CORS_ORIGINS, maxAge: 600 })).forRoutes('{*splat}');
    }
  }

  static forRoot(options: PlatformOptions): DynamicModule {
    const { settings } = options;
    const httpLogOptions = {
      level: settings.LOG_LEVEL,
      // Probes and scrapes come every few seconds and say nothing about what callers did.
      autoLogging: { ignore: (req: { url?: string }) => ['/health', '/metrics'].some((path) => req.url?.startsWith(path)) },
      ...logRedaction,
      serializers: {
        req: (req: { url?: string }) => ({ ...req, url: redactUrl(req.url ?? '') }),
      },
    };
    return {
      module: PlatformModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: options.logStream ? [httpLogOptions, options.logStream] : httpLogOptions,
        }),
        TerminusModule,
        CqrsModule.forRoot(),
        // One GraphQL endpoint for every service, code-first; resolvers live in the services.
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          path: '/gql',
          autoSchemaFile: true,
          sortSchema: true,
          playground: false,
          // On in production too (NODE_ENV=production turns Apollo's off): the admin UI's data
          // provider builds itself from the schema; IntrospectionGate keeps it to logged-in callers.
          introspection: true,
          ...graphqlLimits(),
          formatError: formatGraphqlError,
          context: ({ req, res }: { req: unknown; res: unknown }) => ({ req, res }),
        }),
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            type: 'postgres' as const,
            url: options.databaseUrl,
            autoLoadEntities: true,
            entities: PLATFORM_ENTITIES,
            migrations: [...PLATFORM_MIGRATIONS, ...options.migrations],
            synchronize: false,
            // Two pools per process (read models here, the event store's): both sized by the setting.
            extra: { max: settings.DATABASE_POOL_SIZE },
          }),
          dataSourceFactory: async (dataSourceOptions) => openReadModels(new DataSource(dataSourceOptions!)),
        }),
      ],
      controllers: [HealthController, MetricsController],
      providers: [
        { provide: SETTINGS, useValue: settings },
        { provide: LIVE_WORK, useValue: options.live ?? true },
        { provide: PROCESS_NAME, useValue: options.writer ?? 'unnamed' },
        {
          provide: EventStore,
          useFactory: async () => {
            const store = new EventStore(options.databaseUrl, settings.DATABASE_POOL_SIZE, options.writer ?? null);
            await store.migrate();
            return store;
          },
        },
        EventStoreCloser,
        {
          provide: EVENT_TRANSPORT,
          inject: [EventStore, DataSource],
          useFactory: (store: EventStore, dataSource: DataSource) => createEventTransport(settings, store, dataSource),
        },
        {
          provide: KafkaRelayRunner,
          inject: [EventStore, DataSource],
          useFactory: (store: EventStore, dataSource: DataSource) => new KafkaRelayRunner(settings, store, dataSource, options.live ?? true),
        },
        ProjectionHost,
        {
          // One registry per process (decision 0062); its read models' lag is read at each scrape.
          provide: ProductMetrics,
          inject: [ProjectionHost, EVENT_TRANSPORT],
          useFactory: (projections: ProjectionHost, transport: EventTransport) => {
            const metrics = new ProductMetrics();
            metrics.watchReadModels(() => projections.statuses());
            if (transport.consumerLag) metrics.watchConsumerLag(() => transport.consumerLag!());
            return metrics;
          },
        },
        GraphqlLatencyPlugin,
        ReadinessChecks,
        ProductResolver,
        Mailer,
        ...fileStoreProviders(settings),
      ],
      exports: [SETTINGS, LIVE_WORK, PROCESS_NAME, EventStore, EVENT_TRANSPORT, ProjectionHost, ProductMetrics, Mailer, FileStore, AuditFiles],
    };
  }
}
