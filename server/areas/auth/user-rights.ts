import { sql } from 'drizzle-orm';
import {
  ERROR_CODES,
  PROVIDER_ONLY_ROLES,
  PROVIDER_ROLE,
  USER_RIGHTS_MESSAGES as M,
  type TRole,
} from '../../../src/contract';
import { SITE_SETTING } from '../../db/rls';
import { rows } from '../../db/sql';
import { AppError } from '../../errors';
import type { ActionContext } from '../action-types';

/*
 * Rights over a user. A user record (name, email, password, licence, activity, role, sessions)
 * is shared by every site the user belongs to, and so are the user's sites and permissions as
 * a whole: every call that changes them asks here. The caller needs user update at each site
 * of the user (the provider's role holds it everywhere); the provider's and partners' own
 * accounts, and the provider and partner roles, are the provider's alone.
 */

const isProviderOnly = (role: string | undefined) =>
  role !== undefined && PROVIDER_ONLY_ROLES.includes(role as TRole);

const forbidden = (message: string) => new AppError(ERROR_CODES.FORBIDDEN_PERMISSION, message, 403);

export type RightsOverUser = {
  /** The user's sites (empty when the user does not exist). */
  sites: string[];
  /** Why the caller may not change the user; null when they may. */
  refusal: string | null;
};

/**
 * Whether the caller holds user update at each site asked so far: a list that checks every
 * row passes one, so each site is read once for the whole list.
 */
export type AdministeredSites = Map<string, boolean>;

/**
 * The caller's flag `user` update at each of `siteIds` other than the request site, read with
 * the transaction pinned to that site (row-level security keeps user_permissions to one site),
 * then pinned back to `pinned`.
 */
async function sitesAdministered(
  ctx: ActionContext,
  siteIds: string[],
  pinned: string | null,
  known: AdministeredSites,
) {
  const held = new Set<string>();
  let moved = false;
  for (const siteId of siteIds) {
    if (siteId === ctx.siteId) {
      if (ctx.can('user', 'update')) held.add(siteId);
      continue;
    }
    let holds = known.get(siteId);
    if (holds === undefined) {
      holds = false;
      if (await ctx.canUseSite(siteId)) {
        await ctx.db.execute(sql`SELECT set_config(${SITE_SETTING}, ${siteId}, true)`);
        moved = true;
        const [flags] = await rows<{ update: boolean }>(
          ctx.db,
          sql`SELECT "update" FROM wms.user_permissions
              WHERE site_id = ${siteId} AND user_id = ${ctx.user.user_id} AND module = 'user'`,
        );
        holds = flags?.update === true;
      }
      known.set(siteId, holds);
    }
    if (holds) held.add(siteId);
  }
  if (moved) await ctx.db.execute(sql`SELECT set_config(${SITE_SETTING}, ${pinned ?? ''}, true)`);
  return held;
}

/**
 * May the caller change `userId`? Its users row is locked first (FOR UPDATE: a site added to
 * the user by another call waits for this transaction), then its sites are read, so the answer
 * holds until this call commits. A user that does not exist is left to the caller's own
 * not-found or create path. `lock: false` is for reads that only show what a change would get
 * (the screens hide controls the server would refuse): nothing is locked. `known` carries the
 * caller's sites already read from one check to the next.
 */
export async function checkRightsOverUser(
  ctx: ActionContext,
  userId: string,
  { lock = true, known = new Map() }: { lock?: boolean; known?: AdministeredSites } = {},
): Promise<RightsOverUser> {
  const [target] = await rows<{ role: string; pinned: string | null }>(
    ctx.db,
    sql`SELECT role, current_setting(${SITE_SETTING}, true) AS pinned
        FROM wms.users WHERE user_id = ${userId} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  if (!target) return { sites: [], refusal: null };
  const memberships = await rows<{ site_id: string }>(
    ctx.db,
    sql`SELECT site_id FROM wms.user_site_ids(${userId}) AS site_id`,
  );
  const sites = memberships.map((m) => m.site_id);
  if (ctx.user.role === PROVIDER_ROLE) return { sites, refusal: null };
  if (isProviderOnly(target.role)) return { sites, refusal: M.providerOwned(userId) };
  const held = await sitesAdministered(ctx, sites, target.pinned, known);
  const lacking = sites.filter((s) => !held.has(s));
  if (!lacking.length) return { sites, refusal: null };
  const refusal = lacking.includes(ctx.siteId)
    ? M.needsUserAdmin(userId, lacking)
    : M.otherSites(userId, lacking);
  return { sites, refusal };
}

/**
 * Refuse (403, naming the sites the caller lacks) a change to `userId` unless the caller
 * administers users at every site of the user, or holds the provider's role; the provider's
 * and partners' accounts only to the provider's role. Answers the user's sites.
 */
export async function requireRightsOverUser(ctx: ActionContext, userId: string) {
  const rights = await checkRightsOverUser(ctx, userId);
  if (rights.refusal) throw forbidden(rights.refusal);
  return rights.sites;
}

/**
 * Only the provider's role gives or removes the provider and partner roles (partners are not
 * counted against a site's licences). `before` is undefined for a new user.
 */
export function requireRoleChange(
  ctx: ActionContext,
  before: string | undefined,
  after: string | undefined,
) {
  if (ctx.user.role === PROVIDER_ROLE || before === after) return;
  if (isProviderOnly(before) || isProviderOnly(after)) throw forbidden(M.providerRoles);
}

/** The roles the caller may give. */
export const grantableRole = (ctx: ActionContext, role: string) =>
  ctx.user.role === PROVIDER_ROLE || !isProviderOnly(role);
