import { Controller, Get, Inject, Res } from '@nestjs/common';
import { Public } from '@tracklight/access';
import { type Settings, publicUrlOf } from '@tracklight/config';
import { SETTINGS } from '@tracklight/platform';
import { writeAttempt, type CookieResponse } from '../sso-attempt-cookie';
import { SsoClient } from '../sso-client';

@Controller('auth/sso')
export class SsoUrlController {
  constructor(
    private readonly sso: SsoClient,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  /** Where to send the browser to sign in at the issuer. */
  @Get('url')
  @Public()
  async url(@Res({ passthrough: true }) response: CookieResponse) {
    const { url, attempt } = await this.sso.authorizationUrl();
    writeAttempt(response, attempt, publicUrlOf(this.settings).startsWith('https:'));
    return { url };
  }
}
