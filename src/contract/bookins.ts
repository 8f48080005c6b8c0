import { z } from 'zod';
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
export type TBookinLineStatus = 'Complete' | 'Receiving' | 'Put Away';
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

export type TBookinSummary = {
  bookins: number;
  dockets: number;
  receiving: number;
  checked: number;
  put_aways: number;
  put_aways_pending: number;
  put_aways_done: number;
  /** Dockets of the warehouse not received yet (any date). */
  dockets_awaiting: number;
};

export type TBookinListRow = {
  booking_id: number;
  warehouse: string;
  booking_date: string;
  customer_code: string;
  customer_name: string;
  /** The purchase order numbers, comma separated (document 2 field). */
  purchase_order_number: string;
  purchase_order_numbers: string[];
  delivery_dockets: string[];
  no_put_aways: number;
  put_aways_pending: number;
  docket_status: string;
  receiving_status: string;
  received_by: string;
};

export type TBookinPoLine = {
  purchase_order_line: number;
  inventory_code: string;
  description: string;
  unit_of_measure: string;
  pack_size: number;
  quantity_ordered: number;
  quantity_received: number;
  /** Base units received on this bookin's dockets. */
  received_in_bookin: number;
  line_status: TBookinLineStatus;
};

export type TBookinPo = {
  purchase_order: string;
  expected_date: string;
  wms_status: string;
  delivery_dockets: { delivery_docket: string; wms_status: string; received_date: string | null }[];
  lines: TBookinPoLine[];
};

export type TPutAwayContent = {
  line_no: number;
  inventory_code: string;
  description: string;
  quantity: number;
  serial_batch: string;
  date_code: string;
  delivery_docket: string;
};

export type TPutAway = {
  put_away_id: number;
  booking_id: number;
  warehouse: string;
  barcode: string;
  from_location: string;
  location: string;
  put_away_by: string;
  put_away_at: string | null;
  created_at: string;
  contents: TPutAwayContent[];
};

export type TBookinDetail = TBookinListRow & {
  reference: string;
  purchase_orders: TBookinPo[];
  put_aways: TPutAway[];
};

export type TAwaitingDocket = {
  delivery_docket_id: number;
  delivery_docket: string;
  purchase_order: string;
  supplier_code: string;
  supplier_name: string;
  warehouse: string;
  expected_date: string | null;
  lines: number;
  cartons: number;
};

/** receive: the bookin as get answers it and the put-away made. */
export type TReceiveResult = { bookin: TBookinDetail; put_away: TPutAway };
/** put_away: what moved, and the bookin after it. */
export type TPutAwayResult = {
  put_away: TPutAway;
  moved: { inventory_code: string; quantity: number; from_location: string; to_location: string }[];
  bookin: TBookinDetail;
};
