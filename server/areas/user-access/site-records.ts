import { and, eq } from 'drizzle-orm';
import { ALL_WAREHOUSES, USER_ACCESS_MESSAGES as M } from '../../../src/contract';
import {
  sites,
  userSites,
  userSiteWarehouses,
  users,
  warehouses,
  workCentres,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest, notFound } from '../../errors';
import { requireLicenceRoom } from '../auth/licences';

/*
 * Reads and checks of one site's records, run with the transaction pinned to that site
 * (site-scope.ts), so row-level security holds them to it.
 */

export async function siteOf(db: Db, siteId: string) {
  const [site] = await db
    .select({ site_id: sites.site_id, site_name: sites.site_name, local_zone: sites.local_zone })
    .from(sites)
    .where(eq(sites.site_id, siteId));
  if (!site) throw notFound(M.siteNotFound(siteId));
  return site;
}

export async function userSiteRows(db: Db, siteId: string, userId: string) {
  return db
    .select({
      site_id: userSites.site_id,
      site_name: sites.site_name,
      user_id: userSites.user_id,
      current_warehouse: userSites.current_warehouse,
      printer_set: userSites.printer_set,
      run_set: userSites.run_set,
      work_centre: userSites.work_centre,
      timezone: userSites.timezone,
      created_at: userSites.created_at,
      updated_at: userSites.updated_at,
    })
    .from(userSites)
    .innerJoin(sites, eq(sites.site_id, userSites.site_id))
    .where(and(eq(userSites.site_id, siteId), eq(userSites.user_id, userId)));
}
export type UserSiteRow = Awaited<ReturnType<typeof userSiteRows>>[number];

export async function siteWarehouseRows(db: Db, siteId: string, userId: string) {
  return db
    .select({
      site_id: userSiteWarehouses.site_id,
      user_id: userSiteWarehouses.user_id,
      warehouse: userSiteWarehouses.warehouse,
      warehouse_name: warehouses.warehouse_name,
      printer_set: userSiteWarehouses.printer_set,
      run_set: userSiteWarehouses.run_set,
      work_centre: userSiteWarehouses.work_centre,
      created_at: userSiteWarehouses.created_at,
      updated_at: userSiteWarehouses.updated_at,
    })
    .from(userSiteWarehouses)
    .leftJoin(
      warehouses,
      and(
        eq(warehouses.site_id, userSiteWarehouses.site_id),
        eq(warehouses.warehouse, userSiteWarehouses.warehouse),
      ),
    )
    .where(and(eq(userSiteWarehouses.site_id, siteId), eq(userSiteWarehouses.user_id, userId)))
    .orderBy(userSiteWarehouses.warehouse);
}
export type SiteWarehouseRow = Awaited<ReturnType<typeof siteWarehouseRows>>[number];

/** A warehouse named for a user's site must exist there (ALL, no warehouse, is allowed). */
export async function requireWarehouse(db: Db, siteId: string, warehouse: string | null) {
  if (!warehouse || warehouse === ALL_WAREHOUSES) return;
  const [found] = await db
    .select({ warehouse: warehouses.warehouse })
    .from(warehouses)
    .where(and(eq(warehouses.site_id, siteId), eq(warehouses.warehouse, warehouse)));
  if (!found) throw badRequest(M.warehouseNotFound(siteId, warehouse));
}

/** A work centre named for a user's warehouse must exist in that warehouse. */
export async function requireWorkCentre(
  db: Db,
  siteId: string,
  warehouse: string,
  workCentre: string | null,
) {
  if (!workCentre) return;
  const [found] = await db
    .select({ work_centre: workCentres.work_centre })
    .from(workCentres)
    .where(
      and(
        eq(workCentres.site_id, siteId),
        eq(workCentres.warehouse, warehouse),
        eq(workCentres.work_centre, workCentre),
      ),
    );
  if (!found) throw badRequest(M.workCentreNotFound(warehouse, workCentre));
}

/**
 * Refuse making `userId` a member of `siteId` (run at that site) when the site has no licence
 * left for the user's licence type.
 */
export async function requireLicenceForMember(db: Db, siteId: string, userId: string) {
  const [user] = await db
    .select({
      user_id: users.user_id,
      role: users.role,
      license_type: users.license_type,
      active_flag: users.active_flag,
    })
    .from(users)
    .where(eq(users.user_id, userId));
  if (user) await requireLicenceRoom(db, siteId, user);
}
