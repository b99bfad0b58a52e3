import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Public, ZodPipe } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import { z } from 'zod';
import { RequestContext } from '@tracklight/access';
import { username } from '../credentials.schema';
import { RefreshToken } from '../refresh-header';
import { RefreshCommand } from './refresh.command';

const RefreshBody = z.object({ username });

@Controller('auth')
export class RefreshController {
  constructor(private readonly commands: CommandBus) {}

  /** Public: the access token has usually expired by now; the refresh token is the credential. */
  @Post('refresh')
  @HttpCode(200)
  @Public()
  refresh(
    @RefreshToken() refreshToken: string,
    @Body(new ZodPipe(RefreshBody)) body: z.infer<typeof RefreshBody>,
    @RequestContext() context: CommandContext,
  ) {
    return this.commands.execute(new RefreshCommand(refreshToken, body.username, context));
  }
}
