import { z } from 'zod';
import { actionContract } from './action-contract';
import * as fields from './fields';
import { DEFAULT_COUNTRY } from './defaults';
import { MESSAGES } from './messages';

/**
 * Customers and suppliers (document 1 "Customers", sections 2, 5, 7 and 8; seeds README:
 * suppliers are served like customers under /api/supplier/). Messages, search types and the
 * save rules live here once: the screens check the rules before saving and the server checks
 * them again, answering one error per failed rule.
 */

export const CUSTOMER_MESSAGES = {
  // Document 1 section 5
  updated: 'The Customer was successfully updated',
  // Document 1 section 8
  loadFailed:
    "Hmm, we couldn't get the Customer from the product! If this is unexpected and it keeps happening, please contact support",
  updateFailed: 'There was a problem updating this customer. Please try again...',
  searchFailed: (detail: string) => MESSAGES.somethingWentWrongDetail(detail),
  // Document 1 section 5: the search needs a term (and a site: MESSAGES.siteRequired)
  enterSearchTerm: 'Please Enter a Search Term',
  selectSearchType: 'Please Select a Search Type',
  // Server refusals
  notFound: (code: string) => `Customer '${code}' was not found`,
  duplicateAttribute: (attribute: string) => `Attribute '${attribute}' is listed more than once`,
  duplicateWarehouse: (warehouse: string) =>
    `Minimum days for warehouse '${warehouse}' are listed more than once`,
  duplicateCourier: (courier: string) =>
    `An account with courier '${courier}' is listed more than once`,
  attributeRequired: 'Every attribute needs a name',
  attributeName: (attribute: string) =>
    `Attribute '${attribute}' must be upper-case letters, digits and underscores`,
  warehouseRequired: 'Every minimum days row needs a warehouse',
  minimumDaysRange: (warehouse: string) =>
    `Minimum days for warehouse '${warehouse}' must be a whole number from 0 to ${MAX_MINIMUM_DAYS}`,
  courierRequired: 'Every courier account needs a courier',
  accountRequired: (courier: string) => `The ${courier} account needs an account number`,
  nameRequired: 'The customer needs a name',
  codeRequired: 'The customer needs a code',
} as const;

/** Suppliers have screens but no messages of their own: these follow the customer ones. */
export const SUPPLIER_MESSAGES = {
  updated: 'The Supplier was successfully updated',
  loadFailed:
    "Hmm, we couldn't get the Supplier from the product! If this is unexpected and it keeps happening, please contact support",
  updateFailed: 'There was a problem updating this supplier. Please try again...',
  searchFailed: (detail: string) => MESSAGES.somethingWentWrongDetail(detail),
  enterSearchTerm: CUSTOMER_MESSAGES.enterSearchTerm,
  selectSearchType: CUSTOMER_MESSAGES.selectSearchType,
  notFound: (code: string) => `Supplier '${code}' was not found`,
  nameRequired: 'The supplier needs a name',
  codeRequired: 'The supplier needs a code',
} as const;

/** The most minimum days a customer may ask for. */
export const MAX_MINIMUM_DAYS = 365;
/** At most this many rows per search answer. */
export const PARTY_LIST_LIMIT = 200;

/**
 * Search types of the customer and supplier lists: SEARCH matches any of code (starts with),
 * name (contains) and suburb (starts with); the others one field each.
 */
export const PARTY_SEARCH_TYPES = ['SEARCH', 'CODE', 'NAME', 'SUBURB'] as const;
export type TPartySearchType = (typeof PARTY_SEARCH_TYPES)[number];
export const PARTY_SEARCH_LABELS: Record<TPartySearchType, string> = {
  SEARCH: 'Search',
  CODE: 'Code',
  NAME: 'Name',
  SUBURB: 'Suburb',
};

/** Attribute names the demo and the ERP use (others may be typed). */
export const CUSTOMER_ATTRIBUTE_NAMES = [
  'DELIVERY_WINDOW',
  'DOCK_BOOKING_REQUIRED',
  'PALLET_TYPE',
  'EDI_PARTNER',
  'TAIL_LIFT_REQUIRED',
  'MAX_PALLET_HEIGHT_CM',
  'CHILLED_RECEIVING',
  'INVOICE_WITH_GOODS',
] as const;
/** Pallet pools of PALLET_TYPE. */
export const PALLET_TYPES = ['CHEP', 'LOSCAM', 'PLAIN'] as const;
/** Couriers a customer may hold an account with. */
export const COURIERS = [
  'StarTrack',
  'Toll',
  'TNT',
  'Australia Post',
  'Couriers Please',
  'Direct Freight Express',
] as const;

/** Why a search may not run, or null (document 1 section 5: it needs a term). */
export function partySearchProblem(q: {
  search_type?: string | null;
  search_term?: string | null;
}): { path: 'search_type' | 'search_term'; message: string } | null {
  if (!(q.search_term ?? '').trim())
    return { path: 'search_term', message: CUSTOMER_MESSAGES.enterSearchTerm };
  return null;
}

export const ZPartyList = z.object({
  search_type: fields.oneOf(PARTY_SEARCH_TYPES, CUSTOMER_MESSAGES.selectSearchType).nullish(),
  search_term: fields.text().trim().max(80).nullish(),
  limit: fields.int().min(1).max(1000).default(PARTY_LIST_LIMIT),
});
export type TPartyListQuery = z.input<typeof ZPartyList>;

/** /cus/{customer_code} and /sup/{supplier_code}: the code as one path segment. */
export const customerPath = (code: string) => `/cus/${encodeURIComponent(code)}`;
export const supplierPath = (code: string) => `/sup/${encodeURIComponent(code)}`;

const text = (max: number) =>
  fields
    .text()
    .trim()
    .max(max, MESSAGES.max)
    .nullish()
    .transform((v) => v ?? '');

// ---- customers ---------------------------------------------------------------------------------

/** A row of the customer list (document 1 "Customer"). */
export const ZCustomerListRow = z.object({
  customer_code: z.string(),
  customer_name: z.string(),
  delivery_suburb: z.string(),
  delivery_state: z.string(),
  /** The term is the customer's code (a scan): the screen opens it. */
  exact: z.boolean(),
});
export type TCustomerListRow = z.output<typeof ZCustomerListRow>;

export const ZCustomerAttribute = z.object({
  attribute: fields
    .text()
    .trim()
    .max(40, MESSAGES.max)
    .transform((v) => v.toUpperCase()),
  value: text(200),
});
export type TCustomerAttribute = z.output<typeof ZCustomerAttribute>;

export const ZCustomerMinimumDay = z.object({
  warehouse: fields.text().trim().max(20, MESSAGES.max),
  minimum_days: fields.decimal(),
});
export type TCustomerMinimumDay = z.output<typeof ZCustomerMinimumDay>;

export const ZCustomerCourierAccount = z.object({
  courier: fields.text().trim().max(40, MESSAGES.max),
  account_number: fields.text().trim().max(40, MESSAGES.max),
  service: text(40),
});
export type TCustomerCourierAccount = z.output<typeof ZCustomerCourierAccount>;

export const ZCustomer = z.object({
  customer_code: fields.text().trim().max(40, MESSAGES.max),
  customer_name: fields.text().trim().max(120, MESSAGES.max),
  delivery_address_1: text(120),
  delivery_address_2: text(120),
  delivery_suburb: text(60),
  delivery_state: text(10),
  delivery_postcode: text(10),
  delivery_country: text(60),
  active: z.boolean().default(true),
  /** A list sent replaces the stored one; a list left out is kept. */
  attributes: z.array(ZCustomerAttribute).max(100).optional(),
  minimum_days: z.array(ZCustomerMinimumDay).max(100).optional(),
  courier_accounts: z.array(ZCustomerCourierAccount).max(50).optional(),
});
export type TCustomerInput = z.input<typeof ZCustomer>;
export type TCustomerItem = z.output<typeof ZCustomer>;
export const ZCustomerCheck = z.object({ customer: ZCustomer });

export const ZCustomerGet = z.object({
  customer_code: fields.text().trim().min(1, MESSAGES.required).max(40),
  include_attributes: z.boolean().default(false),
  include_minimum_days: z.boolean().default(false),
  include_courier_accounts: z.boolean().default(false),
});
export type TCustomerGetQuery = z.input<typeof ZCustomerGet>;

/** A customer as get answers it: the lists only when asked for. */
export const ZCustomerAnswer = z.object({
  customer_code: z.string(),
  customer_name: z.string(),
  delivery_address_1: z.string(),
  delivery_address_2: z.string(),
  delivery_suburb: z.string(),
  delivery_state: z.string(),
  delivery_postcode: z.string(),
  delivery_country: z.string(),
  active: z.boolean(),
  attributes: z.array(z.object({ attribute: z.string(), value: z.string() })).optional(),
  minimum_days: z.array(z.object({ warehouse: z.string(), minimum_days: z.number() })).optional(),
  courier_accounts: z
    .array(z.object({ courier: z.string(), account_number: z.string(), service: z.string() }))
    .optional(),
});
export type TCustomer = z.output<typeof ZCustomerAnswer>;

/** A customer with every list, as the detail page edits it. */
export type TCustomerDetail = Required<TCustomer>;

export const BLANK_CUSTOMER: TCustomerDetail = {
  customer_code: '',
  customer_name: '',
  delivery_address_1: '',
  delivery_address_2: '',
  delivery_suburb: '',
  delivery_state: '',
  delivery_postcode: '',
  delivery_country: DEFAULT_COUNTRY,
  active: true,
  attributes: [],
  minimum_days: [],
  courier_accounts: [],
};

export type TPartyProblem = { path: string; message: string };

/**
 * The customer's save rules, one problem per failed rule (the server adds unknown
 * warehouses, which only it can know).
 */
export function customerProblems(c: TCustomerInput): TPartyProblem[] {
  const out: TPartyProblem[] = [];
  if (!(c.customer_code ?? '').trim())
    out.push({ path: 'customer_code', message: CUSTOMER_MESSAGES.codeRequired });
  if (!(c.customer_name ?? '').trim())
    out.push({ path: 'customer_name', message: CUSTOMER_MESSAGES.nameRequired });
  const names = new Set<string>();
  (c.attributes ?? []).forEach((a, i) => {
    const name = (a.attribute ?? '').trim().toUpperCase();
    const path = `attributes.${i}.attribute`;
    if (!name) out.push({ path, message: CUSTOMER_MESSAGES.attributeRequired });
    else if (!/^[A-Z0-9_]+$/.test(name))
      out.push({ path, message: CUSTOMER_MESSAGES.attributeName(name) });
    else if (names.has(name))
      out.push({ path, message: CUSTOMER_MESSAGES.duplicateAttribute(name) });
    names.add(name);
  });
  const houses = new Set<string>();
  (c.minimum_days ?? []).forEach((m, i) => {
    const warehouse = (m.warehouse ?? '').trim();
    if (!warehouse)
      out.push({
        path: `minimum_days.${i}.warehouse`,
        message: CUSTOMER_MESSAGES.warehouseRequired,
      });
    else if (houses.has(warehouse))
      out.push({
        path: `minimum_days.${i}.warehouse`,
        message: CUSTOMER_MESSAGES.duplicateWarehouse(warehouse),
      });
    houses.add(warehouse);
    const days = Number(m.minimum_days);
    if (!Number.isInteger(days) || days < 0 || days > MAX_MINIMUM_DAYS)
      out.push({
        path: `minimum_days.${i}.minimum_days`,
        message: CUSTOMER_MESSAGES.minimumDaysRange(warehouse || String(i + 1)),
      });
  });
  const couriers = new Set<string>();
  (c.courier_accounts ?? []).forEach((a, i) => {
    const courier = (a.courier ?? '').trim();
    if (!courier)
      out.push({
        path: `courier_accounts.${i}.courier`,
        message: CUSTOMER_MESSAGES.courierRequired,
      });
    else if (couriers.has(courier.toLowerCase()))
      out.push({
        path: `courier_accounts.${i}.courier`,
        message: CUSTOMER_MESSAGES.duplicateCourier(courier),
      });
    couriers.add(courier.toLowerCase());
    if (!(a.account_number ?? '').trim())
      out.push({
        path: `courier_accounts.${i}.account_number`,
        message: CUSTOMER_MESSAGES.accountRequired(courier || 'courier'),
      });
  });
  return out;
}

// ---- suppliers ---------------------------------------------------------------------------------

export const ZSupplierListRow = z.object({
  supplier_code: z.string(),
  supplier_name: z.string(),
  suburb: z.string(),
  state: z.string(),
  exact: z.boolean(),
});
export type TSupplierListRow = z.output<typeof ZSupplierListRow>;

export const ZSupplier = z.object({
  supplier_code: fields.text().trim().max(40, MESSAGES.max),
  supplier_name: fields.text().trim().max(120, MESSAGES.max),
  suburb: text(60),
  state: text(10),
  active: z.boolean().default(true),
});
export type TSupplierInput = z.input<typeof ZSupplier>;
export type TSupplier = z.output<typeof ZSupplier>;
export const ZSupplierCheck = z.object({ supplier: ZSupplier });
export const ZSupplierGet = z.object({
  supplier_code: fields.text().trim().min(1, MESSAGES.required).max(40),
});

/** A supplier as get and check answer it. */
export const ZSupplierAnswer = z.object({
  supplier_code: z.string(),
  supplier_name: z.string(),
  suburb: z.string(),
  state: z.string(),
  active: z.boolean(),
});

export function supplierProblems(s: TSupplierInput): TPartyProblem[] {
  const out: TPartyProblem[] = [];
  if (!(s.supplier_code ?? '').trim())
    out.push({ path: 'supplier_code', message: SUPPLIER_MESSAGES.codeRequired });
  if (!(s.supplier_name ?? '').trim())
    out.push({ path: 'supplier_name', message: SUPPLIER_MESSAGES.nameRequired });
  return out;
}

/** Field -> first message of a rule check, for showing beside the form's fields. */
export function partyProblemErrors(problems: TPartyProblem[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of problems) if (!(p.path in out)) out[p.path] = p.message;
  return out;
}

// ---- calls -------------------------------------------------------------------------------------

export const CUSTOMER_CALLS = {
  list: actionContract({
    service: 'customer',
    entity: 'customer',
    action: 'list',
    input: ZPartyList,
    output: ZCustomerListRow,
  }),
  get: actionContract({
    service: 'customer',
    entity: 'customer',
    action: 'get',
    input: ZCustomerGet,
    output: ZCustomerAnswer,
  }),
  check: actionContract({
    service: 'customer',
    entity: 'customer',
    action: 'check',
    input: ZCustomerCheck,
    output: ZCustomerAnswer,
  }),
};

export const SUPPLIER_CALLS = {
  list: actionContract({
    service: 'supplier',
    entity: 'supplier',
    action: 'list',
    input: ZPartyList,
    output: ZSupplierListRow,
  }),
  get: actionContract({
    service: 'supplier',
    entity: 'supplier',
    action: 'get',
    input: ZSupplierGet,
    output: ZSupplierAnswer,
  }),
  check: actionContract({
    service: 'supplier',
    entity: 'supplier',
    action: 'check',
    input: ZSupplierCheck,
    output: ZSupplierAnswer,
  }),
};
