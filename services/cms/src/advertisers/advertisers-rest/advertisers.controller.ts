import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { CurrentUser, notFound, Operation, RequestContext, ZodPipe, type AuthenticatedUser } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import { z } from 'zod';
import { ADVERTISER_REFUSALS } from '../advertiser';
import { AdvertiserAccess } from '../advertiser-access';
import { AdvertiserQueries, MAX_PAGE_SIZE, type AdvertiserView } from '../advertiser-queries';
import { AdvertiserCommands } from '../edit-advertiser/advertiser-commands';

const flag = (name: string) => z.enum(['true', 'false'], `${name} must be true or false.`).transform((value) => value === 'true');

const ListQuery = z.strictObject({
  q: z.string().max(200, 'The search text must be at most 200 characters.').optional(),
  networkId: z.string().max(100).optional(),
  cannotAudit: flag('cannotAudit').optional(),
  primaryTrackingMethod: z.string().max(50).optional(),
  bespokeCookieValueType: z.string().max(10).optional(),
  showDeleted: flag('showDeleted').optional(),
  sortField: z.string().max(100).optional(),
  sortOrder: z.enum(['ASC', 'DESC', 'asc', 'desc'], 'sortOrder must be ASC or DESC.').optional(),
  page: z.coerce.number().int('page must be a whole number.').min(1, 'page must be 1 or more.').optional(),
  perPage: z.coerce
    .number()
    .int('perPage must be a whole number.')
    .min(1, 'perPage must be 1 or more.')
    .max(MAX_PAGE_SIZE, `perPage must be at most ${MAX_PAGE_SIZE}.`)
    .optional(),
});

const AdvertiserId = new ZodPipe(z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/, 'That advertiser id is not valid.'));

/**
 * The spec's REST routes for advertisers (section 7): GET and POST /cms/advertisers, GET, PATCH
 * and DELETE /cms/advertisers/{id}; the same queries and commands as the GraphQL, scoped to the
 * networks the caller manages. DELETE is the soft delete; restore is advertiserRestoreById.
 */
@Controller('cms/advertisers')
export class AdvertisersController {
  constructor(
    private readonly queries: AdvertiserQueries,
    private readonly commands: AdvertiserCommands,
    private readonly access: AdvertiserAccess,
  ) {}

  @Get()
  @Operation('cms.advertisers.list')
  async list(@Query(new ZodPipe(ListQuery)) query: z.infer<typeof ListQuery>, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.list(query, await this.access.managedNetworks(user));
  }

  @Post()
  @Operation('cms.advertisers.create')
  create(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser, @RequestContext() context: CommandContext): Promise<AdvertiserView> {
    return this.commands.create(body, user, context);
  }

  @Get(':id')
  @Operation('cms.advertisers.read')
  async one(@Param('id', AdvertiserId) id: string, @CurrentUser() user: AuthenticatedUser): Promise<AdvertiserView> {
    const advertiser = await this.queries.byId(id, await this.access.managedNetworks(user));
    if (!advertiser) throw notFound(ADVERTISER_REFUSALS.missing);
    return advertiser;
  }

  @Patch(':id')
  @Operation('cms.advertisers.update')
  update(
    @Param('id', AdvertiserId) id: string,
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
  ): Promise<AdvertiserView> {
    return this.commands.edit(id, body, user, context);
  }

  @Delete(':id')
  @Operation('cms.advertisers.delete')
  remove(@Param('id', AdvertiserId) id: string, @CurrentUser() user: AuthenticatedUser, @RequestContext() context: CommandContext): Promise<AdvertiserView> {
    return this.commands.softDelete(id, user, context);
  }
}
