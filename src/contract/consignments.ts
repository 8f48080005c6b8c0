import { z } from 'zod';
import { callView } from './action-contract';
import * as fields from './fields';
import { DOCUMENT_CALLS, ZStoredDocument } from './help';

/*
 * The consignment list and detail (document 1 "Consignment list", "Consignment"; section 7
 * "document store"): consignments are read and edited through the generic document store
 * (service `document`, entity `dynamodb`) as document_type CONSIGNMENT, searched by
 * lookup_key_1 (shipment reference), lookup_key_2 (tracking status) or lookup_key_3
 * (despatch date), each value prefixed CONSIGNMENT-. The server answers them from the
 * consignments table.
 */

export const CONSIGNMENT_DOCUMENT_TYPE = 'CONSIGNMENT';
export const CONSIGNMENT_KEY_PREFIX = 'CONSIGNMENT-';
/** The site_document the store answers a site's consignments under. */
export const consignmentSiteDocument = (siteId: string) => `${siteId}-${CONSIGNMENT_DOCUMENT_TYPE}`;

/** The searches of the list and the lookup key each one reads. */
export const CONSIGNMENT_SEARCHES = [
  { value: 'reference', label: 'Reference', index: 'lookup_key_1' },
  { value: 'tracking_status', label: 'Tracking Status', index: 'lookup_key_2' },
  { value: 'despatch_date', label: 'Despatch Date', index: 'lookup_key_3' },
] as const;
export type TConsignmentSearch = (typeof CONSIGNMENT_SEARCHES)[number]['value'];

/** The document store list call of a search: the key's value starts with the prefixed term. */
export function consignmentListInput(search: TConsignmentSearch, term: string) {
  const index = CONSIGNMENT_SEARCHES.find((s) => s.value === search)!.index;
  return {
    index,
    expression: `document_type = :t AND begins_with(${index}, :v)`,
    values: { ':t': CONSIGNMENT_DOCUMENT_TYPE, ':v': `${CONSIGNMENT_KEY_PREFIX}${term.trim()}` },
  };
}

export const CONSIGNMENT_LIST_MESSAGES = {
  listFailed: 'Something went wrong! Please contact support if it persists',
  getFailed:
    'Hmm, we could not get this consignment! If it keeps happening, please contact support',
  /** Document 1 section 8: update failures ask the user to contact support. */
  updateFailed:
    'There was a problem updating this consignment, if the problem persists please contact support',
  notFound: (id: string) => `Consignment '${id}' was not found`,
  notAdded: 'Consignments are made by consigning orders, not added to the store',
  saved: 'The consignment was saved',
  email: 'Enter a valid e-mail address, or leave it empty',
  /**
   * A receiver change saved here only: the carrier platforms take no change to a booked
   * consignment, so its label and the driver still go by the booking.
   */
  carrierKeepsOld: (connote: string, fields: string) =>
    `Saved here only: the carrier still has the old ${fields} for consignment ${connote}. ` +
    'Change it with the carrier too, or delete the consignment and book it again',
} as const;

/** The receiver fields a carrier was booked with, and how the warning names them. */
export const CONSIGNMENT_RECEIVER_FIELDS = {
  receiver_name: 'receiver name',
  receiver_address: 'address',
  receiver_town: 'town',
  receiver_state: 'state',
  receiver_postcode: 'postcode',
  receiver_phone: 'phone',
  receiver_email: 'e-mail',
} as const;

/** A consignment as the document store answers it. */
export const ZConsignmentDocument = ZStoredDocument.extend({
  consignment_id: z.number(),
  consignment: z.string(),
  connote: z.string(),
  status: z.string(),
  tracking_status: z.string(),
  customer_code: z.string(),
  customer_name: z.string(),
  /** Shipment reference. */
  ref: z.string(),
  despatch_date: z.string(),
  /** Expected (estimated) delivery date. */
  etd: z.string().nullable(),
  courier: z.string(),
  carrier_and_service: z.string(),
  sales_orders: z.array(z.string()),
  receiver_name: z.string(),
  receiver_address: z.string(),
  receiver_town: z.string(),
  receiver_state: z.string(),
  receiver_postcode: z.string(),
  receiver_phone: z.string(),
  receiver_email: z.string(),
  receiver_instructions: z.string(),
  pallets_chep: z.number(),
  pallets_loscam: z.number(),
  pallets_other: z.number(),
  packages: z.number(),
  weight: z.number(),
});
export type TConsignmentDocument = z.output<typeof ZConsignmentDocument>;

const optional = (max: number) =>
  fields
    .text(max)
    .trim()
    .nullish()
    .transform((v) => v ?? '');

/** What the detail may change of a consignment (the rest is the booking's). */
export const ZConsignmentEdit = z.object({
  ref: optional(120),
  despatch_date: fields.date(),
  etd: fields.optionalDate().transform((v) => v || null),
  receiver_name: fields.text(120).trim().min(1),
  receiver_address: optional(200),
  receiver_town: optional(60),
  receiver_state: optional(20),
  receiver_postcode: optional(20),
  receiver_phone: optional(40),
  receiver_email: optional(200).refine(
    (v) => v === '' || z.email().safeParse(v).success,
    CONSIGNMENT_LIST_MESSAGES.email,
  ),
  receiver_instructions: optional(400),
  pallets_chep: fields.int(0, 999).default(0),
  pallets_loscam: fields.int(0, 999).default(0),
  pallets_other: fields.int(0, 999).default(0),
});
export type TConsignmentEdit = z.input<typeof ZConsignmentEdit>;
export const CONSIGNMENT_EDIT_FIELDS = Object.keys(
  ZConsignmentEdit.shape,
) as readonly (keyof typeof ZConsignmentEdit.shape)[];

/** The document store's calls read as consignments. */
export const CONSIGNMENT_VIEWS = {
  list: callView(DOCUMENT_CALLS.list, ZConsignmentDocument),
  get: callView(DOCUMENT_CALLS.get, ZConsignmentDocument),
  update: callView(DOCUMENT_CALLS.update, ZConsignmentDocument),
};
