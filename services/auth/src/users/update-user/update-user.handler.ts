import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { canSeeCompany } from '@tracklight/access';
import { EventStore } from '@tracklight/event-store';
import { foldCompany } from '../../companies/company.state';
import { decideOnStream, readState } from '@tracklight/event-store';
import { badRequest, conflict, notFound } from '@tracklight/access';
import { EmailIndex } from '../email-index';
import { EMAIL_TAKEN } from '../invite-user/invite-user.handler';
import { userChangeEvents } from '../user-changes';
import { foldUser } from '../user.state';
import { UpdateUserCommand } from './update-user.command';
import { companyStream, userStream } from '@tracklight/contracts';

const NO_SUCH_USER = 'No user with this id.';

@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly emails: EmailIndex,
  ) {}

  async execute({ actor, userId, changes, context }: UpdateUserCommand): Promise<void> {
    const current = await readState(this.store, userStream(userId), foldUser);
    if (!current || !canSeeCompany(actor, current.companyId)) throw notFound(NO_SUCH_USER);
    if (
      changes.companyId &&
      !(await readState(this.store, companyStream(changes.companyId), foldCompany))
    ) {
      throw badRequest('That company does not exist.');
    }
    // A new address is reserved before the change is decided, and the old one freed after.
    const newEmail =
      changes.email !== undefined &&
      EmailIndex.normalise(changes.email) !== EmailIndex.normalise(current.email)
        ? changes.email
        : null;
    if (newEmail && !(await this.emails.reserve(newEmail, userId))) throw conflict(EMAIL_TAKEN);
    try {
      await decideOnStream(this.store, userStream(userId), foldUser, context, async (user) => {
        if (!user) throw notFound(NO_SUCH_USER);
        return { events: await userChangeEvents(user, changes, actor), result: undefined };
      });
    } catch (error) {
      if (newEmail) await this.emails.release(newEmail, userId);
      throw error;
    }
    if (newEmail) await this.emails.release(current.email, userId);
  }
}
