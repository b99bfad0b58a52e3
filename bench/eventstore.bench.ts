import type { EntityManager } from 'typeorm';
import { EventStore, START_OF_STORE } from '@tracklight/event-store';
import { catchUp, createReadModelDataSource, openReadModels, type Projection } from '@tracklight/read-models';
import { createTestDatabase } from '@tracklight/testing';

/**
 * npm run bench:eventstore — appends/second (one writer, then 8 concurrent writers on overlapping
 * streams) and replay speed over a 100,000-event store, beside a plain keyset SELECT of the same
 * rows (the floor nothing built on the table can beat).
 */
const context = { actorUserId: null, correlationId: 'bench' };
const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000);
const time = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

class CountingProjection implements Projection {
  readonly name = 'bench-count';
  readonly tables = [];
  count = 0;
  async apply(_event: unknown, _manager: EntityManager): Promise<void> {
    this.count++;
  }
}

const main = async () => {
  const db = await createTestDatabase('bench');
  const store = new EventStore(db.url, 12);
  try {
    await store.migrate();
    const single = 2000;
    const singleMs = await time(async () => {
      for (let i = 0; i < single; i++) await store.append(`single-${i % 50}`, [{ type: 'Benched', data: { i } }], 'any', context);
    });
    console.log(`append, 1 writer, 1 event per append:        ${perSecond(single, singleMs)} appends/s`);

    const writers = 8;
    const perWriter = 500;
    const concurrentMs = await time(() =>
      Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          for (let i = 0; i < perWriter; i++) {
            await store.append(`shared-${(w + i) % 16}`, [{ type: 'Benched', data: { w, i } }], 'any', context);
          }
        }),
      ),
    );
    console.log(`append, 8 writers, overlapping streams:      ${perSecond(writers * perWriter, concurrentMs)} appends/s`);

    const target = 100_000;
    let total = single + writers * perWriter;
    for (let stream = 0; total < target; stream++) {
      const events = Array.from({ length: Math.min(100, target - total) }, (_, i) => ({ type: 'Filled', data: { i } }));
      await store.append(`fill-${stream}`, events, 'no-stream', context);
      total += events.length;
    }
    console.log(`store filled to ${total} events`);

    let read = 0;
    const readMs = await time(async () => {
      for (let after = START_OF_STORE; ; ) {
        const batch = await store.readAllAfter(after, 1000);
        if (batch.length === 0) break;
        read += batch.length;
        after = batch[batch.length - 1].position;
      }
    });
    console.log(`replay, read in commit order (1000/batch):    ${perSecond(read, readMs)} events/s`);

    const dataSource = await openReadModels(createReadModelDataSource(db.url));
    const projection = new CountingProjection();
    const projectMs = await time(() => catchUp(store, dataSource, projection));
    console.log(`replay, projector with transactional checkpoint: ${perSecond(projection.count, projectMs)} events/s`);
    await dataSource.destroy();

    let raw = 0;
    const rawMs = await time(async () => {
      for (let after = 0; ; ) {
        const { rows } = await store.pool.query(
          `SELECT stream_id, stream_position, global_position, message_type, message_data, message_metadata
             FROM emt_messages WHERE global_position > $1 ORDER BY global_position LIMIT 1000`,
          [after],
        );
        if (rows.length === 0) break;
        raw += rows.length;
        after = Number(rows[rows.length - 1].global_position);
      }
    });
    console.log(`floor, plain SELECT of the same rows:         ${perSecond(raw, rawMs)} events/s`);
  } finally {
    await store.close();
    await db.drop();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
