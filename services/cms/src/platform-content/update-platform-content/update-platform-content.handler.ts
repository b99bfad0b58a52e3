import { Injectable } from '@nestjs/common';
import { badRequest } from '@tracklight/access';
import { isPlatformContentDefined, PLATFORM_CONTENT_STREAM, type PlatformContentDefined } from '@tracklight/contracts';
import {
  decideOnStream,
  EventStore,
  streamName,
  type CommandContext,
  type StoredEvent,
} from '@tracklight/event-store';
import { PlatformContentReader } from '../platform-content-reader';
import { platformContentProblem } from '../platform-content-keys';

const currentValue = (events: readonly StoredEvent[]): string | null =>
  events.filter(isPlatformContentDefined).at(-1)?.data.value ?? null;

/** Super admin edits one key. A refused value is refused before anything is written. */
@Injectable()
export class UpdatePlatformContentHandler {
  constructor(
    private readonly store: EventStore,
    private readonly reader: PlatformContentReader,
  ) {}

  async execute(
    key: string,
    value: string,
    context: CommandContext,
  ): Promise<{ key: string; value: string }> {
    const problem = platformContentProblem(key, value);
    if (problem) throw badRequest(problem);
    const stream = streamName(PLATFORM_CONTENT_STREAM, key);
    await decideOnStream(this.store, stream, currentValue, context, (current) => {
      // An unchanged value records nothing, so the history shows real edits only.
      if (current === value) return { events: [], result: undefined };
      const edited: PlatformContentDefined = {
        type: 'PlatformContentDefined',
        data: { key, value, source: 'cms' },
      };
      return { events: [edited], result: undefined };
    });
    await this.reader.catchUp();
    return { key, value };
  }
}
