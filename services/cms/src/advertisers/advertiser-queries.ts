import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { badRequest } from '@tracklight/access';
import { WHITELISTING_REQUEST_SPEC } from '@tracklight/cms-catalogue';
import type { AdvertiserRecord } from '@tracklight/contracts';
import { MAX_PAGE_SIZE } from '../catalogue/catalogue-queries';
import { AdvertiserEntity } from './advertiser.entity';
import { recordOfRow } from './advertiser-list.projection';

/** The advertiser's latest whitelisting request (spec section 3, Advertiser.whitelistRequest). */
export interface AdvertiserWhitelistRequest {
  id: string;
  whitelistSent: boolean;
  whitelistConfirmed: boolean;
  whitelistActive: boolean;
}

/** An advertiser as the CMS answers it: every field of spec section 3, its version and dates. */
export interface AdvertiserView extends AdvertiserRecord {
  id: string;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  whitelistRequest: AdvertiserWhitelistRequest | null;
}

export interface AdvertiserListQuery {
  /** Free text in the name, domain or network advertiser id. */
  q?: string | null;
  networkId?: string | null;
  cannotAudit?: boolean | null;
  primaryTrackingMethod?: string | null;
  bespokeCookieValueType?: string | null;
  showDeleted?: boolean | null;
  ids?: string[] | null;
  sortField?: string | null;
  sortOrder?: string | null;
  page?: number | null;
  perPage?: number | null;
}

const SORTS: Record<string, string> = {
  name: 'lower(advertiser.name)',
  domain: 'advertiser.domain',
  advertiserId: 'advertiser.network_advertiser_id',
  networkId: 'advertiser.network_id',
  primaryTrackingMethod: 'advertiser.primary_tracking_method',
  cannotAudit: 'advertiser.cannot_audit',
  version: 'advertiser.version',
  createdAt: 'advertiser.created_at',
  updatedAt: 'advertiser.updated_at',
};

const toView = (row: AdvertiserEntity, whitelistRequest: AdvertiserWhitelistRequest | null): AdvertiserView => ({
  id: row.id,
  ...recordOfRow(row),
  version: row.version,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  deletedAt: row.deletedAt,
  whitelistRequest,
});

const sortOrder = (order: string): 'ASC' | 'DESC' => {
  const upper = order.toUpperCase();
  if (upper === 'ASC' || upper === 'DESC') return upper;
  throw badRequest('Sort order must be ASC or DESC.');
};

/** Reads cms.advertisers, always within the networks the caller manages (null: every network). */
@Injectable()
export class AdvertiserQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: AdvertiserListQuery, networks: string[] | null): Promise<{ count: number; items: AdvertiserView[] }> {
    const perPage = Math.min(Math.max(query.perPage ?? 25, 1), MAX_PAGE_SIZE);
    const page = Math.max(query.page ?? 1, 1);
    const field = query.sortField ?? 'name';
    if (!SORTS[field]) throw badRequest(`Advertisers cannot be sorted by ${field}.`);
    // The page and a plain count(*) side by side: getManyAndCount counts DISTINCT ids one after
    // the other, which costs a third more on a list of 100,000 (docs/benchmarks.md, bench:cms).
    const [rows, [{ count }]] = await Promise.all([
      this.filtered(query, networks)
        .orderBy(SORTS[field], sortOrder(query.sortOrder ?? 'ASC'))
        .addOrderBy('advertiser.id', 'ASC')
        .offset((page - 1) * perPage)
        .limit(perPage)
        .getMany(),
      this.filtered(query, networks).select('count(*)::int', 'count').getRawMany<{ count: number }>(),
    ]);
    return { count, items: await this.viewsOf(rows, networks) };
  }

  async byId(id: string, networks: string[] | null): Promise<AdvertiserView | null> {
    const row = await this.dataSource.getRepository(AdvertiserEntity).findOneBy({ id });
    if (!row || (networks !== null && (row.networkId === null || !networks.includes(row.networkId)))) return null;
    const [view] = await this.viewsOf([row], networks);
    return view;
  }

  /**
   * Rows as answered: each with its latest whitelisting request (one query for the page), and the
   * internal comment blank for a caller limited to their own networks (it is the provider staff's).
   */
  private async viewsOf(rows: AdvertiserEntity[], networks: string[] | null): Promise<AdvertiserView[]> {
    const requests = await this.latestWhitelistRequests(rows.map((row) => row.id));
    return rows.map((row) => {
      const view = toView(row, requests.get(row.id) ?? null);
      return networks === null ? view : { ...view, internalComment: null };
    });
  }

  /** The newest request per advertiser that staff have not deleted, from the CMS's whitelist items. */
  private async latestWhitelistRequests(advertiserIds: string[]): Promise<Map<string, AdvertiserWhitelistRequest>> {
    if (advertiserIds.length === 0) return new Map();
    const rows: { advertiserId: string; id: string; sent: boolean | null; confirmed: boolean | null; active: boolean | null }[] =
      await this.dataSource.query(
        `SELECT DISTINCT ON (fields->>'advertiserId') fields->>'advertiserId' AS "advertiserId", id,
                (fields->>'whitelistSent')::boolean AS sent, (fields->>'whitelistConfirmed')::boolean AS confirmed,
                (fields->>'whitelistActive')::boolean AS active
           FROM cms.catalogue_items
          WHERE kind = $1 AND deleted_at IS NULL AND fields->>'advertiserId' = ANY($2)
          ORDER BY fields->>'advertiserId', created_at DESC, id DESC`,
        [WHITELISTING_REQUEST_SPEC.kind, advertiserIds],
      );
    return new Map(
      rows.map((row) => [
        row.advertiserId,
        { id: row.id, whitelistSent: row.sent === true, whitelistConfirmed: row.confirmed === true, whitelistActive: row.active === true },
      ]),
    );
  }

  /** The networks a caller may pick for an advertiser, by name. */
  async networkChoices(networks: string[] | null): Promise<{ id: string; name: string }[]> {
    if (networks !== null && networks.length === 0) return [];
    return this.dataSource.query(
      `SELECT id, name FROM cms.networks WHERE deleted_at IS NULL ${networks === null ? '' : 'AND id = ANY($1)'} ORDER BY lower(name), id`,
      networks === null ? [] : [networks],
    );
  }

  private filtered(query: AdvertiserListQuery, networks: string[] | null): SelectQueryBuilder<AdvertiserEntity> {
    const builder = this.dataSource.getRepository(AdvertiserEntity).createQueryBuilder('advertiser');
    if (networks !== null) builder.andWhere('advertiser.network_id = ANY(:networks)', { networks });
    if (!query.showDeleted) builder.andWhere('advertiser.deleted_at IS NULL');
    if (query.ids?.length) builder.andWhere('advertiser.id = ANY(:ids)', { ids: query.ids });
    if (query.networkId) builder.andWhere('advertiser.network_id = :networkId', { networkId: query.networkId });
    if (typeof query.cannotAudit === 'boolean') builder.andWhere('advertiser.cannot_audit = :cannotAudit', { cannotAudit: query.cannotAudit });
    if (query.primaryTrackingMethod) {
      builder.andWhere('advertiser.primary_tracking_method = :method', { method: query.primaryTrackingMethod });
    }
    if (query.bespokeCookieValueType) {
      builder.andWhere('advertiser.bespoke_cookie_value_type = :type', { type: query.bespokeCookieValueType });
    }
    const text = query.q?.trim().toLowerCase();
    if (text) {
      builder.andWhere(
        `(lower(advertiser.name) LIKE :text ESCAPE '\\' OR advertiser.domain LIKE :text ESCAPE '\\' OR lower(advertiser.network_advertiser_id) LIKE :text ESCAPE '\\')`,
        { text: `%${text.replace(/[\\%_]/g, '\\$&')}%` },
      );
    }
    return builder;
  }
}
