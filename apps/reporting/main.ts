import { HISTORY_OPERATIONS, HistoryModule } from '@tracklight/history';
import { runServiceProcess } from '@tracklight/platform';
import { AUDIT_RUNNER_HISTORY_FOLDS } from '../../services/audit-runner/src';
import { AUTH_HISTORY_FOLDS, AUTH_MIGRATIONS, AUTH_PORTS } from '../../services/auth/src';
import { BATCHES_HISTORY_FOLDS } from '../../services/batches/src';
import { CMS_HISTORY_FOLDS, CMS_MIGRATIONS, CMS_PORTS } from '../../services/cms/src';
import { REPORTING_MIGRATIONS, REPORTING_OPERATIONS, ReportingModule } from '../../services/reporting/src';

/**
 * The reporting service alone (distributed mode): `node dist/apps/reporting/main.js`. It
 * checks API keys through the auth ports and reads the networks and advertisers through the cms
 * ports (both composed here in-process), and serves
 * the event history of every service's streams, each folded by its owner's fold.
 */
runServiceProcess('reporting', () => ({
  migrations: [...AUTH_MIGRATIONS, ...CMS_MIGRATIONS, ...REPORTING_MIGRATIONS],
  operations: [REPORTING_OPERATIONS, HISTORY_OPERATIONS],
  imports: [
    AUTH_PORTS,
    CMS_PORTS,
    ReportingModule,
    HistoryModule.register([...AUTH_HISTORY_FOLDS, ...BATCHES_HISTORY_FOLDS, ...AUDIT_RUNNER_HISTORY_FOLDS, ...CMS_HISTORY_FOLDS]),
  ],
}));
