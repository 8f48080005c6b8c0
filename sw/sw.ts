/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { floorDb } from '../src/offline/db';
import {
  OUTBOX_FACTS,
  OUTBOX_SYNC_TAG,
  sendOutbox,
  withOutboxLock,
  type TOutboxSession,
} from '../src/offline/outbox-sender';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/**
 * The app shell's service worker: the build's files are precached, so after one visit the
 * app starts with the network cut. A new version installs beside the old one and waits:
 * the old files stay servable until the page asks the new worker to take over.
 */
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Every page of the single-page app is the precached index.html; the API never is.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/],
  }),
);

// The update prompt's Reload (workbox-window's messageSkipWaiting).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** Background Sync's event (Chromium; not in TypeScript's worker library). */
type SyncEvent = ExtendableEvent & { tag: string; lastChance?: boolean };

/**
 * Replay the outbox when the network returns (Background Sync). With a window of the app
 * in view, the page sends (it shows the progress and owns the session): ask it to flush.
 * Without one (no window, or only hidden or frozen ones that may never run the message),
 * send from IndexedDB here with the session copy the page keeps there. A round stopped by
 * the network rejects, so the browser tries the sync again later.
 */
async function replayOutbox(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: false });
  const inView = windows.filter((c) => (c as WindowClient).visibilityState === 'visible');
  if (inView.length > 0) {
    for (const client of inView) client.postMessage({ type: 'FLUSH_OUTBOX' });
    return;
  }
  const fact = await floorDb.device.get(OUTBOX_FACTS.session);
  const session = (fact?.value ?? null) as TOutboxSession | null;
  const result = await withOutboxLock(() =>
    sendOutbox(floorDb, { baseUrl: self.location.origin, session }),
  );
  if (result?.stopped === 'network' || result?.stopped === 'server') {
    throw new Error('outbox: the server could not be reached; the browser retries the sync');
  }
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replayOutbox());
});

clientsClaim();
