import { bootstrap, run } from '@tracklight/platform';
import { AllInOneModule } from './app.module';

run(() => bootstrap('tracklight', (settings, databaseUrl) => AllInOneModule.register(settings, databaseUrl)));
