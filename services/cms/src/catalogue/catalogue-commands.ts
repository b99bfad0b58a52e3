import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { badRequest, conflict, notFound } from '@tracklight/access';
import {
  createSchema,
  recordProblem,
  streamTypeOf,
  updateSchema,
  type CatalogueSpec,
  type ItemFields,
} from '@tracklight/cms-catalogue';
import { decideOnStream, EventStore, streamName, type CommandContext, type NewEvent } from '@tracklight/event-store';
import { catchUpToNow } from '@tracklight/read-models';
import { CatalogueRefusal, foldCatalogueItem, decideCreate, decideDelete, decideRestore, decideUpdate, type CatalogueItemState } from './catalogue-item';
import { CatalogueProjection } from './catalogue.projection';
import { CatalogueQueries, type CatalogueItemView } from './catalogue-queries';

const schemas = new WeakMap<CatalogueSpec, { create: ReturnType<typeof createSchema>; update: ReturnType<typeof updateSchema> }>();
const schemasOf = (spec: CatalogueSpec) => {
  let found = schemas.get(spec);
  if (!found) schemas.set(spec, (found = { create: createSchema(spec), update: updateSchema(spec) }));
  return found;
};

/** The record, checked against the kind's fields; a bad one is refused before anything is read. */
const checked = (schema: ReturnType<typeof createSchema>, record: unknown): ItemFields => {
  const problem = recordProblem(schema, record);
  if (problem) throw badRequest(problem);
  return schema.parse(record ?? {});
};

const toHttp = (error: unknown): never => {
  if (!(error instanceof CatalogueRefusal)) throw error;
  throw error.reason === 'exists' ? conflict(error.message) : error.reason === 'missing' ? notFound(error.message) : badRequest(error.message);
};

/**
 * Create, update, delete and restore for every catalogue kind: validate, decide on the item's
 * stream, append with the version read, then answer from the read model once it shows the change.
 */
@Injectable()
export class CatalogueCommands {
  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly projection: CatalogueProjection,
    private readonly queries: CatalogueQueries,
  ) {}

  create(spec: CatalogueSpec, record: Record<string, unknown>, context: CommandContext): Promise<CatalogueItemView> {
    const { id: requestedId, ...rest } = record;
    const id = this.idFor(spec, requestedId);
    const fields = checked(schemasOf(spec).create, rest);
    return this.decide(spec, id, context, (state) => decideCreate(spec, state, id, fields));
  }

  update(spec: CatalogueSpec, id: string, record: Record<string, unknown>, context: CommandContext): Promise<CatalogueItemView> {
    const fields = checked(schemasOf(spec).update, record);
    return this.decide(spec, id, context, (state) => decideUpdate(spec, state, id, fields));
  }

  softDelete(spec: CatalogueSpec, id: string, context: CommandContext): Promise<CatalogueItemView> {
    if (!spec.softDelete) throw badRequest(`${spec.plural} cannot be deleted.`);
    return this.decide(spec, id, context, (state) => decideDelete(spec, state, id));
  }

  restore(spec: CatalogueSpec, id: string, context: CommandContext): Promise<CatalogueItemView> {
    if (!spec.softDelete) throw badRequest(`${spec.plural} cannot be deleted or restored.`);
    return this.decide(spec, id, context, (state) => decideRestore(spec, state, id));
  }

  /**
   * Flips a boolean field, decided on the item's stream (not on a read of the list), so two quick
   * toggles give two changes rather than one lost; e.g. PATCH /cms/errors/{id}/toggle-moonpull-only.
   */
  toggle(spec: CatalogueSpec, id: string, field: string, context: CommandContext): Promise<CatalogueItemView> {
    if (spec.fields[field]?.kind !== 'boolean') throw new Error(`${spec.kind}.${field} is not a boolean field`);
    return this.decide(spec, id, context, (state) => decideUpdate(spec, state, id, { [field]: !state.fields[field] }));
  }

  private idFor(spec: CatalogueSpec, requested: unknown): string {
    if (!spec.customId) {
      if (requested !== undefined && requested !== null) throw badRequest(`A ${spec.label.toLowerCase()}'s id is chosen by the system.`);
      return randomUUID();
    }
    if (typeof requested !== 'string' || !new RegExp(spec.customId.pattern).test(requested)) throw badRequest(spec.customId.message);
    return requested;
  }

  private async decide(
    spec: CatalogueSpec,
    id: string,
    context: CommandContext,
    decide: (state: CatalogueItemState) => NewEvent[],
  ): Promise<CatalogueItemView> {
    await decideOnStream(this.store, streamName(streamTypeOf(spec), id), foldCatalogueItem, context, (state) => ({
      events: decide(state),
      result: undefined,
    })).catch(toHttp);
    await catchUpToNow(this.store, this.dataSource, this.projection);
    const item = await this.queries.byId(spec, id);
    if (!item) throw notFound(`No such ${spec.label.toLowerCase()}.`);
    return item;
  }
}
