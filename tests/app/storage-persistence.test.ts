import { describe, expect, it } from 'vitest';
import { storagePersistence } from '../../src/offline/storage-persistence';

const manager = (persisted: boolean, persist: boolean | Error) =>
  ({
    persisted: async () => persisted,
    persist: async () => {
      if (persist instanceof Error) throw persist;
      return persist;
    },
  }) as unknown as StorageManager;

describe('persistent storage request', () => {
  it('is granted when already persisted or when the browser grants it', async () => {
    await storagePersistence.request(manager(true, false));
    expect(storagePersistence.get()).toBe('granted');
    await storagePersistence.request(manager(false, true));
    expect(storagePersistence.get()).toBe('granted');
  });

  it('is refused when the browser says no or fails, and unsupported without the API', async () => {
    await storagePersistence.request(manager(false, false));
    expect(storagePersistence.get()).toBe('refused');
    await storagePersistence.request(manager(false, new Error('denied')));
    expect(storagePersistence.get()).toBe('refused');
    await storagePersistence.request({} as StorageManager);
    expect(storagePersistence.get()).toBe('unsupported');
  });

  it('tells subscribers when the answer changes', async () => {
    let calls = 0;
    const stop = storagePersistence.subscribe(() => calls++);
    await storagePersistence.request(manager(false, true));
    stop();
    await storagePersistence.request(manager(false, false));
    expect(calls).toBe(1);
  });
});
