import { useSyncExternalStore } from 'react';
import { Spinner } from '../../ui';
import { requestActivity } from './request-activity';

/**
 * Covers the page while a blocking request (a save, a site switch) runs, so nothing is
 * changed twice. Background reads never raise it: scanning input stays usable.
 */
export function BusyOverlay() {
  const { busy } = useSyncExternalStore(requestActivity.subscribe, requestActivity.getSnapshot);
  if (!busy) return null;
  return (
    <div
      data-testid="busy-overlay"
      aria-busy="true"
      className="fixed inset-0 z-[65] flex items-center justify-center bg-white/50"
    >
      <div className="rounded-xl bg-white px-5 py-4 shadow-lg">
        <Spinner label="Working" />
      </div>
    </div>
  );
}
