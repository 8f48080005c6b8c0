import { z } from 'zod';

/** Permission modules (document 3 section 3), code -> name. */
export const MODULES = {
  in: 'Inventory',
  so: 'Sales Order',
  po: 'Purchase Order',
  mo: 'Movements and Transactions',
  dd: 'Delivery Docket',
  wh: 'Warehouse',
  job: 'Job / Work Order',
  admin: 'Admin',
  script: 'Scripting',
  query: 'SQL Query',
  erp: 'ERP Settings',
  site: 'Site Management',
  user: 'User Management',
} as const;
export type TModule = keyof typeof MODULES;
export const MODULE_CODES = Object.keys(MODULES) as TModule[];
export const ZModule = z.enum(MODULE_CODES as [TModule, ...TModule[]]);

/** The flags a permission record carries ("edit" and "update" are the same flag). */
export const PERMISSION_FLAGS = ['view', 'update', 'delete'] as const;
export type TPermissionFlag = (typeof PERMISSION_FLAGS)[number];

export const ZPermissionFlags = z.object({
  view: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
});
export type TPermissionFlags = z.infer<typeof ZPermissionFlags>;

/** A user with no record for a module has every flag false. */
export const NO_PERMISSION: TPermissionFlags = { view: false, update: false, delete: false };
/** Initialising a user's permissions creates one record per module with view on. */
export const INITIAL_PERMISSION: TPermissionFlags = { view: true, update: false, delete: false };
export const ALL_PERMISSION: TPermissionFlags = { view: true, update: true, delete: true };

export type TPermissionMap = Partial<Record<TModule, TPermissionFlags>>;

export function can(map: TPermissionMap | undefined, module: TModule, flag: TPermissionFlag) {
  return Boolean(map?.[module]?.[flag]);
}

/** Roles (document 1 section 6, document 3 section 6) with their labels. */
export const ROLES = {
  provider: 'User',
  partner: 'Partner',
  wms: 'WMS',
  guest: 'Normal User',
} as const;
export type TRole = keyof typeof ROLES;
export const ZRole = z.enum(Object.keys(ROLES) as [TRole, ...TRole[]]);
export const DEFAULT_ROLE: TRole = 'guest';
/** The platform operator's own role: every site, GLOBAL, every permission. */
export const PROVIDER_ROLE: TRole = 'provider';
/** Roles that may edit help text (document 1 section 6; document 3 section 6). */
export const HELP_EDITOR_ROLES: readonly TRole[] = ['provider', 'wms'];

export const LICENCE_TYPES = ['Full User', 'View User', 'Delivery User', 'Inactive'] as const;
export type TLicenceType = (typeof LICENCE_TYPES)[number];
export const ZLicenceType = z.enum(LICENCE_TYPES);
/** The licence a user is given when none is chosen. */
export const DEFAULT_LICENCE: TLicenceType = 'Full User';
/** The licence of a user who may not sign in (their sessions end when it is given). */
export const INACTIVE_LICENCE: TLicenceType = 'Inactive';
