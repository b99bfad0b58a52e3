import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Public, ZodPipe } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import { z } from 'zod';
import { newPassword } from '../../sessions/credentials.schema';
import { RequestContext } from '@tracklight/access';
import { INVALID_RESET_LINK } from '../reset-token';
import { ResetPasswordCommand } from './reset-password.command';

const ResetBody = z.object({ resetToken: z.string().min(1, INVALID_RESET_LINK), newPassword });

@Controller('auth/forgot-password')
export class ResetPasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Post('reset')
  @HttpCode(200)
  @Public()
  async reset(
    @Body(new ZodPipe(ResetBody)) body: z.infer<typeof ResetBody>,
    @RequestContext() context: CommandContext,
  ) {
    await this.commands.execute(
      new ResetPasswordCommand(body.resetToken, body.newPassword, context),
    );
    return { message: 'Your password has been changed. You can now log in with it.' };
  }
}
