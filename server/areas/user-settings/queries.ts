import { and, eq, ne, sql } from 'drizzle-orm';
import {
  ALL_WAREHOUSES,
  API_MESSAGES,
  MESSAGES,
  type TProfileSave,
  type TUserSettingsSave,
} from '../../../src/contract';
import {
  printerSets,
  runSets,
  userSiteWarehouses,
  userSites,
  users,
  warehouses,
  workCentres,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest, conflict } from '../../errors';

type Context = {
  current_warehouse: string | null;
  printer_set: string | null;
  run_set: string | null;
  work_centre: string | null;
};

const exists = async (query: PromiseLike<unknown[]>) => (await query).length > 0;

/** Refuse a warehouse, printer set, run set or work centre the site does not have. */
export async function checkContext(db: Db, siteId: string, data: TUserSettingsSave): Promise<void> {
  const w = data.current_warehouse;
  if (w !== undefined && w !== ALL_WAREHOUSES) {
    const found = db
      .select({ w: warehouses.warehouse })
      .from(warehouses)
      .where(
        and(
          eq(warehouses.site_id, siteId),
          eq(warehouses.warehouse, w),
          eq(warehouses.active, true),
        ),
      );
    if (!(await exists(found))) throw badRequest(MESSAGES.unknownWarehouse(w));
  }
  if (data.printer_set) {
    const found = db
      .select({ p: printerSets.printer_set })
      .from(printerSets)
      .where(and(eq(printerSets.site_id, siteId), eq(printerSets.printer_set, data.printer_set)));
    if (!(await exists(found))) throw badRequest(MESSAGES.unknownPrinterSet(data.printer_set));
  }
  if (data.run_set) {
    const found = db
      .select({ r: runSets.runset_id })
      .from(runSets)
      .where(and(eq(runSets.site_id, siteId), eq(runSets.runset_id, data.run_set)));
    if (!(await exists(found))) throw badRequest(MESSAGES.unknownRunSet(data.run_set));
  }
  if (data.work_centre) {
    const found = db
      .select({ c: workCentres.work_centre })
      .from(workCentres)
      .where(and(eq(workCentres.site_id, siteId), eq(workCentres.work_centre, data.work_centre)));
    if (!(await exists(found))) throw badRequest(MESSAGES.unknownWorkCentre(data.work_centre));
  }
}

export async function readContext(db: Db, siteId: string, userId: string): Promise<Context> {
  const [row] = await db
    .select({
      current_warehouse: userSites.current_warehouse,
      printer_set: userSites.printer_set,
      run_set: userSites.run_set,
      work_centre: userSites.work_centre,
    })
    .from(userSites)
    .where(and(eq(userSites.site_id, siteId), eq(userSites.user_id, userId)));
  return row ?? { current_warehouse: null, printer_set: null, run_set: null, work_centre: null };
}

/**
 * Save the user's context at the site (upsert: the provider's role may have no row yet).
 * Printer set, run set and work centre are also remembered per warehouse (user_site_warehouse);
 * switching to a warehouse without naming them restores what was saved there.
 */
export async function saveContext(
  db: Db,
  siteId: string,
  userId: string,
  data: TUserSettingsSave,
): Promise<Context> {
  const before = await readContext(db, siteId, userId);
  const next: Context = { ...before };
  if (data.current_warehouse !== undefined) next.current_warehouse = data.current_warehouse;
  const switched =
    data.current_warehouse !== undefined && data.current_warehouse !== before.current_warehouse;
  if (switched && next.current_warehouse && next.current_warehouse !== ALL_WAREHOUSES) {
    const [saved] = await db
      .select()
      .from(userSiteWarehouses)
      .where(
        and(
          eq(userSiteWarehouses.site_id, siteId),
          eq(userSiteWarehouses.user_id, userId),
          eq(userSiteWarehouses.warehouse, next.current_warehouse),
        ),
      );
    // The previous choices belong to the previous warehouse: restore this warehouse's own,
    // or none (the app then offers this warehouse's first printer set).
    next.printer_set = saved?.printer_set ?? null;
    next.run_set = saved?.run_set ?? null;
    next.work_centre = saved?.work_centre ?? null;
  }
  if (data.printer_set !== undefined) next.printer_set = data.printer_set;
  if (data.run_set !== undefined) next.run_set = data.run_set;
  if (data.work_centre !== undefined) next.work_centre = data.work_centre;

  const now = sql`now()`;
  await db
    .insert(userSites)
    .values({ site_id: siteId, user_id: userId, ...next })
    .onConflictDoUpdate({
      target: [userSites.site_id, userSites.user_id],
      set: { ...next, updated_at: now },
    });
  if (next.current_warehouse && next.current_warehouse !== ALL_WAREHOUSES) {
    const perWarehouse = {
      printer_set: next.printer_set,
      run_set: next.run_set,
      work_centre: next.work_centre,
    };
    await db
      .insert(userSiteWarehouses)
      .values({
        site_id: siteId,
        user_id: userId,
        warehouse: next.current_warehouse,
        ...perWarehouse,
      })
      .onConflictDoUpdate({
        target: [
          userSiteWarehouses.site_id,
          userSiteWarehouses.user_id,
          userSiteWarehouses.warehouse,
        ],
        set: { ...perWarehouse, updated_at: now },
      });
  }
  return next;
}

export async function saveCurrentSite(db: Db, userId: string, siteId: string): Promise<void> {
  await db
    .update(users)
    .set({ current_site: siteId, updated_at: sql`now()` })
    .where(eq(users.user_id, userId));
}

const profileColumns = {
  user_id: users.user_id,
  display_name: users.display_name,
  email_address: users.email_address,
  locale: users.locale,
  role: users.role,
  license_type: users.license_type,
  staff_id: users.staff_id,
  contact_phone: users.contact_phone,
  shift: users.shift,
  current_site: users.current_site,
};

export async function getProfile(db: Db, userId: string) {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.user_id, userId));
  return row;
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/** Save the signed-in user's display name, email address (unique, any case) and locale. */
export async function saveProfile(db: Db, userId: string, data: TProfileSave) {
  const email = data.email_address?.trim() || null;
  if (email) {
    const taken = await db
      .select({ user_id: users.user_id })
      .from(users)
      .where(
        and(eq(sql`lower(${users.email_address})`, email.toLowerCase()), ne(users.user_id, userId)),
      )
      .limit(1);
    if (taken.length) throw conflict(API_MESSAGES.emailInUse);
  }
  try {
    const [row] = await db
      .update(users)
      .set({
        display_name: data.display_name,
        email_address: email,
        locale: data.locale,
        updated_at: sql`now()`,
      })
      .where(eq(users.user_id, userId))
      .returning(profileColumns);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(API_MESSAGES.emailInUse);
    throw error;
  }
}

export async function readPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ h: users.password_hash })
    .from(users)
    .where(eq(users.user_id, userId));
  return row?.h ?? null;
}

export async function writePasswordHash(db: Db, userId: string, hash: string): Promise<void> {
  await db
    .update(users)
    .set({ password_hash: hash, reset_flag: false, updated_at: sql`now()` })
    .where(eq(users.user_id, userId));
}
