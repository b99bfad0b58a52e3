import { Args, Field, ID, InputType, Mutation, Resolver } from '@nestjs/graphql';
import { AccessControl, CurrentUser, forbidden, hasGrant, MESSAGES, Operation, RequestContext, type AuthenticatedUser } from '@tracklight/access';
import { WHITELISTING_REQUEST_SPEC } from '@tracklight/cms-catalogue';
import type { CommandContext } from '@tracklight/event-store';
import { CatalogueCommands } from '../../catalogue/catalogue-commands';
import { catalogueGraphqlTypes } from '../../catalogue/catalogue.graphql';
import { catalogueOperationNames } from '../../catalogue/catalogue.operations';
import { TechnicalContactMailer } from '../mail-technical-contact/technical-contact-mailer';

const spec = WHITELISTING_REQUEST_SPEC;
const { item } = catalogueGraphqlTypes(spec);

/** What the requester gives (the advertiser whitelisting form); the rest is the staff's. */
@InputType('WhitelistingRequestCreateInput')
class WhitelistingRequestCreateInput {
  @Field(() => ID, { nullable: true }) advertiserId?: string;
  @Field(() => String, { nullable: true, description: 'Recipient name' }) technicalContact?: string;
  @Field(() => String, { nullable: true, description: 'Recipient email' }) technicalContactEmail?: string;
  @Field(() => ID, { nullable: true }) auditId?: string;
  @Field(() => String, { nullable: true }) message?: string;
}

/**
 * whitelistingRequestCreate(record) (spec sections 4 and 7): open to users with the whitelisting
 * grant, or listed under 'whitelisting' in the platform access list, and super admins. The caller
 * becomes the request's user; sent, confirmed and active start false. The answer is the request
 * after the mail to its technical contact: whitelistSent tells the form whether it went.
 */
@Resolver()
export class WhitelistingRequestCreateResolver {
  constructor(
    private readonly commands: CatalogueCommands,
    private readonly accessControl: AccessControl,
    private readonly technicalContact: TechnicalContactMailer,
  ) {}

  @Mutation(() => item, { name: 'whitelistingRequestCreate' })
  @Operation(catalogueOperationNames(spec).create)
  async create(
    @Args('record', { type: () => WhitelistingRequestCreateInput }) record: WhitelistingRequestCreateInput,
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
  ) {
    if (!hasGrant(user, 'whitelisting') && !(await this.accessControl.hasAccess(user, 'whitelisting'))) throw forbidden(MESSAGES.forbidden);
    const { advertiserId, technicalContact, technicalContactEmail, auditId, message } = record;
    const request = await this.commands.create(
      spec,
      {
        advertiserId,
        technicalContact,
        technicalContactEmail,
        auditId,
        message,
        userId: user.id,
        whitelistSent: false,
        whitelistConfirmed: false,
        whitelistActive: false,
      },
      context,
    );
    return this.technicalContact.send(request, user, context);
  }
}
