import { z } from 'zod';
import { actionContract } from './action-contract';
import * as fields from './fields';
import { answered, oneOf } from './fields';
import { rules } from './form-rules';
import { MESSAGES } from './messages';
import { ZReasonCode } from './picks';
import { ZShift } from './dashboard';

/**
 * Reference lists (document 3 sections 2-9): reason codes, shifts, lists, order types and
 * forms. The lists of reason codes (`admin` / `reason_code` / `list`, picks) and shifts
 * (`admin` / `shift` / `list`, dashboard) are read by the floor and the dashboard too; the
 * saves and deletes below are the administration's.
 */

export const REFERENCE_LIST_MESSAGES = {
  reasonCodeNotFound: (key: string | number) => `Reason code ${key} was not found`,
  reasonCodeExists: (code: string) => `Reason code '${code}' already exists`,
  reasonCodeKey: 'Give a reason_id or a reason_code',
  shiftNotFound: (shift: string) => `Shift '${shift}' was not found`,
  hour: answered('Enter an hour from 0 to 24'),
  listNotFound: (key: string | number) => `List ${key} was not found`,
  listExists: (name: string) => `List '${name}' already exists`,
  listTableNeeded: 'An SQL list needs a database table and a value field',
  listTableNotAllowed: (table: string) => `Table '${table}' cannot be used by a list`,
  listFieldUnknown: (table: string, field: string) => `Table '${table}' has no field '${field}'`,
  listValuesNeeded: 'A VALUE list needs at least one value',
  listValueNotNumber: (value: string) => `List value '${value}' is not a number`,
  listValueNotDate: (value: string) => `List value '${value}' is not a date (YYYY-MM-DD)`,
  listConditionRefused: (detail: string) => `The list condition cannot be used: ${detail}`,
  listQueryTooCostly: 'The list query would read too much; narrow its condition',
  listQueryTimedOut: 'The list query took too long and was stopped; narrow its condition',
  listQueryDenied: 'The list query may read only the tables a list can use',
  listQueryFailed: (detail: string) => `The list query failed: ${detail}`,
  orderTypeNotFound: (key: string | number) => `Order type ${key} was not found`,
  orderTypeExists: (code: string) => `Order type '${code}' already exists`,
  formNotFound: (name: string) => `Form '${name}' was not found`,
  formExists: (name: string) => `Form '${name}' already exists`,
  formFieldsText: answered('The form fields are not valid JSON'),
  // Document 3 section 8: the client's messages for a failed call.
  listGet: (detail: string) =>
    `Something went wrong! Please contact support if it persists - ${detail}`,
  save: (what: string, detail: string) =>
    `There was a problem updating the ${what}, if the problem persists please contact support - ${detail}`,
  remove: (what: string, detail: string) =>
    `There was a problem deleting the ${what}, if the problem persists please contact support - ${detail}`,
  get: (what: string, detail: string) =>
    `There was a problem getting the ${what}, if the problem persists please contact support - ${detail}`,
} as const;

const M = REFERENCE_LIST_MESSAGES;

const code = (max = 20) =>
  rules
    .required()
    .max(max, MESSAGES.max)
    .regex(/^[\p{L}\p{N}_-]*$/u, MESSAGES.alphaDash);
const name = (max = 80) => rules.required().max(max, MESSAGES.max);
const optionalText = (max: number) =>
  fields
    .text()
    .trim()
    .max(max, MESSAGES.max)
    .nullish()
    .transform((v) => v ?? '');
const flag = (fallback: boolean) =>
  z
    .boolean()
    .nullish()
    .transform((v) => v ?? fallback);

/** A record sent as itself or wrapped under `key` (data.form, data.list, ...). */
const unwrap = <O extends z.ZodType>(key: string, schema: O) =>
  z.preprocess(
    (d) =>
      d &&
      typeof d === 'object' &&
      key in d &&
      typeof (d as Record<string, unknown>)[key] === 'object'
        ? (d as Record<string, unknown>)[key]
        : d,
    schema,
  );

const term = z.object({ search_term: fields.text().trim().max(80).nullish() });

// ---- Reason codes (service admin, entity reason_code; old REST /api/reason_code) -----------

export const REASON_CODE_FLAGS = [
  ['use_on_receipt', 'Use on receipt'],
  ['use_on_picking', 'Use on picking'],
  ['use_on_delivery', 'Use on delivery'],
  ['use_on_stock_check', 'Use on stock check'],
  ['require_photo', 'Require photo'],
  ['capture_signature', 'Capture signature'],
  ['de_pick', 'De-pick'],
  ['need_replenish', 'Needs replenishment'],
] as const;

export const ZReasonCodeItem = z.object({
  reason_id: fields.id().nullish(),
  reason_code: code(),
  description: name(),
  use_on_receipt: flag(false),
  use_on_picking: flag(false),
  use_on_delivery: flag(false),
  use_on_stock_check: flag(false),
  require_photo: flag(false),
  capture_signature: flag(false),
  de_pick: flag(false),
  need_replenish: flag(false),
});
export type TReasonCodeItem = z.output<typeof ZReasonCodeItem>;
export const BLANK_REASON_CODE: TReasonCodeItem = {
  reason_id: null,
  reason_code: '',
  description: '',
  use_on_receipt: false,
  use_on_picking: false,
  use_on_delivery: false,
  use_on_stock_check: false,
  require_photo: false,
  capture_signature: false,
  de_pick: false,
  need_replenish: false,
};
/** One reason code: by id, or by its code (the old GET ?reason_code). */
export const ZReasonCodeKey = z
  .object({
    reason_id: fields.id().optional(),
    reason_code: fields.text().trim().max(20).optional(),
  })
  .refine((d) => d.reason_id !== undefined || Boolean(d.reason_code), {
    message: M.reasonCodeKey,
    path: ['reason_id'],
  });

export const REASON_CODE_ADMIN_CALLS = {
  get: actionContract({
    service: 'admin',
    entity: 'reason_code',
    action: 'get',
    input: ZReasonCodeKey,
    output: ZReasonCode,
  }),
  check: actionContract({
    service: 'admin',
    entity: 'reason_code',
    action: 'check',
    input: unwrap('reason_code', ZReasonCodeItem),
    output: ZReasonCode,
  }),
  delete: actionContract({
    service: 'admin',
    entity: 'reason_code',
    action: 'delete',
    input: unwrap('reason_code', ZReasonCodeKey),
    output: ZReasonCode,
  }),
};

// ---- Shifts (service admin, entity shift: check and delete via data.items) ----------------

/**
 * An hour of the day, 0-24 (document 3 section 5). A padded string ("06") is read as its
 * number; anything not a whole number is empty, and empty is refused.
 */
export const hour = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (/^\s*\d{1,2}\s*$/.test(v) ? Number(v) : undefined) : v),
    z.number({ error: M.hour }).int(M.hour).min(0, M.hour).max(24, M.hour),
  );

/**
 * What the hour field shows (document 3 section 5): a whole number 0-24, a single digit
 * padded with 0; anything else (not a number, past 24) is empty.
 */
export function hourText(input: string): string {
  const text = input.trim();
  if (!/^\d{1,2}$/.test(text)) return '';
  const n = Number(text);
  return n > 24 ? '' : String(n).padStart(2, '0');
}

export const ZShiftItem = z.object({
  shift: code(),
  shift_name: name(),
  start_hour: hour(),
  end_hour: hour(),
});
export type TShiftItem = z.output<typeof ZShiftItem>;
/** A shift as the form holds it: the hours as their padded text. */
export type TShiftForm = {
  shift: string;
  shift_name: string;
  start_hour: string;
  end_hour: string;
};
export const BLANK_SHIFT: TShiftForm = { shift: '', shift_name: '', start_hour: '', end_hour: '' };

export const ZShiftItems = z.object({
  items: z.array(ZShiftItem).min(1).max(100),
});
export const ZShiftKeys = z.object({
  items: z
    .array(z.object({ shift: fields.text().trim().min(1, MESSAGES.required).max(20) }))
    .min(1)
    .max(100),
});

export const SHIFT_ADMIN_CALLS = {
  check: actionContract({
    service: 'admin',
    entity: 'shift',
    action: 'check',
    input: ZShiftItems,
    output: ZShift,
  }),
  delete: actionContract({
    service: 'admin',
    entity: 'shift',
    action: 'delete',
    input: ZShiftKeys,
    output: ZShift,
  }),
};

// ---- Lists (service admin, entity list) ----------------------------------------------------

export const LIST_TYPES = ['SQL', 'VALUE'] as const;
export const LIST_DATABASES = ['staging', 'production'] as const;
export const LIST_VALUE_TYPES = ['string', 'number', 'date'] as const;
/** At most this many rows answer an SQL list. */
export const LIST_ROW_LIMIT = 500;

export const ZListItem = z.object({
  list_id: fields.id().nullish(),
  list_name: name(),
  list_type: oneOf(LIST_TYPES, 'Please Select a List Type').default('VALUE'),
  database: oneOf(LIST_DATABASES, 'Please Select a Database').default('staging'),
  database_table: optionalText(63),
  value_field: optionalText(63),
  text_field: optionalText(63),
  condition: optionalText(2000),
  list_values: optionalText(fields.TEXT_MAX),
  list_value_type: oneOf(LIST_VALUE_TYPES, 'Please Select a Value Type').default('string'),
});
export type TListItem = z.output<typeof ZListItem>;
export const BLANK_LIST: TListItem = {
  list_id: null,
  list_name: '',
  list_type: 'VALUE',
  database: 'staging',
  database_table: '',
  value_field: '',
  text_field: '',
  condition: '',
  list_values: '',
  list_value_type: 'string',
};

/** The values of a VALUE list: its comma-separated string as rows, blanks dropped. */
export function splitListValues(values: string): string[] {
  return values
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

export const ZListRow = z.object({
  list_id: z.number(),
  list_name: z.string(),
  list_type: z.string(),
  database: z.string(),
  database_table: z.string(),
  value_field: z.string(),
  text_field: z.string(),
  condition: z.string(),
  list_values: z.string(),
  list_value_type: z.string(),
});
export type TListRow = z.output<typeof ZListRow>;
export const ZListValue = z.object({ list_value: z.string(), text: z.string() });
export type TListValue = z.output<typeof ZListValue>;
export const ZListWithValues = ZListRow.extend({ values: z.array(ZListValue) });
export type TListWithValues = z.output<typeof ZListWithValues>;
export const ZListKey = z.object({ list_id: fields.id() });

export const LIST_CALLS = {
  list: actionContract({
    service: 'admin',
    entity: 'list',
    action: 'list',
    input: term,
    output: ZListRow,
  }),
  get: actionContract({
    service: 'admin',
    entity: 'list',
    action: 'get',
    input: ZListKey,
    output: ZListWithValues,
  }),
  check: actionContract({
    service: 'admin',
    entity: 'list',
    action: 'check',
    input: unwrap('list', ZListItem),
    output: ZListRow,
  }),
  delete: actionContract({
    service: 'admin',
    entity: 'list',
    action: 'delete',
    input: ZListKey,
    output: ZListRow,
  }),
};

// ---- Order types (service admin, entity order_type) -----------------------------------------

export const ZOrderTypeItem = z.object({
  order_type_id: fields.id().nullish(),
  order_type: code(),
  order_type_name: name(),
  allow_addnl_invs: flag(false),
  warn: flag(true),
});
export type TOrderTypeItem = z.output<typeof ZOrderTypeItem>;
export const BLANK_ORDER_TYPE: TOrderTypeItem = {
  order_type_id: null,
  order_type: '',
  order_type_name: '',
  allow_addnl_invs: false,
  warn: true,
};
export const ZOrderTypeRow = z.object({
  order_type_id: z.number(),
  order_type: z.string(),
  order_type_name: z.string(),
  allow_addnl_invs: z.boolean(),
  warn: z.boolean(),
});
export type TOrderTypeRow = z.output<typeof ZOrderTypeRow>;
export const ZOrderTypeKey = z.object({ order_type_id: fields.id() });

export const ORDER_TYPE_CALLS = {
  list: actionContract({
    service: 'admin',
    entity: 'order_type',
    action: 'list',
    input: term,
    output: ZOrderTypeRow,
  }),
  get: actionContract({
    service: 'admin',
    entity: 'order_type',
    action: 'get',
    input: ZOrderTypeKey,
    output: ZOrderTypeRow,
  }),
  check: actionContract({
    service: 'admin',
    entity: 'order_type',
    action: 'check',
    input: unwrap('order_type', ZOrderTypeItem),
    output: ZOrderTypeRow,
  }),
  delete: actionContract({
    service: 'admin',
    entity: 'order_type',
    action: 'delete',
    input: ZOrderTypeKey,
    output: ZOrderTypeRow,
  }),
};

// ---- Forms (service admin entity forms, service form entity form, REST /api/wms_form) -----

export const FORM_FIELD_TYPES = [
  'text',
  'number',
  'date',
  'checkbox',
  'select',
  'signature',
  'photo',
] as const;
export type TFormFieldType = (typeof FORM_FIELD_TYPES)[number];

export const ZFormField = z.object({
  label: name(),
  description: optionalText(400),
  type: oneOf(FORM_FIELD_TYPES, 'Please Select a Field Type').default('text'),
  required: flag(false),
  sequence: fields.int(0, 10_000).nullish(),
  /** The choices of a select field. */
  options: z
    .array(fields.text(80).trim())
    .max(100)
    .nullish()
    .transform((v) => v ?? []),
});
export type TFormField = z.output<typeof ZFormField>;
export const BLANK_FORM_FIELD: TFormField = {
  label: '',
  description: '',
  type: 'text',
  required: false,
  sequence: null,
  options: [],
};

/** The fields as an array, or as the JSON text the old API stored. */
const formFields = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v ?? [];
    if (v.trim() === '') return [];
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return M.formFieldsText;
    }
  },
  z.array(ZFormField, { error: M.formFieldsText }).max(200),
);

export const ZFormItem = z.object({
  form_name: name(),
  fields: formFields,
});
export type TFormItem = z.output<typeof ZFormItem>;
export const BLANK_FORM: TFormItem = { form_name: '', fields: [] };

/** Document 3 section 5: the fields are numbered 1, 2, ... in their order on save. */
export function numberFormFields<F extends { sequence?: number | null }>(list: readonly F[]) {
  return list.map((f, i) => ({ ...f, sequence: i + 1 }));
}

export const ZFormFieldRow = z.object({
  label: z.string(),
  description: z.string(),
  type: z.string(),
  required: z.boolean(),
  sequence: z.number(),
  options: z.array(z.string()),
});
export const ZFormRow = z.object({
  form_id: z.number(),
  form_name: z.string(),
  fields: z.array(ZFormFieldRow),
});
export type TFormRow = z.output<typeof ZFormRow>;
export const ZFormKey = z.object({
  form_name: fields.text().trim().min(1, MESSAGES.required).max(80),
});
const formList = term;
const formCheck = unwrap('form', ZFormItem);
const formDelete = unwrap('form', ZFormKey);

export const FORMS_ADMIN_CALLS = {
  list: actionContract({
    service: 'admin',
    entity: 'forms',
    action: 'list',
    input: formList,
    output: ZFormRow,
  }),
  check: actionContract({
    service: 'admin',
    entity: 'forms',
    action: 'check',
    input: formCheck,
    output: ZFormRow,
  }),
  delete: actionContract({
    service: 'admin',
    entity: 'forms',
    action: 'delete',
    input: formDelete,
    output: ZFormRow,
  }),
};

export const FORM_CALLS = {
  list: actionContract({
    service: 'form',
    entity: 'form',
    action: 'list',
    input: formList,
    output: ZFormRow,
  }),
  get: actionContract({
    service: 'form',
    entity: 'form',
    action: 'get',
    input: ZFormKey,
    output: ZFormRow,
  }),
  check: actionContract({
    service: 'form',
    entity: 'form',
    action: 'check',
    input: formCheck,
    output: ZFormRow,
  }),
};
