import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '@tracklight/access';

export interface ApiKeyView {
  id: string;
  name: string;
  companyId: string;
  owner: { id: string; name: string | null; email: string | null };
  scopes: string[];
  expiresAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  lastUsedAddress: string | null;
  status: 'active' | 'revoked' | 'expired';
}

interface Row {
  id: string;
  name: string;
  company_id: string;
  owner_id: string;
  owner_name: string | null;
  owner_email: string | null;
  scopes: string[];
  expires_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
  last_used_at: Date | null;
  last_used_address: string | null;
}

const view = (r: Row): ApiKeyView => ({
  id: r.id,
  name: r.name,
  companyId: r.company_id,
  owner: { id: r.owner_id, name: r.owner_name, email: r.owner_email },
  scopes: r.scopes,
  expiresAt: r.expires_at,
  revokedAt: r.revoked_at,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
  lastUsedAddress: r.last_used_address,
  status: r.revoked_at ? 'revoked' : r.expires_at && r.expires_at <= new Date() ? 'expired' : 'active',
});

/** The keys a caller may see: their company's; a super admin's, every company's. */
@Injectable()
export class ApiKeyQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(user: AuthenticatedUser): Promise<ApiKeyView[]> {
    return this.select(user, null);
  }

  async byId(user: AuthenticatedUser, id: string): Promise<ApiKeyView | null> {
    return (await this.select(user, id))[0] ?? null;
  }

  private async select(user: AuthenticatedUser, id: string | null): Promise<ApiKeyView[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT k.*, u.name AS owner_name, u.email AS owner_email, usage.last_used_at, usage.last_used_address
         FROM auth.api_keys k
         LEFT JOIN auth.users u ON u.id = k.owner_id
         LEFT JOIN auth.api_key_usage usage ON usage.key_id = k.id
        WHERE ($1 OR k.company_id = $2) AND ($3::uuid IS NULL OR k.id = $3)
        ORDER BY k.created_at DESC
        LIMIT 1000`,
      [user.isSuperAdmin, user.companyId, id],
    );
    return rows.map(view);
  }
}
