import { Global, Module, type DynamicModule, type Type } from '@nestjs/common';

/**
 * Hands the ports a service's module exports (tokens declared in libs/, such as COMPANY_QUOTAS
 * or NETWORK_CATALOGUE) to every module of the process, so a service that needs them injects the
 * token and never imports the providing service's module. The composition root (all-in-one, a
 * process's main, a test app) names who provides them: `PortsModule.of(AuthModule)`.
 *
 * Global here rather than on the providing module: a global module runs its lifecycle hooks
 * before every other, and the services' seeds must run after the command bus has its handlers.
 */
@Global()
@Module({})
export class PortsModule {
  static of(provider: Type): DynamicModule {
    return { module: PortsModule, imports: [provider], exports: [provider] };
  }
}
