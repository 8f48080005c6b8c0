import { z } from 'zod';
import { actionContract } from './action-contract';
import { instant } from './answer-fields';
import * as fields from './fields';
import { QUANTITY_MAX } from './fields';
import { MESSAGES } from './messages';
import { sscc18 } from './sscc';
import { SYNC_DEFAULTS } from './sync';

/*
 * Packs (document 2: "Packs" §2, "Container/pack" and "Pack content" §3, "Pack add" §4,
 * "Containers/packs" §7, §8, §9): cartons and pallets with their SSCC, measurements and
 * contents. Service `container`, entities `container` and `pack_number`. The only copy of
 * the pack rules: the /admin/lot screen, the floor pack screen and the server use these.
 */

/** Document 2 §9 and document 3 §9: a new pack is a carton of contents. */
export const PACK_DEFAULTS = {
  package_type: 'CTN',
  container_type: 'pack_contents',
  unit_of_measure: 'EA',
  /** The site's pack barcode prefix until the sequence says otherwise (the schema default). */
  prefix: 'PK',
  /** The sequence number of a pack barcode is zero-padded to this many digits. */
  numberDigits: 7,
  /** Packs per check or delete call. */
  batch: 100,
  /** Rows per list call. */
  listLimit: 1000,
  /** Numbers one reservation may take. */
  maxReserve: 500,
} as const;

/** A pack barcode (container number): the prefix plus the 7-digit zero-padded sequence number. */
export function packNumber(prefix: string, n: number): string {
  return `${prefix}${String(n).padStart(PACK_DEFAULTS.numberDigits, '0')}`;
}

/** The prefix and sequence number of a pack barcode, or null when it is not one. */
export function parsePackNumber(containerNumber: string): { prefix: string; n: number } | null {
  const m = /^(.*?)(\d{7,})$/.exec(containerNumber.trim());
  if (!m) return null;
  return { prefix: m[1]!, n: Number(m[2]) };
}

/** A pack's barcode (document 2 §3): 00 plus the container number. */
export const packBarcode = (containerNumber: string) => `00${containerNumber}`;

/** The list columns (document 2 §2) and the contents' columns, in order. */
export const PACK_COLUMNS = [
  'Pack',
  'SSCC Number',
  'KG',
  'H',
  'W',
  'D',
  'Type',
  'Storage',
] as const;
export const PACK_CONTENT_COLUMNS = [
  'Inventory Code',
  'Description',
  'Quantity',
  'UOM',
  'Serial/Batch',
  'Date Code',
  'GTIN',
] as const;

export const PACK_MESSAGES = {
  // Document 2 §8: pack failures have their own messages asking to contact support.
  list: 'There was a problem getting the packs, if the problem persists please contact support',
  get: 'There was a problem getting the pack, if the problem persists please contact support',
  save: 'There was a problem updating the pack, if the problem persists please contact support',
  remove: 'There was a problem deleting the pack, if the problem persists please contact support',
  reserve:
    'There was a problem getting a pack number, if the problem persists please contact support',
  // Rules (one message per refused pack).
  notFound: (key: string | number) => `Pack ${key} was not found`,
  numberNotReserved: (n: string) => `Pack number ${n} was not reserved by you`,
  numberUsed: (n: string) => `Pack number ${n} is already used by another pack`,
  ssccMismatch: (n: string, sscc: string) =>
    `SSCC ${sscc} is not the one reserved with pack number ${n}`,
  ssccWithoutNumber: 'An SSCC number needs the pack number reserved with it',
  numberFixed: (n: string) => `Pack ${n} keeps its pack number and SSCC`,
  loadObjectTypeNotFound: (id: number) => `Load object type ${id} was not found`,
  warehouseNotFound: (w: string) => `Warehouse ${w} was not found`,
  warehouseRequired: 'Please Select a Warehouse',
  hasConnote: (n: string, connote: string) =>
    `Pack ${n} is consigned on ${connote} and cannot be deleted`,
  noSscc: 'The site has no GS1 company prefix: packs get no SSCC',
  saved: (count: number) => `${count} pack${count === 1 ? '' : 's'} saved`,
  deleted: (count: number) => `${count} pack${count === 1 ? '' : 's'} deleted`,
  reserved: (count: number) => `${count} pack number${count === 1 ? '' : 's'} reserved`,
  deleteQuestion: (n: string) => `Delete pack ${n} and its contents?`,
  contentQuantity: 'Quantity must be more than 0',
} as const;

const text = (max: number) =>
  fields
    .text()
    .trim()
    .max(max, MESSAGES.max)
    .nullish()
    .transform((v) => v ?? '');
const measure = () =>
  z
    .preprocess(
      (v) => (v === '' || v === null || v === undefined ? 0 : v),
      fields.decimal().min(0, MESSAGES.minValue).max(99_999_999_999, MESSAGES.max),
    )
    .optional()
    .transform((v) => v ?? 0);
const isoDateOrBlank = () =>
  fields
    .text()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Date code must be a date (YYYY-MM-DD)')
    .refine((v) => v === '' || fields.isCalendarDate(v), fields.FIELD_MESSAGES.date)
    .nullish()
    .transform((v) => v ?? '');

/** The most one line of a pack can hold (the column's precision). */
export const PACK_CONTENT_QUANTITY_MAX = 99_999_999_999;

/** A line of a pack's contents; content_id is made by the client (a UUID) or the server. */
export const ZPackContent = z.object({
  content_id: z.uuid().optional(),
  inventory_code: fields
    .text(undefined, MESSAGES.required)
    .trim()
    .min(1, MESSAGES.required)
    .max(40),
  inventory_description: text(200),
  quantity: z.coerce
    .number({ error: MESSAGES.required })
    .min(-QUANTITY_MAX, MESSAGES.max)
    .gt(0, PACK_MESSAGES.contentQuantity)
    .max(PACK_CONTENT_QUANTITY_MAX, MESSAGES.max),
  unit_of_measure: fields
    .text()
    .trim()
    .max(20, MESSAGES.max)
    .nullish()
    .transform((v) => v || PACK_DEFAULTS.unit_of_measure),
  detail_reference: text(80),
  date_code: isoDateOrBlank(),
  gtin: fields
    .text()
    .trim()
    .regex(/^(\d{8}|\d{12,14})?$/, 'GTIN must be 8, 12, 13 or 14 digits')
    .nullish()
    .transform((v) => v ?? ''),
  comments: text(400),
});
export type TPackContentInput = z.input<typeof ZPackContent>;
export type TPackContentItem = z.output<typeof ZPackContent>;

/**
 * One pack to save. No container_id: a new pack, with the container_number and sscc_number
 * of a block its user reserved (made on a device) or neither (the server numbers it).
 * `contents`, when given, is the whole list: lines are upserted by content_id and lines not
 * in it are removed.
 */
export const ZPackFields = z.object({
  container_id: fields.id().optional(),
  container_number: fields.text().trim().max(40).optional(),
  sscc_number: fields
    .text()
    .trim()
    .regex(/^(\d{18})?$/, 'SSCC must be 18 digits')
    .optional(),
  reference: text(80),
  label_type: text(40),
  warehouse: text(20),
  location: text(40),
  customer_code: text(40),
  customer_name: text(120),
  sales_order: text(40),
  customer_order: text(60),
  delivery_name: text(120),
  delivery_address_1: text(120),
  delivery_address_2: text(120),
  delivery_suburb: text(60),
  delivery_state: text(20),
  delivery_postcode: text(20),
  edi_store_code: text(40),
  edi_department_code: text(40),
  instructions: text(400),
  load_object_type_id: z
    .preprocess((v) => (v === '' || v === 0 || v === undefined ? null : v), fields.id().nullable())
    .optional()
    .transform((v) => v ?? null),
  package_type: fields
    .text()
    .trim()
    .max(20, MESSAGES.max)
    .nullish()
    .transform((v) => v || PACK_DEFAULTS.package_type),
  contents_description: text(200),
  storage: text(20),
  weight: measure(),
  height: measure(),
  width: measure(),
  depth: measure(),
  cube: measure(),
  volume: measure(),
  dangerous_goods: z.boolean().default(false),
  contents: z.array(ZPackContent).max(1000).optional(),
  /**
   * The fields the caller sent (set by ZPack, never by the caller): an update changes only
   * these, so a floor device saving weights and contents never blanks the office's fields.
   */
  present_fields: z.array(fields.text()).optional(),
});
/** A pack to save: ZPackFields, noting which fields were sent. */
export const ZPack = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? { ...v, present_fields: Object.keys(v).filter((k) => k !== 'present_fields') }
      : v,
  ZPackFields,
);
export type TPackInput = Omit<z.input<typeof ZPackFields>, 'present_fields'>;
export type TPackItem = z.output<typeof ZPackFields>;

/** `container / container / check` (document 2 §7): packs and their type. */
export const ZPackCheck = z.object({
  containers: z.array(ZPack).min(1).max(PACK_DEFAULTS.batch),
  container_type: fields
    .text()
    .trim()
    .max(40)
    .nullish()
    .transform((v) => v || PACK_DEFAULTS.container_type),
  /** Print each saved pack's SSCC label (sent once the save commits). */
  print_label: z.boolean().nullish(),
});
export type TPackCheckInput = z.input<typeof ZPackCheck>;

const packKey = z.union([
  fields.id(),
  z.object({ container_id: fields.id() }).transform((o) => o.container_id),
]);
/** `container / container / delete`: container ids (or {container_id}). */
export const ZPackDelete = z.object({
  containers: z.array(packKey).min(1).max(PACK_DEFAULTS.batch),
});

export const ZPackList = z.object({
  warehouse: fields.text().trim().max(20).nullish(),
  /** Pack number, SSCC, barcode, reference, sales order, customer order or customer. */
  search_term: fields.text().trim().max(80).nullish(),
  load_object_type_id: fields.id().nullish(),
  from_date: z.iso.date().nullish(),
  to_date: z.iso.date().nullish(),
  limit: fields.int().min(1).max(PACK_DEFAULTS.listLimit).optional(),
});
export type TPackListInput = z.input<typeof ZPackList>;

export const ZPackGet = z
  .object({
    container_id: fields.id().optional(),
    container_number: fields.text().trim().max(40).optional(),
    sscc_number: fields.text().trim().max(30).optional(),
  })
  .refine((d) => d.container_id !== undefined || d.container_number || d.sscc_number, {
    message: 'Give a container_id, container_number or sscc_number',
    path: ['container_id'],
  });

/** `container / pack_number / reserve`: a block of numbers for a device. */
export const ZPackNumberReserve = z.object({
  count: fields
    .int()
    .min(1)
    .max(PACK_DEFAULTS.maxReserve)
    .default(SYNC_DEFAULTS.packNumberBlockSize),
  device_id: text(80),
});
export const ZPackNumberNext = z.object({ device_id: text(80) });

/** A line of a pack's contents as answered. */
export const ZPackContentRow = z.object({
  content_id: z.string(),
  inventory_code: z.string(),
  inventory_description: z.string(),
  quantity: z.number(),
  unit_of_measure: z.string(),
  detail_reference: z.string(),
  date_code: z.string(),
  gtin: z.string(),
  comments: z.string(),
});
export type TPackContent = z.output<typeof ZPackContentRow>;

/** A pack as the server answers it. */
export const ZPackRow = z.object({
  container_id: z.number(),
  container_number: z.string(),
  sscc_number: z.string(),
  reference: z.string(),
  barcode: z.string(),
  label_type: z.string(),
  container_type: z.string(),
  warehouse: z.string(),
  location: z.string(),
  customer_code: z.string(),
  customer_name: z.string(),
  sales_order: z.string(),
  customer_order: z.string(),
  delivery_name: z.string(),
  delivery_address_1: z.string(),
  delivery_address_2: z.string(),
  delivery_suburb: z.string(),
  delivery_state: z.string(),
  delivery_postcode: z.string(),
  edi_store_code: z.string(),
  edi_department_code: z.string(),
  instructions: z.string(),
  load_object_type_id: z.number().nullable(),
  load_object_type: z.string(),
  package_type: z.string(),
  contents_description: z.string(),
  connote: z.string(),
  storage: z.string(),
  weight: z.number(),
  height: z.number(),
  width: z.number(),
  depth: z.number(),
  cube: z.number(),
  volume: z.number(),
  dangerous_goods: z.boolean(),
  created_by: z.string(),
  created_at: instant(),
  updated_at: instant(),
  content_count: z.number(),
});
export type TPack = z.output<typeof ZPackRow>;
export const ZPackDetail = ZPackRow.extend({ contents: z.array(ZPackContentRow) });
export type TPackDetail = z.output<typeof ZPackDetail>;

/** A block of reserved pack numbers (and as many SSCC serials, in step). */
export const ZPackNumberBlock = z.object({
  block_id: z.string(),
  prefix: z.string(),
  first_number: z.number(),
  count: z.number(),
  first_sscc_serial: z.number(),
  /** null when the site has no GS1 company prefix (its packs get no SSCC). */
  gs1_company_prefix: z.string().nullable(),
  sscc_extension_digit: z.number().nullable(),
});
export type TPackNumberBlock = z.output<typeof ZPackNumberBlock>;

// ---- calls (service `container`) ------------------------------------------------------------

export const PACK_CALLS = {
  list: actionContract({
    service: 'container',
    entity: 'container',
    action: 'list',
    input: ZPackList,
    output: ZPackRow,
  }),
  get: actionContract({
    service: 'container',
    entity: 'container',
    action: 'get',
    input: ZPackGet,
    output: ZPackDetail,
  }),
  check: actionContract({
    service: 'container',
    entity: 'container',
    action: 'check',
    input: ZPackCheck,
    output: ZPackDetail,
  }),
  /** results: the deleted packs (without their contents). */
  delete: actionContract({
    service: 'container',
    entity: 'container',
    action: 'delete',
    input: ZPackDelete,
    output: ZPackRow,
  }),
};

export const PACK_NUMBER_CALLS = {
  reserve: actionContract({
    service: 'container',
    entity: 'pack_number',
    action: 'reserve',
    input: ZPackNumberReserve,
    output: ZPackNumberBlock,
  }),
  next: actionContract({
    service: 'container',
    entity: 'pack_number',
    action: 'next',
    input: ZPackNumberNext,
    output: ZPackNumberBlock,
  }),
};

/** The i-th (0-based) pack number of a block and its SSCC ('' without a company prefix). */
export function blockNumber(
  block: TPackNumberBlock,
  i: number,
): { container_number: string; sscc_number: string } {
  const prefix = block.gs1_company_prefix?.trim() ?? '';
  return {
    container_number: packNumber(block.prefix, block.first_number + i),
    sscc_number: prefix
      ? sscc18(block.sscc_extension_digit, prefix, block.first_sscc_serial + i)
      : '',
  };
}

/** A blank pack for the add modal (numbers come from the server on save). */
export const BLANK_PACK: TPackItem = {
  reference: '',
  label_type: '',
  warehouse: '',
  location: '',
  customer_code: '',
  customer_name: '',
  sales_order: '',
  customer_order: '',
  delivery_name: '',
  delivery_address_1: '',
  delivery_address_2: '',
  delivery_suburb: '',
  delivery_state: '',
  delivery_postcode: '',
  edi_store_code: '',
  edi_department_code: '',
  instructions: '',
  load_object_type_id: null,
  package_type: PACK_DEFAULTS.package_type,
  contents_description: '',
  storage: '',
  weight: 0,
  height: 0,
  width: 0,
  depth: 0,
  cube: 0,
  volume: 0,
  dangerous_goods: false,
  contents: [],
};
