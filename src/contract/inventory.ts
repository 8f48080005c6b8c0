import { z } from 'zod';
import { actionContract } from './action-contract';
import * as fields from './fields';
import { ALL_WAREHOUSES } from './envelope';
import { MESSAGES } from './messages';
import type { TVariant } from './status-colours';

/**
 * Inventory, serial batches, on hands and the supply issue checker (document 2 sections 2-8,
 * service `inventory`). The messages, search types and row colours live here once; the
 * screens check the same rules before calling and the server checks them again.
 */

export const INVENTORY_MESSAGES = {
  // Document 2 section 8 (validation messages)
  selectWarehouse: 'Please Select a Warehouse',
  selectSearchType: 'Please Select a Search Type',
  enterSearchTerm: 'Please Enter a Search Term',
  // Document 2 sections 2 and 5: RECENT_TRANSACTIONS and the supply checker need dates
  selectDateRange: 'Please Select a Date Range',
  selectFromDate: 'Please Select a From Date',
  // Document 2 section 8 (failures)
  incomingFailed: 'Hmm ... There was an issue updating the warehouse incoming',
  committedFailed: 'Hmm ... There was an issue updating the warehouse committed',
  availabilityFailed: 'Hmm ... There was an issue updating the warehouse availability',
  supplyIssuesFailed: 'Hmm ... There was an issue checking for supply issues',
  itemFailed: 'Hmm ... There was an issue getting the item you requested',
  onHandsFailed: 'Hmm ... There was an issue updating the warehouse on hands',
  /** Document 2/3 section 8: getting the on hands has its own message asking to contact support. */
  onHandExplorerFailed: (detail: string) =>
    `There was a problem getting the on hands. If the problem persists, please contact support - ${detail}`,
  inventorySearchFailed: (detail: string) => MESSAGES.somethingWentWrongDetail(detail),
  inventorySaveFailed: (detail: string) =>
    `There was a problem updating the inventory item, if the problem persists please contact support - ${detail}`,
  serialBatchSearchFailed: (detail: string) => MESSAGES.somethingWentWrongDetail(detail),
  serialBatchSaveFailed: (detail: string) =>
    `There was a problem updating the serial batch, if the problem persists please contact support - ${detail}`,
  // Server refusals
  inventoryNotFound: (code: string) => `Inventory item '${code}' was not found`,
  serialBatchFilterNeeded: 'Set at least one filter to search serial batches',
  duplicateUnit: (unit: string) => `Stocking factor unit '${unit}' is used more than once`,
  duplicateWarehouse: (warehouse: string) => `Warehouse '${warehouse}' is listed more than once`,
} as const;

/** Search types of the inventory list (document 2 section 7). */
export const INVENTORY_SEARCH_TYPES = [
  'SEARCH',
  'RECENT_TRANSACTIONS',
  'INVENTORY',
  'CUSTOMER',
] as const;
export type TInventorySearchType = (typeof INVENTORY_SEARCH_TYPES)[number];
/** The types that need a non-empty term (document 2 section 5). */
export const INVENTORY_TERM_TYPES: readonly TInventorySearchType[] = [
  'SEARCH',
  'INVENTORY',
  'CUSTOMER',
];
export const INVENTORY_SEARCH_LABELS: Record<TInventorySearchType, string> = {
  SEARCH: 'Search',
  RECENT_TRANSACTIONS: 'Recent Transactions',
  INVENTORY: 'Inventory Code',
  CUSTOMER: 'Customer',
};
export const INVENTORY_LIST_LIMIT = 200;

/** /in/{inventory_code}: a slash in the code is written %2f (documents 1 and 2 section 2). */
export function inventoryPath(code: string): string {
  return `/in/${encodeURIComponent(code).replace(/%2F/g, '%2f')}`;
}
/** The code of an /in/{inventory_code} route parameter. */
export function inventoryCodeFromParam(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param.replace(/%2f/gi, '/');
  }
}

const isoDate = fields.dateOrInstant();
const optionalDate = isoDate.or(z.literal('')).nullish();
const code = fields.text().trim().min(1).max(60);

/**
 * A list of warehouse codes: an array, one code, or 'ALL' / nothing for every warehouse.
 * Answers [] for every warehouse.
 */
export const ZWarehouses = z
  .union([z.array(fields.text().trim().max(20)), fields.text().trim().max(20)])
  .nullish()
  .transform((v) => {
    const list = (Array.isArray(v) ? v : v ? [v] : []).filter((w) => w !== '');
    return list.includes(ALL_WAREHOUSES) ? [] : [...new Set(list)];
  });
const codes = z
  .union([z.array(fields.text().trim().max(60)), fields.text().trim().max(60)])
  .nullish()
  .transform((v) => [...new Set((Array.isArray(v) ? v : v ? [v] : []).filter((c) => c !== ''))]);

// ---- inventory list ------------------------------------------------------------------------

/** Why an inventory search may not run, or null (document 2 sections 2 and 5). */
export function inventorySearchProblem(q: {
  search_type?: string | null;
  search_term?: string | null;
  from_date?: string | null;
  to_date?: string | null;
  warehouse?: string | null;
}): { path: 'search_type' | 'search_term' | 'from_date' | 'warehouse'; message: string } | null {
  const type = q.search_type;
  if (!type) return { path: 'search_type', message: INVENTORY_MESSAGES.selectSearchType };
  if (INVENTORY_TERM_TYPES.includes(type as TInventorySearchType) && !(q.search_term ?? '').trim())
    return { path: 'search_term', message: INVENTORY_MESSAGES.enterSearchTerm };
  if (type === 'RECENT_TRANSACTIONS') {
    if (!q.from_date || !q.to_date)
      return { path: 'from_date', message: INVENTORY_MESSAGES.selectDateRange };
    if (!q.warehouse || q.warehouse === ALL_WAREHOUSES)
      return { path: 'warehouse', message: INVENTORY_MESSAGES.selectWarehouse };
  }
  return null;
}

export const ZInventoryList = z.object({
  search_type: fields
    .oneOf(INVENTORY_SEARCH_TYPES, INVENTORY_MESSAGES.selectSearchType)
    .default('SEARCH'),
  search_term: fields.text().trim().max(80).nullish(),
  from_date: optionalDate,
  to_date: optionalDate,
  warehouse: fields.text().trim().max(20).nullish(),
  limit: fields.int().min(1).max(1000).default(INVENTORY_LIST_LIMIT),
});
// The rules of inventorySearchProblem are checked by the action, so a refusal answers the
// document's own message.
export type TInventoryListQuery = z.input<typeof ZInventoryList>;

/** A row of the inventory list. `on_hand` is the total for the warehouse (all when ALL). */
export const ZInventoryListRow = z.object({
  inventory_code: z.string(),
  inventory_description: z.string(),
  unit_of_measure: z.string(),
  storage: z.string(),
  gtin: z.string(),
  on_hand: z.number(),
  /** The term is the item's code, GTIN or a unit barcode (a scan): the screen opens it. */
  exact: z.boolean(),
});
export type TInventoryListRow = z.output<typeof ZInventoryListRow>;

// ---- the item --------------------------------------------------------------------------------

const text = (max: number) =>
  fields
    .text()
    .trim()
    .max(max, MESSAGES.max)
    .nullish()
    .transform((v) => v ?? '');
const measure = () => fields.decimal().min(0, MESSAGES.minValue).default(0);

/** A stocking factor: weight kg; height, length (shown as Width) and depth cm. */
export const ZStockingFactor = z.object({
  unit_of_measure: fields.text().trim().min(1, MESSAGES.required).max(20, MESSAGES.max),
  barcode: text(80),
  pack_size: fields.decimal().positive(MESSAGES.minValue).default(1),
  weight: measure(),
  height: measure(),
  length: measure(),
  depth: measure(),
});
export type TStockingFactor = z.output<typeof ZStockingFactor>;

export const ZWarehouseInfo = z.object({
  warehouse: fields.text().trim().min(1, MESSAGES.required).max(20, MESSAGES.max),
  pick_face: text(40),
  min_on_hand: measure(),
});
export type TWarehouseInfo = z.output<typeof ZWarehouseInfo>;

export const ZInventoryItem = z
  .object({
    inventory_code: fields.text().trim().min(1, MESSAGES.required).max(60, MESSAGES.max),
    inventory_description: text(200),
    unit_of_measure: fields.text().trim().max(20, MESSAGES.max).default('EA'),
    storage: text(20),
    storage_group: text(20),
    tracking_type: text(20),
    gtin: text(40),
    category: text(40),
    active: z.boolean().default(true),
    stocking_factors: z.array(ZStockingFactor).max(50).default([]),
    warehouse_info: z.array(ZWarehouseInfo).max(100).default([]),
  })
  .superRefine((d, ctx) => {
    const seen = new Set<string>();
    d.stocking_factors.forEach((f, i) => {
      const k = f.unit_of_measure.toUpperCase();
      if (seen.has(k))
        ctx.addIssue({
          code: 'custom',
          message: INVENTORY_MESSAGES.duplicateUnit(f.unit_of_measure),
          path: ['stocking_factors', i, 'unit_of_measure'],
        });
      seen.add(k);
    });
    const houses = new Set<string>();
    d.warehouse_info.forEach((w, i) => {
      if (houses.has(w.warehouse))
        ctx.addIssue({
          code: 'custom',
          message: INVENTORY_MESSAGES.duplicateWarehouse(w.warehouse),
          path: ['warehouse_info', i, 'warehouse'],
        });
      houses.add(w.warehouse);
    });
  });
export type TInventoryItemInput = z.input<typeof ZInventoryItem>;
export type TInventoryItem = z.output<typeof ZInventoryItem>;
export const ZInventoryCheck = z.object({ inventory: ZInventoryItem });

export const BLANK_INVENTORY: TInventoryItem = {
  inventory_code: '',
  inventory_description: '',
  unit_of_measure: 'EA',
  storage: '',
  storage_group: '',
  tracking_type: '',
  gtin: '',
  category: '',
  active: true,
  stocking_factors: [],
  warehouse_info: [],
};

export const ZInventoryGet = z.object({ inventory_code: code, warehouses: ZWarehouses });

/** An on-hand row of the item. `is_pick_face`: its location is the warehouse's pick face. */
export const ZItemOnHand = z.object({
  warehouse: z.string(),
  location: z.string(),
  serial_batch: z.string(),
  date_code: z.string(),
  quantity: z.number(),
  quarantine: z.boolean(),
  recall: z.boolean(),
  is_pick_face: z.boolean(),
});
export type TItemOnHand = z.output<typeof ZItemOnHand>;

/** The item as `get` and `check` answer it. */
export const ZInventoryDetail = z.object({
  inventory_code: z.string(),
  inventory_description: z.string(),
  unit_of_measure: z.string(),
  storage: z.string(),
  storage_group: z.string(),
  tracking_type: z.string(),
  gtin: z.string(),
  category: z.string(),
  active: z.boolean(),
  stocking_factors: z.array(
    z.object({
      stocking_factor_id: z.number(),
      unit_of_measure: z.string(),
      barcode: z.string(),
      pack_size: z.number(),
      weight: z.number(),
      height: z.number(),
      length: z.number(),
      depth: z.number(),
    }),
  ),
  warehouse_info: z.array(
    z.object({ warehouse: z.string(), pick_face: z.string(), min_on_hand: z.number() }),
  ),
  /** The pick face of the current (first asked) warehouse, '' when none. */
  pick_face: z.string(),
  on_hands: z.array(ZItemOnHand),
});
export type TInventoryDetail = z.output<typeof ZInventoryDetail>;

/** Document 2 section 4: the on-hand row at the pick face is highlighted warning. */
export function itemOnHandVariant(row: Pick<TItemOnHand, 'is_pick_face'>): TVariant | undefined {
  return row.is_pick_face ? 'warning' : undefined;
}

// ---- availability, committed, incoming -------------------------------------------------------

export const ZInventoryCodes = z.object({ inventory_codes: codes, warehouses: ZWarehouses });

export const ZAvailabilityRow = z.object({
  inventory_code: z.string(),
  inventory_description: z.string(),
  warehouse: z.string(),
  on_hand: z.number(),
  committed: z.number(),
  incoming: z.number(),
  quarantined: z.number(),
  recalled: z.number(),
  /** on hand that may be used (not quarantined, recalled or excluded) less committed. */
  available: z.number(),
});
export type TAvailabilityRow = z.output<typeof ZAvailabilityRow>;

/** Document 2 section 4: the availability list is never empty (a zero placeholder row). */
export function availabilityRows(
  rows: TAvailabilityRow[] | undefined,
  item: { inventory_code: string; inventory_description: string; warehouse: string },
): TAvailabilityRow[] {
  if (rows && rows.length > 0) return rows;
  return [
    {
      ...item,
      on_hand: 0,
      committed: 0,
      incoming: 0,
      quarantined: 0,
      recalled: 0,
      available: 0,
    },
  ];
}

export const ZCommittedRow = z.object({
  inventory_code: z.string(),
  warehouse: z.string(),
  sales_order_number: z.string(),
  customer_display_name: z.string(),
  run_name: z.string(),
  required_date: z.string(),
  stocking_factor_unit: z.string(),
  pack_size: z.number(),
  ordered_qty: z.number(),
  /** Still to supply, in base units: (ordered - supplied) x pack size. */
  committed: z.number(),
});
export type TCommittedRow = z.output<typeof ZCommittedRow>;

export const ZIncomingRow = z.object({
  inventory_code: z.string(),
  warehouse: z.string(),
  purchase_order_number: z.string(),
  supplier_name: z.string(),
  /** The expected date of the purchase order. */
  close_date: z.string(),
  stocking_factor_unit: z.string(),
  pack_size: z.number(),
  ordered_qty: z.number(),
  /** Still to receive, in the line's unit. */
  remaining_qty: z.number(),
});
export type TIncomingRow = z.output<typeof ZIncomingRow>;

// ---- supply issue checker --------------------------------------------------------------------

/** Document 2 section 5: one date is copied to the other; a from date is needed. */
export function supplyDates(from: string | null | undefined, to: string | null | undefined) {
  const f = (from ?? '').trim();
  const t = (to ?? '').trim();
  return { from_date: f || t, to_date: t || f };
}

export const ZCheckAvailability = z
  .object({
    inventory_codes: codes,
    warehouses: ZWarehouses,
    from_date: optionalDate,
    to_date: optionalDate,
    include_all_results: z.boolean().default(false),
    run_set: fields.text().trim().max(40).nullish(),
  })
  // The action refuses a missing from date with the document's message.
  .transform((d) => ({ ...d, ...supplyDates(d.from_date, d.to_date) }));
export type TCheckAvailabilityQuery = z.input<typeof ZCheckAvailability>;

export const ZSupplyIssueRow = z.object({
  inventory_code: z.string(),
  inventory_description: z.string(),
  /** Stock on hand that can supply orders (not quarantined, recalled or excluded). */
  on_hand: z.number(),
  total_required: z.number(),
  short_qty: z.number(),
  issue_item: z.boolean(),
});
export type TSupplyIssueRow = z.output<typeof ZSupplyIssueRow>;

/** Document 2 section 4: a flagged item is short total_required - on_hand, others 0. */
export function shortQty(row: Pick<TSupplyIssueRow, 'issue_item' | 'on_hand' | 'total_required'>) {
  return row.issue_item ? row.total_required - row.on_hand : 0;
}
export function supplyIssueVariant(row: Pick<TSupplyIssueRow, 'issue_item'>): TVariant | undefined {
  return row.issue_item ? 'danger' : undefined;
}

// ---- On Hand Explorer ------------------------------------------------------------------------

export const ON_HAND_LIMIT = 2000;
export const ZOnHandQuery = z.object({
  warehouses: ZWarehouses,
  pick_section_ids: codes,
  inventory_codes: codes,
  locations: codes,
  limit: fields.int().min(1).max(10_000).default(ON_HAND_LIMIT),
});
export type TOnHandQuery = z.input<typeof ZOnHandQuery>;

export const ZOnHandRow = z.object({
  inventory_code: z.string(),
  inventory_description: z.string(),
  warehouse: z.string(),
  location: z.string(),
  pick_section: z.string(),
  serial_batch: z.string(),
  date_code: z.string(),
  quantity: z.number(),
  quarantine: z.boolean(),
  recall: z.boolean(),
});
export type TOnHandRow = z.output<typeof ZOnHandRow>;

/** Stock that is not available: recalled danger, quarantined info (as serial batches). */
export function onHandRowVariant(row: Pick<TOnHandRow, 'quarantine' | 'recall'>) {
  return serialBatchVariant(row);
}

// ---- serial batches --------------------------------------------------------------------------

export const SERIAL_BATCH_MODES = ['ALL', 'QUARANTINED', 'RECALL'] as const;
export type TSerialBatchMode = (typeof SERIAL_BATCH_MODES)[number];
export const DEFAULT_SERIAL_BATCH_MODE: TSerialBatchMode = 'ALL';

/** Document 2 section 4: QUARANTINED / RECALL set their flag and clear the other; ALL neither. */
export function serialBatchModeFlags(mode: TSerialBatchMode) {
  return { quarantined: mode === 'QUARANTINED', recall: mode === 'RECALL' };
}

export const ZSerialBatchList = z.object({
  inventory_code: fields.text().trim().max(60).nullish(),
  quarantined: z.boolean().nullish(),
  recall: z.boolean().nullish(),
  from_date_code: optionalDate,
  to_date_code: optionalDate,
  limit: fields.int().min(1).max(5000).default(1000),
});
export type TSerialBatchListQuery = z.input<typeof ZSerialBatchList>;

/** Document 2 section 5: the search runs only when at least one filter is set. */
export function serialBatchFilterSet(q: TSerialBatchListQuery): boolean {
  return Boolean(
    (q.inventory_code ?? '').trim() ||
    q.quarantined ||
    q.recall ||
    (q.from_date_code ?? '') ||
    (q.to_date_code ?? ''),
  );
}

export const ZSerialBatch = z
  .object({
    inventory_code: fields.text().trim().min(1, MESSAGES.required).max(60, MESSAGES.max),
    serial_batch: fields.text().trim().min(1, MESSAGES.required).max(60, MESSAGES.max),
    date_code: isoDate
      .or(z.literal(''))
      .nullish()
      .transform((v) => v ?? ''),
    quarantine: z.boolean().default(false),
    recall: z.boolean().default(false),
    recall_reason: text(200),
  })
  // Document 2 section 4: neither quarantined nor recalled clears the recall reason.
  .transform((b) => (b.quarantine || b.recall ? b : { ...b, recall_reason: '' }));
export type TSerialBatchInput = z.input<typeof ZSerialBatch>;
export type TSerialBatchItem = z.output<typeof ZSerialBatch>;
export const ZSerialBatchCheck = z.object({ serial_batch: ZSerialBatch });

/** A serial batch as answered, with its item's description. */
export const ZSerialBatchRow = z.object({
  inventory_code: z.string(),
  serial_batch: z.string(),
  date_code: z.string(),
  quarantine: z.boolean(),
  recall: z.boolean(),
  recall_reason: z.string(),
  inventory_description: z.string(),
});
export type TSerialBatch = z.output<typeof ZSerialBatchRow>;

/** Document 2 section 4: recalled rows danger, quarantined rows info. */
export function serialBatchVariant(b: { quarantine: boolean; recall: boolean }) {
  if (b.recall) return 'danger' as const;
  if (b.quarantine) return 'info' as const;
  return undefined;
}

// ---- Calls (service `inventory`) -------------------------------------------------------------

const inventoryCall = <const A extends string, I extends z.ZodType, O extends z.ZodType>(
  action: A,
  input: I,
  output: O,
) => actionContract({ service: 'inventory', entity: 'inventory', action, input, output });

export const INVENTORY_CALLS = {
  list: inventoryCall('list', ZInventoryList, ZInventoryListRow),
  get: inventoryCall('get', ZInventoryGet, ZInventoryDetail),
  on_hand_beta: inventoryCall('on_hand_beta', ZInventoryCodes, ZAvailabilityRow),
  available: inventoryCall('available', ZInventoryCodes, ZAvailabilityRow),
  committed: inventoryCall('committed', ZInventoryCodes, ZCommittedRow),
  incoming: inventoryCall('incoming', ZInventoryCodes, ZIncomingRow),
  check_availability: inventoryCall('check_availability', ZCheckAvailability, ZSupplyIssueRow),
  check: inventoryCall('check', ZInventoryCheck, ZInventoryDetail),
  on_hand: inventoryCall('on_hand', ZOnHandQuery, ZOnHandRow),
};

export const SERIAL_BATCH_CALLS = {
  list: actionContract({
    service: 'inventory',
    entity: 'serial_batch',
    action: 'list',
    input: ZSerialBatchList,
    output: ZSerialBatchRow,
  }),
  check: actionContract({
    service: 'inventory',
    entity: 'serial_batch',
    action: 'check',
    input: ZSerialBatchCheck,
    output: ZSerialBatchRow,
  }),
};
