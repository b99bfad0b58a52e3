import { Module, type DynamicModule } from '@nestjs/common';
import { AccessModule } from '@tracklight/access';
import { bootstrap, PlatformModule, run } from '@tracklight/platform';
import type { Settings } from '@tracklight/config';
import { AuthModule } from './auth.module';
import { AUTH_OPERATIONS } from './auth.operations';
import { AUTH_MIGRATIONS } from './migrations';

/** The auth service alone (distributed mode). */
@Module({})
class AuthServiceModule {
  static register(settings: Settings, databaseUrl: string): DynamicModule {
    return {
      module: AuthServiceModule,
      imports: [
        PlatformModule.forRoot({ settings, databaseUrl, migrations: AUTH_MIGRATIONS }),
        AccessModule.forRoot({
          jwtSecret: settings.JWT_SECRET,
          operations: [AUTH_OPERATIONS],
          rateLimit: { perMinute: settings.RATE_LIMIT_PER_MINUTE, redisUrl: settings.REDIS_URL },
        }),
        AuthModule,
      ],
    };
  }
}

run(() =>
  bootstrap('tracklight-auth', (settings, databaseUrl) =>
    AuthServiceModule.register(settings, databaseUrl),
  ),
);
