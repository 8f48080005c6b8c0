import { z } from 'zod';
import { actionContract } from './action-contract';
import { int, text } from './fields';
import {
  ERP_INTERFACES,
  DEFAULT_LOGO_HEIGHT,
  DEFAULT_NAVBAR_TYPE,
  DEFAULT_NAVBAR_VARIANT,
} from './defaults';
import { BRAND_LOGO_MAX } from './branding';

const ZSection = z.record(text(), z.unknown());

/** Site settings (document 1 section 3). Sub-sections are free-form per ERP. */
export const ZSiteSettings = z.object({
  site_id: text().min(1),
  site_name: text().min(1).max(120),
  brand_logo: text(BRAND_LOGO_MAX).nullable().default(null),
  logo_height: int().min(10).max(200).default(DEFAULT_LOGO_HEIGHT),
  navbar_variant: text().max(40).default(DEFAULT_NAVBAR_VARIANT),
  navbar_type: text().max(40).default(DEFAULT_NAVBAR_TYPE),
  delivery_app_used: z.boolean().default(false),
  fish_processing_used: z.boolean().default(false),
  erp_interface: z.enum(ERP_INTERFACES).nullable().default(null),
  erp_interface_url: text().max(500).nullable().default(null),
  local_zone: text().max(60).default('Australia/Sydney'),
  customer: ZSection.default({}),
  supplier: ZSection.default({}),
  inventory: ZSection.default({}),
  sales_order: ZSection.default({}),
  purchase_order: ZSection.default({}),
  delivery_docket: ZSection.default({}),
  edi: ZSection.default({}),
  printing: ZSection.default({}),
  entities: ZSection.default({}),
  sql_commands: ZSection.default({}),
  /** Allowed numbers of users per licence type (document 3). */
  allowed_full_users: int().min(0).default(0),
  allowed_delivery_users: int().min(0).default(0),
  allowed_view_users: int().min(0).default(0),
});
export type TSiteSettings = z.infer<typeof ZSiteSettings>;

export const ZSiteSettingsGet = z.object({ site_id: text().min(1) });
/** The fields a site settings check may send. */
export const SITE_SETTINGS_FIELDS = Object.keys(
  ZSiteSettings.shape,
) as readonly (keyof TSiteSettings)[];

/**
 * A site settings check's settings: ZSiteSettings, noting which fields were sent
 * (present_fields, set here, never by the caller): the fields not sent keep their stored values.
 */
export const ZSiteSettingsChange = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? { ...v, present_fields: Object.keys(v).filter((k) => k !== 'present_fields') }
      : v,
  ZSiteSettings.extend({
    site_name: text().min(1).max(120).optional(),
    present_fields: z.array(text(60)).optional(),
  }),
);
export type TSiteSettingsChange = z.output<typeof ZSiteSettingsChange>;
export const ZSiteSettingsCheck = z.object({ settings: ZSiteSettingsChange });

// ---- Calls (service `site`) ------------------------------------------------------------------

const ZSectionRow = z.record(z.string(), z.unknown());
/** The settings of a site as answered (defaults filled). */
export const ZSiteSettingsRow = z.object({
  site_id: z.string(),
  site_name: z.string(),
  brand_logo: z.string().nullable(),
  logo_height: z.number(),
  navbar_variant: z.string(),
  navbar_type: z.string(),
  delivery_app_used: z.boolean(),
  fish_processing_used: z.boolean(),
  erp_interface: z.enum(ERP_INTERFACES).nullable(),
  erp_interface_url: z.string().nullable(),
  local_zone: z.string(),
  customer: ZSectionRow,
  supplier: ZSectionRow,
  inventory: ZSectionRow,
  sales_order: ZSectionRow,
  purchase_order: ZSectionRow,
  delivery_docket: ZSectionRow,
  edi: ZSectionRow,
  printing: ZSectionRow,
  entities: ZSectionRow,
  sql_commands: ZSectionRow,
  allowed_full_users: z.number(),
  allowed_delivery_users: z.number(),
  allowed_view_users: z.number(),
});

export const SITE_SETTINGS_CALLS = {
  get: actionContract({
    service: 'site',
    entity: 'site_settings',
    action: 'get',
    input: ZSiteSettingsGet,
    output: ZSiteSettingsRow,
  }),
  check: actionContract({
    service: 'site',
    entity: 'site_settings',
    action: 'check',
    input: ZSiteSettingsCheck,
    output: ZSiteSettingsRow,
  }),
};
