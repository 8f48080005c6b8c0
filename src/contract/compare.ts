import { z } from 'zod';
import { actionContract } from './action-contract';
import { int, quantity, text } from './fields';
import { GL_CODE } from './process-queue';
import type { TVariant } from './status-colours';

/*
 * The comparison report (/compare; document 1 "Comparison item", "Comparison movement",
 * section 4 "Comparison row colour", section 7 service tools: entity compare list, entity
 * movement add).
 *
 * The ERP's figure of an item is as at the moment the ERP took it (`as_at`); the product's on
 * hand is now. So the ERP figure is adjusted by the product's own movements since then that
 * changed the warehouse's stock (not transfers inside it, not the report's own corrections):
 * adjusted_erp_on_hand = erp_on_hand + those movements in - those out, and
 * difference = wms_on_hand - adjusted_erp_on_hand. Every figure of one report is read in one
 * statement, so the report is of one moment; a report run twice with no change in between
 * answers the same rows in the same order.
 *
 * A row's movements (drill-down): the movements since `as_at` (processed, from the ledger) and,
 * while the difference is not 0, the proposed correction: a Write Off (to the general-ledger
 * location GL) of the surplus from the locations holding it, or a Write On (from GL) of the
 * shortfall into the item's pick face (else where it is held, else the warehouse's first
 * location). Processing writes the selected ones through the stock ledger.
 */

export const COMPARE_MESSAGES = {
  /** Document 1 section 8 (code COMPARISON_ERROR). */
  failed: 'There was a problem processing this request',
  selectWarehouse: 'Please Select a Warehouse',
  oneSideGl: `A comparison movement goes from ${GL_CODE} (Write On) or to ${GL_CODE} (Write Off)`,
  locationUnknown: (location: string, warehouse: string) =>
    `Location '${location}' was not found in warehouse ${warehouse}`,
  warehouseUnknown: (warehouse: string) => `Warehouse '${warehouse}' was not found`,
  itemUnknown: (code: string) => `Inventory '${code}' was not found`,
  nothingSelected: 'Select the movements to process',
  processed: (count: number) =>
    `${count} movement${count === 1 ? ' was' : 's were'} processed into the stock ledger`,
  checked: (count: number) =>
    `${count} movement${count === 1 ? '' : 's'} checked; nothing was written`,
  loaded: (count: number, warehouse: string) =>
    `${count} ERP figure${count === 1 ? '' : 's'} loaded for warehouse ${warehouse}`,
  listedTwice: (key: string) => `${key} is listed more than once`,
  /** Processing checks a correction against the difference as it is now. */
  alreadyAgrees: (key: string) =>
    `${key}: the ERP and the product now agree, so this correction was not written (was it processed already, e.g. in another tab?)`,
  differenceChanged: (key: string, difference: number, change: number) =>
    `${key}: the difference is now ${difference} and this correction would change the stock by ${change > 0 ? '+' : ''}${change}, so it was not written; open the row again for the current correction`,
} as const;

/** A comparison row as messages name it: item, serial/batch, date code and warehouse. */
export const comparisonKeyText = (k: {
  warehouse: string;
  inventory_code: string;
  serial_batch: string;
  date_code: string;
}) =>
  [k.inventory_code, k.serial_batch, k.date_code].filter(Boolean).join(' ') + ` in ${k.warehouse}`;

export const COMPARISON_ERROR_CODE = 'COMPARISON_ERROR';
/** The reference the report's corrections carry in the ledger. */
export const COMPARISON_REFERENCE = 'COMPARISON';

/** Row colour (document 1 section 4): below 0 danger, above 0 warning, 0 success. */
export function comparisonVariant(difference: number): TVariant {
  if (difference < 0) return 'danger';
  if (difference > 0) return 'warning';
  return 'success';
}

export const WRITE_ON = 'Write On';
export const WRITE_OFF = 'Write Off';

/** A movement from the general-ledger location is a Write On; one to it a Write Off. */
export function comparisonMovementKind(m: {
  from_location: string;
  to_location: string;
}): typeof WRITE_ON | typeof WRITE_OFF | '' {
  if (m.from_location === GL_CODE) return WRITE_ON;
  if (m.to_location === GL_CODE) return WRITE_OFF;
  return '';
}

/** The quantity as shown: a Write Off's is negated. */
export function shownMovementQty(m: {
  from_location: string;
  to_location: string;
  movement_qty: number;
}): number {
  return comparisonMovementKind(m) === WRITE_OFF ? -m.movement_qty : m.movement_qty;
}

// ---- rows -------------------------------------------------------------------------------

const code = (max: number) => text(max).trim();

export const ZComparisonKey = z.object({
  warehouse: code(20).min(1),
  inventory_code: code(40).min(1),
  serial_batch: code(40).default(''),
  date_code: code(20).default(''),
});
export type TComparisonKey = z.input<typeof ZComparisonKey>;

export const ZComparisonItem = z.object({
  warehouse: z.string(),
  inventory_code: z.string(),
  inventory_description: z.string(),
  serial_batch: z.string(),
  date_code: z.string(),
  erp_on_hand: z.number(),
  adjusted_erp_on_hand: z.number(),
  wms_on_hand: z.number(),
  difference: z.number(),
  /** When the ERP took its figure; null when the ERP has none for the row. */
  erp_as_at: z.string().nullable(),
});
export type TComparisonItem = z.output<typeof ZComparisonItem>;

export const ZComparisonMovement = z.object({
  warehouse: z.string(),
  inventory_code: z.string(),
  serial_batch: z.string(),
  date_code: z.string(),
  from_location: z.string(),
  to_location: z.string(),
  movement_qty: z.number(),
  processed_flag: z.boolean(),
  /** A ledger movement's id once processed; the proposal's line number before. */
  line: z.number(),
  movement_id: z.number().nullable(),
  movement_type: z.string(),
  timestamp: z.string().nullable(),
});
export type TComparisonMovement = z.output<typeof ZComparisonMovement>;

export const ZComparisonList = z.object({
  warehouse: code(20).min(1, COMPARE_MESSAGES.selectWarehouse),
  issues_only: z.boolean().default(false),
});
export type TComparisonListQuery = z.input<typeof ZComparisonList>;

export const ZComparisonMovementInput = ZComparisonKey.extend({
  from_location: code(40).min(1),
  to_location: code(40).min(1),
  movement_qty: quantity().positive(),
  line: int(0).default(0),
});
export type TComparisonMovementInput = z.input<typeof ZComparisonMovementInput>;

export const ZComparisonProcess = z.object({
  /** false checks the movements and writes nothing. */
  process: z.boolean().default(true),
  movements: z.array(ZComparisonMovementInput).min(1, COMPARE_MESSAGES.nothingSelected).max(500),
});

export const ZErpFigure = z.object({
  inventory_code: code(40).min(1),
  serial_batch: code(40).default(''),
  date_code: code(20).default(''),
  erp_on_hand: quantity(),
});
export const ZErpFigureLoad = z.object({
  warehouse: code(20).min(1),
  /** When the ERP took the figures (ISO time). */
  as_at: z.iso.datetime({ offset: true }),
  items: z.array(ZErpFigure).max(20000),
});
export const ZErpFigureLoaded = z.object({ warehouse: z.string(), loaded: z.number() });

export const COMPARE_CALLS = {
  list: actionContract({
    service: 'tools',
    entity: 'compare',
    action: 'list',
    input: ZComparisonList,
    output: ZComparisonItem,
  }),
  movements: actionContract({
    service: 'tools',
    entity: 'compare',
    action: 'movements',
    input: ZComparisonKey,
    output: ZComparisonMovement,
  }),
  load: actionContract({
    service: 'tools',
    entity: 'compare',
    action: 'load',
    input: ZErpFigureLoad,
    output: ZErpFigureLoaded,
  }),
  process: actionContract({
    service: 'tools',
    entity: 'movement',
    action: 'add',
    input: ZComparisonProcess,
    output: ZComparisonMovement,
  }),
};
