import { AccessModule, PERSONAS, type AuthenticatedUser } from '@tracklight/access';
import { createTestApp } from '@tracklight/testing';
import { DataSource } from 'typeorm';
import { CMS_MIGRATIONS } from '../services/cms/src/cms.module';
import { AUDIT_RUNNER_MIGRATIONS } from '../services/audit-runner/src/audit-runner.module';
import { AUTH_MIGRATIONS, AUTH_OPERATIONS, AUTH_PORTS, AuthModule } from '../services/auth/src';
import { BATCHES_MIGRATIONS, BATCHES_OPERATIONS, BatchesModule } from '../services/batches/src';
import { BatchQueries } from '../services/batches/src/read-model/batch-queries';
import { measure, percentile } from './measure';

/**
 * npm run bench:batches — (1) a 5,000-link CSV posted to POST /audit through the real API (parse,
 * validate, quota, one append of 5,001 events, read model caught up before the answer), and
 * (2) batchMany with 100,000 batches in the read model (50 companies, a year of dates), p50/p95
 * through BatchQueries beside the same reads as plain SQL. The audit runner is not started: the
 * accepted audits only wait in the store.
 */
const LINKS = 5_000;
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 5);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 100_000);
const COMPANIES = 50;
const ADMIN = { username: 'bench@example.com', password: 'bench-password-1' };

const publisherOf = (company: number): AuthenticatedUser => ({ ...PERSONAS.publisher, companyId: `company-${company}` });

const main = async () => {
  const t = await createTestApp(
    [
      AccessModule.forRoot({ jwtSecret: 'a-bench-secret-that-is-long-enough-123', operations: [AUTH_OPERATIONS, BATCHES_OPERATIONS] }),
      AuthModule,
      AUTH_PORTS,
      BatchesModule.forRoot({ schedulerIntervalMs: null }),
    ],
    {
      label: 'bench_batches',
      listen: true,
      migrations: [...AUDIT_RUNNER_MIGRATIONS, ...CMS_MIGRATIONS, ...AUTH_MIGRATIONS, ...BATCHES_MIGRATIONS],
      env: { ADMIN_EMAIL: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
    },
  );
  try {
    const base = await t.app.getUrl();
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const token = `Bearer ${((await login.json()) as { tokens: { accessToken: string } }).tokens.accessToken}`;
    const csv = ['link,name,countryCode,tagA', ...Array.from({ length: LINKS }, (_, i) => `https://www.awin1.com/cread.php?awinmid=${1000 + (i % 300)}&awinaffid=42&p=${i},row ${i},gb,t${i % 7}`)].join('\n');

    const accepted: number[] = [];
    for (let i = 0; i < SUBMISSIONS; i++) {
      const form = new FormData();
      form.append('name', `Bench ${i}`);
      form.append('csv', new Blob([csv], { type: 'text/csv' }), 'links.csv');
      const started = performance.now();
      const response = await fetch(`${base}/audit?engine=luna`, { method: 'POST', headers: { authorization: token }, body: form });
      const elapsed = performance.now() - started;
      if (response.status !== 201) throw new Error(`submission refused: ${response.status} ${await response.text()}`);
      accepted.push(elapsed);
      console.log(`5,000-link CSV accepted in ${elapsed.toFixed(0)} ms (${((await response.json()) as { numLinks: number }).numLinks} links)`);
    }
    accepted.sort((a, b) => a - b);
    console.log(`accept time over ${SUBMISSIONS} submissions: p50 ${percentile(accepted, 50).toFixed(0)} ms, max ${accepted[accepted.length - 1].toFixed(0)} ms`);

    const dataSource = t.app.get(DataSource);
    const filled = performance.now();
    await dataSource.query(
      `INSERT INTO batches.batches (id, company_id, owner_id, owner_name, owner_email, owner_company_name, name, description,
         queue_letter, started_at, finished_at, is_done, num_links, num_completed)
       SELECT gen_random_uuid(), 'company-' || (g % ${COMPANIES}), 'user-' || (g % 500), 'Owner ' || (g % 500), 'owner' || (g % 500) || '@example.com',
              'Company ' || (g % ${COMPANIES}), 'Batch ' || g, CASE WHEN g % 3 = 0 THEN 'weekly check' END, 'b',
              now() - (g % 525600) * interval '1 minute', now() - (g % 525600) * interval '1 minute' + interval '5 minutes',
              g % 20 <> 0, 1 + g % 40, CASE WHEN g % 20 <> 0 THEN 1 + g % 40 ELSE 0 END
         FROM generate_series(1, $1::int) g`,
      [BATCHES],
    );
    await dataSource.query('ANALYZE batches.batches');
    console.log(`batches.batches filled with ${BATCHES} batches in ${((performance.now() - filled) / 1000).toFixed(1)} s`);

    const queries = t.app.get(BatchQueries);
    const superAdmin = PERSONAS.superAdmin as AuthenticatedUser;
    const since = new Date(Date.now() - 110 * 24 * 3_600_000);
    await measure('batchMany (publisher, last 110 days, page 1 of 10)', (i) =>
      queries.list(publisherOf(i % COMPANIES), { startedAtFrom: since, page: 1, perPage: 10 }),
    );
    await measure('  floor: plain SQL count + page', async (i) => {
      const params = [`company-${i % COMPANIES}`, since];
      await dataSource.query(`SELECT count(*) FROM batches.batches WHERE NOT is_template AND deleted_at IS NULL AND company_id = $1 AND started_at >= $2`, params);
      await dataSource.query(
        `SELECT * FROM batches.batches WHERE NOT is_template AND deleted_at IS NULL AND company_id = $1 AND started_at >= $2 ORDER BY started_at DESC, id LIMIT 10`,
        params,
      );
    });
    await measure('batchMany (publisher, text filter, five or more)', (i) =>
      queries.list(publisherOf(i % COMPANIES), { batchFilterString: 'weekly', linkFilter: 'FIVE_OR_MORE', page: 1, perPage: 10 }),
    );
    await measure('batchMany (super admin, every company, page 3 of 25)', () =>
      queries.list(superAdmin, { startedAtFrom: since, page: 3, perPage: 25 }),
    );
    await measure('  floor: plain SQL count + page', async () => {
      await dataSource.query(`SELECT count(*) FROM batches.batches WHERE NOT is_template AND deleted_at IS NULL AND started_at >= $1`, [since]);
      await dataSource.query(
        `SELECT * FROM batches.batches WHERE NOT is_template AND deleted_at IS NULL AND started_at >= $1 ORDER BY started_at DESC, id LIMIT 25 OFFSET 50`,
        [since],
      );
    });
  } finally {
    await t.close();
  }
};

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
