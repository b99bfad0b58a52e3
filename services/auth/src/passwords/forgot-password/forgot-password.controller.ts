import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Throttle } from '@nestjs/throttler';
import { Public, ZodPipe } from '@tracklight/access';
import { EventStore, type CommandContext } from '@tracklight/event-store';
import { z } from 'zod';
import { userIdOfToken } from '../../sessions/secret-tokens';
import { readState } from '@tracklight/event-store';
import { badRequest } from '@tracklight/access';
import { RequestContext } from '@tracklight/access';
import { foldUser } from '../../users/user.state';
import { INVALID_RESET_LINK, resetTokenValid } from '../reset-token';
import { ForgotPasswordCommand } from './forgot-password.command';
import { userStream } from '@tracklight/contracts';

const ForgotBody = z.object({
  email: z.string().trim().min(1, 'Please enter your e-mail address.'),
});
const ResetTokenQuery = z.object({ resetToken: z.string().min(1, INVALID_RESET_LINK) });

@Controller('auth/forgot-password')
export class ForgotPasswordController {
  constructor(
    private readonly commands: CommandBus,
    private readonly store: EventStore,
  ) {}

  /** The same answer whether or not the address has an account, so it cannot be used to find accounts. */
  @Post()
  @HttpCode(200)
  @Public()
  // Each call may send a mail: a tighter limit per address than the default.
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  async request(
    @Body(new ZodPipe(ForgotBody)) body: z.infer<typeof ForgotBody>,
    @RequestContext() context: CommandContext,
  ) {
    await this.commands.execute(new ForgotPasswordCommand(body.email, context));
    return {
      message:
        'If an account uses this e-mail address, we have sent it a link to reset the password.',
    };
  }

  /** Who the reset page is for, so it can greet them; refuses a used or expired link. */
  @Get('user')
  @Public()
  async user(@Query(new ZodPipe(ResetTokenQuery)) { resetToken }: z.infer<typeof ResetTokenQuery>) {
    const userId = userIdOfToken(resetToken);
    const user = userId ? await readState(this.store, userStream(userId), foldUser) : null;
    if (!resetTokenValid(user, resetToken)) throw badRequest(INVALID_RESET_LINK);
    return { user: { email: user.email, name: user.name } };
  }
}
