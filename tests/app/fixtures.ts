import {
  ALL_PERMISSION,
  MODULE_CODES,
  type TPermissionMap,
  type TSessionUser,
  type TUserSite,
} from '../../src/contract';

const flags = (view: boolean, update = false, del = false) => ({ view, update, delete: del });

export const ALL: TPermissionMap = Object.fromEntries(MODULE_CODES.map((m) => [m, ALL_PERMISSION]));
/** The demo `floor` user at SXD: stock, moves, jobs and picking (so) view and update. */
export const FLOOR: TPermissionMap = {
  in: flags(true, true),
  wh: flags(true, true),
  mo: flags(true, true),
  job: flags(true, true),
  so: flags(true, true),
};
export const VIEW_ONLY: TPermissionMap = {
  in: flags(true),
  wh: flags(true),
  so: flags(true),
  po: flags(true),
};

export function site(
  site_id: string,
  permissions: TPermissionMap,
  patch: Partial<TUserSite> = {},
): TUserSite {
  return {
    site_id,
    site_name: `${site_id} name`,
    current_warehouse: null,
    printer_set: null,
    run_set: null,
    work_centre: null,
    permissions,
    ...patch,
  };
}

export function user(sites: TUserSite[], patch: Partial<TSessionUser> = {}): TSessionUser {
  return {
    user_id: 'admin',
    email_address: 'admin@example.com',
    display_name: 'Ada Admin',
    role: 'guest',
    license_type: 'Full User',
    locale: 'en',
    current_site: sites[0]?.site_id ?? null,
    sites,
    ...patch,
  };
}
