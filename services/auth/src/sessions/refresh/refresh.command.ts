import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '@tracklight/event-store';
import type { Session } from '../session-issuer';

export type RefreshResult = { error: null; action: 'continue' } & Session;

/** Trades a refresh token for a new access token and a new refresh token (rotation). */
export class RefreshCommand extends Command<RefreshResult> {
  constructor(
    readonly refreshToken: string,
    readonly username: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
