import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AuthenticatedUser } from '@tracklight/access';
import { WHITELISTING_REQUEST_SPEC } from '@tracklight/cms-catalogue';
import type { Settings } from '@tracklight/config';
import type { CommandContext } from '@tracklight/event-store';
import { Mailer, SETTINGS } from '@tracklight/platform';
import { AdvertiserQueries } from '../../advertisers/advertiser-queries';
import { CatalogueCommands } from '../../catalogue/catalogue-commands';
import type { CatalogueItemView } from '../../catalogue/catalogue-queries';
import { whitelistRequestMail } from './whitelist-request-mail';

/**
 * Mails a new whitelisting request to the advertiser's technical contact with the addresses to
 * allow, then marks the request sent (with the data centres it named). The request is stored
 * first, so a mail that fails loses nothing: it stays not sent, shows 'Whitelist Requested', and
 * staff send it from /cms/whitelist. Without AUDIT_EGRESS_ADDRESSES or SMTP there is nothing
 * true to mail, so the request waits for staff the same way.
 */
@Injectable()
export class TechnicalContactMailer {
  private readonly logger = new Logger(TechnicalContactMailer.name);

  constructor(
    private readonly mailer: Mailer,
    private readonly commands: CatalogueCommands,
    private readonly advertisers: AdvertiserQueries,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  async send(request: CatalogueItemView, requester: AuthenticatedUser, context: CommandContext): Promise<CatalogueItemView> {
    const egressAddresses = this.settings.AUDIT_EGRESS_ADDRESSES;
    if (!egressAddresses || Object.keys(egressAddresses).length === 0) return request;
    const advertiserId = String(request.advertiserId);
    const advertiser = await this.advertisers.byId(advertiserId, null);
    const mail = whitelistRequestMail({
      productName: this.settings.PRODUCT_NAME,
      requestId: request.id,
      technicalContact: String(request.technicalContact),
      technicalContactEmail: String(request.technicalContactEmail),
      advertiser: { name: advertiser?.name ?? advertiserId, domain: advertiser?.domain },
      requester: { name: requester.name, email: requester.email, companyName: requester.companyName },
      message: typeof request.message === 'string' ? request.message : null,
      egressAddresses,
    });
    try {
      if ((await this.mailer.send(mail)) !== 'sent') return request;
    } catch (error) {
      this.logger.warn(`Whitelisting request ${request.id} could not be mailed: ${error instanceof Error ? error.message : String(error)}`);
      return request;
    }
    const sent = { whitelistSent: true, datacenterIds: Object.keys(egressAddresses) };
    return this.commands.update(WHITELISTING_REQUEST_SPEC, request.id, sent, context);
  }
}
