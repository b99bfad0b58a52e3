import { Inject, type Type } from '@nestjs/common';
import { Args, Field, GraphQLISODateTime, ID, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { notFound, Operation } from '@tracklight/access';
import { streamTypeOf, type CatalogueSpec, type FieldValue } from '@tracklight/cms-catalogue';
import { catalogueChangeOf, type CatalogueItemCreated, type CatalogueItemUpdated } from '@tracklight/contracts';
import { EventStore, streamName, type StoredEvent } from '@tracklight/event-store';
import { catalogueOperationNames } from './catalogue.operations';

@ObjectType('CatalogueFieldChange', { description: 'One field as a change left it' })
export class CatalogueFieldChangeView {
  @Field() field!: string;
  @Field({ description: "The field's label, as the form calls it" }) label!: string;
  @Field(() => String, { nullable: true, description: 'The new value as text; null when cleared' }) value!: string | null;
}

@ObjectType('CatalogueHistoryEntry', { description: "One change of a CMS item: an event on the item's stream" })
export class CatalogueHistoryEntryView {
  @Field(() => Int) version!: number;
  @Field({ description: 'Created, Updated, Deleted or Restored' }) change!: string;
  @Field(() => [CatalogueFieldChangeView]) changes!: CatalogueFieldChangeView[];
  @Field(() => ID, { nullable: true, description: 'Who made the change (null: the system, e.g. shipped content)' }) actorUserId!: string | null;
  @Field(() => GraphQLISODateTime) occurredAt!: Date;
}

const text = (value: FieldValue | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : Array.isArray(value) ? value.join(', ') : String(value);

/** What one event of an item's stream says, in the kind's field labels; null for other events. */
export const historyEntryOf = (spec: CatalogueSpec, event: StoredEvent): CatalogueHistoryEntryView | null => {
  const change = catalogueChangeOf(event);
  if (!change) return null;
  const fields =
    change === 'Created' ? (event.data as CatalogueItemCreated['data']).fields : change === 'Updated' ? (event.data as CatalogueItemUpdated['data']).changes : {};
  return {
    version: Number(event.streamPosition),
    change,
    changes: Object.entries(fields).map(([field, value]) => ({ field, label: spec.fields[field]?.label ?? field, value: text(value) })),
    actorUserId: event.metadata.actorUserId,
    occurredAt: new Date(event.metadata.occurredAt),
  };
};

/**
 * `<kind>HistoryById(id)`: every change of one item, oldest first, read from its stream (who,
 * when, which fields to what), for the kind's history screen (e.g. /error-management/update-history).
 * Whoever may read the item may read its history.
 */
export function catalogueHistoryResolver(spec: CatalogueSpec): Type {
  const ops = catalogueOperationNames(spec);

  @Resolver()
  class CatalogueHistoryResolver {
    constructor(@Inject(EventStore) private readonly store: EventStore) {}

    @Query(() => [CatalogueHistoryEntryView], { name: `${spec.kind}HistoryById`, description: `${spec.label} history, oldest first` })
    @Operation(ops.read)
    async history(@Args('id', { type: () => ID }) id: string): Promise<CatalogueHistoryEntryView[]> {
      const { events } = await this.store.readStream(streamName(streamTypeOf(spec), id));
      const entries = events.flatMap((event) => historyEntryOf(spec, event) ?? []);
      if (entries.length === 0) throw notFound(`No such ${spec.label.toLowerCase()}.`);
      return entries;
    }
  }
  return CatalogueHistoryResolver;
}
