import type { Pool } from 'pg';
import { EventStore, START_OF_STORE } from '@tracklight/event-store';
import { timelinePage, viewAt } from '@tracklight/history';
import { createReadModelDataSource, openReadModels, rebuildProjection } from '@tracklight/read-models';
import { createTestDatabase } from '@tracklight/testing';
import { BATCHES_HISTORY_FOLDS } from '../../services/batches/src/history/batches-history.folds';
import { CatalogueItemEntity } from '../../services/cms/src/catalogue/catalogue-item.entity';
import { CatalogueProjection } from '../../services/cms/src/catalogue/catalogue.projection';
import { CMS_MIGRATIONS } from '../../services/cms/src/cms.module';
import { measure, perSecond, time } from '../measure';
import { rejudgeBench } from './rejudge';

/**
 * `npm run bench:history` (issue 16): a timeline of a stream with 10,000 events, an event search
 * over BENCH_HISTORY_EVENTS events (default 5,000,000), a projection rebuild of
 * BENCH_REBUILD_EVENTS (default 1,000,000), each beside plain SQL on the same table, then the
 * re-judge section (bench/history/rejudge.ts; BENCH_HISTORY_REJUDGE=0 skips it; BENCH_HISTORY_EVENTS=0
 * skips the search). Events are
 * written straight into emmett's table by SQL, the way a long-lived store would hold them.
 */
const SEARCH_EVENTS = Number(process.env.BENCH_HISTORY_EVENTS ?? 5_000_000);
const REBUILD_EVENTS = Number(process.env.BENCH_REBUILD_EVENTS ?? 1_000_000);
const TIMELINE_EVENTS = 10_000;
const CHUNK = 20_000;
const BATCH_FOLD = BATCHES_HISTORY_FOLDS.find((fold) => fold.streamType === 'batch')!;

const uuidOf = (sql: string) => `md5(${sql})::uuid::text`;

/** Inserts `count` events built by SQL expressions over `g` (1..count), a chunk per transaction. */
const seed = async (pool: Pool, count: number, columns: { stream: string; position: string; type: string; data: string; actor: string; created: string }) => {
  const started = Date.now();
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK - 1);
    if (from > 1 && (from - 1) % 1_000_000 === 0) console.log(`  seeded ${(from - 1).toLocaleString('en-GB')} events in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    // No statement timeout for the seeding: a chunk may take long on a loaded machine.
    await pool.query(
      `BEGIN; SET LOCAL statement_timeout = 0;
       INSERT INTO emt_messages (stream_id, stream_position, partition, message_data, message_metadata, message_schema_version, message_type, message_id, transaction_id, created)
       SELECT ${columns.stream}, ${columns.position}, 'emt:default', ${columns.data},
              jsonb_build_object('eventId', gen_random_uuid(), 'schemaVersion', 1, 'occurredAt', to_char((${columns.created}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                                 'actorUserId', ${columns.actor}, 'correlationId', 'bench', 'causationId', null),
              '1', ${columns.type}, gen_random_uuid()::text, pg_current_xact_id(), ${columns.created}
         FROM generate_series(${from}, ${to}) AS g;
       COMMIT`,
    );
  }
};

const timelineSection = async (store: EventStore) => {
  const stream = 'batch-00000000-0000-4000-8000-000000000001';
  const submitted = `jsonb_build_object('batchId', '00000000-0000-4000-8000-000000000001', 'companyId', 'c1', 'queue', 'a', 'csv', null, 'templateId', null,
    'scheduledFor', null, 'submittedAt', '2026-01-01T00:00:00Z', 'links', '[]'::jsonb,
    'owner', jsonb_build_object('id', 'u1', 'name', 'Pat', 'email', 'pat@example.com', 'companyId', 'c1', 'companyName', 'Publisher Ltd'),
    'meta', jsonb_build_object('name', 'First', 'description', null))`;
  await seed(store.pool, TIMELINE_EVENTS, {
    stream: `'${stream}'`,
    position: 'g',
    type: `CASE WHEN g = 1 THEN 'BatchSubmitted' ELSE 'BatchRenamed' END`,
    data: `CASE WHEN g = 1 THEN ${submitted} ELSE jsonb_build_object('name', 'Name ' || g, 'description', null) END`,
    actor: `'u1'`,
    created: `timestamptz '2026-01-01' + g * interval '1 minute'`,
  });
  console.log(`timeline: one batch stream of ${TIMELINE_EVENTS.toLocaleString('en-GB')} events (a submission, then renames)`);
  await measure('timeline: plain SQL, the newest 25 rows', () =>
    store.pool.query(`SELECT * FROM emt_messages WHERE stream_id = $1 ORDER BY stream_position DESC LIMIT 25`, [stream]), 50);
  await measure('timeline: readStream alone (the whole stream the fold needs)', () => store.readStream(stream), 50);
  await measure('timeline: streamHistory page 1 (25 newest, with field diffs)', async () =>
    timelinePage((await store.readStream(stream)).events, BATCH_FOLD, 0, 25), 50);
  await measure('timeline: streamHistory last page (25 oldest)', async () =>
    timelinePage((await store.readStream(stream)).events, BATCH_FOLD, TIMELINE_EVENTS - 25, 25), 50);
  await measure('timeline: entityAsOf half-way through the stream', async () => {
    const events = await store.readStreamAsOf(stream, new Date(Date.parse('2026-01-01') + (TIMELINE_EVENTS / 2) * 60_000));
    return viewAt(events, events.length, BATCH_FOLD);
  }, 50);
};

const searchSection = async (store: EventStore) => {
  const seeded = await time(() =>
    seed(store.pool, SEARCH_EVENTS, {
      stream: `(ARRAY['batch-','audit-','template-','network-'])[1 + g % 4] || ${uuidOf('(g / 20)::text')}`,
      position: '1 + g % 20',
      type: `(ARRAY['BatchSubmitted','AuditCompleted','TemplateDetailsChanged','NetworkUpdated','AuditStarted','BatchRenamed','AuditRequested','TemplateRunStarted'])[1 + g % 8]`,
      data: `jsonb_build_object('companyId', ${uuidOf('(g % 500)::text')}, 'n', g)`,
      actor: `${uuidOf("'user' || (g % 2000)")}`,
      // Spread evenly over the 90 days before the bench's 'now'.
      created: `timestamptz '2026-11-25' - (g::float8 / ${SEARCH_EVENTS} * 7776000) * interval '1 second'`,
    }),
  );
  await store.pool.query('ANALYZE emt_messages');
  console.log(`search: ${SEARCH_EVENTS.toLocaleString('en-GB')} events over 90 days, 2,000 actors, 500 companies (seeded in ${(seeded.ms / 1000).toFixed(0)} s)`);
  const actor = (i: number) => `md5('user${i % 2000}')::uuid::text`;
  const actorValue = async (i: number) => (await store.pool.query<{ a: string }>(`SELECT ${actor(i)} AS a`)).rows[0].a;
  const actors = await Promise.all(Array.from({ length: 50 }, (_, i) => actorValue(i * 37)));
  const company = (await store.pool.query<{ c: string }>(`SELECT ${uuidOf("'7'")} AS c`)).rows[0].c;
  const plain = (where: string, params: unknown[]) =>
    store.pool.query(`SELECT * FROM emt_messages WHERE ${where} ORDER BY created DESC LIMIT 50`, params);
  await measure('search: plain SQL, newest 50 of every event', () => plain('true', []));
  await measure('search: eventSearch, newest 50 of every event', () => store.searchEvents({}, 0, 50));
  await measure('search: plain SQL, newest 50 of one type', () => plain('message_type = $1', ['NetworkUpdated']));
  await measure('search: eventSearch, newest 50 of one type', () => store.searchEvents({ type: 'NetworkUpdated' }, 0, 50));
  await measure('search: plain SQL, newest 50 by one actor', (i) => plain(`message_metadata->>'actorUserId' = $1`, [actors[i % actors.length]]));
  await measure('search: eventSearch, newest 50 by one actor', (i) => store.searchEvents({ actorUserId: actors[i % actors.length] }, 0, 50));
  await measure('search: eventSearch, one type in one week', () =>
    store.searchEvents({ type: 'AuditCompleted', from: new Date('2026-10-01'), to: new Date('2026-10-08') }, 0, 50));
  await measure('search: eventSearch, page 20 of every event', () => store.searchEvents({}, 950, 50));
  await measure('search: eventSearch, one company (its streams)', () => store.searchEvents({ companyId: company }, 0, 50), 20);
  await measure('search: eventSearch page 1 with each event\'s field diff', async () => {
    const page = await store.searchEvents({ type: 'BatchRenamed' }, 0, 50);
    const streams = await store.readStreams([...new Set(page.events.map((event) => event.streamName))]);
    return page.events.map((event) => timelinePage(streams.get(event.streamName)?.events ?? [event], undefined, 0, 1));
  }, 50);
};

const rebuildSection = async (store: EventStore, url: string) => {
  const dataSource = await openReadModels(createReadModelDataSource(url, [CatalogueItemEntity], CMS_MIGRATIONS));
  try {
    // A narrative created, then changed three times: four events per stream.
    await seed(store.pool, REBUILD_EVENTS, {
      stream: `'narrative-' || ${uuidOf('((g - 1) / 4)::text')}`,
      position: '1 + (g - 1) % 4',
      type: `CASE WHEN (g - 1) % 4 = 0 THEN 'NarrativeCreated' ELSE 'NarrativeUpdated' END`,
      data: `CASE WHEN (g - 1) % 4 = 0
               THEN jsonb_build_object('kind', 'narrative', 'id', ${uuidOf('((g - 1) / 4)::text')}, 'fields', jsonb_build_object('title', 'Narrative ' || g, 'narrative', 'Why the verdict is what it is, in plain words ' || g, 'isActive', true))
               ELSE jsonb_build_object('kind', 'narrative', 'id', ${uuidOf('((g - 1) / 4)::text')}, 'changes', jsonb_build_object('title', 'Narrative ' || g)) END`,
      actor: `'u1'`,
      created: `timestamptz '2026-06-01' + g * interval '1 second'`,
    });
    const total = Number((await store.pool.query<{ n: string }>("SELECT count(*) AS n FROM emt_messages WHERE partition = 'emt:default'")).rows[0].n);
    const floor = await time(async () => {
      let position = START_OF_STORE;
      for (;;) {
        const page = await store.readAllAfter(position, 1000);
        if (page.length === 0) return;
        position = page[page.length - 1].position;
      }
    });
    console.log(`rebuild: floor, the whole store (${total.toLocaleString('en-GB')} events) read in pages of 1,000: ${perSecond(total, floor.ms)} events/s`);
    const rebuilt = await time(() => rebuildProjection(store, dataSource, new CatalogueProjection()));
    console.log(`rebuild: cms-catalogue from the first event (${REBUILD_EVENTS.toLocaleString('en-GB')} of its events among ${total.toLocaleString('en-GB')}): ${perSecond(total, rebuilt.ms)} events/s, ${(rebuilt.ms / 1000).toFixed(0)} s`);
  } finally {
    await dataSource.destroy();
  }
};

const main = async () => {
  const db = await createTestDatabase('bench_history');
  const store = new EventStore(db.url);
  try {
    await store.migrate();
    await timelineSection(store);
    // The rebuild before the search store, so it reads its own million events, not six.
    await rebuildSection(store, db.url);
    if (SEARCH_EVENTS > 0) await searchSection(store);
  } finally {
    await store.close();
    await db.drop();
  }
  if (process.env.BENCH_HISTORY_REJUDGE !== '0') await rejudgeBench();
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
