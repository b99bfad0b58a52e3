import { shadowSql } from './shadow-rebuild';

describe('a rebuild names the shadow tables in its projection SQL', () => {
  const rewrite = shadowSql(['cms.catalogue_items', 'public.tally']);

  it('rewrites TypeORM quoted names and hand-written ones, column qualifiers included', () => {
    expect(rewrite('INSERT INTO "cms"."catalogue_items"("kind", "id") VALUES ($1, $2) ON CONFLICT ("kind", "id") DO UPDATE SET "fields" = EXCLUDED."fields"')).toBe(
      'INSERT INTO "cms"."catalogue_items__rebuild"("kind", "id") VALUES ($1, $2) ON CONFLICT ("kind", "id") DO UPDATE SET "fields" = EXCLUDED."fields"',
    );
    expect(rewrite('INSERT INTO public.tally (stream) VALUES ($1) ON CONFLICT (stream) DO UPDATE SET events = tally.events + 1')).toBe(
      'INSERT INTO public.tally__rebuild (stream) VALUES ($1) ON CONFLICT (stream) DO UPDATE SET events = tally__rebuild.events + 1',
    );
    expect(rewrite('SELECT cms.catalogue_items.kind FROM cms.catalogue_items')).toBe('SELECT cms.catalogue_items__rebuild.kind FROM cms.catalogue_items__rebuild');
  });

  it('takes a name shared by a schema and a table for the schema', () => {
    const batches = shadowSql(['batches.batches', 'batches.companies'], '__replay');
    expect(batches('UPDATE batches.batches b SET n = b.n + 1 FROM batches.companies WHERE companies.id = b.company_id')).toBe(
      'UPDATE batches.batches__replay b SET n = b.n + 1 FROM batches.companies__replay WHERE companies__replay.id = b.company_id',
    );
    // An outbox the projection writes but does not own stays the live one.
    const outbox = 'INSERT INTO batches.completion_mail (event_id) VALUES ($1) ON CONFLICT (event_id) DO NOTHING';
    expect(batches(outbox)).toBe(outbox);
  });

  it('leaves other tables, aliases and string literals alone', () => {
    const untouched = `SELECT "CatalogueItemEntity"."kind" FROM cms.catalogue_items_old, reporting.catalogue_items, "x"."tally" WHERE kind = 'catalogue_items.kind'`;
    expect(rewrite(untouched)).toBe(untouched);
  });
});
