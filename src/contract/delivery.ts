import { z } from 'zod';
import { actionContract } from './action-contract';
import { calendarDayVariant } from './dashboard';
import * as fields from './fields';
import { answered } from './fields';
import type { TVariant } from './status-colours';

/**
 * Delivery management (document 2: "Delivery run", "Run job stop", "Map stop", "Calendar",
 * "Despatch"; service `delivery1`, the maps service's geocode check and the despatch lookup).
 * Times of day are HH:mm; leg times are whole minutes rounded up; a stop's drop takes 5 minutes.
 */

export const DELIVERY_MESSAGES = {
  runNotFound: (id: number) => `Delivery run ${id} was not found`,
  orderNotFound: (id: number) => `Sales order ${id} is not a stop of a delivery run at this site`,
  orderTwice: (id: number) => `Sales order ${id} is sent more than once`,
  mapOrderTwice: (order: number) => `Map order ${order} is given to more than one stop`,
  stopNotInRun: (id: number, run: number) => `Sales order ${id} is not a stop of run ${run}`,
  noCoordinates: (order: string) =>
    `Stop ${order} has no map position; check its suburb and postcode`,
  depotUnknown: (warehouse: string) =>
    `The address of warehouse ${warehouse} could not be placed on the map`,
  addressUnknown: (suburb: string, postcode: string) =>
    `The address (${[suburb, postcode].filter(Boolean).join(' ')}) could not be found: enter a known suburb and postcode`,
  addressNeeded: 'Enter a suburb or a postcode',
  despatchNotFound: (n: string) => `Despatch ${n} was not found`,
  timeFormat: 'Enter a time as HH:mm (00:00 to 23:59)',
  windowOrder: 'A delivery window must open before it closes',
  // The screens' messages for a failed call.
  runsFailed: 'Hmm, we could not get the delivery runs for this date...',
  jobsFailed: 'Hmm, we could not get the jobs of this run...',
  calendarFailed: 'Hmm, we could not get the delivery calendar...',
  gpsFailed: 'Hmm, we could not get the driver locations...',
  optimiseFailed: 'The best route could not be worked out. Please try again...',
  saveFailed: 'There was a problem saving the delivery order. Please try again...',
  despatchFailed: 'Hmm, we could not get this despatch...',
  saved: 'The delivery order was saved',
} as const;

/** Document 2 "Delivery map" rules. */
export const DELIVERY_DROP_MINUTES = 5;
export const DELIVERY_START_TIME = '10:00';
/** Map waypoint defaults (document 2 "Map waypoint"). */
export const WAYPOINT_DEFAULTS = { type: 'drop', no_packages: 1, duration: 100 } as const;
/** At most this many stops per map save. */
export const DELIVERY_BATCH = 500;

export const DELIVERY_STOP_STATUSES = ['Upcoming', 'Complete'] as const;
export type TDeliveryStopStatus = (typeof DELIVERY_STOP_STATUSES)[number];
/** Document 2 "Delivery stop": Upcoming becomes Complete when completed is true. */
export const deliveryStopStatus = (completed: boolean): TDeliveryStopStatus =>
  completed ? 'Complete' : 'Upcoming';
export const DELIVERY_STOP_VARIANTS: Record<TDeliveryStopStatus, TVariant> = {
  Upcoming: 'warning',
  Complete: 'success',
};

/** The map marker of the stop at 0-based position `index`: A..Z, then AA, AB... */
export function markerLetter(index: number): string {
  let n = index;
  let out = '';
  do {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return out;
}

/** A leg's travel time in whole minutes: its seconds divided by 60, rounded up. */
export const legMinutes = (seconds: number): number => Math.ceil(seconds / 60 - 1e-9);

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isTimeOfDay = (v: string): boolean => HHMM.test(v);
/** HH:mm as minutes after midnight. */
export const timeToMinutes = (v: string): number =>
  Number(v.slice(0, 2)) * 60 + Number(v.slice(3, 5));
/** Minutes after midnight as HH:mm (past midnight wraps). */
export function minutesToTime(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** One day of the delivery calendar's date:colour string. */
export type TCalendarDay = { date: string; colour: string };
/** Document 2 "Calendar": date:colour pairs separated by semicolons. */
export function parseDeliveryCalendar(calendar: string): TCalendarDay[] {
  return calendar
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [date = '', colour = ''] = pair.split(':');
      return { date: date.trim(), colour: colour.trim().toUpperCase() };
    })
    .filter((d) => fields.isCalendarDate(d.date));
}
/** Yellow days are shown as warning (document 2), the others as success. */
export const deliveryDayVariant = (colour: string): TVariant => calendarDayVariant(colour);

const time = () => fields.text(5).trim().regex(HHMM, answered(DELIVERY_MESSAGES.timeFormat));
const optionalTime = () =>
  time()
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v : null));
const warehouse = () => fields.text(20).trim().nullish();

// ---- delivery runs ------------------------------------------------------------------------

export const ZDeliveryRunGet = z.object({ delivery_date: fields.date(), warehouse: warehouse() });
export const ZDeliveryRunRow = z.object({
  delivery_run_id: z.number(),
  warehouse: z.string(),
  delivery_date: z.string(),
  run_name: z.string(),
  driver_name: z.string(),
  vehicle: z.string(),
  no_jobs: z.number(),
  completed_jobs: z.number(),
  /** no_jobs minus completed_jobs. */
  upcoming_jobs: z.number(),
});
export type TDeliveryRunRow = z.infer<typeof ZDeliveryRunRow>;

export const ZRunJobGet = z.object({ delivery_run_id: fields.id() });
/**
 * A key of the stop's customer from the key cabinet, as the driver needs it at the door: how to
 * find it, get in and leave, and who holds it now. The alarm code stays in the cabinet.
 */
export const ZStopKey = z.object({
  key_name: z.string(),
  key_number: z.string(),
  colour: z.string(),
  special_instructions: z.string(),
  entry_notes: z.string(),
  exit_notes: z.string(),
  /** Display name of the user the key is checked out to, null when it is in the cabinet. */
  checked_out_to: z.string().nullable(),
});
export type TStopKey = z.infer<typeof ZStopKey>;
export const ZRunJobRow = z.object({
  sales_order_header_id: z.number(),
  sales_order: z.string(),
  customer_id: z.string(),
  customer_name: z.string(),
  delivery_point_name: z.string(),
  address_1: z.string(),
  address_2: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  delivery_run_sequence: z.number(),
  delivery_map_order: z.number().nullable(),
  completed: z.boolean(),
  status: z.enum(DELIVERY_STOP_STATUSES),
  locked: z.boolean(),
  window_from: z.string().nullable(),
  window_to: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** The customer's keys in the key cabinet, by name. */
  keys: z.array(ZStopKey),
});
export type TRunJobRow = z.infer<typeof ZRunJobRow>;

// ---- the run map --------------------------------------------------------------------------

/** A stop as the map shows it, in route order. */
export const ZMapStop = ZRunJobRow.extend({
  address: z.string(),
  /** Position in the route shown (1..n). */
  sequence: z.number(),
  /** Position proposed by the best route, null when none was asked. */
  new_sequence: z.number().nullable(),
  marker: z.string(),
  /** Minutes driving from the previous stop (the warehouse for the first). */
  travel_time: z.number(),
  drop_time: z.number(),
  /** Expected arrival, HH:mm. */
  expected_time: z.string(),
  /** Arrives after its window closes. */
  late: z.boolean(),
  type: z.string(),
  no_packages: z.number(),
  duration: z.number(),
});
export type TMapStop = z.infer<typeof ZMapStop>;

export const ZDeliveryMap = z.object({
  run: ZDeliveryRunRow,
  start_time: z.string(),
  depot: z.object({ address: z.string(), lat: z.number(), lng: z.number() }),
  stops: z.array(ZMapStop),
  /** Minutes from the last stop back to the warehouse. */
  return_travel_time: z.number(),
  total_travel_minutes: z.number(),
  /** Leaving the warehouse to returning (travel, waiting, drops), minutes. */
  total_minutes: z.number(),
  finish_time: z.string(),
  late_stops: z.number(),
});
export type TDeliveryMap = z.infer<typeof ZDeliveryMap>;

export const ZDeliveryGet = z.object({
  delivery_run_id: fields.id(),
  start_time: optionalTime(),
});

/** A stop's lock and window as the screen holds them (not yet saved). */
export const ZStopSetting = z
  .object({
    sales_order_header_id: fields.id(),
    locked: z.boolean().default(false),
    window_from: optionalTime(),
    window_to: optionalTime(),
  })
  .refine((s) => !s.window_from || !s.window_to || s.window_from < s.window_to, {
    message: answered(DELIVERY_MESSAGES.windowOrder),
    path: ['window_to'],
  });

export const ZRouteOptimise = z.object({
  delivery_run_id: fields.id(),
  start_time: optionalTime(),
  /** The stops in the order shown with their locks and windows; missing = as stored. */
  stops: z.array(ZStopSetting).max(DELIVERY_BATCH).nullish(),
});
export const ZRoutePlan = z.object({
  improved: z.boolean(),
  before_minutes: z.number(),
  after_minutes: z.number(),
  before_travel_minutes: z.number(),
  after_travel_minutes: z.number(),
  before_late_minutes: z.number(),
  after_late_minutes: z.number(),
  /** The proposed route: sequence is the position shown before, new_sequence the proposed. */
  plan: ZDeliveryMap,
});
export type TRoutePlan = z.infer<typeof ZRoutePlan>;

export const ZUpdateMapStop = z
  .object({
    sales_order_header_id: fields.id(),
    delivery_map_order: fields.int(1, 100_000),
    customer_name: fields.text(200).nullish(),
    locked: z.boolean().nullish(),
    window_from: optionalTime(),
    window_to: optionalTime(),
  })
  .refine((s) => !s.window_from || !s.window_to || s.window_from < s.window_to, {
    message: answered(DELIVERY_MESSAGES.windowOrder),
    path: ['window_to'],
  });
export const ZUpdateMap = z.object({
  sales_orders: z.array(ZUpdateMapStop).min(1).max(DELIVERY_BATCH),
});
export const ZUpdateMapRow = z.object({
  sales_order_header_id: z.number(),
  sales_order: z.string(),
  delivery_run_id: z.number(),
  delivery_map_order: z.number(),
  locked: z.boolean(),
  window_from: z.string().nullable(),
  window_to: z.string().nullable(),
});

// ---- calendar and drivers -----------------------------------------------------------------

export const ZDeliveryCalendarList = z.object({ date: fields.date(), warehouse: warehouse() });
export const ZDeliveryCalendarRow = z.object({
  /** date:colour pairs separated by semicolons, the first of the month through `date`. */
  calendar: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      colour: z.string(),
      no_jobs: z.number(),
      completed_jobs: z.number(),
    }),
  ),
});

export const ZGpsLocationList = z.object({ date: fields.date() });
export const ZGpsLocationRow = z.object({
  driver_name: z.string(),
  delivery_run_id: z.number().nullable(),
  run_name: z.string().nullable(),
  recorded_at: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type TGpsLocationRow = z.infer<typeof ZGpsLocationRow>;

// ---- geocode ------------------------------------------------------------------------------

export const ZGeocodeCheck = z
  .object({
    address_1: fields.text(200).nullish(),
    suburb: fields.text(80).trim().nullish(),
    state: fields.text(10).trim().nullish(),
    postcode: fields.text(10).trim().nullish(),
    /** Store the position on this stop (needs update on so). */
    sales_order_header_id: fields.id().nullish(),
  })
  .refine((a) => Boolean(a.suburb || a.postcode), {
    message: answered(DELIVERY_MESSAGES.addressNeeded),
    path: ['suburb'],
  });
export const ZGeocodeRow = z.object({
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  lat: z.number(),
  lng: z.number(),
  stored: z.boolean(),
});

// ---- despatch -----------------------------------------------------------------------------

export const ZDespatchList = z.object({
  from_date: fields.optionalDate(),
  to_date: fields.optionalDate(),
  search_term: fields.text(80).trim().nullish(),
});
export const ZDespatchGet = z.object({ despatch_number: fields.text(40).trim().min(1) });
export const ZDespatchRow = z.object({
  despatch_number: z.string(),
  sales_order: z.string(),
  customer_name: z.string(),
  delivery_suburb: z.string(),
  despatch_date: z.string(),
  courier: z.string(),
  /** The courier's route code, or the article id when there is none. */
  courier_route_code: z.string(),
  article_id: z.string(),
  no_packages: z.number(),
});
export type TDespatchRow = z.infer<typeof ZDespatchRow>;

export const DELIVERY_CALLS = {
  runGet: actionContract({
    service: 'delivery1',
    entity: 'delivery_run',
    action: 'get',
    input: ZDeliveryRunGet,
    output: ZDeliveryRunRow,
  }),
  runJobGet: actionContract({
    service: 'delivery1',
    entity: 'delivery_run_job',
    action: 'get',
    input: ZRunJobGet,
    output: ZRunJobRow,
  }),
  calendarList: actionContract({
    service: 'delivery1',
    entity: 'calendar',
    action: 'list',
    input: ZDeliveryCalendarList,
    output: ZDeliveryCalendarRow,
  }),
  gpsList: actionContract({
    service: 'delivery1',
    entity: 'gps_location',
    action: 'list',
    input: ZGpsLocationList,
    output: ZGpsLocationRow,
  }),
  deliveryGet: actionContract({
    service: 'delivery1',
    entity: 'delivery',
    action: 'get',
    input: ZDeliveryGet,
    output: ZDeliveryMap,
  }),
  routeOptimise: actionContract({
    service: 'delivery1',
    entity: 'route',
    action: 'optimise',
    input: ZRouteOptimise,
    output: ZRoutePlan,
  }),
  updateMap: actionContract({
    service: 'delivery1',
    entity: 'sales_order',
    action: 'update_map',
    input: ZUpdateMap,
    output: ZUpdateMapRow,
  }),
  geocodeCheck: actionContract({
    service: 'maps',
    entity: 'geocode',
    action: 'check',
    input: ZGeocodeCheck,
    output: ZGeocodeRow,
  }),
  despatchList: actionContract({
    service: 'despatch',
    entity: 'despatch',
    action: 'list',
    input: ZDespatchList,
    output: ZDespatchRow,
  }),
  despatchGet: actionContract({
    service: 'despatch',
    entity: 'despatch',
    action: 'get',
    input: ZDespatchGet,
    output: ZDespatchRow,
  }),
};
