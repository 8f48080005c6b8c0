/**
 * Whether the browser promised to keep this device's offline data. Browsers evict storage
 * under pressure unless `navigator.storage.persist()` was granted, so the app asks once at
 * start and shows when it was refused.
 */
export type TPersistence = 'unknown' | 'granted' | 'refused' | 'unsupported';

let state: TPersistence = 'unknown';
const listeners = new Set<() => void>();

function set(next: TPersistence) {
  state = next;
  for (const listener of listeners) listener();
}

export const storagePersistence = {
  get: (): TPersistence => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Ask for persistent storage (already-granted answers at once without a prompt). */
  async request(storage: StorageManager | undefined = globalThis.navigator?.storage) {
    if (!storage?.persist) return set('unsupported');
    try {
      const granted = (await storage.persisted?.()) || (await storage.persist());
      set(granted ? 'granted' : 'refused');
    } catch {
      set('refused');
    }
  },
};
