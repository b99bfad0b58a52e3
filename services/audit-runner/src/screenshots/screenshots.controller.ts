import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '@tracklight/access';
import { AuditFiles, streamAnswer } from '@tracklight/platform';

/** A screenshot id is its file stem: `<auditId>-alp`, `<auditId>-post-consent`, ... */
const SCREENSHOT_ID = /^[A-Za-z0-9_-]+$/;

/**
 * GET /screenshots/{id} and the lite paths /screenshots/{auditId}-alp.png and -post-consent.png
 * (spec section 7) serve the PNGs the audits took.
 */
@Controller('screenshots')
export class ScreenshotsController {
  constructor(private readonly files: AuditFiles) {}

  // Public: <img> tags cannot send a bearer token. A screenshot's name holds its audit's random
  // UUID, so the URL itself is the capability; nothing lists screenshots.
  @Get(':name')
  @Public()
  async send(@Param('name') name: string, @Res() response: Response): Promise<void> {
    const id = name.endsWith('.png') ? name.slice(0, -'.png'.length) : name;
    if (!SCREENSHOT_ID.test(id)) throw new NotFoundException('No such screenshot');
    const file = await this.files.get(`${id}.png`);
    if (!file) throw new NotFoundException('No such screenshot');
    response.type('png').setHeader('Content-Length', file.size);
    await streamAnswer(file.body, response);
  }
}
