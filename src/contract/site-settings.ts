import { z } from 'zod';
import { int, text } from './fields';
import {
  ERP_INTERFACES,
  DEFAULT_LOGO_HEIGHT,
  DEFAULT_NAVBAR_TYPE,
  DEFAULT_NAVBAR_VARIANT,
} from './defaults';

const ZSection = z.record(text(), z.unknown());

/** Site settings (document 1 section 3). Sub-sections are free-form per ERP. */
export const ZSiteSettings = z.object({
  site_id: text().min(1),
  site_name: text().min(1).max(120),
  brand_logo: text().max(2000).nullable().default(null),
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
export const ZSiteSettingsCheck = z.object({ settings: ZSiteSettings });
