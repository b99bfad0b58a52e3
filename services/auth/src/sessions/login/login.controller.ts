import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Public, ZodPipe } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import { z } from 'zod';
import { ClientAddress, RequestContext } from '@tracklight/access';
import { password, username } from '../credentials.schema';
import { LoginCommand } from './login.command';

const LoginBody = z.object({ username, password });

@Controller('auth')
export class LoginController {
  constructor(private readonly commands: CommandBus) {}

  @Post('login')
  @HttpCode(200)
  @Public()
  login(
    @Body(new ZodPipe(LoginBody)) body: z.infer<typeof LoginBody>,
    @ClientAddress() address: string,
    @RequestContext() context: CommandContext,
  ) {
    return this.commands.execute(new LoginCommand(body.username, body.password, address, context));
  }
}
