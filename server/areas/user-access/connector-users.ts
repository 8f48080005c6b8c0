import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import {
  CONNECTOR_AREAS,
  DEFAULT_RUN_TYPE,
  ERP_AREA,
  GLOBAL_SITE,
  PROVIDER_ROLE,
  USER_ACCESS_MESSAGES as M,
  defaultConnectorPermissions,
  type ActionData,
  type CONNECTOR_USER_CALLS,
  type TConnectorPermissions,
  type TConnectorUser,
  type TConnectorUserRow,
} from '../../../src/contract';
import { userConnectorSettings, userSites, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest } from '../../errors';
import type { ActionContext } from '../action-types';
import { checkRightsOverUser } from '../auth/user-rights';
import { atSite, manageableSites, requireChangeableUser, requireTargetUser } from './site-scope';
import { requireLicenceForMember, requireWarehouse, siteOf, userSiteRows } from './site-records';
import { updateUserIdentity } from './user-adapter';
import { permissionRows, savePermission } from './user-permission-adapter';

/** Roles a connector user list outside GLOBAL hides (document 3 section 4). */
const HIDDEN_OUTSIDE_GLOBAL = [PROVIDER_ROLE, 'partner'];

const rowOf = (u: typeof users.$inferSelect): TConnectorUserRow => ({
  user_id: u.user_id,
  display_name: u.display_name,
  email_address: u.email_address,
  role: u.role,
});

async function usersOfSite(db: Db, siteId: string, hide: boolean) {
  const members = db
    .select({ user_id: userSites.user_id })
    .from(userSites)
    .where(eq(userSites.site_id, siteId));
  return db
    .select()
    .from(users)
    .where(
      and(
        inArray(users.user_id, members),
        hide ? notInArray(users.role, HIDDEN_OUTSIDE_GLOBAL) : undefined,
      ),
    )
    .orderBy(asc(users.user_id));
}

/**
 * The connector users: at GLOBAL with search_type ALL and no term, every user; otherwise the
 * users of the site the term names (search_type SITE) or of the request site. Outside GLOBAL
 * the provider's and partners' users are hidden.
 */
export async function listConnectorUsers(
  ctx: ActionContext,
  data: ActionData<typeof CONNECTOR_USER_CALLS.list>,
): Promise<TConnectorUserRow[]> {
  const term = data.search_term ?? '';
  const atGlobal = ctx.siteId === GLOBAL_SITE;
  if (atGlobal && data.search_type === 'ALL' && !term) {
    return (await ctx.db.select().from(users).orderBy(asc(users.user_id))).map(rowOf);
  }
  const siteId = data.search_type === 'SITE' && term ? term : ctx.siteId;
  const rows = await atSite(ctx, siteId, 'view', () => usersOfSite(ctx.db, siteId, !atGlobal));
  return rows.map(rowOf);
}

async function settingsOf(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(userConnectorSettings)
    .where(eq(userConnectorSettings.user_id, userId));
  return row;
}

/** The user's flags at the request site; section 3's defaults when the user has none there. */
async function connectorPermissions(ctx: ActionContext, userId: string) {
  const rows = await permissionRows(ctx.db, ctx.siteId, userId);
  if (!rows.length) return defaultConnectorPermissions();
  const flags = (module: string) => {
    const row = rows.find((r) => r.module === module);
    return { view: row?.view ?? false, update: row?.update ?? false, delete: row?.delete ?? false };
  };
  const erp = flags(ERP_AREA);
  return {
    ...Object.fromEntries(CONNECTOR_AREAS.map((a) => [a, flags(a)])),
    erp: { view: erp.view, update: erp.update },
  } as TConnectorPermissions;
}

export async function getConnectorUser(
  ctx: ActionContext,
  userId: string,
): Promise<TConnectorUser> {
  const id = await requireTargetUser(ctx, userId);
  const [user] = await ctx.db.select().from(users).where(eq(users.user_id, id));
  const settings = await settingsOf(ctx.db, id);
  const sites: TConnectorUser['sites'] = [];
  for (const siteId of await manageableSites(ctx, 'view')) {
    const rows = await atSite(ctx, siteId, 'view', () => userSiteRows(ctx.db, siteId, id));
    for (const r of rows) {
      sites.push({
        site_id: r.site_id,
        site_name: r.site_name,
        current_warehouse: r.current_warehouse,
        printer_set: r.printer_set,
      });
    }
  }
  return {
    user_id: user!.user_id,
    display_name: user!.display_name,
    email_address: user!.email_address,
    role: user!.role,
    run_type: settings?.run_type ?? DEFAULT_RUN_TYPE,
    erp_user_id: settings?.erp_user_id ?? null,
    wms_user_id: settings?.wms_user_id ?? null,
    sites,
    permissions: await connectorPermissions(ctx, id),
    change_refusal: (await checkRightsOverUser(ctx, id, { lock: false })).refusal,
  };
}

/**
 * Save a connector user: the display name and email address given (as a USER document saves
 * them; a role other than the stored one is refused: the Site Users screen changes it); run
 * type and ERP / product user ids; the sites given (added or their current warehouse and
 * printer set changed: sites left out are kept); the permission areas given, at the request
 * site (the caller's own flags bound what may be given).
 */
export async function saveConnectorUser(
  ctx: ActionContext,
  data: ActionData<typeof CONNECTOR_USER_CALLS.check>['user'],
): Promise<TConnectorUser> {
  const id = await requireChangeableUser(ctx, data.user_id);
  const [user] = await ctx.db.select().from(users).where(eq(users.user_id, id));
  if (data.role !== undefined && data.role !== user!.role) throw badRequest(M.roleElsewhere);
  if (data.display_name !== undefined || data.email_address !== undefined) {
    await updateUserIdentity(ctx.db, id, {
      display_name: data.display_name,
      email_address: data.email_address,
    });
  }
  const settings = {
    run_type: data.run_type,
    erp_user_id: data.erp_user_id,
    wms_user_id: data.wms_user_id,
    updated_at: new Date(),
  };
  await ctx.db
    .insert(userConnectorSettings)
    .values({ user_id: id, ...settings })
    .onConflictDoUpdate({ target: userConnectorSettings.user_id, set: settings });
  for (const s of data.sites ?? []) {
    await atSite(ctx, s.site_id, 'update', async () => {
      const site = await siteOf(ctx.db, s.site_id);
      await requireWarehouse(ctx.db, s.site_id, s.current_warehouse);
      const [member] = await userSiteRows(ctx.db, s.site_id, id);
      if (!member) await requireLicenceForMember(ctx.db, s.site_id, id);
      const values = { current_warehouse: s.current_warehouse, printer_set: s.printer_set };
      await ctx.db
        .insert(userSites)
        .values({ site_id: s.site_id, user_id: id, timezone: site.local_zone, ...values })
        .onConflictDoUpdate({
          target: [userSites.site_id, userSites.user_id],
          set: { ...values, updated_at: new Date() },
        });
    });
  }
  const permissions = data.permissions ?? {};
  for (const area of CONNECTOR_AREAS) {
    const flags = permissions[area];
    if (flags) await savePermission(ctx, id, area, flags);
  }
  if (permissions.erp)
    await savePermission(ctx, id, ERP_AREA, { ...permissions.erp, delete: false });
  ctx.logRecord(id, 'user_id');
  return getConnectorUser(ctx, id);
}
