import { Args, Query, Resolver } from '@nestjs/graphql';
import { AuthPorts, CurrentUser, Operation, ZodPipe, type AuthenticatedUser, type DirectoryUser } from '@tracklight/access';
import { EventStore, type StoredEvent } from '@tracklight/event-store';
import type { z } from 'zod';
import { fieldsOf } from './field-paths';
import {
  EntityAsOfArgs,
  entityAsOfArgs,
  EventSearchArgs,
  eventSearchArgs,
  StreamHistoryArgs,
  streamHistoryArgs,
} from './history.args';
import { EntitySnapshotView, EventSearchPageView, StreamHistoryPageView, type HistoryEntryView } from './history.views';
import { StreamAccess } from './stream-access';
import { timelinePage, viewAt, type TimelineEntry } from './timeline';

/**
 * The auditor's reads of the event store (issue 16): one stream's timeline with who changed what,
 * the event log across every stream, and an entity as it was at a moment. Reads only; each view
 * is the owning service's fold (HistoryFold), so history and the write side cannot disagree.
 */
@Resolver()
export class HistoryResolver {
  constructor(
    private readonly store: EventStore,
    private readonly access: StreamAccess,
    private readonly authPorts: AuthPorts,
  ) {}

  /** Null when the stream does not exist or is not the caller's to read. */
  @Query(() => StreamHistoryPageView, { nullable: true })
  @Operation('history.stream.read')
  async streamHistory(
    @CurrentUser() user: AuthenticatedUser,
    @Args(new ZodPipe(streamHistoryArgs)) args: StreamHistoryArgs,
  ): Promise<StreamHistoryPageView | null> {
    const { streamId, page, perPage } = args as z.infer<typeof streamHistoryArgs>;
    if (!(await this.access.mayRead(user, streamId))) return null;
    const { events } = await this.store.readStream(streamId);
    if (events.length === 0) return null;
    const entries = timelinePage(events, this.access.foldFor(user, streamId), (page - 1) * perPage, perPage);
    return { entries: await this.entriesOf(entries), total: events.length };
  }

  /** The event log: every stream's events, newest first, narrowed by the filters given. */
  @Query(() => EventSearchPageView)
  @Operation('history.events.search')
  async eventSearch(@Args(new ZodPipe(eventSearchArgs)) args: EventSearchArgs): Promise<EventSearchPageView> {
    const { type, actorId, from, to, companyId, streamType, page, perPage } = args as z.infer<typeof eventSearchArgs>;
    const found = await this.store.searchEvents({ type, actorUserId: actorId, from, to, companyId, streamType }, (page - 1) * perPage, perPage);
    // Each event's diff needs its stream up to it: one read per stream on the page.
    const streams = await this.store.readStreams([...new Set(found.events.map((event) => event.streamName))]);
    const entries = found.events.map((event) => {
      const events = streams.get(event.streamName)?.events ?? [event];
      const index = events.findIndex((candidate) => candidate.streamPosition === event.streamPosition);
      return timelinePage(events, this.access.foldOf(event.streamName), events.length - index - 1, 1)[0];
    });
    return { entries: await this.entriesOf(entries), hasNextPage: found.hasNextPage };
  }

  /** Null when the stream is not the caller's to read; version 0 when it did not exist yet then. */
  @Query(() => EntitySnapshotView, { nullable: true })
  @Operation('history.stream.read')
  async entityAsOf(
    @CurrentUser() user: AuthenticatedUser,
    @Args(new ZodPipe(entityAsOfArgs)) args: EntityAsOfArgs,
  ): Promise<EntitySnapshotView | null> {
    const { streamId, asOf } = args as z.infer<typeof entityAsOfArgs>;
    if (!(await this.access.mayRead(user, streamId))) return null;
    const events = await this.store.readStreamAsOf(streamId, asOf);
    const fields = fieldsOf(viewAt(events, events.length, this.access.foldFor(user, streamId)));
    const last = events.at(-1);
    return {
      streamId,
      asOf,
      version: events.length,
      lastChangedAt: last ? new Date(last.metadata.occurredAt) : null,
      fields: [...fields].map(([field, value]) => ({ field, value })),
    };
  }

  private async entriesOf(entries: TimelineEntry[]): Promise<HistoryEntryView[]> {
    const actors = await this.actorsOf(entries.map(({ event }) => event));
    return entries.map(({ event, changes }) => {
      const actorId = event.metadata.actorUserId;
      const actor = actorId ? actors.get(actorId) : undefined;
      return {
        id: `${event.streamName}@${event.streamPosition}`,
        streamId: event.streamName,
        streamPosition: Number(event.streamPosition),
        type: event.type,
        occurredAt: new Date(event.metadata.occurredAt),
        actor: actorId ? { id: actorId, name: actor?.name ?? null, email: actor?.email ?? null } : null,
        apiKeyId: event.metadata.apiKeyId ?? null,
        correlationId: event.metadata.correlationId,
        changes,
      };
    });
  }

  /** The users named on a page, once each (a process without auth names nobody). */
  private async actorsOf(events: StoredEvent[]): Promise<Map<string, DirectoryUser>> {
    const directory = this.authPorts.userDirectory();
    const ids = [...new Set(events.map((event) => event.metadata.actorUserId).filter((id): id is string => !!id))];
    const found = await Promise.all(ids.map(async (id) => [id, await directory?.find(id)] as const));
    return new Map(found.filter((pair): pair is readonly [string, DirectoryUser] => !!pair[1]));
  }
}
