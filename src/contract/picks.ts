import { z } from 'zod';
import { actionContract } from './action-contract';
import { instant } from './answer-fields';
import { decimal, id, int, text } from './fields';
import { ZIsoDate, ZOptionalIsoDate } from './dates';
import { ZUpdateMap, ZUpdateMapRow } from './delivery';
import type { TVariant } from './status-colours';

/*
 * Picks (document 2 sections 2-9, service `sales_order` entity `pick`): the list and its
 * counts, the pick detail, force-complete, create/clear picks, change run date, and picking
 * itself (a pick attempt that moves stock through the ledger). Screens and server import
 * these; the server checks every rule again.
 */

/** Run/pick types (document 3 section 9); a new pick is Single unless asked (document 2 §9). */
export const PICK_TYPES = ['Single', 'Bulk By Customer/Ship', 'Bulk'] as const;
export type TPickType = (typeof PICK_TYPES)[number];
export const DEFAULT_PICK_TYPE: TPickType = 'Single';

/** A pick's own status: unstarted, in progress (a line attempted), complete. */
export const PICK_STATUSES = ['new', 'in_progress', 'complete'] as const;
export type TPickStatus = (typeof PICK_STATUSES)[number];

/** The short-pick reason every site offers, beside its reason codes flagged use_on_picking. */
export const STOCK_NOT_ON_SHELF = 'Stock not on Shelf';

export const PICK_MESSAGES = {
  /** The pick summary alerts this with no run set (document 2 section 5). */
  setRunSet: 'Please Set a run set!',
  selectWarehouse: 'Please Select a Warehouse',
  selectRequiredDate: 'Please Select a Required Date',
  selectOrders: 'Please select at least one sales order',
  created: (n: number) => `${n} pick${n === 1 ? '' : 's'} created`,
  cleared: (n: number) => `Picks cleared for ${n} sales order${n === 1 ? '' : 's'}`,
  completed: (n: number) => `${n} pick${n === 1 ? '' : 's'} completed`,
  runDateChanged: (n: number) => `Run and date changed for ${n} sales order${n === 1 ? '' : 's'}`,
  // Refusals (one error per order or pick)
  notNew: (so: string) => `Sales order ${so} is not new: picks are created only for new orders`,
  notClearable: (so: string) =>
    `Sales order ${so} can't be cleared: only orders that are not new, with nothing picked and no lock`,
  orderNotFound: (so: string) => `Sales order '${so}' was not found`,
  pickNotFound: (id: number) => `Pick ${id} was not found`,
  pickLineNotFound: (id: number) => `Pick line ${id} was not found`,
  lineClosed: (id: number) => `Pick line ${id} is already picked or closed short`,
  noLines: (so: string) => `Sales order ${so} has no lines to pick`,
  /** A held order waits for its review (document 2: held orders show the review reason). */
  onHold: (so: string) => `Sales order ${so} is on hold: release it before picking`,
  orderNotInWarehouse: (so: string, warehouse: string) =>
    `Sales order ${so} is not an order of warehouse ${warehouse}`,
  runNotInWarehouse: (warehouse: string) => `That run is not a run of warehouse ${warehouse}`,
  pickComplete: (id: number) => `Pick ${id} is already complete`,
  lockedBy: (id: number, user: string) => `Pick ${id} is locked by ${user}`,
  noPickFace: (inventory: string) => `${inventory} has no pick face in this warehouse`,
  noDockLocation: (warehouse: string) => `Warehouse ${warehouse} has no dock location`,
  shortNeedsReason: 'A short pick needs a reason',
  unknownReason: (reason: string) => `'${reason}' is not a picking reason code`,
  overPick: (req: number, picked: number) =>
    `Only ${req - picked} left to pick on this line (${picked} of ${req} picked)`,
  wholeNumber: 'Picked quantity must be a whole number for this item',
  /** Two pickers reaching for the last unit: the loser is told what is left. */
  notEnoughToPick: (inventory: string, location: string, onHand: number) =>
    `Not enough stock: ${inventory} at ${location} has ${onHand} on hand`,
} as const;

// ---- colours (document 2 section 4) --------------------------------------------------------

/** Pick line: a reason gives danger; picked equal to required success; partly picked warning. */
export function pickLineVariant(l: {
  quantity_req: number;
  quantity_picked: number;
  reason?: string | null;
}): TVariant | undefined {
  if ((l.reason ?? '').trim() !== '') return 'danger';
  if (l.quantity_picked >= l.quantity_req && l.quantity_req > 0) return 'success';
  if (l.quantity_picked > 0) return 'warning';
  return undefined;
}

/** Unstarted picks are marked info; others count as in progress (complete shows success). */
export function pickRowVariant(p: { status: string }): TVariant | undefined {
  return p.status === 'new' ? 'info' : p.status === 'complete' ? 'success' : undefined;
}

// ---- requests ------------------------------------------------------------------------------

const salesOrderNumbers = z.array(text().trim().min(1).max(40)).min(1).max(2000);

/** entity pick, action list (document 2 section 7). */
export const ZPickList = z.object({
  warehouse: text().trim().max(20).nullish(),
  run_set: text().trim().max(60).nullish(),
  from_date: ZOptionalIsoDate,
  to_date: ZOptionalIsoDate,
  picking_queue: text().trim().max(60).nullish(),
  locked_only: z.boolean().nullish(),
  run: z.union([int(), text().trim().max(40)]).nullish(),
});
export const ZPickGet = z.object({ pick_id: id() });
export const ZPickComplete = z.object({
  pick_ids: z.array(id()).min(1).max(2000),
});
export const ZPickClear = z.object({ sales_order_numbers: salesOrderNumbers });
export const ZPickChangeRunDate = z.object({
  run_id: id(),
  required_date: ZIsoDate,
  despatch_date: ZOptionalIsoDate,
  sales_order_numbers: salesOrderNumbers,
});
/** One call per run (document 2 section 7). */
export const ZPickCreate = z.object({
  warehouse_id: text().trim().min(1).max(20),
  run_id: id(),
  pick_type: z.enum(PICK_TYPES).default(DEFAULT_PICK_TYPE),
  required_date: ZIsoDate,
  sales_order_numbers: salesOrderNumbers,
});
/**
 * entity pick_attempt, action add: confirm (part of) a pick line. A quantity short of what is
 * left needs a reason (STOCK_NOT_ON_SHELF or a use_on_picking reason code) and closes the line.
 */
export const ZPickAttempt = z.object({
  pick_line_id: id(),
  quantity_picked: decimal().min(0).max(1_000_000),
  pick_face: text().trim().max(60).nullish(),
  batch_number: text().trim().max(60).nullish(),
  serial_number: text().trim().max(60).nullish(),
  expiry_date: text().trim().max(20).nullish(),
  reason: text().trim().max(120).nullish(),
});

/** service admin, entity reason_code, action list: the site's reason codes, optionally filtered. */
export const ZReasonCodeList = z.object({
  use_on_picking: z.boolean().nullish(),
  use_on_receipt: z.boolean().nullish(),
  use_on_delivery: z.boolean().nullish(),
  use_on_stock_check: z.boolean().nullish(),
});

// ---- answers -------------------------------------------------------------------------------

/** One row of the picks list (document 2 "Pick"). */
export const ZPickRow = z.object({
  pick_id: z.number(),
  required_date: z.string(),
  pick_section_name: z.string(),
  pick_type: z.string(),
  sales_order_number: z.string(),
  pick_name: z.string(),
  no_lines: z.number(),
  num_of_unpicked_lines: z.number(),
  run_id: z.number().nullable(),
  run_name: z.string(),
  total_ordered: z.number(),
  total_picked: z.number(),
  locked_user: z.string(),
  status: z.enum(PICK_STATUSES),
  timestamp: instant(),
});
export type TPickRow = z.output<typeof ZPickRow>;
/** The counts shown above the list. */
export type TPickCounts = {
  headers: number;
  lines: number;
  unstarted: number;
  in_progress: number;
  locked: number;
};
export const ZPickAttemptRow = z.object({
  pick_attempt_id: z.number(),
  user_id: z.string(),
  pick_face: z.string(),
  batch_number: z.string(),
  serial_number: z.string(),
  expiry_date: z.string(),
  quantity_picked: z.number(),
  reason: z.string(),
  last_modified_time: instant(),
});
export type TPickAttempt = z.output<typeof ZPickAttemptRow>;
export const ZPickLine = z.object({
  pick_line_id: z.number(),
  line_no: z.number(),
  inventory_code: z.string(),
  description: z.string(),
  pick_face: z.string(),
  stocking_factor_unit: z.string(),
  pack_size: z.number(),
  quantity_req: z.number(),
  quantity_picked: z.number(),
  reason: z.string(),
  pick_attempts: z.array(ZPickAttemptRow),
});
export type TPickLine = z.output<typeof ZPickLine>;
export const ZPickDetail = ZPickRow.extend({
  warehouse: z.string(),
  pick_lines: z.array(ZPickLine),
});
export type TPickDetail = z.output<typeof ZPickDetail>;

/** A reason code of the site (document 3 "Reason code"); picking offers use_on_picking ones. */
export const ZReasonCode = z.object({
  reason_id: z.number(),
  reason_code: z.string(),
  description: z.string(),
  use_on_receipt: z.boolean(),
  use_on_picking: z.boolean(),
  use_on_delivery: z.boolean(),
  use_on_stock_check: z.boolean(),
  require_photo: z.boolean(),
  capture_signature: z.boolean(),
  de_pick: z.boolean(),
  need_replenish: z.boolean(),
});
export type TReasonCode = z.output<typeof ZReasonCode>;

// ---- calls (service `sales_order`, entities `pick` and `pick_attempt`) ---------------------

export const PICK_CALLS = {
  list: actionContract({
    service: 'sales_order',
    entity: 'pick',
    action: 'list',
    input: ZPickList,
    output: ZPickRow,
  }),
  get: actionContract({
    service: 'sales_order',
    entity: 'pick',
    action: 'get',
    input: ZPickGet,
    output: ZPickDetail,
  }),
  complete: actionContract({
    service: 'sales_order',
    entity: 'pick',
    action: 'complete',
    input: ZPickComplete,
    output: ZPickRow,
  }),
  /** Answers no results (the orders no longer have picks). */
  clear: actionContract({
    service: 'sales_order',
    entity: 'pick',
    action: 'clear',
    input: ZPickClear,
    output: z.never(),
  }),
  change_run_date: actionContract({
    service: 'sales_order',
    entity: 'pick',
    action: 'change_run_date',
    input: ZPickChangeRunDate,
    output: ZPickRow,
  }),
  create: actionContract({
    service: 'sales_order',
    entity: 'pick',
    action: 'create',
    input: ZPickCreate,
    output: ZPickRow,
  }),
  /**
   * Document 2 section 7: the stops' map order, saved as delivery1 sales_order update_map
   * saves it (served by the delivery area, one handler for both).
   */
  update_map: actionContract({
    service: 'sales_order',
    entity: 'pick',
    action: 'update_map',
    input: ZUpdateMap,
    output: ZUpdateMapRow,
  }),
};

export const PICK_ATTEMPT_CALLS = {
  add: actionContract({
    service: 'sales_order',
    entity: 'pick_attempt',
    action: 'add',
    input: ZPickAttempt,
    output: ZPickDetail,
  }),
};

/** service admin, entity reason_code (served by the picks area). */
export const REASON_CODE_CALLS = {
  list: actionContract({
    service: 'admin',
    entity: 'reason_code',
    action: 'list',
    input: ZReasonCodeList,
    output: ZReasonCode,
  }),
};

/** The counts above the picks list (document 2 section 2), from the rows shown. */
export function pickCounts(rows: readonly TPickRow[]): TPickCounts {
  const c: TPickCounts = {
    headers: rows.length,
    lines: 0,
    unstarted: 0,
    in_progress: 0,
    locked: 0,
  };
  for (const r of rows) {
    c.lines += r.no_lines;
    if (r.status === 'new') c.unstarted += 1;
    else if (r.status === 'in_progress') c.in_progress += 1;
    if (r.locked_user) c.locked += 1;
  }
  return c;
}
