import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { badRequest, conflict, notFound } from '@tracklight/access';
import {
  createSchema,
  oneOfRequiredProblem,
  recordProblem,
  streamTypeOf,
  updateSchema,
  withFilledDates,
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

const refuseProblem = (problem: string | null): void => {
  if (problem) throw badRequest(problem);
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

  async create(spec: CatalogueSpec, record: Record<string, unknown>, context: CommandContext): Promise<CatalogueItemView> {
    const { id: requestedId, ...rest } = record;
    const id = this.idFor(spec, requestedId);
    const fields = withFilledDates(spec, {}, checked(schemasOf(spec).create, rest), new Date());
    refuseProblem(oneOfRequiredProblem(spec, fields));
    await this.refuseTakenValues(spec, id, fields);
    return this.decide(spec, id, context, (state) => decideCreate(spec, state, id, fields));
  }

  async update(spec: CatalogueSpec, id: string, record: Record<string, unknown>, context: CommandContext): Promise<CatalogueItemView> {
    const fields = checked(schemasOf(spec).update, record);
    await this.refuseTakenValues(spec, id, fields);
    return this.decide(spec, id, context, (state) => {
      const filled = withFilledDates(spec, state.fields, fields, new Date());
      // Checked on the item as the update leaves it: clearing its last recogniser is refused too.
      if (state.exists) refuseProblem(oneOfRequiredProblem(spec, { ...state.fields, ...filled }));
      return decideUpdate(spec, state, id, filled);
    });
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

  /**
   * Unique text fields (e.g. a documentation page's slug) against the read model. Two creates at
   * the same instant could both pass; the CMS has a handful of editors, so this is not locked.
   */
  private async refuseTakenValues(spec: CatalogueSpec, id: string, fields: ItemFields): Promise<void> {
    for (const [name, field] of Object.entries(spec.fields)) {
      const value = fields[name];
      if (field.kind !== 'text' || !field.unique || typeof value !== 'string') continue;
      if (await this.queries.holdsValue(spec, name, value, id)) {
        throw conflict(`Another ${spec.label.toLowerCase()} already has the ${field.label.toLowerCase()} "${value}".`);
      }
    }
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
