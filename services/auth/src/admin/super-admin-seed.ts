import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Settings } from '@tracklight/config';
import { decideOnStream, EventStore } from '@tracklight/event-store';
import { SETTINGS } from '@tracklight/platform';
import { COMPANY_DEFAULTS, PROVIDER_COMPANY_TYPE } from '../companies/company.schema';
import { CreateCompanyCommand } from '../companies/create-company/create-company.command';
import { hashPassword } from '../sessions/passwords';
import { EmailIndex } from '../users/email-index';
import { foldUser } from '../users/user.state';
import { userEvent, userStream } from '@tracklight/contracts';

/**
 * First start: with no user at all, creates the provider's super-admin company and its first
 * user from ADMIN_EMAIL / ADMIN_PASSWORD. Without ADMIN_PASSWORD a generated one is printed once
 * and must be replaced at the first login (account setup).
 */
@Injectable()
export class SuperAdminSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger(SuperAdminSeed.name);

  constructor(
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly emails: EmailIndex,
    private readonly commands: CommandBus,
    private readonly store: EventStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_EMAIL: email, ADMIN_PASSWORD: configured, PRODUCT_NAME: product } = this.settings;
    const userId = randomUUID();
    // The reservation also settles a race between processes starting together: one wins.
    if (!(await this.emails.isEmpty()) || !(await this.emails.reserve(email, userId))) return;
    const context = { actorUserId: null, correlationId: `first-start-${userId}` };
    const companyId = randomUUID();
    const profile = {
      ...COMPANY_DEFAULTS,
      name: product,
      isSuperAdmin: true,
      companyType: PROVIDER_COMPANY_TYPE,
      queues: ['a', 'b', 'c', 'superuser'],
    };
    await this.commands.execute(new CreateCompanyCommand(profile, context, companyId));
    const password = configured ?? randomBytes(12).toString('base64url');
    const passwordHash = await hashPassword(password);
    const invited = userEvent('UserInvited', {
      userId,
      email,
      name: 'Administrator',
      title: '',
      companyId,
      isCompanyOwner: true,
      passwordHash: configured ? null : passwordHash,
    });
    const events = configured
      ? [invited, userEvent('PasswordSet', { passwordHash, reason: 'configured' })]
      : [invited];
    // A new id's stream is empty: these are its first events, decided as every user change is.
    await decideOnStream(this.store, userStream(userId), foldUser, context, () => ({ events, result: undefined }));
    this.logger.warn(
      configured
        ? `First start: created the super admin ${email} with ADMIN_PASSWORD.`
        : `First start: created the super admin ${email} with the one-time password ${password} (shown only now). Log in with it and choose your own.`,
    );
  }
}
