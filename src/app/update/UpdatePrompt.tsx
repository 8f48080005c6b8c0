import { useRegisterSW } from 'virtual:pwa-register/react';
import { SHELL_MESSAGES } from '../../contract';
import { Button } from '../../ui';

/** Kiosks never close the page: look for a new version on this timer. */
const UPDATE_CHECK_MS = 30 * 60_000;

/**
 * Registers the service worker; when a new version waits, offers Reload (the new worker
 * takes over, then the page reloads), so a deploy never leaves a blank screen.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && registration.installing == null)
          void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
  const reload = () => {
    // workbox-window reloads only pages that had a worker when they loaded; reload the
    // others (the first visit) once the new worker controls the page.
    navigator.serviceWorker?.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    void updateServiceWorker(true);
  };
  if (!needRefresh) return null;
  return (
    <div
      role="alertdialog"
      aria-labelledby="update-title"
      className="fixed right-3 bottom-3 left-3 z-[60] flex flex-wrap items-center gap-3 rounded-xl bg-slate-900 p-4 text-white shadow-xl sm:left-auto"
    >
      <p id="update-title" className="font-medium">
        {SHELL_MESSAGES.updateAvailable}
      </p>
      <div className="flex gap-2">
        <Button onClick={reload}>Reload</Button>
        <Button
          variant="ghost"
          className="text-white hover:bg-white/10"
          onClick={() => setNeedRefresh(false)}
        >
          Later
        </Button>
      </div>
    </div>
  );
}
