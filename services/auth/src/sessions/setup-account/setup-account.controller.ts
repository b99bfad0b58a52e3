import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Public, ZodPipe } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import { z } from 'zod';
import { ClientAddress, RequestContext } from '@tracklight/access';
import { newPassword, password, username } from '../credentials.schema';
import { SetupAccountCommand } from './setup-account.command';

const SetupBody = z.object({ username, password, newPassword });

@Controller('auth')
export class SetupAccountController {
  constructor(private readonly commands: CommandBus) {}

  @Post('setup')
  @HttpCode(200)
  @Public()
  setup(
    @Body(new ZodPipe(SetupBody)) body: z.infer<typeof SetupBody>,
    @ClientAddress() address: string,
    @RequestContext() context: CommandContext,
  ) {
    return this.commands.execute(
      new SetupAccountCommand(body.username, body.password, body.newPassword, address, context),
    );
  }
}
