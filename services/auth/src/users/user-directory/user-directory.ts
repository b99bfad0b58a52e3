import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DirectoryUser, UserDirectory } from '@tracklight/access';

/** USER_DIRECTORY (libs/access): users by id from auth.users, for other services' checks and names. */
@Injectable()
export class AuthUserDirectory implements UserDirectory {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(userId: string): Promise<DirectoryUser | null> {
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
    const [row] = await this.dataSource.query(
      `SELECT id, name, email, company_id AS "companyId", is_enabled AS "isEnabled" FROM auth.users WHERE id = $1`,
      [userId],
    );
    return (row as DirectoryUser | undefined) ?? null;
  }
}
