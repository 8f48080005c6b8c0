import { ALERT_DISMISS_MS } from '../../contract';
import type { TAlertMessage } from '../../api';

export type TAlert = TAlertMessage & { id: number };

/**
 * The alerts on screen (document 1 section 8): each auto-dismisses after
 * ALERT_DISMISS_MS; a warning whose message is already shown is not added again.
 */
export function createAlertsStore(dismissAfterMs = ALERT_DISMISS_MS) {
  let alerts: TAlert[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const publish = (next: TAlert[]) => {
    alerts = next;
    for (const listener of [...listeners]) listener();
  };

  const dismiss = (id: number) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    if (alerts.some((a) => a.id === id)) publish(alerts.filter((a) => a.id !== id));
  };

  const add = (message: TAlertMessage): number | null => {
    if (!message.message) return null;
    if (
      message.kind === 'warning' &&
      alerts.some((a) => a.kind === 'warning' && a.message === message.message)
    ) {
      return null;
    }
    const id = nextId++;
    publish([...alerts, { ...message, id }]);
    timers.set(
      id,
      setTimeout(() => dismiss(id), dismissAfterMs),
    );
    return id;
  };

  const clear = () => {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    publish([]);
  };

  return {
    add,
    dismiss,
    clear,
    getAlerts: () => alerts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type TAlertsStore = ReturnType<typeof createAlertsStore>;

/** The app's one alerts store. */
export const alertsStore = createAlertsStore();
