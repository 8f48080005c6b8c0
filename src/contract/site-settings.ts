import { z } from 'zod';
import {
  ERP_INTERFACES,
  DEFAULT_LOGO_HEIGHT,
  DEFAULT_NAVBAR_TYPE,
  DEFAULT_NAVBAR_VARIANT,
} from './defaults';

const ZSection = z.record(z.string(), z.unknown());

/** Site settings (document 1 section 3). Sub-sections are free-form per ERP. */
export const ZSiteSettings = z.object({
  site_id: z.string().min(1),
  site_name: z.string().min(1).max(120),
  brand_logo: z.string().max(2000).nullable().default(null),
  logo_height: z.number().int().min(10).max(200).default(DEFAULT_LOGO_HEIGHT),
  navbar_variant: z.string().max(40).default(DEFAULT_NAVBAR_VARIANT),
  navbar_type: z.string().max(40).default(DEFAULT_NAVBAR_TYPE),
  delivery_app_used: z.boolean().default(false),
  fish_processing_used: z.boolean().default(false),
  erp_interface: z.enum(ERP_INTERFACES).nullable().default(null),
  erp_interface_url: z.string().max(500).nullable().default(null),
  local_zone: z.string().max(60).default('Australia/Sydney'),
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
  allowed_full_users: z.number().int().min(0).default(0),
  allowed_delivery_users: z.number().int().min(0).default(0),
  allowed_view_users: z.number().int().min(0).default(0),
});
export type TSiteSettings = z.infer<typeof ZSiteSettings>;

export const ZSiteSettingsGet = z.object({ site_id: z.string().min(1) });
export const ZSiteSettingsCheck = z.object({ settings: ZSiteSettings });
