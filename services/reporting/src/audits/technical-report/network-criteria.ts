import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { buildSuccessCriteria, type NetworkDefinition, type SuccessCriteria } from '@tracklight/networks';

/**
 * A network's success criteria as the CMS holds them now (cms.networks: as staff set them, else
 * derived from the definition), which tell the stage checks a passed check from one not defined.
 */
@Injectable()
export class NetworkCriteria {
  constructor(private readonly dataSource: DataSource) {}

  async find(id: string | null): Promise<SuccessCriteria | null> {
    if (!id) return null;
    const [row] = (await this.dataSource.query(
      `SELECT definition, success_criteria FROM cms.networks WHERE id = $1`,
      [id],
    )) as { definition: NetworkDefinition; success_criteria: SuccessCriteria | null }[];
    if (!row) return null;
    return row.success_criteria ?? buildSuccessCriteria(row.definition);
  }
}
