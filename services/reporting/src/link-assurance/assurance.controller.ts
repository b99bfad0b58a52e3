import { Body, Controller, Get, Header, HttpCode, Ip, Post, Query, Res } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { Response } from 'express';
import { z } from 'zod';
import {
  API_KEY_REFUSALS,
  AuthPorts,
  CurrentUser,
  forbidden,
  notFound,
  Operation,
  Public,
  unauthorized,
  ZodPipe,
  type AuthenticatedUser,
} from '@tracklight/access';
import { AssuranceBatchesBody, AssuranceLinkQuery, PublicStatusQuery } from './assurance.schema';
import { AssuranceQueries } from './assurance-queries';
import { ASSURANCE_EMBED_SCRIPT } from './embed/assurance-embed';

export const NO_ASSURANCE_RESULT =
  "No link-assurance result for this link yet: add it to a template with 'Use for link assurance' and let it run.";

/** Pages on any site may load the embed script and call its status endpoint (issue 21). */
const openToEveryOrigin = (response: Response) => {
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
};

/**
 * The assurance API (spec section 7): GET /client/v1/assurance?link= and POST
 * /client/v1/assurance with x-api-key (read scope), answering from audits of templates flagged
 * useForLinkAssurance; the embed script and the status call it makes with the key's public id.
 */
@Controller('client/v1/assurance')
export class AssuranceController {
  constructor(
    private readonly queries: AssuranceQueries,
    private readonly authPorts: AuthPorts,
  ) {}

  @Get()
  @Operation('reporting.assurance.read')
  async latest(@CurrentUser() user: AuthenticatedUser, @Query(new ZodPipe(AssuranceLinkQuery)) { link }: z.infer<typeof AssuranceLinkQuery>) {
    const result = await this.queries.latestForLink(user, link);
    if (!result) throw notFound(NO_ASSURANCE_RESULT);
    return result;
  }

  @Post()
  @HttpCode(200)
  @Operation('reporting.assurance.read')
  async batches(@CurrentUser() user: AuthenticatedUser, @Body(new ZodPipe(AssuranceBatchesBody)) body: z.infer<typeof AssuranceBatchesBody>) {
    const batchIds = [...new Set(body.flatMap((entry) => entry.batchIds))];
    const results = await Promise.all(batchIds.map(async (batchId) => ({ batchId, audits: await this.queries.forBatch(user, batchId) })));
    const unknown = results.find((result) => result.audits === null);
    // Another company's batch reads as unknown, like a batch that does not exist.
    if (unknown) throw notFound(`No batch ${unknown.batchId} in your company.`);
    return results;
  }

  /** For the embed script on other sites' pages: the key's public id, the embed scope, no secret. */
  @Get('status')
  @Public()
  @Throttle({ default: { limit: 120, ttl: 60_000 } })
  async status(
    @Query(new ZodPipe(PublicStatusQuery)) { key, link }: z.infer<typeof PublicStatusQuery>,
    @Ip() address: string,
    @Res({ passthrough: true }) response: Response,
  ) {
    openToEveryOrigin(response);
    const verifier = this.authPorts.apiKeyVerifier();
    if (!verifier) throw unauthorized(API_KEY_REFUSALS.notAccepted);
    const verified = await verifier.verifyPublicId(key, address);
    if (!verified.ok) throw unauthorized(API_KEY_REFUSALS[verified.reason]);
    if (!verified.user.apiKey?.scopes.includes('embed')) throw forbidden(API_KEY_REFUSALS.missingScope('embed'));
    const result = await this.queries.latestForLink(verified.user, link);
    if (!result) throw notFound(NO_ASSURANCE_RESULT);
    return { link: result.link, statusText: result.statusText, colour: result.colour, auditedAt: result.auditedAt };
  }

  @Get('embed.js')
  @Public()
  @Header('Content-Type', 'application/javascript; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  script(@Res({ passthrough: true }) response: Response) {
    openToEveryOrigin(response);
    return ASSURANCE_EMBED_SCRIPT;
  }
}
