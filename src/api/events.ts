/** A tiny typed event emitter: the api layer's way to tell the shell what happened. */
export type Listener<T> = (payload: T) => void;

export function createEmitter<Events extends Record<string, unknown>>() {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
  return {
    on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener as Listener<never>);
      return () => {
        set.delete(listener as Listener<never>);
      };
    },
    emit<K extends keyof Events>(event: K, payload: Events[K]): void {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        (listener as Listener<Events[K]>)(payload);
      }
    },
  };
}

export type TAlertKind = 'error' | 'warning' | 'info';
export type TAlertMessage = {
  kind: TAlertKind;
  message: string;
  exception?: string;
  code?: string;
};

export type ApiEvents = {
  /** A request began; `blocking` asks for the busy overlay (saves, site switch). */
  'request:start': { id: number; blocking: boolean };
  'request:end': { id: number; ok: boolean };
  /** A message for the user: from an answer's errors/warnings/info, or raised by a screen. */
  alert: TAlertMessage;
  /** The network answered (online) or a request could not reach the server (offline). */
  network: { online: boolean };
  /** The server no longer knows the session: it was cleared. */
  unauthorized: null;
};

export const apiEvents = createEmitter<ApiEvents>();

/** Raise an alert from anywhere (areas, shell) without importing the shell. */
export function notify(alert: TAlertMessage): void {
  apiEvents.emit('alert', alert);
}
