import { Body, Controller, Get, Inject, Param, Patch, Query, type Type } from '@nestjs/common';
import { notFound, Operation, RequestContext, ZodPipe } from '@tracklight/access';
import type { CatalogueSpec } from '@tracklight/cms-catalogue';
import type { CommandContext } from '@tracklight/event-store';
import { z } from 'zod';
import { CatalogueCommands } from './catalogue-commands';
import { catalogueOperationNames } from './catalogue.operations';
import { CatalogueQueries, MAX_PAGE_SIZE } from './catalogue-queries';

/** The list query every CMS list's REST route takes; a kind with more filters extends it. */
export const ListQuery = z.strictObject({
  q: z.string().max(200, 'The search text must be at most 200 characters.').optional(),
  showDeleted: z.enum(['true', 'false'], 'showDeleted must be true or false.').optional(),
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

const ItemId = new ZodPipe(z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/, 'That id is not valid.'));

/**
 * The spec's REST routes of a catalogue kind (section 7, e.g. GET /cms/narratives and
 * /cms/narratives/{id}): the same queries and commands as its GraphQL. `patch` adds
 * PATCH /<path>/{id} for kinds the spec edits over REST.
 */
export function catalogueRestController(spec: CatalogueSpec, path: string, options: { patch?: boolean } = {}): Type {
  const ops = catalogueOperationNames(spec);
  const label = spec.label.toLowerCase();

  @Controller(path)
  class CatalogueReadController {
    constructor(
      @Inject(CatalogueQueries) protected readonly queries: CatalogueQueries,
      @Inject(CatalogueCommands) protected readonly commands: CatalogueCommands,
    ) {}

    @Get()
    @Operation(ops.list)
    list(@Query(new ZodPipe(ListQuery)) query: z.infer<typeof ListQuery>) {
      return this.queries.list(spec, { ...query, showDeleted: query.showDeleted === 'true' });
    }

    @Get(':id')
    @Operation(ops.read)
    async one(@Param('id', ItemId) id: string) {
      const item = await this.queries.byId(spec, id);
      if (!item) throw notFound(`No such ${label}.`);
      return item;
    }
  }
  if (!options.patch) return CatalogueReadController;

  @Controller(path)
  class CatalogueEditController extends CatalogueReadController {
    @Patch(':id')
    @Operation(ops.update)
    update(@Param('id', ItemId) id: string, @Body() body: Record<string, unknown>, @RequestContext() context: CommandContext) {
      return this.commands.update(spec, id, body ?? {}, context);
    }
  }
  return CatalogueEditController;
}
