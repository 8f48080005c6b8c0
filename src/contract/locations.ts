import { z } from 'zod';
import { actionContract } from './action-contract';
import * as fields from './fields';
import { MESSAGES } from './messages';
import { rules } from './form-rules';
import { ZWmsRecords } from './stock-setup';

/**
 * Locations of a warehouse (document 3 sections 2, 3, 4, 7): search, add/edit, pick
 * sequence. The rules here are the only copy: the screen checks them before saving and
 * the server checks every row of a `location check` batch again.
 */

/** A search term shorter than this is ignored (document 3 section 5: exactly 1 character). */
export const LOCATION_MIN_TERM = 2;
/** At most this many rows per `location check` (document 3 section 9). */
export const LOCATION_BATCH = 500;
/** At most this many locations per page of `location list` (a larger limit is cut to it). */
export const LOCATION_PAGE = 2000;
/** The default location type (document 3 section 9). */
export const DEFAULT_LOCATION_TYPE = 4;

const text = (max: number) =>
  fields
    .text()
    .trim()
    .max(max, MESSAGES.max)
    .nullish()
    .transform((v) => v ?? '');
const count = () => fields.int().min(0, MESSAGES.minValue).default(0);

export const ZLocation = z.object({
  location_id: fields.id().optional(),
  warehouse: rules.required().max(20, MESSAGES.max),
  location: rules
    .required()
    .max(40, MESSAGES.max)
    .regex(/^[\p{L}\p{N}_.-]*$/u, MESSAGES.alphaDash),
  location_name: text(80),
  pick_area: text(20),
  pick_section: fields.text().trim().min(1, MESSAGES.pickSectionBlank).max(20, MESSAGES.max),
  /** Blank takes the pick section's storage. */
  storage: text(20),
  location_type: fields.int().min(0).default(DEFAULT_LOCATION_TYPE),
  barcode: text(80),
  aisle: text(10),
  bay: text(10),
  level: text(10),
  height: count(),
  width: count(),
  depth: count(),
  pick_sequence: count(),
  erp_warehouse: text(20),
  erp_location: text(40),
  active: z.boolean().default(true),
  quarantine: z.boolean().default(false),
  exclude_from_available: z.boolean().default(false),
  offline_location: text(40),
  internal_location: z.boolean().default(false),
});
export type TLocationInput = z.input<typeof ZLocation>;
/** The whole-number fields of a location (an uploaded file's text is read as numbers here). */
export const LOCATION_NUMBER_FIELDS = [
  'location_type',
  'height',
  'width',
  'depth',
  'pick_sequence',
] as const satisfies readonly (keyof TLocationInput)[];
export type TLocationItem = z.output<typeof ZLocation>;
/** A location as the server answers it. */
export const ZLocationRow = z.object({
  location_id: z.number(),
  warehouse: z.string(),
  location: z.string(),
  location_name: z.string(),
  pick_area: z.string(),
  pick_section: z.string(),
  storage: z.string(),
  location_type: z.number(),
  barcode: z.string(),
  aisle: z.string(),
  bay: z.string(),
  level: z.string(),
  height: z.number(),
  width: z.number(),
  depth: z.number(),
  pick_sequence: z.number(),
  erp_warehouse: z.string(),
  erp_location: z.string(),
  active: z.boolean(),
  quarantine: z.boolean(),
  exclude_from_available: z.boolean(),
  offline_location: z.string(),
  internal_location: z.boolean(),
});
export type TLocation = z.output<typeof ZLocationRow>;

export const BLANK_LOCATION: TLocationItem = {
  warehouse: '',
  location: '',
  location_name: '',
  pick_area: '',
  pick_section: '',
  storage: '',
  location_type: DEFAULT_LOCATION_TYPE,
  barcode: '',
  aisle: '',
  bay: '',
  level: '',
  height: 0,
  width: 0,
  depth: 0,
  pick_sequence: 0,
  erp_warehouse: '',
  erp_location: '',
  active: true,
  quarantine: false,
  exclude_from_available: false,
  offline_location: '',
  internal_location: false,
};

/** The search term a list uses: a 1-character term is none (document 3 section 5). */
export function effectiveLocationTerm(term: string | null | undefined): string | undefined {
  const t = (term ?? '').trim();
  return t.length >= LOCATION_MIN_TERM ? t : undefined;
}

export const ZLocationList = z
  .object({
    warehouse: fields.text().trim().max(20).optional(),
    warehouse_id: fields.int().min(0).optional(),
    search_term: fields.text().trim().max(80).nullish(),
    /** An aisle: the locations whose code starts with it (any case, 1 character or more). */
    aisle: fields.text().trim().max(40).nullish(),
    pick_section: fields.text().trim().max(20).nullish(),
    pick_section_id: fields.text().trim().max(20).nullish(),
    storage: fields.text().trim().max(20).nullish(),
    limit: fields
      .int()
      .min(1)
      .default(500)
      .transform((n) => Math.min(n, LOCATION_PAGE)),
    /** Rows to skip: the next page starts at the number of rows already loaded. */
    offset: fields.int().min(0).default(0),
  })
  .refine((d) => d.warehouse || d.warehouse_id !== undefined, {
    message: MESSAGES.chooseWarehouse,
    path: ['warehouse'],
  });
export type TLocationList = z.input<typeof ZLocationList>;

/** `location count`: how many locations the same filter finds (the list's total). */
export const ZLocationCount = z.object({ total: z.number() });
export type TLocationCount = z.output<typeof ZLocationCount>;

export const ZLocationKey = z.object({ location_id: fields.id() });
export const ZLocationSequence = ZLocationKey.extend({
  pick_sequence: fields.int().min(0, MESSAGES.minValue),
});
/** `location check`: rows are checked one by one, so a bad row does not refuse the batch. */
export const ZLocationCheck = z.object({
  locations: z.array(z.unknown()).min(1).max(LOCATION_BATCH, MESSAGES.locationBatchTooLarge),
});

/** One row's outcome of `location check` (results are in the order sent). */
export const ZLocationCheckResult = z.union([
  z.object({ row: z.number(), location: z.string(), saved: z.literal(true), item: ZLocationRow }),
  z.object({
    row: z.number(),
    location: z.string(),
    saved: z.literal(false),
    message: z.string(),
  }),
]);
export type TLocationCheckResult = z.output<typeof ZLocationCheckResult>;

/** The row variant of document 3 section 4: inactive greyed, active quarantined danger. */
export function locationRowVariant(l: Pick<TLocation, 'active' | 'quarantine'>) {
  if (!l.active) return 'secondary' as const;
  if (l.quarantine) return 'danger' as const;
  return undefined;
}

// ---- Calls (service `warehouse`, entity `location`; and the generic `wms` service) ------------

const locationCall = <const A extends string, I extends z.ZodType, O extends z.ZodType>(
  action: A,
  input: I,
  output: O,
) => actionContract({ service: 'warehouse', entity: 'location', action, input, output });

export const LOCATION_CALLS = {
  list: locationCall('list', ZLocationList, ZLocationRow),
  count: locationCall('count', ZLocationList, ZLocationCount),
  get: locationCall('get', ZLocationKey, ZLocationRow),
  check: locationCall('check', ZLocationCheck, ZLocationCheckResult),
  sequence: locationCall('sequence', ZLocationSequence, ZLocationRow),
  delete: locationCall('delete', ZLocationKey, ZLocationRow),
};

/** Locations through the generic `wms` service, answered as `warehouse location` answers them. */
export const WMS_LOCATION_CALLS = {
  list: actionContract({
    service: 'wms',
    entity: 'location',
    action: 'list',
    input: ZLocationList,
    output: ZLocationRow,
  }),
  check: actionContract({
    service: 'wms',
    entity: 'location',
    action: 'check',
    input: ZWmsRecords,
    output: ZLocationCheckResult,
  }),
  delete: actionContract({
    service: 'wms',
    entity: 'location',
    action: 'delete',
    input: ZWmsRecords,
    output: ZLocationRow,
  }),
};
