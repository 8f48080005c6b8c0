import { call, callOne } from '../../api';
import type { TStorage, TWarehouseItem } from '../../contract';

export async function fetchWarehouses(): Promise<TWarehouseItem[]> {
  return (
    await call<TWarehouseItem>('warehouse', { entity: 'warehouse', action: 'list', data: {} })
  ).results;
}

export function fetchWarehouse(warehouse: string): Promise<TWarehouseItem | null> {
  return callOne<TWarehouseItem>('warehouse', {
    entity: 'warehouse',
    action: 'get',
    data: { warehouse },
  });
}

/** Save the full item (its children replace the stored ones); errors come back, not as alerts. */
export async function saveWarehouse(item: TWarehouseItem, adding: boolean): Promise<void> {
  await call(
    'warehouse',
    { entity: 'warehouse', action: 'check', data: { warehouse: item, adding } },
    { quietErrors: true, blocking: true },
  );
}

/** The storage types a pick section may use (read with wh view, unlike the admin list). */
export async function fetchStorageOptions(): Promise<TStorage[]> {
  return (await call<TStorage>('warehouse', { entity: 'storage', action: 'list', data: {} }))
    .results;
}
