import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AUDIT_ERROR_SPEC } from '@tracklight/cms-catalogue';

/** What the CMS says about one error id (spec section 7, /cms/errors). */
export interface ErrorSetting {
  description: string | null;
  /** Shown to the provider's staff only. */
  moonpullOnly: boolean;
  /** Left out of every downloaded report. */
  hideFromDownload: boolean;
}

export type ErrorCatalogue = ReadonlyMap<string, ErrorSetting>;

/** The error catalogue as reporting's copy holds it; read per query, so a toggle shows at once. */
@Injectable()
export class ErrorCatalogueReader {
  constructor(private readonly dataSource: DataSource) {}

  async read(): Promise<ErrorCatalogue> {
    const rows = (await this.dataSource.query(`SELECT id, fields FROM reporting.cms_content WHERE kind = $1`, [AUDIT_ERROR_SPEC.kind])) as {
      id: string;
      fields: Record<string, unknown>;
    }[];
    return new Map(
      rows.map(({ id, fields }) => [
        id,
        {
          description: typeof fields.description === 'string' ? fields.description : null,
          moonpullOnly: fields.moonpullOnly === true,
          hideFromDownload: fields.hideFromDownload === true,
        },
      ]),
    );
  }
}
