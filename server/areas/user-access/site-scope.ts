import { sql } from 'drizzle-orm';
import {
  ERROR_CODES,
  PROVIDER_ROLE,
  USER_ACCESS_MESSAGES as M,
  type TPermissionFlag,
} from '../../../src/contract';
import { SITE_SETTING } from '../../db/rls';
import { rows } from '../../db/sql';
import { AppError, notFound } from '../../errors';
import type { ActionContext } from '../action-types';
import { requireRightsOverUser } from '../auth/user-rights';

/*
 * A user's sites, site warehouses and permissions live in tenant tables, under row-level
 * security for the request site. Managing another site's records (a user's User Sites table
 * lists every site) re-pins the transaction's site to that site for the reads and writes
 * about it, and only after checking that the caller may use that site and holds the `user`
 * flag there. The pin is restored before the call goes on.
 */

export const isProviderCaller = (ctx: ActionContext) => ctx.user.role === PROVIDER_ROLE;

const forbiddenSite = (siteId: string) =>
  new AppError(ERROR_CODES.FORBIDDEN_PERMISSION, M.siteNotUsable(siteId), 403);

/** The site each call's transaction is pinned to now, when not its request site. */
const pinned = new WeakMap<ActionContext, string>();

async function pin(ctx: ActionContext, siteId: string) {
  await ctx.db.execute(sql`SELECT set_config(${SITE_SETTING}, ${siteId}, true)`);
  if (siteId === ctx.siteId) pinned.delete(ctx);
  else pinned.set(ctx, siteId);
}

/** The caller's flags on one module at the currently pinned site. */
async function pinnedFlags(ctx: ActionContext, module: string) {
  const [row] = await rows<{ view: boolean; update: boolean; delete: boolean }>(
    ctx.db,
    sql`SELECT "view", "update", "delete" FROM wms.user_permissions
        WHERE user_id = ${ctx.user.user_id} AND module = ${module}`,
  );
  return row;
}

/** Does the caller hold `module`/`flag` at `siteId` (the request site: the envelope's map)? */
export async function callerHolds(
  ctx: ActionContext,
  siteId: string,
  module: string,
  flag: TPermissionFlag,
): Promise<boolean> {
  if (isProviderCaller(ctx)) return true;
  if (siteId === ctx.siteId) return ctx.can(module as never, flag);
  if (!(await ctx.canUseSite(siteId))) return false;
  return atPinnedSite(ctx, siteId, async () => Boolean((await pinnedFlags(ctx, module))?.[flag]));
}

async function atPinnedSite<T>(ctx: ActionContext, siteId: string, fn: () => Promise<T>) {
  const previous = pinned.get(ctx) ?? ctx.siteId;
  if (siteId === previous) return fn();
  await pin(ctx, siteId);
  let result: T;
  try {
    result = await fn();
  } catch (e) {
    // A failed statement aborts the transaction: restoring the pin would only hide the error.
    await pin(ctx, previous).catch(() => undefined);
    throw e;
  }
  await pin(ctx, previous);
  return result;
}

/**
 * Run `fn` with the transaction pinned to `siteId`, when the caller may use that site and
 * holds `user` `flag` there (reading: user view, or admin update, the Connector Users menu's
 * flag); refused with 403 otherwise.
 */
export async function atSite<T>(
  ctx: ActionContext,
  siteId: string,
  flag: TPermissionFlag,
  fn: () => Promise<T>,
): Promise<T> {
  if (!(await mayManageAt(ctx, siteId, flag))) throw forbiddenSite(siteId);
  return atPinnedSite(ctx, siteId, fn);
}

/** May the caller manage users at `siteId` with `flag`? */
export async function mayManageAt(ctx: ActionContext, siteId: string, flag: TPermissionFlag) {
  if (isProviderCaller(ctx)) return siteExists(ctx, siteId);
  if (siteId !== ctx.siteId && !(await ctx.canUseSite(siteId))) return false;
  if (await callerHolds(ctx, siteId, 'user', flag)) return true;
  return flag === 'view' && callerHolds(ctx, siteId, 'admin', 'update');
}

async function siteExists(ctx: ActionContext, siteId: string) {
  if (siteId === ctx.siteId) return true;
  return atPinnedSite(ctx, siteId, async () => {
    const found = await rows(ctx.db, sql`SELECT 1 FROM wms.sites WHERE site_id = ${siteId}`);
    return found.length > 0;
  });
}

/** The sites the caller may manage users at with `flag` (the request site first). */
export async function manageableSites(ctx: ActionContext, flag: TPermissionFlag) {
  const candidates = [ctx.siteId, ...ctx.site.usable_sites.filter((s) => s !== ctx.siteId)];
  const allowed: string[] = [];
  for (const siteId of candidates) if (await mayManageAt(ctx, siteId, flag)) allowed.push(siteId);
  return allowed;
}

/** Refuse unless the caller holds user `flag` (view: or admin update) at the request site. */
export async function requireUserFlag(ctx: ActionContext, flag: TPermissionFlag) {
  if (!(await mayManageAt(ctx, ctx.siteId, flag))) {
    throw new AppError(ERROR_CODES.FORBIDDEN_PERMISSION, M.siteNotUsable(ctx.siteId), 403);
  }
}

/**
 * The target user must exist and be a user of the request site (the site the caller
 * administers in this call); the provider's role manages every user.
 */
export async function requireTargetUser(ctx: ActionContext, userId: string) {
  const [user] = await rows<{ user_id: string; member: boolean }>(
    ctx.db,
    sql`SELECT u.user_id,
               EXISTS (SELECT 1 FROM wms.user_sites s
                       WHERE s.user_id = u.user_id AND s.site_id = ${ctx.siteId}) AS member
        FROM wms.users u WHERE u.user_id = ${userId}`,
  );
  if (!user) throw notFound(M.userNotFound(userId));
  if (!user.member && !isProviderCaller(ctx)) {
    throw new AppError(ERROR_CODES.FORBIDDEN_PERMISSION, M.userNotAdministered(userId), 403);
  }
  return user.user_id;
}

/**
 * A user the caller changes: a user of the request site (as `requireTargetUser`) over whom the
 * caller has rights at every site they belong to (auth/user-rights.ts), else 403.
 */
export async function requireChangeableUser(ctx: ActionContext, userId: string) {
  const id = await requireTargetUser(ctx, userId);
  await requireRightsOverUser(ctx, id);
  return id;
}

/**
 * A caller other than the provider's role may not give a flag they do not hold themselves at
 * that site (so a user administrator cannot raise anyone, themselves included, above their
 * own access).
 */
export async function requireGrantable(
  ctx: ActionContext,
  siteId: string,
  module: string,
  flags: { view: boolean; update: boolean; delete: boolean },
) {
  if (isProviderCaller(ctx)) return;
  for (const flag of ['view', 'update', 'delete'] as const) {
    if (flags[flag] && !(await callerHolds(ctx, siteId, module, flag))) {
      throw new AppError(ERROR_CODES.FORBIDDEN_PERMISSION, M.grantBeyondOwn(module, flag), 403);
    }
  }
}
