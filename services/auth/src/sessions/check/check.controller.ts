import { Controller, Get } from '@nestjs/common';
import { CurrentUser, Operation, type AuthenticatedUser } from '@tracklight/access';
import { SessionIssuer } from '../session-issuer';

@Controller('auth')
export class CheckController {
  constructor(private readonly sessions: SessionIssuer) {}

  /** The guard has already verified the access token; a 401 from it tells the UI to refresh. */
  @Get('check')
  @Operation('auth.session.check')
  check(@CurrentUser() user: AuthenticatedUser) {
    return { user: this.sessions.userOf(user) };
  }
}
