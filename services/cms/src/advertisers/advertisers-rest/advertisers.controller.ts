import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { CurrentUser, notFound, Operation, RequestContext, ZodPipe, type AuthenticatedUser } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import { z } from 'zod';
import { ADVERTISER_REFUSALS } from '../advertiser';
import { AdvertiserAccess } from '../advertiser-access';
import { ListQuery as CatalogueListQuery } from '../../catalogue/catalogue-rest.controller';
import { AdvertiserQueries, type AdvertiserView } from '../advertiser-queries';
import { AdvertiserCommands } from '../edit-advertiser/advertiser-commands';

const ListQuery = CatalogueListQuery.extend({
  networkId: z.string().max(100).optional(),
  cannotAudit: z.enum(['true', 'false'], 'cannotAudit must be true or false.').optional(),
  primaryTrackingMethod: z.string().max(50).optional(),
  bespokeCookieValueType: z.string().max(10).optional(),
});

/** The query's yes/no words as the list reads them. */
const listOf = ({ showDeleted, cannotAudit, ...query }: z.infer<typeof ListQuery>) => ({
  ...query,
  showDeleted: showDeleted === 'true',
  cannotAudit: cannotAudit === undefined ? undefined : cannotAudit === 'true',
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
    return this.queries.list(listOf(query), await this.access.managedNetworks(user));
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
