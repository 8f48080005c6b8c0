import { ApiError, call } from '../../api';
import {
  INVENTORY_MESSAGES,
  type TAvailabilityRow,
  type TCheckAvailabilityQuery,
  type TCommittedRow,
  type TIncomingRow,
  type TInventoryDetail,
  type TInventoryItem,
  type TInventoryListQuery,
  type TInventoryListRow,
  type TOnHandQuery,
  type TOnHandRow,
  type TSerialBatch,
  type TSerialBatchInput,
  type TSerialBatchListQuery,
  type TSupplyIssueRow,
} from '../../contract';
import { errorText } from '../../ui';

/*
 * The inventory service's calls (document 2 section 7). Reads are quiet: each screen shows
 * document 2's own failure message in place of the list.
 */

const quiet = { quietErrors: true } as const;
const inventory = async <T>(entity: string, action: string, data: unknown): Promise<T[]> =>
  (await call<T>('inventory', { entity, action, data }, quiet)).results;

/** A refusal (4xx with messages) says what to fix; anything else gets the document's message. */
const refused = (e: unknown) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && e.errors.length > 0;

const warehouses = (warehouse: string) => (warehouse ? [warehouse] : []);

export const fetchInventoryList = (query: TInventoryListQuery) =>
  inventory<TInventoryListRow>('inventory', 'list', query);

export async function fetchInventory(code: string, warehouse: string): Promise<TInventoryDetail> {
  const [item] = await inventory<TInventoryDetail>('inventory', 'get', {
    inventory_code: code,
    warehouses: warehouses(warehouse),
  });
  if (!item) throw new Error(INVENTORY_MESSAGES.itemFailed);
  return item;
}

const byCode = (code: string, warehouse: string) => ({
  inventory_codes: [code],
  warehouses: warehouses(warehouse),
});
export const fetchAvailable = (code: string, warehouse: string) =>
  inventory<TAvailabilityRow>('inventory', 'available', byCode(code, warehouse));
/** The item's stock in every warehouse (the warehouse summary of the detail). */
export const fetchWarehouseOnHands = (code: string) =>
  inventory<TAvailabilityRow>('inventory', 'on_hand_beta', byCode(code, ''));
export const fetchCommitted = (code: string, warehouse: string) =>
  inventory<TCommittedRow>('inventory', 'committed', byCode(code, warehouse));
export const fetchIncoming = (code: string, warehouse: string) =>
  inventory<TIncomingRow>('inventory', 'incoming', byCode(code, warehouse));

export const fetchSupplyIssues = (query: TCheckAvailabilityQuery) =>
  inventory<TSupplyIssueRow>('inventory', 'check_availability', query);

export const fetchOnHand = (query: TOnHandQuery) =>
  inventory<TOnHandRow>('inventory', 'on_hand', query);

export const fetchSerialBatches = (query: TSerialBatchListQuery) =>
  inventory<TSerialBatch>('serial_batch', 'list', query);

/** Save one serial batch; a refusal keeps the server's words, other failures the document's. */
export async function saveSerialBatch(serial_batch: TSerialBatchInput): Promise<void> {
  try {
    await call(
      'inventory',
      { entity: 'serial_batch', action: 'check', data: { serial_batch } },
      { quietErrors: true, blocking: true },
    );
  } catch (e) {
    throw refused(e) ? e : new Error(INVENTORY_MESSAGES.serialBatchSaveFailed(errorText(e)));
  }
}

/** Save an item; a refusal keeps the server's words (the modal stays open), else the message. */
export async function saveInventory(inventory: TInventoryItem): Promise<void> {
  try {
    await call(
      'inventory',
      { entity: 'inventory', action: 'check', data: { inventory } },
      { quietErrors: true, blocking: true },
    );
  } catch (e) {
    throw refused(e) ? e : new Error(INVENTORY_MESSAGES.inventorySaveFailed(errorText(e)));
  }
}
