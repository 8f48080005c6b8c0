import { useLayoutEffect, useSyncExternalStore } from 'react';
import { apiEvents } from '../../api';
import { cx } from '../../ui';
import { alertsStore, type TAlert, type TAlertsStore } from './alerts-store';

const STYLES: Record<TAlert['kind'], string> = {
  error: 'border-red-300 bg-red-50 text-red-900',
  info: 'border-blue-300 bg-blue-50 text-blue-900',
  warning: 'border-yellow-300 bg-yellow-50 text-yellow-900',
};
const LABELS: Record<TAlert['kind'], string> = {
  error: 'Error',
  info: 'Information',
  warning: 'Warning',
};

function AlertItem({ alert, onDismiss }: { alert: TAlert; onDismiss: () => void }) {
  return (
    <div
      role={alert.kind === 'error' ? 'alert' : 'status'}
      data-alert-kind={alert.kind}
      className={cx(
        'pointer-events-auto flex items-start gap-3 rounded-lg border p-3 shadow-md',
        STYLES[alert.kind],
      )}
    >
      <div className="flex-1">
        <span className="sr-only">{LABELS[alert.kind]}: </span>
        <p className="font-medium">{alert.message}</p>
        {alert.exception && (
          <p className="mt-1 text-sm break-words opacity-90">{alert.exception}</p>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss"
        className="-m-1 min-h-11 min-w-11 rounded-md text-xl leading-none hover:bg-black/5 focus-visible:outline-3 focus-visible:outline-current"
      >
        ×
      </button>
    </div>
  );
}

/** The alerts list, fed by every answer's errors, warnings and info. */
export function AlertsView({ store = alertsStore }: { store?: TAlertsStore }) {
  const alerts = useSyncExternalStore(store.subscribe, store.getAlerts, store.getAlerts);
  // A layout effect: it runs before any screen's effects, so an alert a screen raises as it
  // first mounts (on a fresh load of its page) finds the list already listening.
  useLayoutEffect(() => apiEvents.on('alert', (message) => void store.add(message)), [store]);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed top-20 right-3 left-3 z-[60] flex flex-col items-end gap-2 sm:left-auto sm:w-[28rem]"
    >
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} onDismiss={() => store.dismiss(alert.id)} />
      ))}
    </div>
  );
}
