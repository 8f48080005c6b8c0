import { liveQuery } from 'dexie';
import { useEffect } from 'react';
import { getSession, subscribeSession } from '../api/session';
import { getWorkContext, subscribeWorkContext } from '../api/work-context';
import { SYNC_DEFAULTS } from '../contract';
import { registerAreaCache } from './area-caches';
import { floorDb } from './db';
import { clearMirror, refreshMirror, type TMirrorRefreshReason } from './mirror';

/** Where the mirror was last asked to be: who, which site, which warehouse. */
type Seen = { token: string | null; site: string | null; warehouse: string | null };

function snapshot(): Seen {
  const context = getWorkContext();
  return {
    token: getSession()?.token ?? null,
    site: context?.site_id ?? null,
    warehouse: context?.warehouse ?? null,
  };
}

/** A refresh this long after the outbox sent something (several sends share one). */
const AFTER_SEND_MS = 1500;

/** Refresh, its failure shown by useMirrorStatus (the floor works from what is there). */
const refresh = (reason: TMirrorRefreshReason) => {
  refreshMirror({ reason }).catch(() => undefined);
};

/**
 * Keeps the device's mirror of the site's floor data fresh (mounted once, in the layout):
 * on sign-in, a site switch (the old site's mirror cleared first), a warehouse change (the
 * warehouse's tables cleared and loaded again), coming back online, and on a timer. A site
 * switch and sign-out also clear it through the area caches.
 */
export function MirrorSync(): null {
  useEffect(() => {
    let seen = snapshot();
    const unregister = registerAreaCache('mirror', { clear: () => clearMirror('all') });

    const onChange = () => {
      const now = snapshot();
      const before = seen;
      seen = now;
      if (!now.token || !now.site) return;
      if (before.site !== null && before.site !== now.site) {
        clearMirror('all')
          .catch(() => undefined)
          .then(() => refresh('site'));
      } else if (before.token !== now.token) {
        refresh('sign-in');
      } else if (before.warehouse !== now.warehouse) {
        clearMirror('warehouse')
          .catch(() => undefined)
          .then(() => refresh('warehouse'));
      }
    };
    const offSession = subscribeSession(onChange);
    const offContext = subscribeWorkContext(onChange);
    const onOnline = () => refresh('online');
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(() => {
      if (navigator.onLine !== false) refresh('timer');
    }, SYNC_DEFAULTS.refreshIntervalMs);
    if (seen.token && seen.site) refresh('start');

    // Writes the server accepted leave the outbox: bring their effect (stock, picks) into
    // the mirror soon after, so a screen does not fall back to the old rows until the timer.
    let waiting: number | null = null;
    let afterSend: number | undefined;
    const outbox = liveQuery(() => floorDb.outbox.count()).subscribe({
      next: (count) => {
        if (waiting !== null && count < waiting) {
          window.clearTimeout(afterSend);
          afterSend = window.setTimeout(() => refresh('outbox'), AFTER_SEND_MS);
        }
        waiting = count;
      },
      error: () => undefined,
    });

    return () => {
      unregister();
      offSession();
      offContext();
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
      window.clearTimeout(afterSend);
      outbox.unsubscribe();
    };
  }, []);
  return null;
}
