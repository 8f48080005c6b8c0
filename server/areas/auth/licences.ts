import { and, eq, sql } from 'drizzle-orm';
import {
  COUNTED_LICENCES,
  SITE_USER_MESSAGES as M,
  UNCOUNTED_ROLES,
  countedLicence,
  type TLicenceCounter,
  type TRole,
} from '../../../src/contract';
import { siteSettings, userSites, users } from '../../db/schema';
import type { Db } from '../../db/types';
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
 * site's other counted members of that licence may not exceed it. Saves at one site wait for
 * each other (a transaction lock per site), so two at once cannot both take the last licence.
 */
export async function requireLicenceRoom(
  db: Db,
  siteId: string,
  user: { user_id: string; role: string; license_type: string; active_flag: boolean },
): Promise<void> {
  const licence = countedLicence(user);
  if (licence === 'Inactive' || UNCOUNTED_ROLES.includes(user.role as TRole)) return;
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`licences:${siteId}`}))`);
  const [allowed, members] = await Promise.all([
    allowances(db, siteId),
    countedMembers(db, siteId),
  ]);
  const others = members.filter(
    (m) => m.user_id !== user.user_id && countedLicence(m) === licence,
  ).length;
  if (others + 1 > allowed[licence]) throw badRequest(M.licenceFull(licence, allowed[licence]));
}
