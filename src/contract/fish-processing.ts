import { z } from 'zod';
import { actionContract } from './action-contract';
import { date, decimal, id, text } from './fields';
import { STOCK_NOT_ON_SHELF } from './picks';
import type { TVariant } from './status-colours';

/**
 * Fish processing (document 2 "Fish pick line", "Pick data for fish", "Fish labels"): the
 * fresh-fish pick lines of a warehouse for a required date, picked one line at a time, and
 * the four fish labels printed for that date. Service `sales_order`, entity `pick_lines`.
 */

/** The pick section the fish lines are picked from (code or name). */
export const FRESH_FISH_SECTION = 'Fresh Fish';
/** The label every fish label prints as (printing print, label type FISH_LABEL). */
export const FISH_LABEL = 'FISH_LABEL';
/** The four fish print templates (template create with the required date), in print order. */
export const FISH_LABEL_TEMPLATES = [
  'FISH_RUN_HEADER',
  'FISH_CUSTOMER_LABEL',
  'FISH_PICK_SUMMARY',
  'FISH_SHORTAGES',
] as const;
/** The reason a fish line picked short closes with. */
export const FISH_SHORT_REASON = STOCK_NOT_ON_SHELF;

/** Document 2 section 8: fish processing failures are short and generic, without detail. */
export const FISH_MESSAGES = {
  failed: 'Fish processing - Something went wrong!',
  pickFailed: 'Fish pick - Something went wrong!',
  labelsFailed: 'Fish labels - Something went wrong!',
  labelsPrinted: (n: number) => `${n} fish label${n === 1 ? '' : 's'} sent to print`,
  /** Fish labels the printer did not print (failed, or held at the printer). */
  labelsNotPrinted: (failed: number, total: number) =>
    `${failed} of ${total} fish label${total === 1 ? '' : 's'} did not print: see Print History`,
  siteNotFish: 'Fish processing is not used at this site',
  selectWarehouse: 'Please Select a Warehouse',
  requiredDate: 'Choose a required date',
  wholeNumber: 'Whole numbers only for this item',
  picked: (code: string) => `${code} picked`,
} as const;

export const PICK_LINE_STATUSES = ['open', 'picked'] as const;
export type TPickLineStatus = (typeof PICK_LINE_STATUSES)[number];

export const ZFishPickLine = z.object({
  pick_line_id: z.number(),
  pick_id: z.number(),
  pick_face: z.string(),
  sales_order_number: z.string(),
  stocking_factor_type_id: z.number().nullable(),
  stocking_factor_unit: z.string(),
  inventory_code: z.string(),
  inventory_description: z.string(),
  quantity_req: z.number(),
  quantity_picked: z.number(),
  operator_instructions: z.string(),
  warehouse_id: z.string(),
  /** open: still to pick; picked: picked in full or closed short (reason). */
  pick_line_status: z.enum(PICK_LINE_STATUSES),
  reason: z.string(),
  /** A random-measure (catch-weight) item: picked in decimals; others in whole numbers. */
  randome_measure: z.boolean(),
  sales_order_line_configuration_id: z.number(),
  run_name: z.string(),
  customer_name: z.string(),
  required_date: z.string(),
});
export type TFishPickLine = z.output<typeof ZFishPickLine>;

export const ZFishPickLinesGet = z.object({
  from_date: date(),
  to_date: date(),
  picking_section: text(60).trim().min(1).default(FRESH_FISH_SECTION),
  warehouse: text(20).trim().min(1),
});

/** One fish line picked: the weight or count picked; less than required closes it short. */
export const ZFishPickAttempt = z.object({
  pick_line_id: id(),
  quantity_picked: decimal().min(0).max(1_000_000),
  pick_face: text(60).trim().nullish(),
  batch_number: text(60).trim().nullish(),
  reason: text(120).trim().default(FISH_SHORT_REASON),
});
export type TFishPickAttempt = z.input<typeof ZFishPickAttempt>;

export const FISH_CALLS = {
  get: actionContract({
    service: 'sales_order',
    entity: 'pick_lines',
    action: 'get',
    input: ZFishPickLinesGet,
    output: ZFishPickLine,
  }),
  pick_attempt: actionContract({
    service: 'sales_order',
    entity: 'pick_lines',
    action: 'pick_attempt',
    input: ZFishPickAttempt,
    output: ZFishPickLine,
  }),
};

/**
 * Document 2 section 4: success once anything is picked; danger when the line is marked
 * picked with nothing picked (closed short, not made good); else no colour.
 */
export function fishLineVariant(line: TFishPickLine): TVariant | undefined {
  if (line.quantity_picked > 0) return 'success';
  if (line.pick_line_status === 'picked') return 'danger';
  return undefined;
}

/** Document 2 section 5: is this quantity allowed for the line (decimals only if random-measure)? */
export function fishQuantityAllowed(line: TFishPickLine, quantity: number): boolean {
  return line.randome_measure || Number.isInteger(quantity);
}
