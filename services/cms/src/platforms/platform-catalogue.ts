import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { PLATFORM_SPEC, type ItemFields } from '@tracklight/cms-catalogue';
import type { PlatformCatalogue, PlatformFingerprint } from '@tracklight/contracts';
import { EventStore } from '@tracklight/event-store';
import { catchUpToNow } from '@tracklight/read-models';
import { CatalogueItemEntity } from '../catalogue/catalogue-item.entity';
import { CatalogueProjection } from '../catalogue/catalogue.projection';

const list = (value: ItemFields[string]): string[] => (Array.isArray(value) ? value : []);

/** One `platform` item's fields as the engine matches them. */
export const fingerprintOf = (row: Pick<CatalogueItemEntity, 'id' | 'fields'>): PlatformFingerprint => ({
  id: row.id,
  name: typeof row.fields.name === 'string' ? row.fields.name : row.id,
  assetUrlPatterns: list(row.fields.assetUrlPatterns),
  globals: list(row.fields.globals),
  headers: list(row.fields.headers),
  cookieNamePatterns: list(row.fields.cookieNamePatterns),
  metaGeneratorPatterns: list(row.fields.metaGeneratorPatterns),
});

/**
 * The platform fingerprints from the catalogue read model, deleted ones left out. Like the
 * networks (docs/decisions/0013), each read first applies what the store holds beyond the read
 * model, so an edit saved in any process is used by the very next audit in every worker.
 */
@Injectable()
export class ReadModelPlatformCatalogue implements PlatformCatalogue {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly projection: CatalogueProjection,
  ) {}

  async fingerprints(): Promise<PlatformFingerprint[]> {
    await catchUpToNow(this.store, this.dataSource, this.projection);
    const rows = await this.dataSource
      .getRepository(CatalogueItemEntity)
      .find({ where: { kind: PLATFORM_SPEC.kind, deletedAt: IsNull() }, order: { id: 'ASC' } });
    return rows.map(fingerprintOf);
  }
}
