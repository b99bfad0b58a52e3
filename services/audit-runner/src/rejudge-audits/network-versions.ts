import { comparePositions, type ReadStreamResult, type StorePosition } from '@tracklight/event-store';

interface Definition {
  version: number;
  recordedAt: StorePosition;
}

/**
 * Which version of each network stood when: read from the `network-<id>` streams, whose every
 * event is a new version (the catalogue's version). For verdicts recorded before AuditCompleted
 * carried networkVersion.
 */
export class NetworkVersions {
  private constructor(private readonly history: ReadonlyMap<string, readonly Definition[]>) {}

  static fromStreams(streams: ReadonlyMap<string, ReadStreamResult>, networkIdOf: (stream: string) => string): NetworkVersions {
    return new NetworkVersions(
      new Map(
        [...streams].map(([stream, { events }]) => [
          networkIdOf(stream),
          events.map((event) => ({ version: Number(event.streamPosition), recordedAt: event.position })),
        ]),
      ),
    );
  }

  /** The last version recorded before `position` (the definition a verdict recorded there was judged by). */
  at(networkId: string | null, position: StorePosition): number | null {
    const before = (networkId ? (this.history.get(networkId) ?? []) : []).filter(
      (definition) => comparePositions(definition.recordedAt, position) < 0,
    );
    return before.at(-1)?.version ?? null;
  }
}
