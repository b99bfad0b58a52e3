import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { z } from 'zod';
import { Operation, RequestContext, ZodPipe } from '@tracklight/access';
import { INTERNAL_ADVERTISER_ISSUE_SPEC as SPEC } from '@tracklight/cms-catalogue';
import type { CommandContext } from '@tracklight/event-store';
import { CatalogueCommands } from '../catalogue/catalogue-commands';
import { catalogueOperationNames } from '../catalogue/catalogue.operations';
import { CatalogueQueries } from '../catalogue/catalogue-queries';

const OPS = catalogueOperationNames(SPEC);
const AdvertiserId = new ZodPipe(z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/, 'That advertiser id is not valid.'));

/**
 * The modal's body (spec section 7): its fields and an optional id. Each field's checks
 * (required, choices, lengths) are the kind's own (libs/cms-catalogue), which name the field.
 */
const IssueBody = z.strictObject({
  id: z.string().max(100).nullable().optional(),
  ...(Object.fromEntries(Object.keys(SPEC.fields).map((name) => [name, z.unknown().optional()])) as Record<keyof typeof SPEC.fields, z.ZodOptional<z.ZodUnknown>>),
});

/**
 * GET /internal-advertiser-issues/{advertiserId} and POST /internal-advertiser-issues (spec
 * section 7): the advertiser's open issue, and the modal's create-or-update. A non-empty
 * resolution conclusion resolves the issue (resolvedAt now, unless the caller gave the time).
 */
@Controller('internal-advertiser-issues')
export class InternalAdvertiserIssuesController {
  constructor(
    private readonly queries: CatalogueQueries,
    private readonly commands: CatalogueCommands,
  ) {}

  @Get(':advertiserId')
  @Operation(OPS.read)
  async current(@Param('advertiserId', AdvertiserId) advertiserId: string) {
    const { items } = await this.queries.list(SPEC, { fields: { advertiserId, resolvedAt: false }, sortField: 'createdAt', sortOrder: 'DESC', perPage: 1 });
    return { internalAdvertiserIssue: items[0] ?? null };
  }

  @Post()
  @HttpCode(200)
  @Operation(OPS.create)
  async upsert(@Body(new ZodPipe(IssueBody)) body: z.infer<typeof IssueBody>, @RequestContext() context: CommandContext) {
    const { id, ...fields } = body;
    const resolving = typeof fields.resolutionConclusion === 'string' && fields.resolutionConclusion.trim() !== '';
    const record = { ...fields, ...(resolving && !fields.resolvedAt ? { resolvedAt: new Date().toISOString() } : {}) };
    const issue = id ? await this.commands.update(SPEC, id, record, context) : await this.commands.create(SPEC, record, context);
    return { internalAdvertiserIssue: issue };
  }
}
