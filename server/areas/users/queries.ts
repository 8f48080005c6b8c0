import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  GLOBAL_SITE,
  HIDDEN_LIST_LICENCE,
  INACTIVE_LICENCE,
  PROVIDER_ROLE,
  SITE_USER_MESSAGES as M,
  USER_ID_MESSAGES,
  isNewUserId,
  type TSiteUser,
  type TSiteUserLogEntry,
  type TSiteUserRow,
} from '../../../src/contract';
import {
  activityLog,
  userPermissions,
  userSites,
  userSiteWarehouses,
  users,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest, notFound } from '../../errors';
import { rows } from '../../db/sql';
import { requireLicenceRoomEverywhere } from '../auth/licences';

/** The answered columns of a user: never the password hash. */
const columns = {
  user_id: users.user_id,
  display_name: users.display_name,
  email_address: users.email_address,
  contact_phone: users.contact_phone,
  license_type: users.license_type,
  active_flag: users.active_flag,
  reset_flag: users.reset_flag,
  staff_id: users.staff_id,
  shift: users.shift,
  role: users.role,
  current_site: users.current_site,
};

/** Who is asking: their site and whether they hold the provider's role. */
export type Viewer = { siteId: string; provider: boolean };

const isInactive = (u: Pick<TSiteUserRow, 'active_flag' | 'license_type'>) =>
  !u.active_flag || u.license_type === INACTIVE_LICENCE;

/**
 * May the viewer see this user? Users of the provider's role only to the provider's role
 * (document 3 sections 4 and 6).
 */
const visibleTo = (viewer: Viewer, u: Pick<TSiteUserRow, 'role'>) =>
  viewer.provider || u.role !== PROVIDER_ROLE;

/**
 * The users of the site (members through user_sites; at GLOBAL every user), by user_id. Unless
 * asked for, the site user list hides View User rows (document 3 section 4) and inactive users
 * (deactivated or licence Inactive).
 */
export async function listSiteUsers(
  db: Db,
  viewer: Viewer,
  { includeInactive, includeViewUsers }: { includeInactive: boolean; includeViewUsers: boolean },
): Promise<TSiteUserRow[]> {
  const all =
    viewer.siteId === GLOBAL_SITE
      ? await db.select(columns).from(users).orderBy(asc(users.user_id))
      : await db
          .select(columns)
          .from(users)
          .innerJoin(userSites, eq(userSites.user_id, users.user_id))
          .where(eq(userSites.site_id, viewer.siteId))
          .orderBy(asc(users.user_id));
  return all.filter(
    (u) =>
      visibleTo(viewer, u) &&
      (includeViewUsers || u.license_type !== HIDDEN_LIST_LICENCE) &&
      (includeInactive || !isInactive(u)),
  );
}

async function isMember(db: Db, siteId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ user_id: userSites.user_id })
    .from(userSites)
    .where(and(eq(userSites.site_id, siteId), eq(userSites.user_id, userId)));
  return Boolean(row);
}

/** The user when it exists, whether the viewer may work with it (member here, or GLOBAL). */
async function findUser(db: Db, viewer: Viewer, userId: string) {
  const [row] = await db.select(columns).from(users).where(eq(users.user_id, userId));
  if (!row) return { row: undefined, reachable: false };
  const reachable =
    visibleTo(viewer, row) &&
    (viewer.siteId === GLOBAL_SITE || (await isMember(db, viewer.siteId, userId)));
  return { row, reachable };
}

/** One user of the site (any licence, active or not); 404 otherwise. */
export async function getSiteUser(db: Db, viewer: Viewer, userId: string): Promise<TSiteUserRow> {
  const { row, reachable } = await findUser(db, viewer, userId);
  if (!row || !reachable) throw notFound(M.notFound(userId));
  return row;
}

async function checkEmail(db: Db, user: TSiteUser): Promise<void> {
  if (!user.email_address) return;
  const [other] = await db
    .select({ user_id: users.user_id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email_address})`, user.email_address.toLowerCase()),
        ne(users.user_id, user.user_id),
      ),
    );
  if (other) throw badRequest(M.emailTaken(user.email_address));
}

/** What a save changed, for the change log ("license_type: View User → Full User"). */
function describeChange(before: TSiteUserRow | undefined, after: TSiteUser): string {
  if (!before) return `Added (${after.license_type}, role ${after.role})`;
  const changed = (Object.keys(after) as (keyof TSiteUser)[])
    .filter((k) => k in before && (before[k] ?? null) !== (after[k] ?? null))
    .map((k) => `${k}: ${String(before[k] ?? '')} → ${String(after[k] ?? '')}`);
  return changed.length ? `Updated ${changed.join(', ')}` : 'Saved without changes';
}

export type SaveOutcome = { row: TSiteUserRow; description: string };

/**
 * Asked once the target is known to be one the viewer works with, before anything is checked
 * or written: may the caller change it (undefined: a new user)? Throws its refusal.
 */
export type ChangeGuard = (existing: TSiteUserRow | undefined) => Promise<void>;

/**
 * Check a user and, when `save`, add or update it. A new user starts in reset mode (no
 * password until the reset call) and becomes a member of the request site; an existing user
 * must be one of the site's (or any at GLOBAL). Refused, nothing written: what `guard`
 * refuses (rights over the user, roles), another user's email, deactivating yourself, a
 * licence over the site's allowance.
 */
export async function checkSiteUser(
  db: Db,
  viewer: Viewer & { callerId: string },
  user: TSiteUser,
  save: boolean,
  guard: ChangeGuard,
): Promise<SaveOutcome> {
  const { row: existing, reachable } = await findUser(db, viewer, user.user_id);
  if (existing && !reachable) throw badRequest(M.userIdTaken(user.user_id));
  if (!existing && !isNewUserId(user.user_id)) throw badRequest(USER_ID_MESSAGES.rule);
  await guard(existing);
  if (user.user_id === viewer.callerId && isInactive(user)) throw badRequest(M.deactivateSelf);
  await checkEmail(db, user);
  await requireLicenceRoomEverywhere(db, viewer.siteId, user);
  const description = describeChange(existing, user);
  const values = {
    display_name: user.display_name,
    email_address: user.email_address,
    contact_phone: user.contact_phone,
    license_type: user.license_type,
    active_flag: user.active_flag,
    staff_id: user.staff_id,
    shift: user.shift,
    role: user.role,
  };
  if (!save) {
    return {
      row: {
        ...values,
        user_id: user.user_id,
        reset_flag: existing ? user.reset_flag : true,
        current_site: existing?.current_site ?? viewer.siteId,
      },
      description,
    };
  }
  if (existing) {
    const [row] = await db
      .update(users)
      .set({ ...values, reset_flag: user.reset_flag, updated_at: new Date() })
      .where(eq(users.user_id, user.user_id))
      .returning(columns);
    return { row: row!, description };
  }
  const [row] = await db
    .insert(users)
    .values({
      ...values,
      user_id: user.user_id,
      reset_flag: true,
      current_site: viewer.siteId,
    })
    .returning(columns);
  await db
    .insert(userSites)
    .values({ site_id: viewer.siteId, user_id: user.user_id, current_warehouse: 'ALL' });
  return { row: row!, description };
}

/** Set the user's password: clears reset mode and ends every other session of the user. */
export async function resetPassword(
  db: Db,
  viewer: Viewer,
  userId: string,
  passwordHash: string,
  guard: ChangeGuard,
): Promise<{ user_id: string; reset_flag: boolean }> {
  await guard(await getSiteUser(db, viewer, userId));
  const [row] = await db
    .update(users)
    .set({ password_hash: passwordHash, reset_flag: false, updated_at: new Date() })
    .where(eq(users.user_id, userId))
    .returning({ user_id: users.user_id, reset_flag: users.reset_flag });
  return row!;
}

/**
 * Remove the user from the site: their membership, permissions and site-warehouse rows here.
 * A user left with no site is deactivated (kept, so the logs still name them and the id is
 * not reused). Never yourself.
 */
export async function removeSiteUser(
  db: Db,
  viewer: Viewer & { callerId: string },
  userId: string,
  guard: ChangeGuard,
): Promise<{ user_id: string; deactivated: boolean }> {
  if (userId === viewer.callerId) throw badRequest(M.deleteSelf);
  const { row, reachable } = await findUser(db, viewer, userId);
  if (!row || !reachable || !(await isMember(db, viewer.siteId, userId)))
    throw notFound(M.notFound(userId));
  await guard(row);
  const here = (t: typeof userSites | typeof userPermissions | typeof userSiteWarehouses) =>
    and(eq(t.site_id, viewer.siteId), eq(t.user_id, userId));
  await db.delete(userSiteWarehouses).where(here(userSiteWarehouses));
  await db.delete(userPermissions).where(here(userPermissions));
  await db.delete(userSites).where(here(userSites));
  const [left] = await rows<{ has_sites: boolean }>(
    db,
    sql`select wms.user_has_sites(${userId}) as has_sites`,
  );
  const deactivated = !left?.has_sites;
  if (deactivated) {
    await db
      .update(users)
      .set({ active_flag: false, current_site: null, updated_at: new Date() })
      .where(eq(users.user_id, userId));
  } else if (row.current_site === viewer.siteId) {
    await db
      .update(users)
      .set({ current_site: null, updated_at: new Date() })
      .where(eq(users.user_id, userId));
  }
  return { user_id: userId, deactivated };
}

/** The calls that change a user, which its change log lists. */
export const CHANGE_ACTIONS = ['check', 'reset_password', 'delete'] as const;

/** The user's change log at the site: the activity log of calls about them, newest first. */
export async function userChangeLog(
  db: Db,
  viewer: Viewer,
  userId: string,
): Promise<TSiteUserLogEntry[]> {
  const visible = await db.select(columns).from(users).where(eq(users.user_id, userId));
  if (!visible[0] || !visibleTo(viewer, visible[0])) throw notFound(M.notFound(userId));
  const entries = await db
    .select({
      log_id: activityLog.log_id,
      time: activityLog.start_time,
      changed_by: activityLog.user_id,
      action: activityLog.action,
      description: activityLog.log_description,
      success: activityLog.success,
    })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.site_id, viewer.siteId),
        eq(activityLog.log_lookup, `${viewer.siteId}-user-${userId}`),
        eq(activityLog.entity, 'user'),
        inArray(activityLog.action, [...CHANGE_ACTIONS]),
        // A note a user wrote with log check is never listed as a change.
        eq(activityLog.client_note, false),
      ),
    )
    .orderBy(desc(activityLog.log_id))
    .limit(200);
  return entries.map((r) => ({ ...r, time: r.time.toISOString() }));
}
