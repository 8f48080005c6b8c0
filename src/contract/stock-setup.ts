import { z } from 'zod';
import { actionContract } from './action-contract';
import * as fields from './fields';
import { MESSAGES } from './messages';
import { rules } from './form-rules';

/**
 * Stock setup (document 3 sections 2, 5, 7, 8): location types, storage groups, tracking
 * types (the generic `wms` service), work centres and load object types (service `admin`).
 * The rules here are the only copy: the screens check them before saving and the server
 * checks every record again.
 */

export const STOCK_SETUP_MESSAGES = {
  locationTypeNotFound: (type: number | string) => `Location type ${type} was not found`,
  locationTypeInUse: (type: number | string, count: number) =>
    `Location type ${type} is used by ${count} location${count === 1 ? '' : 's'} and cannot be deleted`,
  storageGroupNotFound: (group: string) => `Storage group '${group}' was not found`,
  storageGroupInUse: (group: string, count: number) =>
    `Storage group '${group}' is used by ${count} inventory item${count === 1 ? '' : 's'} and cannot be deleted`,
  trackingTypeNotFound: (type: string) => `Tracking type '${type}' was not found`,
  trackingTypeInUse: (type: string, count: number) =>
    `Tracking type '${type}' is used by ${count} inventory item${count === 1 ? '' : 's'} and cannot be deleted`,
  workCentreNotFound: (warehouse: string, workCentre: string) =>
    `Work centre '${workCentre}' was not found in warehouse '${warehouse}'`,
  loadObjectTypeNotFound: (key: number | string) => `Load object type ${key} was not found`,
  loadObjectTypeExists: (code: string) => `Load object type '${code}' already exists`,
  loadObjectTypeKey: 'Give a load_object_type_id or a load_object_type',
  /** One record of a `wms` check or delete: "Row 2 (BATCH): ...". */
  recordRow: (row: number, key: string, detail: string) =>
    `Row ${row}${key ? ` (${key})` : ''}: ${detail}`,
  recordBatchTooLarge: 'At most 500 records can be sent at once',
  // Document 3 section 8: the client's messages for a failed work centre or load object call.
  workCentreGet: (detail: string) =>
    `There was a problem getting the work centre, if the problem persists please contact support - ${detail}`,
  workCentreSave: (detail: string) =>
    `There was a problem updating the work centre, if the problem persists please contact support - ${detail}`,
  workCentreDelete: (detail: string) =>
    `There was a problem deleting the work centre, if the problem persists please contact support - ${detail}`,
  loadObjectTypeGet: (detail: string) =>
    `There was a problem getting the Load Object Type, if the problem persists please contact support - ${detail}`,
  loadObjectTypeSave: (detail: string) =>
    `There was a problem updating the Load Object Type, if the problem persists please contact support - ${detail}`,
  loadObjectTypeDelete: (detail: string) =>
    `There was a problem deleting the Load Object Type, if the problem persists please contact support - ${detail}`,
} as const;

/** At most this many records per `wms` check or delete. */
export const RECORD_BATCH = 500;

const code = () =>
  rules
    .required()
    .max(20, MESSAGES.max)
    .regex(/^[\p{L}\p{N}_-]*$/u, MESSAGES.alphaDash);
const name = () => rules.required().max(80, MESSAGES.max);
const text = (max: number) =>
  fields
    .text()
    .trim()
    .max(max, MESSAGES.max)
    .nullish()
    .transform((v) => v ?? '');
const measure = () =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    fields.decimal().min(0, MESSAGES.minValue),
  );

/**
 * A nominated weight as document 3 section 5 says: converted to an integer (the whole part,
 * as parseInt reads "12.7" as 12), 0 when blank or not a number.
 */
export function nominatedWeight(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

// ---- Location types, storage groups, tracking types (service wms) ------------------------

export const ZLocationType = z.object({
  location_type: z.coerce
    .number({ error: MESSAGES.required })
    .int()
    .min(0, MESSAGES.minValue)
    .max(9999, MESSAGES.max),
  description: name(),
  model: text(40),
  process_on_hand: z.boolean().default(true),
});
export type TLocationType = z.output<typeof ZLocationType>;
export const BLANK_LOCATION_TYPE: TLocationType = {
  location_type: 0,
  description: '',
  model: '',
  process_on_hand: true,
};

const HEX = /^(#[0-9a-fA-F]{6})?$/;
const colour = () =>
  fields
    .text()
    .trim()
    .regex(HEX, MESSAGES.tileColour)
    .nullish()
    .transform((v) => v ?? '');

export const ZStorageGroup = z.object({
  storage_group: code(),
  storage_group_name: name(),
  strict_storage: z.boolean().default(false),
  storage_group_colour_text: colour(),
  storage_group_colour_background: colour(),
});
export type TStorageGroup = z.output<typeof ZStorageGroup>;
export const BLANK_STORAGE_GROUP: TStorageGroup = {
  storage_group: '',
  storage_group_name: '',
  strict_storage: false,
  storage_group_colour_text: '#000000',
  storage_group_colour_background: '#FFFFFF',
};

/** How an item is tracked (tracking): none, by batch, by serial number. */
export const TRACKING_KINDS = ['NONE', 'BATCH', 'SERIAL'] as const;

export const ZTrackingType = z.object({
  tracking_type: code(),
  description: name(),
  tracking: text(20),
  track_mode: text(20),
  process_on_hand: z.boolean().default(true),
  help_context: text(80),
});
export type TTrackingType = z.output<typeof ZTrackingType>;
export const BLANK_TRACKING_TYPE: TTrackingType = {
  tracking_type: '',
  description: '',
  tracking: 'NONE',
  track_mode: '',
  process_on_hand: true,
  help_context: '',
};

/** The `wms` entities of document 3 section 7 and the key field of each. */
export const WMS_ENTITY_KEYS = {
  location_type: 'location_type',
  storage_group: 'storage_group',
  tracking_type: 'tracking_type',
  location: 'location_id',
} as const;

/** `wms` list: an optional term (code or name contains, any case). */
export const ZWmsList = z.object({ search_term: fields.text().trim().max(80).nullish() });
/** `wms` check and delete: data.records, each checked on its own. */
export const ZWmsRecords = z.object({
  records: z.array(z.unknown()).min(1).max(RECORD_BATCH, STOCK_SETUP_MESSAGES.recordBatchTooLarge),
});

/** One record's outcome of a `wms` check (results are in the order sent). */
export type TRecordCheckResult<T> =
  | { row: number; key: string; saved: true; item: T }
  | { row: number; key: string; saved: false; message: string };

/** A `wms` check's result row whose saved records are `item` rows. */
export const recordCheckResult = <O extends z.ZodType>(item: O) =>
  z.union([
    z.object({ row: z.number(), key: z.string(), saved: z.literal(true), item }),
    z.object({ row: z.number(), key: z.string(), saved: z.literal(false), message: z.string() }),
  ]);

/** A location type as answered. */
export const ZLocationTypeRow = z.object({
  location_type: z.number(),
  description: z.string(),
  model: z.string(),
  process_on_hand: z.boolean(),
});
/** A storage group as answered. */
export const ZStorageGroupRow = z.object({
  storage_group: z.string(),
  storage_group_name: z.string(),
  strict_storage: z.boolean(),
  storage_group_colour_text: z.string(),
  storage_group_colour_background: z.string(),
});
/** A tracking type as answered. */
export const ZTrackingTypeRow = z.object({
  tracking_type: z.string(),
  description: z.string(),
  tracking: z.string(),
  track_mode: z.string(),
  process_on_hand: z.boolean(),
  help_context: z.string(),
});

/** The three `wms` calls of one record kind: list, check data.records, delete data.records. */
export function wmsRecordCalls<const E extends string, O extends z.ZodType>(entity: E, row: O) {
  return {
    list: actionContract({ service: 'wms', entity, action: 'list', input: ZWmsList, output: row }),
    check: actionContract({
      service: 'wms',
      entity,
      action: 'check',
      input: ZWmsRecords,
      output: recordCheckResult(row),
    }),
    delete: actionContract({
      service: 'wms',
      entity,
      action: 'delete',
      input: ZWmsRecords,
      output: row,
    }),
  };
}

export const LOCATION_TYPE_CALLS = wmsRecordCalls('location_type', ZLocationTypeRow);
export const STORAGE_GROUP_CALLS = wmsRecordCalls('storage_group', ZStorageGroupRow);
export const TRACKING_TYPE_CALLS = wmsRecordCalls('tracking_type', ZTrackingTypeRow);

// ---- Work centres (service admin) ----------------------------------------------------------

export const ZWorkCentre = z.object({
  warehouse: rules.required().max(20, MESSAGES.max),
  work_centre: code(),
  work_centre_name: name(),
});
export type TWorkCentre = z.output<typeof ZWorkCentre>;
export const BLANK_WORK_CENTRE: TWorkCentre = {
  warehouse: '',
  work_centre: '',
  work_centre_name: '',
};

export const ZWorkCentreList = z.object({
  warehouse: fields.text().trim().min(1, MESSAGES.chooseWarehouse).max(20),
  search_term: fields.text().trim().max(80).nullish(),
});
export const ZWorkCentreKey = z.object({
  warehouse: fields.text().trim().min(1).max(20),
  work_centre: fields.text().trim().min(1).max(20),
});
export type TWorkCentreKey = z.output<typeof ZWorkCentreKey>;
export const ZWorkCentreCheck = z.object({ work_centre: ZWorkCentre });
export const ZWorkCentreDelete = z.object({
  work_centres: z.array(ZWorkCentreKey).min(1).max(RECORD_BATCH),
});

/** A work centre as answered. */
export const ZWorkCentreRow = z.object({
  warehouse: z.string(),
  work_centre: z.string(),
  work_centre_name: z.string(),
});

export const WORK_CENTRE_CALLS = {
  list: actionContract({
    service: 'admin',
    entity: 'work_centre',
    action: 'list',
    input: ZWorkCentreList,
    output: ZWorkCentreRow,
  }),
  get: actionContract({
    service: 'admin',
    entity: 'work_centre',
    action: 'get',
    input: ZWorkCentreKey,
    output: ZWorkCentreRow,
  }),
  check: actionContract({
    service: 'admin',
    entity: 'work_centre',
    action: 'check',
    input: ZWorkCentreCheck,
    output: ZWorkCentreRow,
  }),
  delete: actionContract({
    service: 'admin',
    entity: 'work_centre',
    action: 'delete',
    input: ZWorkCentreDelete,
    output: ZWorkCentreRow,
  }),
};

// ---- Load object types (service admin, REST /api/lot) ----------------------------------------

export const ZLoadObjectType = z.object({
  load_object_type_id: fields.id().optional(),
  load_object_type: code(),
  load_object_type_name: text(80),
  load_object_code: text(40),
  barcode: text(80),
  storage: text(20),
  track_pallet: z.boolean().default(false),
  max_volume: measure(),
  max_weight: measure(),
  /** Document 3 section 5: converted to an integer, default 0. */
  nominated_weight: z
    .unknown()
    .optional()
    .transform(nominatedWeight)
    .pipe(fields.int().min(0, MESSAGES.minValue)),
  tare_weight: measure(),
  width: measure(),
  height: measure(),
  depth: measure(),
});
export type TLoadObjectTypeInput = z.input<typeof ZLoadObjectType>;
export type TLoadObjectTypeItem = z.output<typeof ZLoadObjectType>;
/** A load object type as the server answers it. */
export const ZLoadObjectTypeRow = z.object({
  load_object_type_id: z.number(),
  load_object_type: z.string(),
  load_object_type_name: z.string(),
  load_object_code: z.string(),
  barcode: z.string(),
  storage: z.string(),
  track_pallet: z.boolean(),
  max_volume: z.number(),
  max_weight: z.number(),
  nominated_weight: z.number(),
  tare_weight: z.number(),
  width: z.number(),
  height: z.number(),
  depth: z.number(),
});
export type TLoadObjectType = z.output<typeof ZLoadObjectTypeRow>;
export const BLANK_LOAD_OBJECT_TYPE: TLoadObjectTypeItem = {
  load_object_type: '',
  load_object_type_name: '',
  load_object_code: '',
  barcode: '',
  storage: '',
  track_pallet: false,
  max_volume: 0,
  max_weight: 0,
  nominated_weight: 0,
  tare_weight: 0,
  width: 0,
  height: 0,
  depth: 0,
};

export const ZLoadObjectTypeList = z.object({
  search_term: fields.text().trim().max(80).nullish(),
});
/** One load object type: by id, or by its code (the REST GET /lot?load_object_type). */
export const ZLoadObjectTypeKey = z
  .object({
    load_object_type_id: fields.id().optional(),
    load_object_type: fields.text().trim().max(20).optional(),
  })
  .refine((d) => d.load_object_type_id !== undefined || Boolean(d.load_object_type), {
    message: STOCK_SETUP_MESSAGES.loadObjectTypeKey,
    path: ['load_object_type_id'],
  });

/** `load_object_type check`: the record itself, or wrapped as data.load_object_type. */
export const ZLoadObjectTypeCheck = z.preprocess(
  (d) =>
    d && typeof d === 'object' && 'load_object_type' in d && typeof d.load_object_type === 'object'
      ? d.load_object_type
      : d,
  ZLoadObjectType,
);

export const LOAD_OBJECT_TYPE_CALLS = {
  list: actionContract({
    service: 'admin',
    entity: 'load_object_type',
    action: 'list',
    input: ZLoadObjectTypeList,
    output: ZLoadObjectTypeRow,
  }),
  get: actionContract({
    service: 'admin',
    entity: 'load_object_type',
    action: 'get',
    input: ZLoadObjectTypeKey,
    output: ZLoadObjectTypeRow,
  }),
  check: actionContract({
    service: 'admin',
    entity: 'load_object_type',
    action: 'check',
    input: ZLoadObjectTypeCheck,
    output: ZLoadObjectTypeRow,
  }),
  delete: actionContract({
    service: 'admin',
    entity: 'load_object_type',
    action: 'delete',
    input: ZLoadObjectTypeKey,
    output: ZLoadObjectTypeRow,
  }),
};
