import { call } from '../../api';
import type { TWarehouseItem } from '../../contract';

export async function fetchWarehouses(): Promise<TWarehouseItem[]> {
  return (
    await call<TWarehouseItem>('warehouse', { entity: 'warehouse', action: 'list', data: {} })
  ).results;
}

/** Save the full item (its children replace the stored ones); errors come back, not as alerts. */
export async function saveWarehouse(item: TWarehouseItem, adding: boolean): Promise<void> {
  await call(
    'warehouse',
    { entity: 'warehouse', action: 'check', data: { warehouse: item, adding } },
    { quietErrors: true, blocking: true },
  );
}
