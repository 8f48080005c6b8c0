import { useSyncExternalStore } from 'react';
import { SHELL_MESSAGES } from '../../contract';
import { onlineStatus } from './online-status';

/** Always visible while the server cannot be reached, signed in or not. */
export function OfflineBanner() {
  const online = useSyncExternalStore(onlineStatus.subscribe, onlineStatus.isOnline, () => true);
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-indicator"
      className="sticky top-0 z-[35] bg-slate-800 px-4 py-2 text-center font-medium text-white"
    >
      <span aria-hidden="true">⚠ </span>
      {SHELL_MESSAGES.offline}
    </div>
  );
}
