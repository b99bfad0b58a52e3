import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { NetworkDefinition } from '@tracklight/networks';

/** The network definitions as the CMS holds them now (cms.networks), for the stage checks. */
@Injectable()
export class NetworkDefinitions {
  constructor(private readonly dataSource: DataSource) {}

  async find(id: string | null): Promise<NetworkDefinition | null> {
    if (!id) return null;
    const [row] = (await this.dataSource.query(
      `SELECT definition FROM cms.networks WHERE id = $1`,
      [id],
    )) as { definition: NetworkDefinition }[];
    return row?.definition ?? null;
  }
}
