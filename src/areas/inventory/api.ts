import { callAction, callResults } from '../../api';
import {
  INVENTORY_CALLS,
  INVENTORY_MESSAGES,
  SERIAL_BATCH_CALLS,
  type TCheckAvailabilityQuery,
  type TInventoryDetail,
  type TInventoryItem,
  type TInventoryListQuery,
  type TOnHandQuery,
  type TSerialBatchInput,
  type TSerialBatchListQuery,
} from '../../contract';
import { refusedOr } from '../../ui';

/*
 * The inventory service's calls (document 2 section 7). Reads are quiet: each screen shows
 * document 2's own failure message in place of the list.
 */

const quiet = { quietErrors: true } as const;

const warehouses = (warehouse: string) => (warehouse ? [warehouse] : []);

export const fetchInventoryList = (query: TInventoryListQuery) =>
  callResults(INVENTORY_CALLS.list, query, quiet);

export async function fetchInventory(code: string, warehouse: string): Promise<TInventoryDetail> {
  const [item] = await callResults(
    INVENTORY_CALLS.get,
    { inventory_code: code, warehouses: warehouses(warehouse) },
    quiet,
  );
  if (!item) throw new Error(INVENTORY_MESSAGES.itemFailed);
  return item;
}

const byCode = (code: string, warehouse: string) => ({
  inventory_codes: [code],
  warehouses: warehouses(warehouse),
});
export const fetchAvailable = (code: string, warehouse: string) =>
  callResults(INVENTORY_CALLS.available, byCode(code, warehouse), quiet);
/** The item's stock in every warehouse (the warehouse summary of the detail). */
export const fetchWarehouseOnHands = (code: string) =>
  callResults(INVENTORY_CALLS.on_hand_beta, byCode(code, ''), quiet);
export const fetchCommitted = (code: string, warehouse: string) =>
  callResults(INVENTORY_CALLS.committed, byCode(code, warehouse), quiet);
export const fetchIncoming = (code: string, warehouse: string) =>
  callResults(INVENTORY_CALLS.incoming, byCode(code, warehouse), quiet);

export const fetchSupplyIssues = (query: TCheckAvailabilityQuery) =>
  callResults(INVENTORY_CALLS.check_availability, query, quiet);

export const fetchOnHand = (query: TOnHandQuery) =>
  callResults(INVENTORY_CALLS.on_hand, query, quiet);

export const fetchSerialBatches = (query: TSerialBatchListQuery) =>
  callResults(SERIAL_BATCH_CALLS.list, query, quiet);

/** Save one serial batch; a refusal keeps the server's words, other failures the document's. */
export async function saveSerialBatch(serial_batch: TSerialBatchInput): Promise<void> {
  try {
    await callAction(
      SERIAL_BATCH_CALLS.check,
      { serial_batch },
      { quietErrors: true, blocking: true },
    );
  } catch (e) {
    throw refusedOr(e, INVENTORY_MESSAGES.serialBatchSaveFailed);
  }
}

/** Save an item; a refusal keeps the server's words (the modal stays open), else the message. */
export async function saveInventory(inventory: TInventoryItem): Promise<void> {
  try {
    await callAction(INVENTORY_CALLS.check, { inventory }, { quietErrors: true, blocking: true });
  } catch (e) {
    throw refusedOr(e, INVENTORY_MESSAGES.inventorySaveFailed);
  }
}
