import { serveOpenApi } from '@tracklight/access';
import { bootstrap, run } from '@tracklight/platform';
import { guardPlaywrightTeardownRace } from '../../services/audit-runner/src';
import { AllInOneModule } from './app.module';

guardPlaywrightTeardownRace('tracklight');

run(() =>
  bootstrap(
    'tracklight',
    (settings, databaseUrl) => AllInOneModule.register(settings, databaseUrl),
    (app, settings) => serveOpenApi(app, settings.PRODUCT_NAME),
  ),
);
