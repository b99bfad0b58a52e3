import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('HistoryActor', { description: 'Who caused an event: a user, or nobody (the system).' })
export class HistoryActorView {
  @Field(() => ID) id!: string;
  /** Null when the user no longer exists. */
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
}

@ObjectType('FieldChange', { description: 'One field an event changed; values are JSON text, null when absent.' })
export class FieldChangeView {
  @Field() field!: string;
  @Field(() => String, { nullable: true }) before!: string | null;
  @Field(() => String, { nullable: true }) after!: string | null;
}

@ObjectType('HistoryEntry')
export class HistoryEntryView {
  /** `<streamId>@<position>`: unique, for lists that key rows by id. */
  @Field(() => ID) id!: string;
  @Field() streamId!: string;
  @Field(() => Int) streamPosition!: number;
  @Field() type!: string;
  @Field(() => GraphQLISODateTime) occurredAt!: Date;
  @Field(() => HistoryActorView, { nullable: true }) actor!: HistoryActorView | null;
  @Field(() => String, { nullable: true }) apiKeyId!: string | null;
  @Field() correlationId!: string;
  @Field(() => [FieldChangeView]) changes!: FieldChangeView[];
}

@ObjectType('StreamHistoryPage')
export class StreamHistoryPageView {
  @Field(() => [HistoryEntryView]) entries!: HistoryEntryView[];
  @Field(() => Int) total!: number;
}

@ObjectType('EventSearchPage', { description: 'A page of the event log, newest first; no total (the log is large), only whether more follow.' })
export class EventSearchPageView {
  @Field(() => [HistoryEntryView]) entries!: HistoryEntryView[];
  @Field() hasNextPage!: boolean;
}

@ObjectType('SnapshotField')
export class SnapshotFieldView {
  @Field() field!: string;
  /** JSON text. */
  @Field() value!: string;
}

@ObjectType('EntitySnapshot', { description: 'An entity as its stream had it at a moment.' })
export class EntitySnapshotView {
  @Field() streamId!: string;
  @Field(() => GraphQLISODateTime) asOf!: Date;
  /** How many of the stream's events were written by then (0: it did not exist yet). */
  @Field(() => Int) version!: number;
  @Field(() => GraphQLISODateTime, { nullable: true }) lastChangedAt!: Date | null;
  @Field(() => [SnapshotFieldView]) fields!: SnapshotFieldView[];
}
