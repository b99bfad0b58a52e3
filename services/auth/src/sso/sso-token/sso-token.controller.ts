import { Body, Controller, Headers, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Public, ZodPipe } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import { z } from 'zod';
import { unauthorized } from '@tracklight/access';
import { ClientAddress, RequestContext } from '@tracklight/access';
import { cookieOptions, readAttempt, SSO_COOKIE, type CookieResponse } from '../sso-attempt-cookie';
import { SSO_FAILED, SsoClient } from '../sso-client';
import { SsoLoginCommand } from './sso-login.command';

const TokenBody = z.object({
  code: z.string().min(1, SSO_FAILED),
  /** Optional: the spec's UI posts only the code; the cookie carries the expected state. */
  state: z.string().optional(),
});

@Controller('auth/sso')
export class SsoTokenController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sso: SsoClient,
  ) {}

  @Post('token')
  @HttpCode(200)
  @Public()
  async token(
    @Body(new ZodPipe(TokenBody)) body: z.infer<typeof TokenBody>,
    @Headers('cookie') cookies: string | undefined,
    @Res({ passthrough: true }) response: CookieResponse,
    @ClientAddress() address: string,
    @RequestContext() context: CommandContext,
  ) {
    const attempt = readAttempt(cookies);
    if (!attempt)
      throw unauthorized('This single sign-on attempt has expired. Please start again.');
    response.clearCookie(SSO_COOKIE, cookieOptions(false));
    const email = await this.sso.emailFor(body.code, attempt, body.state);
    return this.commands.execute(new SsoLoginCommand(email, address, context));
  }
}
