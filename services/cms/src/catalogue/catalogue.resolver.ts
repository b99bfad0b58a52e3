import { Inject, type Type } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Operation, RequestContext } from '@tracklight/access';
import type { CatalogueSpec } from '@tracklight/cms-catalogue';
import type { CommandContext } from '@tracklight/event-store';
import { CatalogueCommands } from './catalogue-commands';
import { catalogueGraphqlTypes } from './catalogue.graphql';
import { catalogueOperationNames } from './catalogue.operations';
import { CatalogueQueries } from './catalogue-queries';

type Filter = { q?: string; showDeleted?: boolean; ids?: string[] } & Record<string, unknown>;

/** A plain object of what the caller sent (GraphQL input objects are class instances). */
const plain = (record: object): Record<string, unknown> => ({ ...record });

/**
 * The generic GraphQL of one catalogue kind (spec section 7, "generic {child}Many" and
 * "{entity}UpdateById"): `<kind>Many`, `<kind>ById`, `<kind>CreateOne` (unless the kind has its
 * own create), `<kind>UpdateById`, and for soft-deletable kinds `<kind>SoftDeleteById` and
 * `<kind>RestoreById`.
 */
export function catalogueResolver(spec: CatalogueSpec): Type {
  const { item, page, input, filter } = catalogueGraphqlTypes(spec);
  const ops = catalogueOperationNames(spec);
  const { kind } = spec;

  @Resolver()
  class CatalogueResolver {
    constructor(
      @Inject(CatalogueQueries) protected readonly queries: CatalogueQueries,
      @Inject(CatalogueCommands) protected readonly commands: CatalogueCommands,
    ) {}

    @Query(() => page, { name: `${kind}Many`, description: `${spec.plural}: filtered, searched, sorted, one page` })
    @Operation(ops.list)
    many(
      @Args('filter', { type: () => filter, nullable: true }) filterInput?: Filter,
      @Args('sortField', { type: () => String, nullable: true }) sortField?: string,
      @Args('sortOrder', { type: () => String, nullable: true }) sortOrder?: string,
      @Args('page', { type: () => Int, nullable: true }) pageNumber?: number,
      @Args('perPage', { type: () => Int, nullable: true }) perPage?: number,
    ) {
      const { q, showDeleted, ids, ...fields } = plain(filterInput ?? {}) as Filter;
      return this.queries.list(spec, { q, showDeleted, ids, fields: fields as never, sortField, sortOrder, page: pageNumber, perPage });
    }

    @Query(() => item, { name: `${kind}ById`, nullable: true })
    @Operation(ops.read)
    byId(@Args('id', { type: () => ID }) id: string) {
      return this.queries.byId(spec, id);
    }

    @Mutation(() => item, { name: `${kind}UpdateById` })
    @Operation(ops.update)
    update(
      @Args('id', { type: () => ID }) id: string,
      @Args('record', { type: () => input }) record: object,
      @RequestContext() context: CommandContext,
    ) {
      const { id: _ignored, ...changes } = plain(record);
      return this.commands.update(spec, id, changes, context);
    }
  }

  // A kind with its own create mutation (spec.noGenericCreate) has no <kind>CreateOne.
  let Base: typeof CatalogueResolver = CatalogueResolver;
  if (!spec.noGenericCreate) {
    @Resolver()
    class CreatableCatalogueResolver extends CatalogueResolver {
      @Mutation(() => item, { name: `${kind}CreateOne` })
      @Operation(ops.create)
      create(@Args('record', { type: () => input }) record: object, @RequestContext() context: CommandContext) {
        return this.commands.create(spec, plain(record), context);
      }
    }
    Base = CreatableCatalogueResolver;
  }
  if (!spec.softDelete) return Base;

  @Resolver()
  class SoftDeletableCatalogueResolver extends Base {
    @Mutation(() => item, { name: `${kind}SoftDeleteById` })
    @Operation(ops.delete)
    softDelete(@Args('id', { type: () => ID }) id: string, @RequestContext() context: CommandContext) {
      return this.commands.softDelete(spec, id, context);
    }

    @Mutation(() => item, { name: `${kind}RestoreById` })
    @Operation(ops.delete)
    restore(@Args('id', { type: () => ID }) id: string, @RequestContext() context: CommandContext) {
      return this.commands.restore(spec, id, context);
    }
  }
  return SoftDeletableCatalogueResolver;
}
