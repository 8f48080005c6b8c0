import { call } from '../../api';
import type { TStorage } from '../../contract';

/** Every storage type of the current site (admin / storage list). */
export async function fetchStorage(): Promise<TStorage[]> {
  return (await call<TStorage>('admin', { entity: 'storage', action: 'list', data: {} })).results;
}

export async function saveStorage(item: TStorage): Promise<void> {
  await call('admin', { entity: 'storage', action: 'check', data: item }, { quietErrors: true });
}

export async function deleteStorage(storage: string): Promise<void> {
  await call(
    'admin',
    { entity: 'storage', action: 'delete', data: { storage } },
    { quietErrors: true },
  );
}
