import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthPorts } from '@tracklight/access';
import { publicUrlOf, type Settings } from '@tracklight/config';
import type { IssueReported } from '@tracklight/contracts';
import { Mailer, SETTINGS } from '@tracklight/platform';

/**
 * 'shouldEmailOtherPublishers' (spec section 3): the users of other companies who audited the
 * same advertiser hear that someone reported a problem with it. Never who, nor which company.
 */
@Injectable()
export class OtherPublishersMail {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly authPorts: AuthPorts,
    private readonly mailer: Mailer,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  async tell(report: IssueReported['data']): Promise<number> {
    const directory = this.authPorts.userDirectory();
    if (!directory) return 0;
    const rows: { requested_by: string }[] = await this.dataSource.query(
      `SELECT DISTINCT requested_by FROM cms.issue_audits
        WHERE advertiser_id = $1 AND company_id IS DISTINCT FROM $2 AND requested_by IS NOT NULL`,
      [report.advertiserId, report.companyId],
    );
    const [advertiser] = await this.dataSource.query(`SELECT name, domain FROM cms.advertisers WHERE id = $1`, [report.advertiserId]);
    const name = advertiser?.name ?? advertiser?.domain ?? 'an advertiser you audited';
    let sent = 0;
    for (const { requested_by: userId } of rows) {
      const user = await directory.find(userId);
      if (!user?.isEnabled) continue;
      await this.mailer.send({
        to: user.email,
        subject: `${this.settings.PRODUCT_NAME}: a tracking issue was reported with ${name}`,
        text: [
          `Another publisher reported a problem with the tracking on ${name}.`,
          '',
          'If you see the same with your links, report it from one of your audits of this advertiser,',
          `or look at your latest results: ${publicUrlOf(this.settings)}/#/reporting/batches`,
        ].join('\n'),
      });
      sent++;
    }
    return sent;
  }
}
