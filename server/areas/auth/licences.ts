import { and, eq, sql } from 'drizzle-orm';
import {
  COUNTED_LICENCES,
  GLOBAL_SITE,
  SITE_USER_MESSAGES as M,
  UNCOUNTED_ROLES,
  countedLicence,
  type TLicenceCounter,
  type TRole,
} from '../../../src/contract';
import { siteSettings, userSites, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { rows } from '../../db/sql';
import { badRequest } from '../../errors';

/**
 * A site's licences (document 3 sections 3, 4, 6): allowed per licence in the site settings,
 * used by the site's members of a counted role. Every path that gives a user a licence or a
 * site (the site users, a user's sites, a copied user) checks the same allowance here.
 */

/** The site's allowances (site settings; 0 when the site has none). */
async function allowances(db: Db, siteId: string) {
  const [row] = await db
    .select({
      'Full User': siteSettings.allowed_full_users,
      'Delivery User': siteSettings.allowed_delivery_users,
      'View User': siteSettings.allowed_view_users,
    })
    .from(siteSettings)
    .where(eq(siteSettings.site_id, siteId));
  return row ?? { 'Full User': 0, 'Delivery User': 0, 'View User': 0 };
}

/** The members counted against the site's licences (not the provider's role, nor partners). */
async function countedMembers(db: Db, siteId: string) {
  return db
    .select({
      user_id: users.user_id,
      license_type: users.license_type,
      active_flag: users.active_flag,
    })
    .from(users)
    .innerJoin(userSites, eq(userSites.user_id, users.user_id))
    .where(
      and(
        eq(userSites.site_id, siteId),
        sql`${users.role} not in (${sql.join(
          UNCOUNTED_ROLES.map((r) => sql`${r}`),
          sql`, `,
        )})`,
      ),
    );
}

/** Used per licence, allowed, available = allowed - used; anything not counted is inactive. */
export async function licenceCounters(db: Db, siteId: string): Promise<TLicenceCounter[]> {
  const [allowed, members] = await Promise.all([
    allowances(db, siteId),
    countedMembers(db, siteId),
  ]);
  const used = { 'Full User': 0, 'Delivery User': 0, 'View User': 0, Inactive: 0 };
  for (const m of members) used[countedLicence(m)] += 1;
  return [
    ...COUNTED_LICENCES.map((licence) => ({
      license_type: licence,
      allowed: allowed[licence],
      used: used[licence],
      available: allowed[licence] - used[licence],
    })),
    { license_type: 'Inactive' as const, allowed: null, used: used.Inactive, available: null },
  ];
}

/**
 * Refuse, before anything is written, a user who would take `siteId` past its allowance for
 * their licence: the user (counted when active, of a counted licence and role) plus the
 * site's other counted members of that licence may not exceed it. Counted by an owner-run
 * function, so any site's use is seen whatever site the call runs at; saves at one site wait
 * for each other (a transaction lock per site), so two at once cannot take the last licence.
 */
export async function requireLicenceRoom(
  db: Db,
  siteId: string,
  user: { user_id: string; role: string; license_type: string; active_flag: boolean },
): Promise<void> {
  const licence = countedLicence(user);
  if (licence === 'Inactive' || UNCOUNTED_ROLES.includes(user.role as TRole)) return;
  // GLOBAL is the provider's pseudo-site: it holds no licences.
  if (siteId === GLOBAL_SITE) return;
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`licences:${siteId}`}))`);
  const roles = sql`ARRAY[${sql.join(
    UNCOUNTED_ROLES.map((r) => sql`${r}`),
    sql`, `,
  )}]::text[]`;
  const [use] = await rows<{ allowed: number; used: number }>(
    db,
    sql`SELECT allowed, used FROM wms.licence_use(${siteId}, ${licence}, ${user.user_id}, ${roles})`,
  );
  const allowed = use?.allowed ?? 0;
  if ((use?.used ?? 0) + 1 > allowed) throw badRequest(M.licenceFull(licence, allowed));
}

/**
 * The same check at every site the user belongs to (a licence given, or a user made active,
 * counts at each), and at `siteId`, which they are joining or already belong to.
 */
export async function requireLicenceRoomEverywhere(
  db: Db,
  siteId: string,
  user: { user_id: string; role: string; license_type: string; active_flag: boolean },
): Promise<void> {
  const memberOf = await rows<{ site_id: string }>(
    db,
    sql`SELECT site_id FROM wms.user_site_ids(${user.user_id}) AS site_id`,
  );
  const sites = new Set([siteId, ...memberOf.map((m) => m.site_id)]);
  for (const site of [...sites].sort()) await requireLicenceRoom(db, site, user);
}
