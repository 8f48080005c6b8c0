import { apiEvents } from '../../api';

/**
 * Whether the app can reach the server: the browser's online flag and the last request's
 * fate. While a request failed though the browser says online, /api/health is polled so
 * the indicator clears by itself.
 */
const HEALTH_POLL_MS = 15_000;

function createOnlineStatus() {
  const listeners = new Set<() => void>();
  let browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine;
  let serverReachable = true;
  let poll: ReturnType<typeof setInterval> | null = null;
  let online = browserOnline && serverReachable;

  const publish = () => {
    const next = browserOnline && serverReachable;
    if (poll && (serverReachable || !browserOnline)) {
      clearInterval(poll);
      poll = null;
    }
    if (!serverReachable && browserOnline && !poll) {
      poll = setInterval(() => {
        fetch('/api/health', { cache: 'no-store' })
          .then((r) => {
            if (r.ok) setReachable(true);
          })
          .catch(() => undefined);
      }, HEALTH_POLL_MS);
    }
    if (next === online) return;
    online = next;
    for (const listener of [...listeners]) listener();
  };
  const setReachable = (value: boolean) => {
    serverReachable = value;
    publish();
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => {
      browserOnline = true;
      serverReachable = true;
      publish();
    });
    window.addEventListener('offline', () => {
      browserOnline = false;
      publish();
    });
  }
  apiEvents.on('network', ({ online: reached }) => setReachable(reached));

  return {
    isOnline: () => online,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const onlineStatus = createOnlineStatus();
