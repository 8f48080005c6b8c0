import { z } from 'zod';
import { SCRIPT_DOCUMENT_SCHEMAS } from './scripts';
import { actionContract } from './action-contract';
import { DEFAULT_COUNTRY, ERP_INTERFACES } from './defaults';
import { BRAND_LOGO_MAX, NAVBAR_TYPES, NAVBAR_VARIANTS } from './branding';
import { answered, bigId, date, int, isStorableText, oneOf, text } from './fields';

/**
 * Sites (document 3 sections 2-9 "Site", service `site`, entity `site`): the provider keeps
 * every site at GLOBAL; a site administrator reads their own. A site's database password and
 * ERP password are write-only: sent to be stored (encrypted), never answered; the answer says
 * whether one is set.
 */

export const SITE_MESSAGES = {
  // Document 3 section 8: the client's messages for a failed site call.
  siteGet: (detail: string) =>
    `There was a problem getting the site, if the problem persists please contact support - ${detail}`,
  siteSave: (detail: string) =>
    `There was a problem updating the site, if the problem persists please contact support - ${detail}`,
  projectItemGet: (detail: string) =>
    `There was a problem getting the project items, if the problem persists please contact support - ${detail}`,
  projectItemSave: (detail: string) =>
    `There was a problem updating the project item, if the problem persists please contact support - ${detail}`,
  projectItemDelete: (detail: string) =>
    `There was a problem deleting the project item, if the problem persists please contact support - ${detail}`,
  siteNotFound: (siteId: string) => `Site '${siteId}' was not found`,
  siteId: answered(
    'Enter a site id of 2 to 20 upper-case letters, digits, _ or -, starting with a letter',
  ),
  siteName: answered('Enter a site name'),
  manageAtGlobal: 'Sites are added and changed by the provider at the GLOBAL site',
  ownSiteOnly: 'Only your own site can be read here',
  globalStaysActive: 'The GLOBAL site cannot be made inactive',
  gs1Prefix: answered('Enter a GS1 company prefix of 6 to 12 digits'),
  ssccExtension: 'Enter an SSCC extension digit from 0 to 9',
  email: answered('Enter a valid email address'),
  timezone: answered('Please select a timezone from the list'),
  erpInterface: 'Please select an ERP interface from the list',
  navbarVariant: 'Please select a navbar variant from the list',
  navbarType: 'Please select a navbar type from the list',
  url: answered('Enter an address starting with http:// or https://'),
  brandLogo: answered(
    'The logo must be an http(s) image address or a data:image (PNG, JPEG, GIF, SVG, WebP)',
  ),
  brandLogoTooLarge: (max: number) => `The logo may be at most ${Math.round(max / 1024)} KB`,
  logoHeight: 'Enter a logo height from 10 to 200 pixels',
  projectItemName: answered('Enter the item name'),
  projectGroup: 'Please select a project group from the list',
  projectStatus: 'Please select a status from the list',
} as const;

/**
 * A time zone the runtime knows (IANA name). The screen offers document 3's list (TIMEZONES);
 * a zone already stored (e.g. Australia/Hobart) stays valid.
 */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)+$/.test(zone) && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A site id: upper-case code, GLOBAL included. */
export const SITE_ID_PATTERN = /^[A-Z][A-Z0-9_-]{1,19}$/;
const LOGO_PATTERN =
  /^(https?:\/\/\S+|data:image\/(png|jpeg|gif|svg\+xml|webp);base64,[A-Za-z0-9+/=]+)$/;

const optional = (max: number) =>
  text(max)
    .trim()
    .nullish()
    .transform((v) => v || null);
const optionalMatching = (max: number, pattern: RegExp, message: string) =>
  text(max)
    .trim()
    .refine((v) => v === '' || pattern.test(v), message)
    .nullish()
    .transform((v) => v || null);
const optionalDate = () =>
  date()
    .or(z.literal(''))
    .nullish()
    .transform((v) => v || null);

/** What a site check sends: every site field, the site settings it shows, and the secrets. */
export const ZSiteInput = z.object({
  site_id: text(20).trim().regex(SITE_ID_PATTERN, SITE_MESSAGES.siteId),
  site_name: text(120).trim().min(1, SITE_MESSAGES.siteName),
  active: z.boolean().default(true),
  gs1_company_prefix: optionalMatching(12, /^\d{6,12}$/, SITE_MESSAGES.gs1Prefix),
  last_sscc_number: bigId().or(z.literal(0)).default(0),
  sscc_extension_digit: int(0, 9)
    .nullish()
    .transform((v) => v ?? null),
  local_zone: text(60)
    .trim()
    .refine(isTimeZone, SITE_MESSAGES.timezone)
    .default('Australia/Sydney'),
  aurora: z.boolean().default(false),
  rds_resource_arn: optional(300),
  rds_secret_arn: optional(300),
  database_host: optional(255),
  database_user: optional(120),
  database_port: int(1, 65535)
    .nullish()
    .transform((v) => v ?? null),
  /** Write-only: '' or missing keeps the stored one. */
  database_password: text(200).optional(),
  /** True clears the stored database password. */
  clear_database_password: z.boolean().optional(),
  staging_database: optional(120),
  wms_database: optional(120),
  history_database: optional(120),
  contact_name: optional(120),
  contact_phone: optional(40),
  contact_email: optionalMatching(200, /^[^\s@]+@[^\s@]+\.[^\s@]+$/, SITE_MESSAGES.email),
  purchase_date: optionalDate(),
  live_date: optionalDate(),
  address_1: optional(200),
  address_2: optional(200),
  suburb: optional(80),
  state: optional(40),
  postcode: optional(12),
  country: text(80)
    .trim()
    .nullish()
    .transform((v) => v || DEFAULT_COUNTRY),
  partner: optional(120),
  // Site settings shown on the same screen.
  erp_interface: z
    .preprocess(
      (v) => (v === '' ? null : v),
      oneOf(ERP_INTERFACES, SITE_MESSAGES.erpInterface).nullish(),
    )
    .transform((v) => v ?? null),
  erp_interface_url: optionalMatching(500, /^https?:\/\/\S+$/, SITE_MESSAGES.url),
  erp_username: optional(120),
  /** Write-only: '' or missing keeps the stored one. */
  erp_password: text(200).optional(),
  /** True clears the stored ERP password. */
  clear_erp_password: z.boolean().optional(),
  delivery_app_used: z.boolean().default(false),
  fish_processing_used: z.boolean().default(false),
  allowed_full_users: int(0, 100_000).default(0),
  allowed_delivery_users: int(0, 100_000).default(0),
  allowed_view_users: int(0, 100_000).default(0),
  brand_logo: z
    .string()
    .trim()
    .max(BRAND_LOGO_MAX, answered(SITE_MESSAGES.brandLogoTooLarge(BRAND_LOGO_MAX)))
    .refine((v) => v === '' || (LOGO_PATTERN.test(v) && isStorableText(v)), SITE_MESSAGES.brandLogo)
    .nullish()
    .transform((v) => v || null),
  logo_height: int(10, 200).default(50),
  navbar_variant: oneOf(NAVBAR_VARIANTS, SITE_MESSAGES.navbarVariant).default('white'),
  navbar_type: oneOf(NAVBAR_TYPES, SITE_MESSAGES.navbarType).default('light'),
});
export type TSiteInput = z.input<typeof ZSiteInput>;
export type TSiteSave = z.output<typeof ZSiteInput>;

/** The fields a site check may send (ZSiteInput's), each a column of the site or its settings. */
export const SITE_INPUT_FIELDS = Object.keys(ZSiteInput.shape) as readonly (keyof TSiteSave)[];

/**
 * A site check's site: ZSiteInput, noting which fields were sent (present_fields, set here,
 * never by the caller). An existing site changes only in the fields sent (the others keep
 * their stored values, not ZSiteInput's defaults); a new site needs its name.
 */
export const ZSiteChange = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? { ...v, present_fields: Object.keys(v).filter((k) => k !== 'present_fields') }
      : v,
  ZSiteInput.extend({
    site_name: text(120).trim().min(1, SITE_MESSAGES.siteName).optional(),
    present_fields: z.array(text(60)).optional(),
  }),
);
export type TSiteChange = z.output<typeof ZSiteChange>;

/** A site as answered: the secrets only as "is one set". */
export const ZSiteRow = z.object({
  site_id: z.string(),
  site_name: z.string(),
  active: z.boolean(),
  gs1_company_prefix: z.string().nullable(),
  last_sscc_number: z.number(),
  sscc_extension_digit: z.number().nullable(),
  local_zone: z.string(),
  aurora: z.boolean(),
  rds_resource_arn: z.string().nullable(),
  rds_secret_arn: z.string().nullable(),
  database_host: z.string().nullable(),
  database_user: z.string().nullable(),
  database_port: z.number().nullable(),
  database_password_set: z.boolean(),
  staging_database: z.string().nullable(),
  wms_database: z.string().nullable(),
  history_database: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  purchase_date: z.string().nullable(),
  live_date: z.string().nullable(),
  address_1: z.string().nullable(),
  address_2: z.string().nullable(),
  suburb: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string(),
  partner: z.string().nullable(),
  erp_interface: z.enum(ERP_INTERFACES).nullable(),
  erp_interface_url: z.string().nullable(),
  erp_username: z.string().nullable(),
  erp_password_set: z.boolean(),
  delivery_app_used: z.boolean(),
  fish_processing_used: z.boolean(),
  allowed_full_users: z.number(),
  allowed_delivery_users: z.number(),
  allowed_view_users: z.number(),
  brand_logo: z.string().nullable(),
  logo_height: z.number(),
  navbar_variant: z.string(),
  navbar_type: z.string(),
});
export type TSite = z.output<typeof ZSiteRow>;

/** A site's key fields. */
export const ZSiteListRow = z.object({
  site_id: z.string(),
  site_name: z.string(),
  active: z.boolean(),
});
export type TSiteListRow = z.output<typeof ZSiteListRow>;

/** A user of the request site, for pickers (assigned user of a project item). */
export const ZSiteUserOption = z.object({ user_id: z.string(), display_name: z.string() });
export type TSiteUserOption = z.output<typeof ZSiteUserOption>;

export const SITE_CALLS = {
  list: actionContract({
    service: 'site',
    entity: 'site',
    action: 'list',
    input: z.object({}),
    output: ZSiteRow,
  }),
  get: actionContract({
    service: 'site',
    entity: 'site',
    action: 'get',
    input: z.object({ site_id: text(20).trim().min(1) }),
    output: ZSiteRow,
  }),
  check: actionContract({
    service: 'site',
    entity: 'site',
    action: 'check',
    input: z.object({ site: ZSiteChange }),
    output: ZSiteRow,
  }),
  users: actionContract({
    service: 'site',
    entity: 'site',
    action: 'users',
    input: z.object({}),
    output: ZSiteUserOption,
  }),
};

/** A blank site for the add form. */
export const BLANK_SITE: TSite = {
  site_id: '',
  site_name: '',
  active: true,
  gs1_company_prefix: null,
  last_sscc_number: 0,
  sscc_extension_digit: null,
  local_zone: 'Australia/Sydney',
  aurora: false,
  rds_resource_arn: null,
  rds_secret_arn: null,
  database_host: null,
  database_user: null,
  database_port: null,
  database_password_set: false,
  staging_database: null,
  wms_database: null,
  history_database: null,
  contact_name: null,
  contact_phone: null,
  contact_email: null,
  purchase_date: null,
  live_date: null,
  address_1: null,
  address_2: null,
  suburb: null,
  state: null,
  postcode: null,
  country: DEFAULT_COUNTRY,
  partner: null,
  erp_interface: null,
  erp_interface_url: null,
  erp_username: null,
  erp_password_set: false,
  delivery_app_used: false,
  fish_processing_used: false,
  allowed_full_users: 0,
  allowed_delivery_users: 0,
  allowed_view_users: 0,
  brand_logo: null,
  logo_height: 50,
  navbar_variant: 'white',
  navbar_type: 'light',
};

// ---- Site project items (document store type SITE_PROJECT_ITEM) -----------------------------

export const SITE_PROJECT_ITEM_TYPE = 'SITE_PROJECT_ITEM';
/** The store's site_document of a site's project items. */
export const projectItemsDocument = (siteId: string) => `${siteId}-${SITE_PROJECT_ITEM_TYPE}`;
/**
 * Project groups: document 3 section 9 gives a first list and says a second replaces it, so
 * the second is the one offered.
 */
export const PROJECT_GROUPS = [
  'APP',
  'WEB',
  'SO',
  'PO',
  'IN',
  'CUS',
  'OFR',
  'SUP',
  'SETUP',
] as const;
/** OPEN is the default (document 3 "Site project item"); COMPLETE sets `complete`. */
export const PROJECT_STATUSES = ['OPEN', 'IN PROGRESS', 'ON HOLD', 'COMPLETE'] as const;
export const PROJECT_STATUS_VARIANTS = {
  OPEN: 'warning',
  'IN PROGRESS': 'info',
  'ON HOLD': 'secondary',
  COMPLETE: 'success',
} as const;

/** A project item as the screen edits it and the store keeps it. */
export const ZSiteProjectItem = z.object({
  document_id: text(200).optional(),
  item_name: text(120).trim().min(1, SITE_MESSAGES.projectItemName),
  item_description: text(2000).trim().default(''),
  /** SETUP when not given. */
  group: oneOf(PROJECT_GROUPS, SITE_MESSAGES.projectGroup).default('SETUP'),
  category: text(80).trim().default(''),
  status: oneOf(PROJECT_STATUSES, SITE_MESSAGES.projectStatus).default('OPEN'),
  assigned_user: text(120).trim().default(''),
  approved_by: text(120).trim().default(''),
  due_date: optionalDate(),
  follow_up_date: optionalDate(),
  help_context: text(200).trim().default(''),
});
export type TSiteProjectItem = z.output<typeof ZSiteProjectItem>;

/** A stored project item as the store answers it (its own fields; older ones may lack some). */
export const ZSiteProjectItemRow = ZSiteProjectItem.extend({
  document_id: z.string(),
  site_document: z.string(),
  complete: z.boolean().default(false),
  updated_at: z.string().optional(),
}).loose();
export type TSiteProjectItemRow = z.output<typeof ZSiteProjectItemRow>;

export const BLANK_PROJECT_ITEM: TSiteProjectItem = {
  item_name: '',
  item_description: '',
  group: 'SETUP',
  category: '',
  status: 'OPEN',
  assigned_user: '',
  approved_by: '',
  due_date: null,
  follow_up_date: null,
  help_context: '',
};

/**
 * Document store types with a record schema: the store checks an added or updated record
 * against it (the spec's messages answered, nothing written when refused) and keeps the
 * checked values.
 */
export const SITE_DOCUMENT_SCHEMAS: Record<string, z.ZodType<Record<string, unknown>>> = {
  [SITE_PROJECT_ITEM_TYPE]: ZSiteProjectItem,
  ...SCRIPT_DOCUMENT_SCHEMAS,
};
