import { callAction, callResults } from '../../api';
import { WAREHOUSE_CALLS, type TWarehouse, type TWarehouseItem } from '../../contract';

/** A warehouse as answered, as the form edits it (a field stored as null is blank). */
export function warehouseItem(w: TWarehouse): TWarehouseItem {
  return {
    ...w,
    warehouse_address: w.warehouse_address ?? '',
    local_timezone: w.local_timezone ?? '',
    printer_url: w.printer_url ?? '',
  };
}

export async function fetchWarehouses(): Promise<TWarehouse[]> {
  return callResults(WAREHOUSE_CALLS.list, {});
}

/** Save the full item (its children replace the stored ones); errors come back, not as alerts. */
export async function saveWarehouse(item: TWarehouseItem, adding: boolean): Promise<void> {
  await callAction(
    WAREHOUSE_CALLS.check,
    { warehouse: item, adding },
    { quietErrors: true, blocking: true },
  );
}
