import { apiEvents } from '../../api';
import { createLoadingBar, type TLoadingBarState } from './loading-bar';

/**
 * Follows the api's request lifecycle once for the whole app: the loading bar's state
 * and whether a blocking request (save, site switch) runs, for the busy overlay.
 */
function createRequestActivity() {
  const listeners = new Set<() => void>();
  const blocking = new Set<number>();
  let snapshot = {
    bar: { visible: false, percent: 0, failed: false } as TLoadingBarState,
    busy: false,
  };
  const publish = (patch: Partial<typeof snapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of [...listeners]) listener();
  };
  const bar = createLoadingBar((state) => publish({ bar: state }));
  apiEvents.on('request:start', ({ id, blocking: isBlocking }) => {
    bar.start();
    if (isBlocking) {
      blocking.add(id);
      publish({ busy: true });
    }
  });
  apiEvents.on('request:end', ({ id, ok }) => {
    bar.end(ok);
    if (blocking.delete(id)) publish({ busy: blocking.size > 0 });
  });
  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const requestActivity = createRequestActivity();
