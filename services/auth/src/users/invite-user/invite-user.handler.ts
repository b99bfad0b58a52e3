import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@tracklight/event-store';
import { foldCompany } from '../../companies/company.state';
import { hashPassword } from '../../sessions/passwords';
import { decideOnStream, readState } from '@tracklight/event-store';
import { badRequest, conflict, forbidden } from '@tracklight/access';
import { EmailIndex } from '../email-index';
import { OWN_COMPANY_ONLY, userChangeEvents } from '../user-changes';
import { evolveUser, foldUser } from '../user.state';
import { InviteUserCommand } from './invite-user.command';
import { companyStream, userEvent, userStream } from '@tracklight/contracts';

export const EMAIL_TAKEN = 'A user with this e-mail address already exists.';

@CommandHandler(InviteUserCommand)
export class InviteUserHandler implements ICommandHandler<InviteUserCommand, string> {
  constructor(
    private readonly store: EventStore,
    private readonly emails: EmailIndex,
  ) {}

  async execute({ actor, input, userId, context }: InviteUserCommand): Promise<string> {
    const companyId = input.companyId ?? actor.companyId;
    if (!actor.isSuperAdmin && companyId !== actor.companyId) throw forbidden(OWN_COMPANY_ONLY);
    if (!(await readState(this.store, companyStream(companyId), foldCompany)))
      throw badRequest('That company does not exist.');
    if (!(await this.emails.reserve(input.email, userId))) throw conflict(EMAIL_TAKEN);
    try {
      return await decideOnStream(
        this.store,
        userStream(userId),
        foldUser,
        context,
        async (existing) => {
          if (existing) throw conflict('A user with this id already exists.');
          const invited = userEvent('UserInvited', {
            userId,
            email: input.email,
            name: input.name,
            title: input.title ?? '',
            companyId,
            isCompanyOwner: input.isCompanyOwner ?? false,
            passwordHash: await hashPassword(input.password),
          });
          const { roles, grants, isEnabled } = input;
          const rest = await userChangeEvents(
            evolveUser(null, invited)!,
            { roles, grants, isEnabled },
            actor,
          );
          return { events: [invited, ...rest], result: userId };
        },
      );
    } catch (error) {
      await this.emails.release(input.email, userId);
      throw error;
    }
  }
}
