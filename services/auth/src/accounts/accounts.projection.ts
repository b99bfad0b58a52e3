import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '@tracklight/event-store';
import type { Projection } from '@tracklight/read-models';
import { asEvent } from '@tracklight/event-store';
import type { CompanyEvents, UserEvents } from '@tracklight/contracts';

const idOf = (stream: string) => stream.slice(stream.indexOf('-') + 1);

/** Keeps auth.companies and auth.users, the tables the account screens and GraphQL read. */
export class AccountsProjection implements Projection {
  readonly name = 'auth-accounts';
  readonly tables = ['auth.companies', 'auth.users'];

  async apply(stored: StoredEvent, manager: EntityManager): Promise<void> {
    if (stored.streamName.startsWith('company-')) await this.applyCompany(stored, manager);
    if (stored.streamName.startsWith('user-')) await this.applyUser(stored, manager);
  }

  private async applyCompany(stored: StoredEvent, manager: EntityManager): Promise<void> {
    const id = idOf(stored.streamName);
    const at = stored.metadata.occurredAt;
    const event = asEvent<CompanyEvents>(stored);
    switch (event.type) {
      case 'CompanyCreated': {
        const c = event.data;
        await manager.query(
          `INSERT INTO auth.companies (id, name, is_super_admin, moonpull_share_enabled, company_type, billing_id,
             num_monthly_links, num_extra_monthly_links, num_audits, reset_day, next_reset_date, max_batch_size, queues,
             created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 0, 0, $8, $9, $10, $11, $12, $12)`,
          [
            id,
            c.name,
            c.isSuperAdmin,
            c.moonpullShareEnabled,
            c.companyType,
            c.billingId,
            c.numMonthlyLinks,
            c.resetDay,
            c.nextResetDate,
            c.maxBatchSize,
            c.queues,
            at,
          ],
        );
        return;
      }
      case 'CompanyUpdated':
        return this.update(manager, 'auth.companies', id, at, {
          ...event.data.changes,
          nextResetDate: event.data.nextResetDate,
        });
      case 'ExtraLinksGranted':
        return this.update(manager, 'auth.companies', id, at, {
          numExtraMonthlyLinks: event.data.thisMonthExtra,
        });
      case 'AuditsReserved':
        await manager.query(
          `UPDATE auth.companies SET num_audits = num_audits + $2, updated_at = $3 WHERE id = $1`,
          [id, event.data.links, at],
        );
        return;
      case 'AuditReservationReleased':
        await manager.query(
          `UPDATE auth.companies SET num_audits = GREATEST(0, num_audits - $2), updated_at = $3 WHERE id = $1`,
          [id, event.data.links, at],
        );
        return;
      case 'QuotaPeriodStarted':
        return this.update(manager, 'auth.companies', id, at, {
          numAudits: 0,
          numExtraMonthlyLinks: 0,
          nextResetDate: event.data.nextResetDate,
        });
    }
  }

  private async applyUser(stored: StoredEvent, manager: EntityManager): Promise<void> {
    const id = idOf(stored.streamName);
    const at = stored.metadata.occurredAt;
    const event = asEvent<UserEvents>(stored);
    switch (event.type) {
      case 'UserInvited': {
        const u = event.data;
        await manager.query(
          `INSERT INTO auth.users (id, email, name, title, company_id, is_enabled, is_company_owner, must_set_password,
             roles, grants, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, true, $6, true, '[]', '{}', $7, $7)`,
          [id, u.email, u.name, u.title, u.companyId, u.isCompanyOwner, at],
        );
        return;
      }
      case 'UserUpdated':
        return this.update(manager, 'auth.users', id, at, event.data.changes);
      case 'UserDisabled':
      case 'UserEnabled':
        return this.update(manager, 'auth.users', id, at, {
          isEnabled: event.type === 'UserEnabled',
        });
      case 'PasswordSet':
        return this.update(manager, 'auth.users', id, at, {
          mustSetPassword: event.data.reason === 'admin',
        });
      case 'RoleGranted':
        await manager.query(
          `UPDATE auth.users SET roles = (SELECT coalesce(jsonb_agg(r), '[]') FROM jsonb_array_elements(roles) r WHERE r->>'id' <> $2) || $3::jsonb,
             updated_at = $4 WHERE id = $1`,
          [id, event.data.role.id, JSON.stringify([event.data.role]), at],
        );
        return;
      case 'RoleRevoked':
        await manager.query(
          `UPDATE auth.users SET roles = (SELECT coalesce(jsonb_agg(r), '[]') FROM jsonb_array_elements(roles) r WHERE r->>'id' <> $2),
             updated_at = $3 WHERE id = $1`,
          [id, event.data.roleId, at],
        );
        return;
      case 'GrantChanged':
        await manager.query(
          `UPDATE auth.users SET grants = array_remove(grants, $2) || CASE WHEN $3 THEN ARRAY[$2] ELSE '{}' END, updated_at = $4 WHERE id = $1`,
          [id, event.data.grant, event.data.granted, at],
        );
        return;
      case 'UserLoggedIn':
        await manager.query(`UPDATE auth.users SET last_login_at = $2 WHERE id = $1`, [id, at]);
        return;
    }
  }

  /** Sets camelCase fields as snake_case columns. */
  private async update(
    manager: EntityManager,
    table: string,
    id: string,
    at: string,
    fields: Record<string, unknown>,
  ): Promise<void> {
    const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
    const columns = entries.map(
      ([name], i) => `${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)} = $${i + 3}`,
    );
    await manager.query(
      `UPDATE ${table} SET ${[...columns, 'updated_at = $2'].join(', ')} WHERE id = $1`,
      [id, at, ...entries.map(([, value]) => value)],
    );
  }
}
