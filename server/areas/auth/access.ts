import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  ALL_PERMISSION,
  ERROR_CODES,
  GLOBAL_SITE,
  MESSAGES,
  MODULE_CODES,
  PROVIDER_ROLE,
  ZModule,
  ZRole,
  type TPermissionMap,
  type TSessionUser,
  type TUserSite,
} from '../../../src/contract';
import { sites, userPermissions, userSites } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import type { SiteAccess, UserRow } from './types';

/** These run as the owner, outside any tenant transaction: they read across sites. */

export const isProvider = (user: Pick<UserRow, 'role'>) => user.role === PROVIDER_ROLE;

const allPermissions = (): TPermissionMap =>
  Object.fromEntries(MODULE_CODES.map((m) => [m, { ...ALL_PERMISSION }])) as TPermissionMap;

/** Fill a permission map from (module, view, update, delete) rows; unknown modules are skipped. */
export function addPermission(
  map: TPermissionMap,
  row: { module: string; view: boolean; update: boolean; delete: boolean },
): void {
  const module = ZModule.safeParse(row.module);
  if (module.success) map[module.data] = { view: row.view, update: row.update, delete: row.delete };
}

async function permissionMaps(
  db: Db,
  userId: string,
  siteIds: string[],
): Promise<Map<string, TPermissionMap>> {
  const maps = new Map<string, TPermissionMap>(siteIds.map((s) => [s, {}]));
  if (!siteIds.length) return maps;
  const rows = await db
    .select()
    .from(userPermissions)
    .where(and(eq(userPermissions.user_id, userId), inArray(userPermissions.site_id, siteIds)));
  for (const row of rows) {
    const map = maps.get(row.site_id);
    if (map) addPermission(map, row);
  }
  return maps;
}

/** What the database says about the user and one site (read by `identifyCaller`'s query). */
export type SiteFacts = {
  /** The site when it exists and is active. */
  site: { site_id: string; site_name: string; local_zone: string } | null;
  /** A user_sites row links the user to the site. */
  member: boolean;
  /** The user's permission rows at the site. */
  permissions: { module: string; view: boolean; update: boolean; delete: boolean }[];
  /** Every active site the user may use (the provider's role: all of them). */
  usable_sites: string[];
};

/**
 * What the user may do at `siteId`, or a 403: members of the site (a user_sites row at an
 * active site) and the provider's role (any existing active site; the only role allowed GLOBAL).
 */
export function decideSiteAccess(user: UserRow, siteId: string, facts: SiteFacts): SiteAccess {
  const provider = isProvider(user);
  if (siteId === GLOBAL_SITE && !provider) {
    throw new AppError(ERROR_CODES.FORBIDDEN_SITE, MESSAGES.globalOnlyProvider, 403);
  }
  const site = facts.site;
  if (!site || site.site_id !== siteId || !(provider || facts.member)) {
    throw new AppError(ERROR_CODES.FORBIDDEN_SITE, MESSAGES.notMemberOfSite, 403);
  }
  let permissions: TPermissionMap;
  if (provider) permissions = allPermissions();
  else {
    permissions = {};
    for (const row of facts.permissions) addPermission(permissions, row);
  }
  return {
    site_id: site.site_id,
    site_name: site.site_name,
    local_zone: site.local_zone,
    permissions,
    usable_sites: facts.usable_sites,
  };
}

/** The user as `GET /api/auth/user` and the login answer give it (contract ZSessionUser). */
export async function sessionUser(db: Db, user: UserRow): Promise<TSessionUser> {
  const provider = isProvider(user);
  const rows = await db
    .select({
      site_id: sites.site_id,
      site_name: sites.site_name,
      current_warehouse: userSites.current_warehouse,
      printer_set: userSites.printer_set,
      run_set: userSites.run_set,
      work_centre: userSites.work_centre,
    })
    .from(sites)
    .leftJoin(
      userSites,
      and(eq(userSites.site_id, sites.site_id), eq(userSites.user_id, user.user_id)),
    )
    .where(and(eq(sites.active, true), provider ? undefined : isNotNull(userSites.user_id)))
    .orderBy(asc(sites.site_id));
  const maps = provider
    ? null
    : await permissionMaps(
        db,
        user.user_id,
        rows.map((r) => r.site_id),
      );
  const userSitesList: TUserSite[] = rows.map((r) => ({
    site_id: r.site_id,
    site_name: r.site_name,
    current_warehouse: r.current_warehouse ?? null,
    printer_set: r.printer_set ?? null,
    run_set: r.run_set ?? null,
    work_centre: r.work_centre ?? null,
    permissions: provider ? allPermissions() : (maps?.get(r.site_id) ?? {}),
  }));
  const role = ZRole.safeParse(user.role);
  return {
    user_id: user.user_id,
    email_address: user.email_address,
    display_name: user.display_name,
    role: role.success ? role.data : 'guest',
    license_type: user.license_type,
    locale: user.locale,
    current_site: user.current_site,
    sites: userSitesList,
  };
}
