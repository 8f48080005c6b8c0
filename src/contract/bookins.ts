import { z } from 'zod';
import { actionContract } from './action-contract';
import { instant } from './answer-fields';
import { id, int, text } from './fields';
import { ZOptionalIsoDate } from './dates';
import { ALL_WAREHOUSES } from './envelope';
import { INVENTORY_MESSAGES } from './inventory';
import type { TVariant } from './status-colours';

/**
 * Receipts (document 2 "Bookin", Bookin Management /ev_dd; service `delivery_docket`, entity
 * `bookin`). A bookin is one supplier delivery booked in at a warehouse: receiving a delivery
 * docket puts its cartons on hand at the warehouse's receiving location (its first dock
 * location) as one put-away (a pallet with an SSCC licence plate); putting it away moves the
 * stock to a bin. Lifecycle of a bookin:
 *
 * - receive: receiving_status Opened (more dockets of the supplier may be received into it);
 * - the first put-away closes receiving (receiving_status Closed): its lines show Put Away;
 * - every put-away done: docket_status Checked (its dockets CHECKED): its lines show Complete.
 */

export const RECEIVING_OPENED = 'Opened';
export const RECEIVING_CLOSED = 'Closed';
export const BOOKIN_CHECKED = 'Checked';
/** What a docket's docket_status becomes when received (waiting for put-away) and when done. */
export const DOCKET_STATUS_RECEIVED = 'RECEIVED';
export const DOCKET_STATUS_CHECKED = 'CHECKED';

export const BOOKIN_MESSAGES = {
  // Document 2 section 5: shown, and the search still runs
  selectWarehouse: INVENTORY_MESSAGES.selectWarehouse,
  selectDateRange: INVENTORY_MESSAGES.selectDateRange,
  listFailed: 'Something went wrong listing the bookins! Please contact support if it persists',
  loadFailed:
    'There was a problem loading this Bookin. If the problem persists, please contact support',
  // Refusals
  notFound: (id: number) => `Bookin ${id} was not found`,
  docketNotFound: (docket: string) => `Delivery docket '${docket}' was not found`,
  docketRequired: 'Scan or enter a delivery docket number',
  alreadyReceived: (docket: string, date: string | null, booking: number | null) =>
    `Delivery docket '${docket}' has already been received${date ? ` on ${date}` : ''}${
      booking ? ` (bookin ${booking})` : ''
    }`,
  docketOnHold: (docket: string) => `Delivery docket '${docket}' is on hold and cannot be received`,
  nothingToReceive: (docket: string) =>
    `Delivery docket '${docket}' has no cartons to receive (every line's carton quantity is 0)`,
  unknownItem: (docket: string, item: string) =>
    `Delivery docket '${docket}' names ${item}, which is not an inventory item of this site`,
  noReceivingLocation: (warehouse: string) =>
    `Warehouse ${warehouse} has no dock location to receive into: add one on the warehouse`,
  bookinClosed: (id: number) =>
    `Bookin ${id} is no longer receiving (put-away has started): receive into a new bookin`,
  bookinMismatch: (id: number) =>
    `Bookin ${id} is for another supplier or warehouse than this docket`,
  putAwayRequired: 'Scan a put-away barcode',
  putAwayNotFound: (barcode: string) => `No put-away has the barcode '${barcode}'`,
  alreadyPutAway: (barcode: string, location: string) =>
    `Put-away ${barcode} has already been put away to ${location}`,
  locationRequired: 'Scan the bin location',
  unknownLocation: (term: string, warehouse: string) =>
    `Location '${term}' does not exist in warehouse ${warehouse}`,
  locationIsDock: (location: string) =>
    `${location} is a dock location: put the stock away to a bin`,
  locationInactive: (location: string) => `Location ${location} is not active`,
  // Answers
  received: (docket: string, barcode: string, location: string) =>
    `Delivery docket ${docket} received to ${location} as put-away ${barcode}`,
  putAway: (barcode: string, location: string) => `Put-away ${barcode} moved to ${location}`,
  bookinChecked: (id: number) => `Every put-away of bookin ${id} is done: it is Checked`,
} as const;

/** Row colour (document 2 section 4): info with no put-aways; warning while any are pending. */
export function bookinRowVariant(b: {
  docket_status?: string | null;
  no_put_aways?: number | null;
}): TVariant {
  if (!b.no_put_aways) return 'info';
  if ((b.docket_status ?? '').trim().toLowerCase() !== BOOKIN_CHECKED.toLowerCase())
    return 'warning';
  return 'success';
}

/** Status of a purchase order line in a bookin (document 2 section 4). */
export const BOOKIN_LINE_STATUSES = ['Complete', 'Receiving', 'Put Away'] as const;
export type TBookinLineStatus = (typeof BOOKIN_LINE_STATUSES)[number];
export function bookinLineStatus(b: {
  docket_status?: string | null;
  receiving_status?: string | null;
}): TBookinLineStatus {
  if ((b.docket_status ?? '').trim().toLowerCase() === BOOKIN_CHECKED.toLowerCase())
    return 'Complete';
  if ((b.receiving_status ?? '').trim() === RECEIVING_OPENED) return 'Receiving';
  return 'Put Away';
}
export function bookinLineVariant(status: TBookinLineStatus): TVariant {
  return status === 'Complete' ? 'success' : status === 'Receiving' ? 'info' : 'warning';
}

/** /ev_dd/{booking_id} */
export const bookinPath = (id: number) => `/ev_dd/${id}`;

/** The default period of the list: the last 7 days to today. */
export const BOOKIN_DEFAULT_DAYS = 7;
export const BOOKIN_LIST_LIMIT = 500;

// ---- calls -------------------------------------------------------------------------------------

const warehouse = text()
  .trim()
  .max(20)
  .nullish()
  .transform((w) => (w && w !== ALL_WAREHOUSES ? w : ''));

/**
 * summary and list: bookins of a warehouse (every one when ALL) booked in the period. The
 * dates are checked by bookinRangeProblem so a missing one answers document 2's words.
 */
export const ZBookinRange = z.object({
  warehouse,
  from_date: ZOptionalIsoDate,
  to_date: ZOptionalIsoDate,
  limit: int().min(1).max(2000).default(BOOKIN_LIST_LIMIT),
});
export type TBookinRangeQuery = z.input<typeof ZBookinRange>;

/** Why a bookin search may not run, or null: it needs both dates. */
export function bookinRangeProblem(q: {
  from_date?: string | null;
  to_date?: string | null;
}): string | null {
  return q.from_date && q.to_date ? null : BOOKIN_MESSAGES.selectDateRange;
}

export const ZBookinGet = z.object({ booking_id: id() });

/** Dockets waiting to be received (no received date, no bookin) in a warehouse. */
export const ZBookinAwaiting = z.object({ warehouse });

export const ZBookinReceive = z
  .object({
    delivery_docket: text().trim().max(60).optional(),
    delivery_docket_id: id().optional(),
    /** Receive into this open bookin (same supplier and warehouse); a new one when absent. */
    booking_id: id().optional(),
  })
  .refine((d) => !!d.delivery_docket || !!d.delivery_docket_id, {
    message: BOOKIN_MESSAGES.docketRequired,
    path: ['delivery_docket'],
  });
export type TBookinReceive = z.input<typeof ZBookinReceive>;

export const ZBookinPutAway = z
  .object({
    put_away_id: id().optional(),
    barcode: text().trim().max(40).optional(),
    location: text().trim().min(1, BOOKIN_MESSAGES.locationRequired).max(60),
  })
  .refine((d) => !!d.put_away_id || !!d.barcode, {
    message: BOOKIN_MESSAGES.putAwayRequired,
    path: ['barcode'],
  });
export type TBookinPutAway = z.input<typeof ZBookinPutAway>;

// ---- answers -----------------------------------------------------------------------------------

export const ZBookinSummary = z.object({
  bookins: z.number(),
  dockets: z.number(),
  receiving: z.number(),
  checked: z.number(),
  put_aways: z.number(),
  put_aways_pending: z.number(),
  put_aways_done: z.number(),
  /** Dockets of the warehouse not received yet (any date). */
  dockets_awaiting: z.number(),
});
export type TBookinSummary = z.output<typeof ZBookinSummary>;

export const ZBookinListRow = z.object({
  booking_id: z.number(),
  warehouse: z.string(),
  booking_date: z.string(),
  customer_code: z.string(),
  customer_name: z.string(),
  /** The purchase order numbers, comma separated (document 2 field). */
  purchase_order_number: z.string(),
  purchase_order_numbers: z.array(z.string()),
  delivery_dockets: z.array(z.string()),
  no_put_aways: z.number(),
  put_aways_pending: z.number(),
  docket_status: z.string(),
  receiving_status: z.string(),
  received_by: z.string(),
});
export type TBookinListRow = z.output<typeof ZBookinListRow>;

export const ZBookinPoLine = z.object({
  purchase_order_line: z.number(),
  inventory_code: z.string(),
  description: z.string(),
  unit_of_measure: z.string(),
  pack_size: z.number(),
  quantity_ordered: z.number(),
  quantity_received: z.number(),
  /** Base units received on this bookin's dockets. */
  received_in_bookin: z.number(),
  line_status: z.enum(BOOKIN_LINE_STATUSES),
});
export type TBookinPoLine = z.output<typeof ZBookinPoLine>;

export const ZBookinPo = z.object({
  purchase_order: z.string(),
  expected_date: z.string(),
  wms_status: z.string(),
  delivery_dockets: z.array(
    z.object({
      delivery_docket: z.string(),
      wms_status: z.string(),
      received_date: z.string().nullable(),
    }),
  ),
  lines: z.array(ZBookinPoLine),
});
export type TBookinPo = z.output<typeof ZBookinPo>;

export const ZPutAwayContent = z.object({
  line_no: z.number(),
  inventory_code: z.string(),
  description: z.string(),
  quantity: z.number(),
  serial_batch: z.string(),
  date_code: z.string(),
  delivery_docket: z.string(),
});
export type TPutAwayContent = z.output<typeof ZPutAwayContent>;

export const ZPutAway = z.object({
  put_away_id: z.number(),
  booking_id: z.number(),
  warehouse: z.string(),
  barcode: z.string(),
  from_location: z.string(),
  location: z.string(),
  put_away_by: z.string(),
  put_away_at: instant().nullable(),
  created_at: instant(),
  contents: z.array(ZPutAwayContent),
});
export type TPutAway = z.output<typeof ZPutAway>;

export const ZBookinDetail = ZBookinListRow.extend({
  reference: z.string(),
  purchase_orders: z.array(ZBookinPo),
  put_aways: z.array(ZPutAway),
});
export type TBookinDetail = z.output<typeof ZBookinDetail>;

export const ZAwaitingDocket = z.object({
  delivery_docket_id: z.number(),
  delivery_docket: z.string(),
  purchase_order: z.string(),
  supplier_code: z.string(),
  supplier_name: z.string(),
  warehouse: z.string(),
  expected_date: z.string().nullable(),
  lines: z.number(),
  cartons: z.number(),
});
export type TAwaitingDocket = z.output<typeof ZAwaitingDocket>;

/** receive: the bookin as get answers it and the put-away made. */
export const ZReceiveResult = z.object({ bookin: ZBookinDetail, put_away: ZPutAway });
export type TReceiveResult = z.output<typeof ZReceiveResult>;
/** put_away: what moved, and the bookin after it. */
export const ZPutAwayResult = z.object({
  put_away: ZPutAway,
  moved: z.array(
    z.object({
      inventory_code: z.string(),
      quantity: z.number(),
      from_location: z.string(),
      to_location: z.string(),
    }),
  ),
  bookin: ZBookinDetail,
});
export type TPutAwayResult = z.output<typeof ZPutAwayResult>;

const bookinCall = <const A extends string, I extends z.ZodType, O extends z.ZodType>(
  action: A,
  input: I,
  output: O,
) => actionContract({ service: 'delivery_docket', entity: 'bookin', action, input, output });

/** Service `delivery_docket`, entity `bookin`. */
export const BOOKIN_CALLS = {
  summary: bookinCall('summary', ZBookinRange, ZBookinSummary),
  list: bookinCall('list', ZBookinRange, ZBookinListRow),
  get: bookinCall('get', ZBookinGet, ZBookinDetail),
  awaiting: bookinCall('awaiting', ZBookinAwaiting, ZAwaitingDocket),
  receive: bookinCall('receive', ZBookinReceive, ZReceiveResult),
  put_away: bookinCall('put_away', ZBookinPutAway, ZPutAwayResult),
};
