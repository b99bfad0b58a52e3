import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Inject, Post, ServiceUnavailableException } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import { z } from 'zod';
import { CurrentUser, failure, Operation, RequestContext, ZodPipe, type AuthenticatedUser } from '@tracklight/access';
import type { Settings } from '@tracklight/config';
import { SUPPORT_REQUEST_STREAM, type SupportRequested } from '@tracklight/contracts';
import { EventStore, recordOnce, streamName, type CommandContext } from '@tracklight/event-store';
import { Mailer, SETTINGS } from '@tracklight/platform';

const SupportBody = z.strictObject({
  subject: z.string('Please give your message a subject.').trim().min(1, 'Please give your message a subject.').max(200, 'The subject must be at most 200 characters.'),
  message: z.string('Please write your message.').trim().min(1, 'Please write your message.').max(10_000, 'The message must be at most 10,000 characters.'),
  /** The page the user wrote from, so support sees what they saw. */
  page: z.string().max(2000).optional(),
});
type SupportInput = z.infer<typeof SupportBody>;

export const SUPPORT_SENT = 'Thank you: your message is with our support team, who will reply by e-mail.';
const MAIL_FAILED = 'Your message is saved, but it could not be e-mailed to support just now. Please try again later.';

/**
 * Support (/support, spec section 2): a message to the provider's support address with who sent
 * it and from where. Kept as an event first (nothing is lost when mail fails), then mailed.
 */
@Controller('support/messages')
export class SupportController {
  constructor(
    private readonly store: EventStore,
    private readonly mailer: Mailer,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  @Post()
  @HttpCode(201)
  @Operation('cms.support.send')
  @Throttle({ default: { limit: 5, ttl: 60_000 } })
  async send(@Body(new ZodPipe(SupportBody)) body: SupportInput, @CurrentUser() user: AuthenticatedUser, @RequestContext() context: CommandContext) {
    const id = randomUUID();
    const sender = { id: user.id, name: user.name, email: user.email, companyId: user.companyId, companyName: user.companyName };
    const requested: SupportRequested = { type: 'SupportRequested', data: { id, ...body, sender } };
    // A new id's stream: kept once and never changed.
    if (!(await recordOnce(this.store, streamName(SUPPORT_REQUEST_STREAM, id), requested, context)))
      throw new Error(`The support request "${id}" is kept already.`);
    try {
      await this.mailer.send({
        to: this.settings.SUPPORT_EMAIL ?? this.settings.ADMIN_EMAIL,
        subject: `[${this.settings.PRODUCT_NAME} support] ${body.subject}`,
        text: [
          body.message,
          '',
          `From: ${user.name} <${user.email}>, ${user.companyName}`,
          `Page: ${body.page ?? 'not given'}`,
          `Reference: ${id}`,
        ].join('\n'),
      });
    } catch {
      throw new ServiceUnavailableException(failure(503, MAIL_FAILED));
    }
    return { id, message: SUPPORT_SENT };
  }
}
