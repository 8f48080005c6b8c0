import { z } from 'zod';
import { actionContract } from './action-contract';
import * as fields from './fields';
import { MESSAGES } from './messages';

/**
 * The delivery key cabinet (document 1 "Consignment list": key name, customer, customer name,
 * colour, alarm code, checkout user; service admin, entity del_key): customers' premises keys,
 * checked out to a user of the site and back.
 */

export const DELIVERY_KEY_MESSAGES = {
  keyNotFound: (id: number) => `Key ${id} was not found`,
  keyExists: (name: string) => `A key named '${name}' already exists`,
  customerUnknown: (code: string) => `Customer '${code}' was not found`,
  keyNameRequired: 'Enter a key name',
  customerRequired: 'Enter a customer',
  notMember: (user: string) => `User '${user}' is not a user of this site`,
  checkedOut: (name: string, user: string) => `Key '${name}' is already checked out to ${user}`,
  notCheckedOut: (name: string) => `Key '${name}' is not checked out`,
} as const;
const M = DELIVERY_KEY_MESSAGES;

/** What a caller without update on admin sees in place of a key's alarm code. */
export const ALARM_CODE_MASK = '••••';

const optional = (max: number) => fields.text(max).trim().max(max, MESSAGES.max).optional();

/**
 * A key to add (key_name and customer_code needed) or, with key_id, the fields to change: a
 * field not sent (or sent empty) keeps its value.
 */
const keyFields = z.object({
  key_name: optional(60),
  customer_code: optional(20),
  colour: optional(30),
  alarm_code: optional(20),
  key_number: optional(20),
  special_instructions: optional(500),
  entry_notes: optional(500),
  exit_notes: optional(500),
});
/** The key's text fields, as the form and an update carry them. */
const KEY_TEXT_FIELDS = keyFields.keyof().options;
/** A new key needs its name and its customer. */
const requireNew = (d: { key_name?: string; customer_code?: string }, ctx: z.RefinementCtx) => {
  if (!d.key_name)
    ctx.addIssue({
      code: 'custom',
      path: ['key_name'],
      message: fields.answered(M.keyNameRequired),
    });
  if (!d.customer_code)
    ctx.addIssue({
      code: 'custom',
      path: ['customer_code'],
      message: fields.answered(M.customerRequired),
    });
};
export const ZDeliveryKeyItem = keyFields
  .extend({ key_id: fields.id().nullish() })
  .superRefine((d, ctx) => {
    if (!d.key_id) requireNew(d, ctx);
  });
export type TDeliveryKeyItem = z.output<typeof ZDeliveryKeyItem>;

/** The form's fields as text (the modal's copy of a key). */
export type TDeliveryKeyForm = { key_id: number | null } & Record<
  (typeof KEY_TEXT_FIELDS)[number],
  string
>;
export const BLANK_DELIVERY_KEY: TDeliveryKeyForm = {
  key_id: null,
  ...(Object.fromEntries(KEY_TEXT_FIELDS.map((k) => [k, ''])) as Record<
    (typeof KEY_TEXT_FIELDS)[number],
    string
  >),
};

/** The fields an update sends: only the non-empty ones (the server keeps the rest). */
export function deliveryKeyChanges(form: TDeliveryKeyForm): TDeliveryKeyItem {
  const out: TDeliveryKeyItem = form.key_id ? { key_id: form.key_id } : {};
  for (const key of KEY_TEXT_FIELDS) {
    const value = form[key].trim();
    if (value) out[key] = value;
  }
  return out;
}

export const ZDeliveryKeyRow = z.object({
  key_id: z.number(),
  key_name: z.string(),
  customer_code: z.string(),
  customer_name: z.string(),
  colour: z.string(),
  /** The alarm code, or ALARM_CODE_MASK for a caller who may not see it ('' when none). */
  alarm_code: z.string(),
  alarm_code_hidden: z.boolean(),
  key_number: z.string(),
  special_instructions: z.string(),
  /** How to get in, and how to leave the premises. */
  entry_notes: z.string(),
  exit_notes: z.string(),
  checkout_user: z.string().nullable(),
  checkout_user_name: z.string().nullable(),
  checkout_at: z.string().nullable(),
});
export type TDeliveryKey = z.output<typeof ZDeliveryKeyRow>;

export const ZSiteMember = z.object({ user_id: z.string(), display_name: z.string() });
export type TSiteMember = z.output<typeof ZSiteMember>;

const ZKeyId = z.object({ key_id: fields.id() });

const keyCall = <I extends z.ZodType, O extends z.ZodType>(action: string, input: I, output: O) =>
  actionContract({ service: 'admin', entity: 'del_key', action, input, output });

export const DELIVERY_KEY_CALLS = {
  list: keyCall(
    'list',
    z.object({ search_term: fields.text(80).trim().nullish() }),
    ZDeliveryKeyRow,
  ),
  check: keyCall('check', ZDeliveryKeyItem, ZDeliveryKeyRow),
  delete: keyCall('delete', ZKeyId, ZDeliveryKeyRow),
  checkout: keyCall(
    'checkout',
    z.object({ key_id: fields.id(), user_id: fields.text(80).trim().min(1) }),
    ZDeliveryKeyRow,
  ),
  checkin: keyCall('checkin', ZKeyId, ZDeliveryKeyRow),
  /** The users of the site a key may be checked out to. */
  users: keyCall('users', z.object({}), ZSiteMember),
};

/**
 * The delivery service's key calls (document 1 section 7: `POST /delivery1/`, entity key):
 * the same cabinet for the delivery screens and integrations. `locked_only`: only keys
 * checked out to a user (as the picks list's locked-only filter); `run` (id or code): only the
 * keys of customers with an order still to deliver on that run.
 */
export const ZDeliveryKeyList = z.object({
  search_term: fields.text(80).trim().nullish(),
  locked_only: z.boolean().nullish(),
  run: z.union([fields.int(1), fields.text(40).trim()]).nullish(),
});
export type TDeliveryKeyList = z.output<typeof ZDeliveryKeyList>;

const deliveryKeyCall = <I extends z.ZodType, O extends z.ZodType>(
  action: string,
  input: I,
  output: O,
) => actionContract({ service: 'delivery1', entity: 'key', action, input, output });

/**
 * The delivery service's names of a key's fields (document 1 section 3 "Delivery key"):
 * key_colour for colour and customer_id for customer_code are taken on input (the cabinet's
 * own name wins when both are sent) and answered beside the cabinet's names, with user_id for
 * the user holding the key.
 */
const specNames = { key_colour: optional(30), customer_id: optional(20) };
type SpecNamed = {
  colour?: string;
  customer_code?: string;
  key_colour?: string;
  customer_id?: string;
};
const toCabinetNames = <T extends SpecNamed>({ key_colour, customer_id, ...d }: T) => ({
  ...d,
  colour: d.colour || key_colour,
  customer_code: d.customer_code || customer_id,
});
export const ZDelivery1KeyRow = ZDeliveryKeyRow.extend({
  key_colour: z.string(),
  customer_id: z.string(),
  user_id: z.string().nullable(),
});
export type TDelivery1Key = z.output<typeof ZDelivery1KeyRow>;
export const delivery1Key = (key: TDeliveryKey): TDelivery1Key => ({
  ...key,
  key_colour: key.colour,
  customer_id: key.customer_code,
  user_id: key.checkout_user,
});

export const DELIVERY1_KEY_CALLS = {
  list: deliveryKeyCall('list', ZDeliveryKeyList, ZDelivery1KeyRow),
  /** key_name and customer_code (or customer_id) needed. */
  add: deliveryKeyCall(
    'add',
    keyFields.extend(specNames).transform(toCabinetNames).superRefine(requireNew),
    ZDelivery1KeyRow,
  ),
  /** Only the non-empty fields sent change. */
  update: deliveryKeyCall(
    'update',
    keyFields.extend({ ...specNames, key_id: fields.id() }).transform(toCabinetNames),
    ZDelivery1KeyRow,
  ),
  delete: deliveryKeyCall('delete', ZKeyId, ZDelivery1KeyRow),
};
