import { useSyncExternalStore } from 'react';
import { MESSAGES } from '../../contract';
import { useSession } from '../../ui';
import { onlineStatus } from './online-status';
import { SyncStatus } from './SyncStatus';

/**
 * Always visible while the server cannot be reached; when signed in, the sync status
 * (pending and refused writes, last sync) below it on every page.
 */
export function OfflineBar() {
  const session = useSession();
  return (
    <>
      <OfflineBanner />
      {session && <SyncStatus />}
    </>
  );
}

function OfflineBanner() {
  const online = useSyncExternalStore(onlineStatus.subscribe, onlineStatus.isOnline, () => true);
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-indicator"
      className="sticky top-0 z-[35] bg-slate-800 px-4 py-2 text-center font-medium text-white"
    >
      <span aria-hidden="true">⚠ </span>
      {MESSAGES.offline}
    </div>
  );
}
