import { z } from 'zod';
import { actionContract } from './action-contract';
import * as fields from './fields';
import { AU_STATES, LEAD_DAY_MESSAGES } from './lead-days';
import type { TVariant } from './status-colours';

/**
 * Consigning orders with a carrier (document 1 "Consign screen", "Consignment", "Quote",
 * "Confirmed consignment", "Consign order line", "Consign flow"; document 3 "Carrier", "URL
 * set"): list the packed orders of a warehouse, quote them, book the chosen quote, scan the
 * packs at the dock and close the manifest; delete a consignment by its connote.
 */

// ---- Statuses and colours -------------------------------------------------------------

export const CONSIGNMENT_STATUSES = ['OPEN', 'COMPLETE', 'DELETED'] as const;
export type TConsignmentStatus = (typeof CONSIGNMENT_STATUSES)[number];

/** Consign items are CREATED until their consignment is manifested. */
export const CONSIGNMENT_ITEM_STATUSES = ['CREATED', 'MANIFESTED'] as const;
export type TConsignmentItemStatus = (typeof CONSIGNMENT_ITEM_STATUSES)[number];

/** Document 1 "Consignment status": DELETED red, OPEN warning, COMPLETE success. */
export const CONSIGNMENT_STATUS_VARIANTS: Record<TConsignmentStatus, TVariant> = {
  DELETED: 'danger',
  OPEN: 'warning',
  COMPLETE: 'success',
};

export function consignmentStatusVariant(status: string | null | undefined): TVariant {
  const key = (status ?? '').trim().toUpperCase() as TConsignmentStatus;
  return CONSIGNMENT_STATUS_VARIANTS[key] ?? 'light';
}

/**
 * An OPEN consignment's colour at the dock: green (success) once every pack is scanned, its
 * status colour before.
 */
export function dockConsignmentVariant(k: {
  status: string;
  items: readonly { scanned_at: string | null }[];
}): TVariant {
  const allIn = k.items.length > 0 && k.items.every((i) => i.scanned_at !== null);
  return allIn ? 'success' : consignmentStatusVariant(k.status);
}

/** The tracking status highlighted as info (document 1 "Consignment status"). */
export const TRACKING_ON_FOR_DELIVERY = 'On For Delivery';

export function trackingStatusVariant(status: string | null | undefined): TVariant | undefined {
  return (status ?? '').trim().toLowerCase() === TRACKING_ON_FOR_DELIVERY.toLowerCase()
    ? 'info'
    : undefined;
}

/** The consign platform is fixed (document 1 section 7). */
export const CONSIGN_PLATFORM = 'machship';
export const URL_SET_PLATFORMS = ['openfreight', 'machship', 'intermax'] as const;
export type TUrlSetPlatform = (typeof URL_SET_PLATFORMS)[number];
export const DEFAULT_URL_SET_PLATFORM: TUrlSetPlatform = 'openfreight';
/** The document type URL sets are stored under (document 3 "URL set"). */
export const URL_SET_DOCUMENT_TYPE = 'OPENFREIGHT_URL_SET';

/** How a courier is booked: the site's own rate card, or a carrier platform. */
export const COURIER_INTERFACES = ['RATE_CARD', 'MACHSHIP', 'OPENFREIGHT', 'INTERMAX'] as const;
/** The site secret holding the Intermax API key (read on the server only). */
export const INTERMAX_SECRET = 'INTERMAX_API_KEY';
export type TCourierInterface = (typeof COURIER_INTERFACES)[number];

/** Document 1 section 9: default charge type and pallet counts. */
export const CONSIGNMENT_DEFAULTS = {
  charge_type: 'S',
  pallets_chep: 0,
  pallets_loscam: 0,
  pallets_other: 0,
} as const;

/** shipment_total is shown to 2 decimals. */
export const formatShipmentTotal = (total: number): string => total.toFixed(2);

// ---- Messages -------------------------------------------------------------------------

/** Document 3 section 8 "Carrier" and document 1 section 8. */
export const CARRIER_MESSAGES = {
  consign: 'There was an issue consigning with the carrier',
  delete: 'Could not delete the shipment',
  validate: 'Could not validate the address',
  quote: 'Could not get a quote',
  manifest: 'There was an issue manifesting with the carrier',
  track: 'Could not get the tracking status from the carrier',
} as const;
export type TCarrierOperation = keyof typeof CARRIER_MESSAGES;

export const CONSIGN_MESSAGES = {
  /** Consignment delete or update failures ask the user to contact support (document 1 §8). */
  deleteFailed:
    'There was a problem deleting this consignment, if the problem persists please contact support',
  orderNotReady: (order: string) =>
    `Order '${order}' is not ready to consign (not packed, already consigned, or not found)`,
  ordersDifferReceiver: 'The selected orders go to different addresses; consign them separately',
  noQuote: 'No carrier quoted these orders',
  quoteNotOffered: (courier: string, service: string) =>
    `Courier '${courier}' service '${service}' did not quote these orders`,
  unscanned: (sscc: string, order: string) => `Pack ${sscc} of order ${order} has not been scanned`,
  consignmentNotOpen: (consignment: string) => `Consignment ${consignment} is not open`,
  consignmentNotFound: (consignment: string) => `Consignment ${consignment} was not found`,
  connoteNotFound: (connote: string) => `No open consignment has connote ${connote}`,
  packNotConsigned: (sscc: string) => `Pack ${sscc} is not on an open consignment`,
  packScanned: (sscc: string, order: string) => `Pack ${sscc} of order ${order} scanned`,
  packAlreadyScanned: (sscc: string, order: string) =>
    `Pack ${sscc} of order ${order} was already scanned`,
  /** The dock's answer to a scan: what is left on the pack's consignment. */
  packsLeft: (remaining: number, connote: string) =>
    remaining === 0
      ? `all packs of ${connote} are in`
      : `${remaining} pack${remaining === 1 ? '' : 's'} left on ${connote}`,
  booked: (connote: string) => `Consignment ${connote} booked`,
  manifested: (count: number) => `${count} consignment${count === 1 ? '' : 's'} manifested`,
  /** One carrier's part of a manifest across several carriers. */
  manifestedWith: (carrier: string, manifest: string, connotes: readonly string[]) =>
    `Manifested with ${carrier}${manifest ? ` on manifest ${manifest}` : ''}: ${connotes.join(', ')}`,
  /** A carrier that refused its part of a manifest: those stay OPEN, to be manifested again. */
  notManifested: (carrier: string, connotes: readonly string[], detail: string) =>
    `${CARRIER_MESSAGES.manifest} ${carrier}: ${connotes.join(', ')} stay open - ${detail}. ` +
    'Manifest again to send only these',
  /** A consignment of a manifest retried that an earlier call already manifested. */
  alreadyManifested: (connote: string, manifest: string) =>
    `Consignment ${connote} is already manifested${manifest ? ` (${manifest})` : ''}: not sent again`,
  /** A manifested consignment is with the carrier: it is not deleted, nor its order freed. */
  manifestedNotDeleted: (connote: string) =>
    `Consignment ${connote} is manifested (COMPLETE): it cannot be deleted, and its orders stay consigned`,
  deleted: (connote: string) => `Consignment ${connote} deleted`,
  /** One of several connotes the carrier would not delete: it stays booked, as it was. */
  notDeleted: (connote: string, detail: string) =>
    `${CARRIER_MESSAGES.delete} ${connote}: it is still booked with the carrier - ${detail}`,
  cleared: (count: number) =>
    `${count} order${count === 1 ? '' : 's'} cleared from the consign list`,
  restored: (count: number) => `${count} order${count === 1 ? '' : 's'} back on the consign list`,
  /** Restore of an order that is not cleared (never, or already restored): nothing is written. */
  notCleared: (salesOrder: string) =>
    `Sales order ${salesOrder} is not cleared from the consign list`,
  confirmClear: (count: number) =>
    `Take ${count} order${count === 1 ? '' : 's'} off the consign list? They stay packed; ` +
    'Cleared orders lists them to restore.',
  urlSetNotFound: (urlSet: string) => `URL set '${urlSet}' was not found`,
  /** A consignment booked through a platform whose URL set is not known: nothing is sent. */
  carrierNotLinked: (connote: string, courierInterface: string) =>
    `Consignment ${connote} was booked through ${courierInterface}, but no URL set reaches ` +
    'that carrier: link its courier to a URL set on Courier Integration; nothing was changed',
  /** A consignment whose URL set was deleted since it was booked: nothing is sent. */
  urlSetGone: (connote: string, urlSet: string) =>
    `Consignment ${connote} was booked through URL set '${urlSet}', which no longer exists: ` +
    'nothing was sent to the carrier and nothing was changed',
  courierNotFound: (courier: string) => `Courier '${courier}' was not found`,
  courierLinked: (courier: string, urlSet: string) =>
    urlSet
      ? `Courier ${courier} is now booked through URL set '${urlSet}'`
      : `Courier ${courier} is now booked from the rate card`,
  connectionOk: (urlSet: string, ms: number) =>
    `URL set '${urlSet}': the carrier answered in ${ms} ms`,
  connectionFailed: (urlSet: string, detail: string) =>
    `URL set '${urlSet}': the carrier could not be reached - ${detail}`,
  /** Up to 4 connotes are sent; a fourth means "and more". */
  urlSetHasOpen: (urlSet: string, connotes: readonly string[]) =>
    `URL set '${urlSet}' booked open consignment${connotes.length === 1 ? '' : 's'} ` +
    `${connotes.slice(0, 3).join(', ')}${connotes.length > 3 ? ' and more' : ''}: ` +
    'manifest or delete them first',
  urlSetInUse: (urlSet: string, couriers: string) =>
    `URL set '${urlSet}' is used by courier ${couriers}`,
} as const;

/** An Australian postcode is four digits. */
export const CONSIGN_POSTCODE_MESSAGE = 'Enter a postcode of four digits';

// ---- Rows -----------------------------------------------------------------------------

/** Document 1 "Consign order line", plus the dates that colour the row. */
export const ZConsignOrderLine = z.object({
  sales_order: z.string(),
  sales_order_name: z.string(),
  customer_code: z.string(),
  delivery_suburb: z.string(),
  delivery_state: z.string(),
  delivery_postcode: z.string(),
  number_of_packages: z.number(),
  /** Kilograms. */
  total_weight: z.number(),
  /** Cubic metres. */
  total_volume: z.number(),
  required_date: z.string(),
  created_date: z.string(),
});
export type TConsignOrderLine = z.output<typeof ZConsignOrderLine>;

/** A row is red when the required or created date is before today (YYYY-MM-DD compared). */
export const isConsignRowLate = (row: TConsignOrderLine, today: string): boolean =>
  row.required_date < today || row.created_date < today;

/**
 * A quote (document 1 "Quote": courier, courier_id, courier_code, courier_service, service_id,
 * service_code, service_name, estimated_delivery, total_cost).
 */
export const ZQuote = z.object({
  courier_id: z.string(),
  courier_code: z.string(),
  courier: z.string(),
  courier_service: z.string(),
  service_id: z.string(),
  service_code: z.string(),
  /** The service's name (as courier_service). */
  service_name: z.string(),
  courier_interface: z.enum(COURIER_INTERFACES),
  /** YYYY-MM-DD. */
  estimated_delivery: z.string(),
  /** Dollars, to the cent. */
  total_cost: z.number(),
});
export type TQuote = z.output<typeof ZQuote>;

export const ZConsignmentItem = z.object({
  consignment_item_id: z.number(),
  container_id: z.number(),
  sales_order: z.string(),
  sscc_number: z.string(),
  weight: z.number(),
  status: z.enum(CONSIGNMENT_ITEM_STATUSES),
  scanned_at: z.string().nullable(),
  scanned_by: z.string().nullable(),
});
export type TConsignmentItem = z.output<typeof ZConsignmentItem>;

/** A consignment (document 1 "Consignment", "Confirmed consignment") with its packs. */
export const ZConsignment = z.object({
  consignment_id: z.number(),
  consignment: z.string(),
  connote: z.string(),
  status: z.enum(CONSIGNMENT_STATUSES),
  warehouse: z.string(),
  sales_orders: z.array(z.string()),
  customer_code: z.string(),
  courier: z.string(),
  courier_service: z.string(),
  service_code: z.string(),
  carrier_and_service: z.string(),
  courier_interface: z.string(),
  /** The URL set it was booked through ('' for the rate card). */
  url_set: z.string(),
  despatch_date: z.string(),
  etd: z.string().nullable(),
  ref: z.string(),
  receiver_name: z.string(),
  receiver_town: z.string(),
  receiver_state: z.string(),
  receiver_postcode: z.string(),
  packages: z.number(),
  weight: z.number(),
  volume: z.number(),
  /** Dollars; shown to 2 decimals. */
  shipment_total: z.number(),
  tracking_status: z.string(),
  charge_type: z.string(),
  items: z.array(ZConsignmentItem),
});
export type TConsignment = z.output<typeof ZConsignment>;

// ---- Inputs ---------------------------------------------------------------------------

const code = (max = 40) => fields.text(max).trim().min(1);
const ZSalesOrders = z.array(code()).min(1).max(200);
const ZPlatform = fields.text(20).trim().nullish();

export const ZConsignOrdersInput = z.object({
  warehouse: code(20),
  platform: ZPlatform,
});
export const ZClearOrdersInput = z.object({ sales_orders: ZSalesOrders, platform: ZPlatform });
export const ZQuoteInput = z.object({ sales_orders: ZSalesOrders, platform: ZPlatform });
export const ZConsignInput = z.object({
  sales_orders: ZSalesOrders,
  printer_set: fields.text(40).trim().nullish(),
  courier_id: fields.text(40).trim().nullish(),
  courier_code: fields.text(40).trim().nullish(),
  courier_service: fields.text(80).trim().nullish(),
  service_id: fields.text(40).trim().nullish(),
  service_code: code(40),
  platform: ZPlatform,
});
export type TConsignInput = z.input<typeof ZConsignInput>;
export const ZConsignListInput = z.object({
  status: z.enum(CONSIGNMENT_STATUSES).nullish(),
});
export const ZManifestInput = z.object({ consignments: z.array(code()).min(1).max(200) });
export const ZDeleteConsignmentsInput = z.object({ consignments: z.array(code()).min(1).max(50) });
/**
 * A pack scanned at the dock: its SSCC, or the scan of its label as a scanner sends it (`00` or
 * `(00)` + the SSCC, a `]C1` symbology identifier, FNC1 as GS, further GS1 elements).
 */
export const ZScanPackInput = z.object({ sscc_number: code(80) });

/** What `orders clear` and `orders restore` answer: the orders taken off or put back. */
export const ZClearedOrder = z.object({ sales_order: z.string() });
/** What `orders cleared` lists: a warehouse's orders taken off the consign list, newest first. */
export const ZClearedOrderRow = z.object({
  sales_order: z.string(),
  sales_order_name: z.string(),
  required_date: z.string(),
  cleared_by: z.string(),
  cleared_at: z.string(),
});
export type TClearedOrderRow = z.output<typeof ZClearedOrderRow>;
/**
 * What `consign scan` answers: the pack ticked (its SSCC as read from the scan), whether it had
 * been scanned before, and how many of its consignment remain.
 */
export const ZScannedPack = z.object({
  consignment_id: z.number(),
  connote: z.string(),
  sales_order: z.string(),
  sscc_number: z.string(),
  already_scanned: z.boolean(),
  remaining: z.number(),
});
export type TScannedPack = z.output<typeof ZScannedPack>;

export const CONSIGN_CALLS = {
  orders: actionContract({
    service: 'consign',
    entity: 'orders',
    action: 'consign',
    input: ZConsignOrdersInput,
    output: ZConsignOrderLine,
  }),
  clear: actionContract({
    service: 'consign',
    entity: 'orders',
    action: 'clear',
    input: ZClearOrdersInput,
    output: ZClearedOrder,
  }),
  cleared: actionContract({
    service: 'consign',
    entity: 'orders',
    action: 'cleared',
    input: ZConsignOrdersInput,
    output: ZClearedOrderRow,
  }),
  restore: actionContract({
    service: 'consign',
    entity: 'orders',
    action: 'restore',
    input: ZClearOrdersInput,
    output: ZClearedOrder,
  }),
  quote: actionContract({
    service: 'consign',
    entity: 'consign',
    action: 'quote',
    input: ZQuoteInput,
    output: ZQuote,
  }),
  consign: actionContract({
    service: 'consign',
    entity: 'consign',
    action: 'consign',
    input: ZConsignInput,
    output: ZConsignment,
  }),
  list: actionContract({
    service: 'consign',
    entity: 'consign',
    action: 'list',
    input: ZConsignListInput,
    output: ZConsignment,
  }),
  manifest: actionContract({
    service: 'consign',
    entity: 'consign',
    action: 'manifest',
    input: ZManifestInput,
    output: ZConsignment,
  }),
  delete: actionContract({
    service: 'consign',
    entity: 'consign',
    action: 'delete',
    input: ZDeleteConsignmentsInput,
    output: ZConsignment,
  }),
  scan: actionContract({
    service: 'consign',
    entity: 'consign',
    action: 'scan',
    input: ZScanPackInput,
    output: ZScannedPack,
  }),
};

// ---- Carrier service (document 3 "Carrier") ------------------------------------------

export const ZShipmentCheckInput = z.object({
  courier_service: code(40),
  sales_orders: ZSalesOrders,
  url_set: fields.text(40).trim().nullish(),
});
export const ZShipmentQuoteInput = z.object({
  courier_service: fields.text(40).trim().nullish(),
  sales_orders: ZSalesOrders,
  url_set: fields.text(40).trim().nullish(),
});
export const ZShipmentDeleteInput = z.object({ shipment: code(40) });
export const ZAddressLocation = z.object({
  town: code(80),
  state: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    fields.oneOf(AU_STATES, LEAD_DAY_MESSAGES.state),
  ),
  postcode: fields
    .text(4)
    .trim()
    .regex(/^\d{4}$/, fields.answered(CONSIGN_POSTCODE_MESSAGE)),
});
export const ZAddressValidateInput = z.object({
  locations: z.array(ZAddressLocation).min(1).max(50),
});
export const ZAddressValidation = z.object({
  town: z.string(),
  state: z.string(),
  postcode: z.string(),
  valid: z.boolean(),
  suggestions: z.array(z.object({ town: z.string(), state: z.string(), postcode: z.string() })),
});
export type TAddressValidation = z.output<typeof ZAddressValidation>;

export const CARRIER_CALLS = {
  check: actionContract({
    service: 'carrier',
    entity: 'shipment',
    action: 'check',
    input: ZShipmentCheckInput,
    output: ZConsignment,
  }),
  quote: actionContract({
    service: 'carrier',
    entity: 'shipment',
    action: 'quote',
    input: ZShipmentQuoteInput,
    output: ZQuote,
  }),
  delete: actionContract({
    service: 'carrier',
    entity: 'shipment',
    action: 'delete',
    input: ZShipmentDeleteInput,
    output: ZConsignment,
  }),
  validate: actionContract({
    service: 'carrier',
    entity: 'address',
    action: 'validate',
    input: ZAddressValidateInput,
    output: ZAddressValidation,
  }),
};

// ---- URL sets (Courier Integration, /admin/ofr) ---------------------------------------

const optionalText = (max: number) =>
  fields
    .text(max)
    .trim()
    .nullish()
    .transform((v) => v ?? '');

export const ZUrlSetItem = z.object({
  url_set: fields
    .text(40)
    .trim()
    .min(1)
    .regex(/^[\p{L}\p{N}_-]*$/u, 'Letters, numbers, dashes and underscores only'),
  platform: z.enum(URL_SET_PLATFORMS).default(DEFAULT_URL_SET_PLATFORM),
  description: optionalText(200),
  base_url: fields
    .text(300)
    .trim()
    .url('Enter a full http(s) address')
    .regex(/^https?:\/\//, 'Enter a full http(s) address'),
  username: optionalText(120),
  /** Write-only: left out (or blank) keeps the stored key. */
  key: fields.text(300).nullish(),
  sender_name: optionalText(120),
  sender_address_1: optionalText(200),
  sender_town: optionalText(80),
  sender_state: optionalText(10),
  sender_postcode: optionalText(10),
  sender_phone: optionalText(40),
  sender_email: optionalText(120),
});
export type TUrlSetItem = z.input<typeof ZUrlSetItem>;

/** A URL set as answered: never its key, only whether one is stored. */
export const ZUrlSetRow = z.object({
  url_set: z.string(),
  platform: z.string(),
  description: z.string(),
  base_url: z.string(),
  username: z.string(),
  has_key: z.boolean(),
  sender_name: z.string(),
  sender_address_1: z.string(),
  sender_town: z.string(),
  sender_state: z.string(),
  sender_postcode: z.string(),
  sender_phone: z.string(),
  sender_email: z.string(),
});
export type TUrlSetRow = z.output<typeof ZUrlSetRow>;

/** What a URL set's connection test answered: ok, or the carrier's reason; how long it took. */
export const ZUrlSetTest = z.object({
  url_set: z.string(),
  ok: z.boolean(),
  detail: z.string(),
  ms: z.number(),
});
export type TUrlSetTest = z.output<typeof ZUrlSetTest>;

export const URL_SET_CALLS = {
  list: actionContract({
    service: 'admin',
    entity: 'url_set',
    action: 'list',
    input: z.object({}),
    output: ZUrlSetRow,
  }),
  check: actionContract({
    service: 'admin',
    entity: 'url_set',
    action: 'check',
    input: ZUrlSetItem,
    output: ZUrlSetRow,
  }),
  delete: actionContract({
    service: 'admin',
    entity: 'url_set',
    action: 'delete',
    input: z.object({ url_set: code(40) }),
    output: ZUrlSetRow,
  }),
  /** A harmless call to the URL set's carrier (an address check of its sender's town). */
  test: actionContract({
    service: 'admin',
    entity: 'url_set',
    action: 'test',
    input: z.object({ url_set: code(40) }),
    output: ZUrlSetTest,
  }),
};

// ---- Courier links (Courier Integration): which URL set books each courier ----------

/** A courier and how it is booked: the rate card (url_set '') or through a URL set. */
export const ZCourierLink = z.object({
  courier: z.string(),
  courier_name: z.string(),
  courier_interface: z.enum(COURIER_INTERFACES),
  url_set: z.string(),
});
export type TCourierLink = z.output<typeof ZCourierLink>;

export const ZCourierLinkInput = z.object({
  courier: code(40),
  /** The URL set that books the courier; empty or null: the site's rate card. */
  url_set: fields
    .text(40)
    .trim()
    .nullish()
    .transform((v) => v ?? ''),
});
export type TCourierLinkInput = z.input<typeof ZCourierLinkInput>;

export const COURIER_LINK_CALLS = {
  list: actionContract({
    service: 'admin',
    entity: 'courier_interface',
    action: 'list',
    input: z.object({}),
    output: ZCourierLink,
  }),
  check: actionContract({
    service: 'admin',
    entity: 'courier_interface',
    action: 'check',
    input: ZCourierLinkInput,
    output: ZCourierLink,
  }),
};
