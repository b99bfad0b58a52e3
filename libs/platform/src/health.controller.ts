import { Controller, Get } from '@nestjs/common';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { ReadinessChecks } from './readiness-checks';

/**
 * Probes for load balancers, Compose and Kubernetes. /health/live: the process answers (restart it
 * when not). /health/ready: it can serve (send it traffic when so): database, Redis and Kafka when
 * configured, read models caught up. /health: the database alone, as before (kept for callers of it).
 */
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly readiness: ReadinessChecks,
  ) {}

  @Get()
  @HealthCheck()
  check() {
    return this.health.check([() => this.database.pingCheck('database')]);
  }

  @Get('live')
  @HealthCheck()
  live() {
    return this.health.check([]);
  }

  @Get('ready')
  @HealthCheck()
  ready() {
    return this.health.check([() => this.database.pingCheck('database'), ...this.readiness.checks()]);
  }
}
