import {
  INVENTORY_CALLS,
  SERIAL_BATCH_CALLS,
  INVENTORY_MESSAGES,
  inventorySearchProblem,
  serialBatchFilterSet,
} from '../../../src/contract';
import { badRequest } from '../../errors';
import { defineAction } from '../action-types';
import {
  checkSupply,
  getInventory,
  listAvailability,
  listCommitted,
  listIncoming,
  listInventory,
  listOnHand,
  listSerialBatches,
  saveInventory,
  saveSerialBatch,
} from './queries';

const view = { module: 'in', flag: 'view' } as const;
const update = { module: 'in', flag: 'update' } as const;

/** Service `inventory` (document 2 section 7): items, availability, on hands, serial batches. */
export const inventoryActions = [
  defineAction({
    contract: INVENTORY_CALLS.list,
    permission: view,
    description:
      'Inventory search. search_type SEARCH (search_term: code or description contains it; a GTIN or ' +
      'stocking factor barcode finds its item exactly, listed first), INVENTORY (code starts with ' +
      'search_term), CUSTOMER (items on order lines of customers whose code is, or name contains, ' +
      'search_term), RECENT_TRANSACTIONS (items with movements from_date..to_date in warehouse). ' +
      'Rows: inventory_code, inventory_description, unit_of_measure, storage, gtin, on_hand (in ' +
      'warehouse; every warehouse when ALL or none).',
    async handler(ctx, data) {
      const problem = inventorySearchProblem(data);
      if (problem) throw badRequest(problem.message);
      return listInventory(ctx.db, ctx.siteId, data);
    },
  }),
  defineAction({
    contract: INVENTORY_CALLS.get,
    permission: view,
    description:
      'One item: its fields, stocking_factors, warehouse_info (pick_face per warehouse), pick_face ' +
      'of the first of warehouses, and on_hands of warehouses (every warehouse when none or ALL), ' +
      'each with is_pick_face. results[0].',
    async handler(ctx, data) {
      ctx.logRecord(data.inventory_code, 'inventory');
      return [await getInventory(ctx.db, ctx.siteId, data.inventory_code, data.warehouses)];
    },
  }),
  ...(['on_hand_beta', 'available'] as const).map((action) =>
    defineAction({
      contract: INVENTORY_CALLS[action],
      permission: view,
      description:
        'Availability rows of inventory_codes in warehouses (every warehouse when none or ALL): ' +
        'on_hand, committed (open sales order lines), incoming (open purchase order lines), ' +
        'quarantined, recalled, available (on hand not quarantined, recalled or in a location ' +
        'excluded from available, less committed). One row per item and warehouse with any of them.',
      async handler(ctx, data) {
        if (data.inventory_codes.length === 0) throw badRequest(INVENTORY_MESSAGES.enterSearchTerm);
        return listAvailability(ctx.db, ctx.siteId, data.inventory_codes, data.warehouses);
      },
    }),
  ),
  defineAction({
    contract: INVENTORY_CALLS.committed,
    permission: view,
    description:
      'Open sales order lines of inventory_codes (not complete or deleted, not fully supplied): ' +
      'sales_order_number, customer_display_name, run_name, required_date, stocking_factor_unit, ' +
      'pack_size, ordered_qty, committed ((ordered - supplied) x pack_size).',
    async handler(ctx, data) {
      if (data.inventory_codes.length === 0) throw badRequest(INVENTORY_MESSAGES.enterSearchTerm);
      return listCommitted(ctx.db, ctx.siteId, data.inventory_codes, data.warehouses);
    },
  }),
  defineAction({
    contract: INVENTORY_CALLS.incoming,
    permission: view,
    description:
      'Open purchase order lines of inventory_codes: purchase_order_number, supplier_name, ' +
      'close_date (expected date), stocking_factor_unit, pack_size, ordered_qty, remaining_qty.',
    async handler(ctx, data) {
      if (data.inventory_codes.length === 0) throw badRequest(INVENTORY_MESSAGES.enterSearchTerm);
      return listIncoming(ctx.db, ctx.siteId, data.inventory_codes, data.warehouses);
    },
  }),
  defineAction({
    contract: INVENTORY_CALLS.check_availability,
    // Supply Analysis is a sales order screen (so view); inventory users may run it too.
    permission: {
      anyOf: [
        { module: 'so', flag: 'view' },
        { module: 'in', flag: 'view' },
      ],
    },
    description:
      'Supply issue checker: what open sales orders required from_date..to_date (one date copies ' +
      'to the other) need of each item against the stock that can supply them in warehouses. ' +
      'Rows: inventory_code, inventory_description, on_hand, total_required, short_qty ' +
      '(total_required - on_hand when issue_item, else 0), issue_item; short rows only unless ' +
      'include_all_results; run_set limits to its runs; sorted by short_qty, largest first. ' +
      'Needs view on so or in.',
    async handler(ctx, data) {
      if (!data.from_date) throw badRequest(INVENTORY_MESSAGES.selectFromDate);
      return checkSupply(ctx.db, ctx.siteId, data);
    },
  }),
  defineAction({
    contract: INVENTORY_CALLS.check,
    permission: update,
    description:
      'Add or update an item with its stocking_factors and warehouse_info (the lists sent replace ' +
      'the stored ones). results[0]: the item as get answers it.',
    async handler(ctx, data) {
      ctx.logRecord(data.inventory.inventory_code, 'inventory');
      return [await saveInventory(ctx.db, ctx.siteId, data.inventory)];
    },
  }),
  defineAction({
    contract: INVENTORY_CALLS.on_hand,
    permission: view,
    description:
      'On Hand Explorer: on hands filtered by warehouses, pick_section_ids (the location’s pick ' +
      'section), inventory_codes and locations (each a list; empty is every one). Rows: ' +
      'inventory_code, inventory_description, warehouse, location, pick_section, serial_batch, ' +
      'date_code, quantity, quarantine, recall; at most limit (default 2000).',
    async handler(ctx, data) {
      return listOnHand(ctx.db, ctx.siteId, data);
    },
  }),
  defineAction({
    contract: SERIAL_BATCH_CALLS.list,
    permission: view,
    description:
      'Serial batches by inventory_code, quarantined, recall (true filters on ' +
      'the flag) and from_date_code..to_date_code. Needs at least one filter.',
    async handler(ctx, data) {
      if (!serialBatchFilterSet(data)) throw badRequest(INVENTORY_MESSAGES.serialBatchFilterNeeded);
      return listSerialBatches(ctx.db, ctx.siteId, data);
    },
  }),
  defineAction({
    contract: SERIAL_BATCH_CALLS.check,
    permission: update,
    description:
      'Add or update one serial batch; one neither quarantined nor recalled has its recall_reason ' +
      'cleared. results[0]: the batch.',
    async handler(ctx, data) {
      const b = data.serial_batch;
      ctx.logRecord(`${b.inventory_code}/${b.serial_batch}`, 'serial_batch');
      return [await saveSerialBatch(ctx.db, ctx.siteId, b)];
    },
  }),
];
