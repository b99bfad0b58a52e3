import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { badRequest } from '@tracklight/access';
import type { NetworkRecord } from '@tracklight/contracts';
import { buildSuccessCriteria, CRITERIA_ERRORS, type CriteriaError, type SuccessCriteria } from '@tracklight/networks';
import { NetworkEntity } from './network.entity';
import { recordOf } from './network-record';

/** A network as the CMS answers it: every field, the criteria in force, and its version. */
export interface NetworkView extends NetworkRecord {
  id: string;
  /** The provider's legacy id (spec Network.moonpullId); there is no legacy import, so null. */
  moonpullId: string | null;
  successCriteria: SuccessCriteria;
  /** True when staff set the criteria; false while they follow the definition. */
  successCriteriaEdited: boolean;
  /** The network stream's version: audits judged by this state record it. */
  version: number;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

export interface NetworkListQuery {
  /** Free text, matched anywhere in the id, name, aliases, website and description. */
  q?: string | null;
  showDeleted?: boolean | null;
  ids?: string[] | null;
  isActive?: boolean | null;
  ownerId?: string | null;
  aliasNetworkId?: string | null;
  sortField?: string | null;
  sortOrder?: string | null;
  page?: number | null;
  perPage?: number | null;
}

/** Largest page a list answers; react-admin's reference pickers ask for up to this many. */
export const MAX_PAGE_SIZE = 1000;

const SORTS: Record<string, string> = {
  id: 'network.id',
  name: 'lower(network.name)',
  url: 'lower(network.url)',
  isActive: 'network.is_active',
  ownerId: 'network.owner_id',
  version: 'network.version',
  createdAt: 'network.created_at',
  updatedAt: 'network.updated_at',
};

export const toView = (row: NetworkEntity): NetworkView => ({
  id: row.id,
  moonpullId: null,
  ...recordOf(row.definition, row),
  successCriteria: row.successCriteria ?? buildSuccessCriteria(row.definition),
  successCriteriaEdited: row.successCriteria !== null,
  version: row.version,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  deletedAt: row.deletedAt,
});

const sortOrder = (order: string): 'ASC' | 'DESC' => {
  if (order.toUpperCase() === 'ASC' || order.toUpperCase() === 'DESC') return order.toUpperCase() as 'ASC' | 'DESC';
  throw badRequest('Sort order must be ASC or DESC.');
};

@Injectable()
export class NetworkQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: NetworkListQuery): Promise<{ count: number; items: NetworkView[] }> {
    const perPage = Math.min(Math.max(query.perPage ?? 25, 1), MAX_PAGE_SIZE);
    const page = Math.max(query.page ?? 1, 1);
    const field = query.sortField ?? 'name';
    if (!SORTS[field]) throw badRequest(`Networks cannot be sorted by ${field}.`);
    const [rows, count] = await this.filtered(query)
      .orderBy(SORTS[field], sortOrder(query.sortOrder ?? 'ASC'))
      .addOrderBy('network.id', 'ASC')
      .skip((page - 1) * perPage)
      .take(perPage)
      .getManyAndCount();
    return { count, items: rows.map(toView) };
  }

  /** The networks in use, by name as a reader scans a picker (networkMany). */
  async inUse(limit?: number): Promise<NetworkView[]> {
    // TypeORM drops a LIMIT of 0 (reading it as "no limit"); a limit of 0 (or less) asks for none.
    if (limit !== undefined && limit <= 0) return [];
    const rows = await this.filtered({})
      .orderBy('lower(network.name)')
      .addOrderBy('network.id')
      .limit(limit)
      .getMany();
    return rows.map(toView);
  }

  async byId(id: string): Promise<NetworkView | null> {
    const row = await this.dataSource.getRepository(NetworkEntity).findOneBy({ id });
    return row ? toView(row) : null;
  }

  /** Another network in use with this name, compared as users type it. */
  async nameTaken(name: string, exceptId: string): Promise<boolean> {
    return this.dataSource
      .getRepository(NetworkEntity)
      .createQueryBuilder('network')
      .where('lower(network.name) = lower(:name)', { name })
      .andWhere('network.id <> :exceptId', { exceptId })
      .andWhere('network.deleted_at IS NULL')
      .getExists();
  }

  /** The error ids the network's criteria in force can raise, with their text, in stage order. */
  activeErrors(network: NetworkView): CriteriaError[] {
    const raised = new Set(
      Object.values(network.successCriteria).flatMap((checks) =>
        [...checks.query, ...checks.cookies, ...checks.scripts, ...checks.extracted].map((check) => check.errorId),
      ),
    );
    return CRITERIA_ERRORS.filter((error) => raised.has(error.errorId));
  }

  private filtered(query: NetworkListQuery): SelectQueryBuilder<NetworkEntity> {
    const builder = this.dataSource.getRepository(NetworkEntity).createQueryBuilder('network');
    if (!query.showDeleted) builder.andWhere('network.deleted_at IS NULL');
    if (query.ids?.length) builder.andWhere('network.id IN (:...ids)', { ids: query.ids });
    if (typeof query.isActive === 'boolean') builder.andWhere('network.is_active = :isActive', { isActive: query.isActive });
    if (query.ownerId) builder.andWhere('network.owner_id = :ownerId', { ownerId: query.ownerId });
    if (query.aliasNetworkId) {
      builder.andWhere(`network.definition ->> 'aliasOf' = :aliasNetworkId`, { aliasNetworkId: query.aliasNetworkId });
    }
    const text = query.q?.trim().toLowerCase();
    if (text) {
      // Networks are tens, not millions: a scan of a few text fields answers at once.
      builder.andWhere(
        `lower(concat_ws(' ', network.id, network.name, network.definition ->> 'aliases', network.url, network.description)) LIKE :text ESCAPE '\\'`,
        { text: `%${text.replace(/[\\%_]/g, '\\$&')}%` },
      );
    }
    return builder;
  }
}
