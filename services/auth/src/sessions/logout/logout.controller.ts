import { Controller, Get } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Public } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import { RequestContext } from '@tracklight/access';
import { RefreshToken } from '../refresh-header';
import { LogoutCommand } from './logout.command';

@Controller('auth')
export class LogoutController {
  constructor(private readonly commands: CommandBus) {}

  /** Public: logging out must work with an expired access token. */
  @Get('logout')
  @Public()
  async logout(@RefreshToken() refreshToken: string, @RequestContext() context: CommandContext) {
    await this.commands.execute(new LogoutCommand(refreshToken, context));
    return { message: 'You are logged out.' };
  }
}
