import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FindOptionsWhere, Repository } from 'typeorm';
import { z } from 'zod';
import { canSeeCompany, companyScope, type AuthenticatedUser } from '@tracklight/access';
import { notFound } from '@tracklight/access';
import { CompanyEntity, UserEntity } from './account.entities';
import { toCompanyView, toUserView, type CompanyView, type UserView } from './account.views';

export interface UserFilter {
  isEnabled?: boolean;
  companyId?: string;
}

/** The spec fetches its lists with limit 100000; that is also the ceiling here. */
export const MAX_LIST_LIMIT = 100_000;

/**
 * Reads of the account read models, always scoped: a caller sees their own company's rows
 * unless they are a super admin.
 */
@Injectable()
export class AccountQueries {
  constructor(
    @InjectRepository(CompanyEntity) private readonly companies: Repository<CompanyEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
  ) {}

  async companyList(viewer: AuthenticatedUser): Promise<CompanyView[]> {
    const scope = companyScope(viewer);
    const rows = await this.companies.find({
      where: scope ? { id: scope } : {},
      order: { name: 'ASC' },
    });
    return rows.map((row) => toCompanyView(row, viewer));
  }

  async companyById(viewer: AuthenticatedUser, id: string): Promise<CompanyView> {
    const row = canSeeCompany(viewer, id) ? await this.companies.findOneBy({ id }) : null;
    if (!row) throw notFound('No company with this id.');
    return toCompanyView(row, viewer);
  }

  async userList(
    viewer: AuthenticatedUser,
    filter: UserFilter = {},
    limit = MAX_LIST_LIMIT,
  ): Promise<UserView[]> {
    const where: FindOptionsWhere<UserEntity> = {};
    const scope = companyScope(viewer, filter.companyId);
    if (scope && !z.uuid().safeParse(scope).success) return [];
    if (scope) where.companyId = scope;
    if (filter.isEnabled !== undefined) where.isEnabled = filter.isEnabled;
    const rows = await this.users.find({
      where,
      relations: { company: true },
      order: { name: 'ASC' },
      take: Math.min(Math.max(limit, 1), MAX_LIST_LIMIT),
    });
    return rows.map((row) => toUserView(row, viewer));
  }

  async userById(viewer: AuthenticatedUser, id: string): Promise<UserView> {
    const row = await this.users.findOne({ where: { id }, relations: { company: true } });
    if (!row || !canSeeCompany(viewer, row.companyId)) throw notFound('No user with this id.');
    return toUserView(row, viewer);
  }
}
