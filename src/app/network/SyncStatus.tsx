import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { DISPLAY_TIME_FORMAT, OUTBOX_MESSAGES as M, formatInZone } from '../../contract';
import { useMirrorRefreshedAt } from '../../offline/mirror-status';
import { startOutbox, useOutboxCounts } from '../../offline/outbox';
import { cx, useSiteZone } from '../../ui';
import { STATUS_BAR_CLASS } from '../layout/bar-sizes';
import { RefusedWritesBanner } from './RefusedWritesBanner';
import { StorageWarningLine, useStorageWarning } from './storage-warning';

/**
 * The browser refused persistent storage, away from offline work: a small amber dot whose
 * accessible name and tooltip say it (a link to /sync, where the full line is shown), so
 * office screens keep a calm top bar. Named by its (visually hidden) text rather than
 * aria-label, so it never answers for a field's label.
 */
function StorageRefusedDot() {
  return (
    <Link
      to="/sync"
      data-testid="sync-storage-refused"
      title={M.storageRefused}
      className="inline-flex size-6 shrink-0 items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-brand-500"
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
 * The always-visible sync status (signed in), one line of fixed height: online or offline,
 * writes waiting, writes the server refused (danger), when the device's copy of the site's
 * data was last refreshed (else the last send of writes) in the site's zone, and the ways to
 * /floor and /sync. Where offline work happens, a refused persistent storage adds the full
 * warning line under it (StorageWarningLine); elsewhere a dot. Starting it starts the
 * outbox's page triggers (flush on start, online, visible, timer).
 */
export function SyncStatus() {
  useEffect(() => startOutbox(), []);
  const { pending, attention, lastSyncAt, online, sending, needsSignIn } = useOutboxCounts();
  const refreshedAt = useMirrorRefreshedAt();
  const storage = useStorageWarning();
  const zone = useSiteZone();
  // Today's time alone (the bar is narrow on a handheld); another day's with its date.
  const today = formatInZone(new Date().toISOString(), zone, 'YYYY-MM-DD');
  const when = (at: string) =>
    formatInZone(
      at,
      zone,
      formatInZone(at, zone, 'YYYY-MM-DD') === today ? 'h:mm A' : DISPLAY_TIME_FORMAT,
    );
  const last = refreshedAt
    ? M.copyRefreshed(when(refreshedAt))
    : lastSyncAt
      ? M.lastSync(when(lastSyncAt))
      : M.neverSynced;
  return (
    <>
      <div
        role="status"
        aria-live="polite"
        data-testid="sync-status"
        className={cx(
          STATUS_BAR_CLASS,
          'flex flex-nowrap items-center gap-x-3 overflow-hidden px-3 text-sm whitespace-nowrap sm:gap-x-4 sm:px-4 sm:text-base',
        )}
      >
        <span
          data-testid="sync-online"
          className={cx(
            'inline-flex shrink-0 items-center gap-2 font-semibold',
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
          className={cx(
            'shrink-0',
            pending > 0 ? 'font-semibold text-amber-800' : 'text-slate-600',
          )}
        >
          {sending && pending > 0 ? M.sending : M.pending(pending)}
        </span>
        {attention > 0 && (
          <span
            data-testid="sync-attention"
            data-count={attention}
            className="shrink-0 rounded-md bg-red-100 px-2 font-semibold text-red-900 ring-1 ring-red-700/30"
          >
            {M.attention(attention)}
          </span>
        )}
        <span
          data-testid="sync-last"
          title={refreshedAt ? M.copyRefreshedTitle(when(refreshedAt)) : undefined}
          className="min-w-0 truncate text-slate-600"
        >
          {last}
        </span>
        {needsSignIn && (
          <Link to="/login" className="shrink-0 font-semibold text-red-800 underline">
            {M.signInToSend}
          </Link>
        )}
        {storage.refused && !storage.fullLine && <StorageRefusedDot />}
        {/* The bar below links to Floor too: on a narrow screen this one gives way. */}
        <Link
          to="/floor"
          data-testid="floor-link"
          className="ml-auto hidden min-h-12 shrink-0 items-center rounded-lg px-3 font-semibold text-brand-700 underline-offset-4 hover:underline sm:inline-flex"
        >
          {M.floorLink}
        </Link>
        <Link
          to="/sync"
          data-testid="sync-link"
          className="ml-auto inline-flex min-h-12 shrink-0 items-center rounded-lg px-2 font-semibold text-brand-700 underline-offset-4 hover:underline sm:ml-0 sm:px-3"
        >
          {M.syncLink}
        </Link>
      </div>
      {storage.fullLine && <StorageWarningLine />}
      <RefusedWritesBanner attention={attention} />
    </>
  );
}
