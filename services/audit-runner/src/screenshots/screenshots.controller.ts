import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Public } from '@tracklight/access';
import type { Settings } from '@tracklight/config';
import { SETTINGS } from '@tracklight/platform';
import { screenshotDirectory } from '../run-audit/browser-settings';

/** A screenshot id is its file stem: `<auditId>-alp`, `<auditId>-post-consent`, ... */
const SCREENSHOT_ID = /^[A-Za-z0-9_-]+$/;

/**
 * GET /screenshots/{id} and the lite paths /screenshots/{auditId}-alp.png and -post-consent.png
 * (spec section 7) serve the PNGs the audits took.
 */
@Controller('screenshots')
export class ScreenshotsController {
  constructor(@Inject(SETTINGS) private readonly settings: Settings) {}

  // Public: <img> tags cannot send a bearer token. A screenshot's name holds its audit's random
  // UUID, so the URL itself is the capability; nothing lists screenshots.
  @Get(':name')
  @Public()
  send(@Param('name') name: string, @Res() response: Response): void {
    const id = name.endsWith('.png') ? name.slice(0, -'.png'.length) : name;
    if (!SCREENSHOT_ID.test(id)) throw new NotFoundException('No such screenshot');
    const file = join(resolve(screenshotDirectory(this.settings)), `${id}.png`);
    if (!existsSync(file)) throw new NotFoundException('No such screenshot');
    response.type('png').sendFile(file);
  }
}
