import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { badRequest, forbidden, type AuthenticatedUser } from '@tracklight/access';

export const NOT_YOUR_NETWORK = "You can only manage the advertisers of your own company's networks.";
export const STAFF_ONLY_COMMENT = "The internal comment is for the provider's staff only.";

/**
 * Whose advertisers a caller manages (spec section 6, advertiserManagement): a super admin every
 * network's; a user with the grant those of the networks their company owns (Network.ownerId).
 * The operation table has already let only those two kinds of caller in.
 */
@Injectable()
export class AdvertiserAccess {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The networks whose advertisers the caller manages; null for every network. */
  async managedNetworks(user: AuthenticatedUser): Promise<string[] | null> {
    if (user.isSuperAdmin) return null;
    const rows: { id: string }[] = await this.dataSource.query(`SELECT id FROM cms.networks WHERE owner_id = $1 AND deleted_at IS NULL`, [
      user.companyId,
    ]);
    return rows.map((row) => row.id);
  }

  async manages(user: AuthenticatedUser, networkId: string | null): Promise<boolean> {
    const managed = await this.managedNetworks(user);
    return managed === null || (networkId !== null && managed.includes(networkId));
  }

  /** The internal comment is the provider's (spec: staff only); a network's own users neither read nor write it. */
  checkStaffFields(user: AuthenticatedUser, fields: { internalComment?: string | null }): void {
    if (!user.isSuperAdmin && fields.internalComment !== undefined && fields.internalComment !== null) throw forbidden(STAFF_ONLY_COMMENT);
  }

  /** A network new advertisers may be added to, or imported into, by this caller. */
  async checkNetwork(user: AuthenticatedUser, networkId: string): Promise<void> {
    const [network] = await this.dataSource.query(`SELECT id FROM cms.networks WHERE id = $1 AND deleted_at IS NULL`, [networkId]);
    if (!network) throw badRequest(`Network: there is no network "${networkId}".`);
    if (!(await this.manages(user, networkId))) throw forbidden(NOT_YOUR_NETWORK);
  }
}
