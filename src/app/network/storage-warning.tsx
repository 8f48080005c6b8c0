import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { OUTBOX_MESSAGES as M } from '../../contract';
import { storagePersistence } from '../../offline/storage-persistence';

/** Where offline work happens (the floor screens and the sync screen), with what is under them. */
const OFFLINE_WORK_PATHS = ['/floor', '/sync'];
const isOfflineWork = (pathname: string) =>
  OFFLINE_WORK_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/**
 * Whether the browser refused persistent storage, and whether the full warning line shows
 * (where offline work happens) rather than the status bar's small dot.
 */
export function useStorageWarning(): { refused: boolean; fullLine: boolean } {
  const persistence = useSyncExternalStore(
    storagePersistence.subscribe,
    storagePersistence.get,
    storagePersistence.get,
  );
  const { pathname } = useLocation();
  const refused = persistence === 'refused';
  return { refused, fullLine: refused && isOfflineWork(pathname) };
}

/**
 * The full storage warning, a line under the status bar. The bars' placeholder draws the
 * same line while they load, so the page below does not move when they arrive.
 */
export function StorageWarningLine() {
  return (
    <p
      data-testid="sync-storage-refused"
      className="border-b border-amber-200 bg-amber-50 px-3 py-1 text-sm leading-5 font-medium text-amber-900 sm:px-4"
    >
      <span aria-hidden="true">⚠ </span>
      {M.storageRefused}
    </p>
  );
}
