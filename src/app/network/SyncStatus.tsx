import { useEffect, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { DISPLAY_TIME_FORMAT, OUTBOX_MESSAGES as M, formatInZone } from '../../contract';
import { startOutbox, useOutboxCounts } from '../../offline/outbox';
import { storagePersistence } from '../../offline/storage-persistence';
import { cx, useSiteZone } from '../../ui';

/** Where offline work happens (the floor screens and the sync screen), with what is under them. */
const OFFLINE_WORK_PATHS = ['/floor', '/sync'];
const isOfflineWork = (pathname: string) =>
  OFFLINE_WORK_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/**
 * The browser refused persistent storage: the full line where offline work happens; elsewhere
 * a small amber dot whose accessible name and tooltip say the same (a link to /sync), so
 * office screens keep a calm top bar.
 */
function StorageRefused({ full }: { full: boolean }) {
  if (full) {
    return (
      <span data-testid="sync-storage-refused" className="font-medium text-amber-800">
        <span aria-hidden="true">⚠ </span>
        {M.storageRefused}
      </span>
    );
  }
  // Named by its (visually hidden) text rather than aria-label, so it never answers for a
  // field's label; it leads to /sync, where the full line is shown.
  return (
    <Link
      to="/sync"
      data-testid="sync-storage-refused"
      title={M.storageRefused}
      className="inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-brand-500"
    >
      <span
        aria-hidden="true"
        className="inline-block size-3 rounded-full bg-amber-500 ring-2 ring-amber-800/40"
      />
      <span className="sr-only">{M.storageRefused}</span>
    </Link>
  );
}

/**
 * The always-visible sync status (signed in): online or offline, writes waiting, writes the
 * server refused (danger), the last successful sync in the site's zone, a warning when the
 * browser refused persistent storage (StorageRefused), and the way to /sync. Starting it
 * starts the outbox's page triggers (flush on start, online, visible, timer) and asks for
 * persistent storage.
 */
export function SyncStatus() {
  useEffect(() => startOutbox(), []);
  const { pending, attention, lastSyncAt, online, sending, needsSignIn } = useOutboxCounts();
  const persistence = useSyncExternalStore(
    storagePersistence.subscribe,
    storagePersistence.get,
    storagePersistence.get,
  );
  const zone = useSiteZone();
  const { pathname } = useLocation();
  const last = lastSyncAt
    ? M.lastSync(formatInZone(lastSyncAt, zone, DISPLAY_TIME_FORMAT))
    : M.neverSynced;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="sync-status"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-slate-200 bg-white px-4 py-1 text-base"
    >
      <span
        data-testid="sync-online"
        className={cx(
          'inline-flex items-center gap-2 font-semibold',
          online ? 'text-green-800' : 'text-slate-800',
        )}
      >
        <span
          aria-hidden="true"
          className={cx(
            'inline-block size-3 rounded-full',
            online ? 'bg-green-600' : 'bg-slate-500',
          )}
        />
        {online ? M.online : M.offline}
      </span>
      <span
        data-testid="sync-pending"
        data-count={pending}
        className={cx(pending > 0 ? 'font-semibold text-amber-800' : 'text-slate-600')}
      >
        {sending && pending > 0 ? M.sending : M.pending(pending)}
      </span>
      {attention > 0 && (
        <span
          data-testid="sync-attention"
          data-count={attention}
          className="rounded-md bg-red-100 px-2 font-semibold text-red-900 ring-1 ring-red-700/30"
        >
          {M.attention(attention)}
        </span>
      )}
      <span data-testid="sync-last" className="text-slate-600">
        {last}
      </span>
      {needsSignIn && (
        <Link to="/login" className="font-semibold text-red-800 underline">
          {M.signInToSend}
        </Link>
      )}
      {persistence === 'refused' && <StorageRefused full={isOfflineWork(pathname)} />}
      <Link
        to="/floor"
        data-testid="floor-link"
        className="ml-auto inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {M.floorLink}
      </Link>
      <Link
        to="/sync"
        data-testid="sync-link"
        className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {M.syncLink}
      </Link>
    </div>
  );
}
