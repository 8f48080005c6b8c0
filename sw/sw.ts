/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

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

clientsClaim();
