import { Module, type DynamicModule, type INestApplication } from '@nestjs/common';
import { AccessModule, serveOpenApi, type OperationTable } from '@tracklight/access';
import type { Settings } from '@tracklight/config';
import { bootstrap, run } from './bootstrap';
import { PlatformModule } from './platform.module';

export interface ServiceProcessParts {
  /** Read-model migrations of every module the process runs (its own and the ports it composes). */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
  /** The operation tables of the endpoints this process serves: its guard knows nothing else. */
  operations: OperationTable[];
  /** The service's modules and the ports of other services it reads in-process. */
  imports: DynamicModule['imports'];
}

@Module({})
class ServiceProcessModule {}

/**
 * One service as its own process (distributed mode, issue 23): the platform, one guard over the
 * service's operations, the service's modules, and its OpenAPI document (the gateway routes REST
 * calls by it). Every service's `main.ts` is one call of this.
 */
export const runServiceProcess = (name: string, parts: (settings: Settings) => ServiceProcessParts): void =>
  run(() =>
    bootstrap(
      name,
      (settings, databaseUrl): DynamicModule => {
        const { migrations, operations, imports = [] } = parts(settings);
        return {
          module: ServiceProcessModule,
          imports: [
            PlatformModule.forRoot({ settings, databaseUrl, migrations, writer: name }),
            AccessModule.forRoot({
              jwtSecret: settings.JWT_SECRET,
              operations,
              rateLimit: { perMinute: settings.RATE_LIMIT_PER_MINUTE, redisUrl: settings.REDIS_URL },
            }),
            ...imports,
          ],
        };
      },
      (app: INestApplication, settings) => {
        // Behind the gateway: the caller's address (rate limits, API key address rules) is the one
        // it forwards, trusted from loopback and private networks only.
        app.getHttpAdapter().getInstance().set('trust proxy', 'loopback, uniquelocal');
        serveOpenApi(app, `${settings.PRODUCT_NAME} ${name}`);
      },
    ),
  );
