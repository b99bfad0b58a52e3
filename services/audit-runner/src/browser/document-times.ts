// How long each main-frame document stayed before it asked for the next one, on the browser's own
// clock. The engine's clock (when Node handles Playwright's events) is not good enough for that:
// on a busy machine the load event and the next navigation request can reach Node in the same
// tick, and a region chooser shown for a second would measure 0 ms.
import type { CDPSession } from 'playwright-core';

export interface DocumentStay {
  /** From the document's response to the next document's request. */
  dwellMs: number | null;
  /** From the document's load event to the next document's request; 0 when it left before loading. */
  shownMs: number;
}

interface DocumentLoad {
  url: string;
  /** Chromium's monotonic times (seconds) of the document's response and load event. */
  respondedAt: number | null;
  loadedAt: number | null;
}

const msBetween = (from: number, to: number) => Math.round((to - from) * 1000);

export class DocumentTimes {
  /** How long each address stayed before the next document's request (last visit wins). */
  private readonly stays = new Map<string, DocumentStay>();
  private readonly loads = new Map<string, DocumentLoad>();
  private current: DocumentLoad | null = null;

  /** Listens on a CDP session of the page, its Page domain enabled. */
  async attach(cdp: CDPSession, mainFrameId: string): Promise<void> {
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type !== 'Document' || event.frameId !== mainFrameId) return;
      // Playwright's request.url() carries the fragment, which Chromium sends apart.
      const url = event.request.url + (event.request.urlFragment ?? '');
      const known = this.loads.get(event.loaderId);
      if (known) {
        // An HTTP redirect keeps its loader: the document that loads is the last address's.
        known.url = url;
        return;
      }
      const previous = this.current;
      if (previous) {
        this.stays.set(previous.url, {
          dwellMs: previous.respondedAt === null ? null : msBetween(previous.respondedAt, event.timestamp),
          // Left before its load event (a redirect page's inline script): never shown whole.
          shownMs: previous.loadedAt === null ? 0 : msBetween(previous.loadedAt, event.timestamp),
        });
      }
      this.current = { url, respondedAt: null, loadedAt: null };
      this.loads.set(event.loaderId, this.current);
    });
    cdp.on('Network.responseReceived', (event) => {
      if (event.type !== 'Document' || event.frameId !== mainFrameId || !event.loaderId) return;
      const load = this.loads.get(event.loaderId);
      if (load) load.respondedAt = event.timestamp;
    });
    cdp.on('Page.lifecycleEvent', (event) => {
      if (event.name !== 'load' || event.frameId !== mainFrameId) return;
      const load = this.loads.get(event.loaderId);
      if (load && load.loadedAt === null) load.loadedAt = event.timestamp;
    });
    await Promise.all([
      cdp.send('Network.enable', { maxTotalBufferSize: 0, maxResourceBufferSize: 0 }),
      cdp.send('Page.setLifecycleEventsEnabled', { enabled: true }),
    ]);
  }

  /** How long the document at `url` stayed before it moved on; null when it has not (or not seen). */
  of(url: string): DocumentStay | null {
    return this.stays.get(url) ?? null;
  }
}
