import { ConcurrentChangeFilter } from './concurrent-change.filter';
import {
  Global,
  Inject,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { APP_FILTER, APP_GUARD, DiscoveryModule, ModuleRef } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { randomBytes } from 'node:crypto';
import { ACCESS_OPTIONS, AccessGuard, type AccessOptions } from './access.guard';
import {
  AccessControl,
  ACCESS_CONTROL_LIST_PROVIDER,
  ACCESS_CONTROL_SOURCE,
  EMPTY_ACCESS_CONTROL_SOURCE,
  type AccessControlSource,
} from './access-control-list';
import { AccessTokens } from './access-tokens';
import { ServiceTokens } from './service-tokens';
import { AuthPorts } from './auth-ports';
import { IntrospectionGate } from './introspection-gate.plugin';
import { RestrictedFieldsGate } from './restricted-fields.plugin';
import { DEFAULT_CALLS_PER_MINUTE, RateLimitGuard } from './rate-limit.guard';
import { listEndpoints } from './endpoints';
import { combineOperations, type OperationTable } from './rules';

/**
 * The platform's own endpoints (libs/platform), public by nature: /health (and /health/live,
 * /health/ready) for load balancers and probes, /metrics for the Prometheus scraper, and
 * the product name the login page shows. libs/platform sits below libs/access, so it cannot
 * decorate them itself.
 */
export const PLATFORM_PUBLIC_ENDPOINTS = ['HealthController.check', 'HealthController.live', 'HealthController.ready', 'MetricsController.scrape', 'ProductResolver.product'];

export interface AccessModuleOptions {
  /** Every service's operation table (AUTH_OPERATIONS, ...), for the services this process runs. */
  operations: OperationTable[];
  /** JWT_SECRET. Unset: a random secret for this process (one process only; see README). */
  jwtSecret?: string;
  publicEndpoints?: readonly string[];
  /**
   * Reads the platform content access list. Default: the source a module of the process provides
   * under ACCESS_CONTROL_LIST_PROVIDER (the cms), read at each check; without one, an empty list.
   */
  accessControlSource?: AccessControlSource;
  /** Calls per caller per minute where a route sets no limit; a Redis URL shares the counts between processes. */
  rateLimit?: { perMinute?: number; redisUrl?: string | null };
}

/**
 * The source a module of this process provides under ACCESS_CONTROL_LIST_PROVIDER (the cms),
 * looked up at the first check, since that module is created after this one; a process without
 * one (no such provider: `get` throws) reads an empty list.
 */
const providedSource = (moduleRef: ModuleRef): AccessControlSource => {
  let source: AccessControlSource | undefined;
  const lookUp = (): AccessControlSource => {
    try {
      return moduleRef.get<AccessControlSource>(ACCESS_CONTROL_LIST_PROVIDER, { strict: false });
    } catch {
      return EMPTY_ACCESS_CONTROL_SOURCE;
    }
  };
  return { read: () => (source ??= lookUp()).read() };
};

/**
 * Import once, in the module that starts the process: it installs the AccessGuard for every
 * route and resolver, and checks at start that every declared operation has a rule.
 */
@Global()
@Module({})
export class AccessModule implements OnApplicationBootstrap {
  constructor(
    private readonly moduleRef: ModuleRef,
    @Inject(ACCESS_OPTIONS) private readonly options: AccessOptions,
  ) {}

  static forRoot(options: AccessModuleOptions): DynamicModule {
    const accessOptions: AccessOptions = {
      registry: combineOperations(...options.operations),
      publicEndpoints: options.publicEndpoints ?? PLATFORM_PUBLIC_ENDPOINTS,
    };
    const secret = options.jwtSecret ?? randomBytes(32).toString('base64url');
    return {
      module: AccessModule,
      imports: [
        DiscoveryModule,
        ThrottlerModule.forRoot({
          throttlers: [{ name: 'default', ttl: 60_000, limit: options.rateLimit?.perMinute ?? DEFAULT_CALLS_PER_MINUTE }],
          storage: options.rateLimit?.redisUrl ? new ThrottlerStorageRedisService(options.rateLimit.redisUrl) : undefined,
        }),
      ],
      providers: [
        { provide: ACCESS_OPTIONS, useValue: accessOptions },
        {
          provide: AccessTokens,
          useValue: new AccessTokens(secret),
        },
        // Same secret: the processes that share users' tokens also trust each other's service tokens.
        { provide: ServiceTokens, useValue: new ServiceTokens(secret) },
        {
          provide: ACCESS_CONTROL_SOURCE,
          useFactory: (moduleRef: ModuleRef): AccessControlSource => options.accessControlSource ?? providedSource(moduleRef),
          inject: [ModuleRef],
        },
        AccessControl,
        AuthPorts,
        IntrospectionGate,
        RestrictedFieldsGate,
        // In this order: the access guard verifies the token, so the rate limit counts per user.
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_FILTER, useClass: ConcurrentChangeFilter },
      ],
      exports: [AccessTokens, ServiceTokens, AccessControl, AuthPorts],
    };
  }

  /** An operation name with no rule would lock everyone out silently: refuse to start instead. */
  onApplicationBootstrap(): void {
    const unknown = listEndpoints(this.moduleRef)
      .flatMap((endpoint) =>
        endpoint.annotation?.kind === 'operation' ? [endpoint.annotation.name] : [],
      )
      .filter((name) => !(name in this.options.registry));
    if (unknown.length > 0)
      throw new Error(
        `Operations with no rule in the access registry: ${[...new Set(unknown)].join(', ')}`,
      );
  }
}
