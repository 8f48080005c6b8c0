import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  DELIVERY_MESSAGES as M,
  deliveryStopStatus,
  type TDeliveryRunRow,
  type TRunJobRow,
  type TStopKey,
} from '../../../src/contract';
import {
  customers,
  deliveryKeys,
  deliveryRunJobs,
  deliveryRuns,
  gpsLocations,
  postcodeCentroids,
  salesOrders,
  sites,
  users,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import { centroidJoin } from '../../delivery/geocode';

/*
 * Reads of delivery runs, their stops, the calendar and the drivers' positions. A stop's
 * position is its own (stored by geocode check) or its suburb's centroid.
 */

const jobCount = sql<number>`count(${deliveryRunJobs.sales_order_id})::int`;
const doneCount = sql<number>`(count(${deliveryRunJobs.sales_order_id}) FILTER (WHERE ${deliveryRunJobs.completed}))::int`;

/** Runs with their job counts; the caller adds the site condition. */
function selectRuns(db: Db) {
  return db
    .select({
      delivery_run_id: deliveryRuns.delivery_run_id,
      warehouse: deliveryRuns.warehouse,
      delivery_date: deliveryRuns.delivery_date,
      run_name: deliveryRuns.run_name,
      driver_name: deliveryRuns.driver_name,
      vehicle: deliveryRuns.vehicle,
      start_time: deliveryRuns.start_time,
      no_jobs: jobCount,
      completed_jobs: doneCount,
    })
    .from(deliveryRuns)
    .leftJoin(
      deliveryRunJobs,
      and(
        eq(deliveryRunJobs.site_id, deliveryRuns.site_id),
        eq(deliveryRunJobs.delivery_run_id, deliveryRuns.delivery_run_id),
      ),
    )
    .groupBy(deliveryRuns.site_id, deliveryRuns.delivery_run_id)
    .$dynamic();
}

export type RunRecord = TDeliveryRunRow & { start_time: string };

const withUpcoming = <T extends { no_jobs: number; completed_jobs: number }>(r: T) => ({
  ...r,
  upcoming_jobs: r.no_jobs - r.completed_jobs,
});

export async function listRuns(
  db: Db,
  siteId: string,
  date: string,
  warehouse: string | null | undefined,
): Promise<RunRecord[]> {
  const rows = await selectRuns(db)
    .where(
      and(
        eq(deliveryRuns.site_id, siteId),
        eq(deliveryRuns.delivery_date, date),
        warehouse && warehouse !== 'ALL' ? eq(deliveryRuns.warehouse, warehouse) : undefined,
      ),
    )
    .orderBy(asc(deliveryRuns.run_name), asc(deliveryRuns.delivery_run_id));
  return rows.map(withUpcoming);
}

export async function getRun(db: Db, siteId: string, runId: number): Promise<RunRecord> {
  const [row] = await selectRuns(db).where(
    and(eq(deliveryRuns.site_id, siteId), eq(deliveryRuns.delivery_run_id, runId)),
  );
  if (!row) throw notFound(M.runNotFound(runId));
  return withUpcoming(row);
}

/** The stops of a run in map order (the saved map order, else the run sequence). */
export async function runJobs(db: Db, siteId: string, runId: number): Promise<TRunJobRow[]> {
  await getRun(db, siteId, runId);
  const stops = db
    .select({
      sales_order_header_id: deliveryRunJobs.sales_order_id,
      sales_order: salesOrders.sales_order,
      customer_id: salesOrders.customer_code,
      customer_name: sql<string>`coalesce(${customers.customer_name}, ${salesOrders.customer_code})`,
      address_1: salesOrders.delivery_address_1,
      address_2: salesOrders.delivery_address_2,
      suburb: salesOrders.delivery_suburb,
      state: salesOrders.delivery_state,
      postcode: salesOrders.delivery_postcode,
      delivery_run_sequence: deliveryRunJobs.delivery_run_sequence,
      delivery_map_order: deliveryRunJobs.delivery_map_order,
      completed: deliveryRunJobs.completed,
      locked: deliveryRunJobs.locked,
      window_from: deliveryRunJobs.window_from,
      window_to: deliveryRunJobs.window_to,
      lat: sql<number | null>`coalesce(${deliveryRunJobs.lat}, ${postcodeCentroids.lat})`,
      lng: sql<number | null>`coalesce(${deliveryRunJobs.lng}, ${postcodeCentroids.lng})`,
    })
    .from(deliveryRunJobs)
    .innerJoin(
      salesOrders,
      and(
        eq(salesOrders.site_id, deliveryRunJobs.site_id),
        eq(salesOrders.sales_order_id, deliveryRunJobs.sales_order_id),
      ),
    )
    .leftJoin(
      customers,
      and(
        eq(customers.site_id, salesOrders.site_id),
        eq(customers.customer_code, salesOrders.customer_code),
      ),
    )
    .leftJoin(
      postcodeCentroids,
      centroidJoin(salesOrders.delivery_suburb, salesOrders.delivery_postcode),
    )
    .where(and(eq(deliveryRunJobs.site_id, siteId), eq(deliveryRunJobs.delivery_run_id, runId)))
    .orderBy(
      sql`coalesce(${deliveryRunJobs.delivery_map_order}, ${deliveryRunJobs.delivery_run_sequence})`,
      asc(deliveryRunJobs.delivery_run_sequence),
      asc(deliveryRunJobs.sales_order_id),
    );
  const [rows, keys] = await Promise.all([stops, runKeys(db, siteId, runId)]);
  return rows.map((r) => ({
    ...r,
    lat: r.lat == null ? null : Number(r.lat),
    lng: r.lng == null ? null : Number(r.lng),
    delivery_point_name: r.customer_name,
    status: deliveryStopStatus(r.completed),
    keys: keys.get(r.customer_id) ?? [],
  }));
}

/** The key cabinet's keys of the run's customers, by customer code, each customer's by name. */
async function runKeys(db: Db, siteId: string, runId: number): Promise<Map<string, TStopKey[]>> {
  const byCustomer = new Map<string, TStopKey[]>();
  const found = await db
    .select({
      customer_code: deliveryKeys.customer_code,
      key_name: deliveryKeys.key_name,
      key_number: deliveryKeys.key_number,
      colour: deliveryKeys.colour,
      special_instructions: deliveryKeys.special_instructions,
      entry_notes: deliveryKeys.entry_notes,
      exit_notes: deliveryKeys.exit_notes,
      checked_out_to: sql<
        string | null
      >`coalesce(nullif(${users.display_name}, ''), ${deliveryKeys.checkout_user})`,
    })
    .from(deliveryKeys)
    .leftJoin(users, eq(users.user_id, deliveryKeys.checkout_user))
    .where(
      and(
        eq(deliveryKeys.site_id, siteId),
        sql`${deliveryKeys.customer_code} IN (
          SELECT o.customer_code FROM ${deliveryRunJobs} j
          JOIN ${salesOrders} o ON o.site_id = j.site_id AND o.sales_order_id = j.sales_order_id
          WHERE j.site_id = ${siteId} AND j.delivery_run_id = ${runId})`,
      ),
    )
    .orderBy(asc(deliveryKeys.key_name));
  for (const { customer_code, ...key } of found) {
    const list = byCustomer.get(customer_code) ?? [];
    list.push(key);
    byCustomer.set(customer_code, list);
  }
  return byCustomer;
}

/** Day colours from the first of the month through `date`: YELLOW while a job is upcoming. */
export async function deliveryCalendar(
  db: Db,
  siteId: string,
  date: string,
  warehouse: string | null | undefined,
) {
  const first = `${date.slice(0, 8)}01`;
  const rows = await db
    .select({
      date: deliveryRuns.delivery_date,
      no_jobs: jobCount,
      completed_jobs: doneCount,
    })
    .from(deliveryRuns)
    .leftJoin(
      deliveryRunJobs,
      and(
        eq(deliveryRunJobs.site_id, deliveryRuns.site_id),
        eq(deliveryRunJobs.delivery_run_id, deliveryRuns.delivery_run_id),
      ),
    )
    .where(
      and(
        eq(deliveryRuns.site_id, siteId),
        sql`${deliveryRuns.delivery_date} BETWEEN ${first} AND ${date}`,
        warehouse && warehouse !== 'ALL' ? eq(deliveryRuns.warehouse, warehouse) : undefined,
      ),
    )
    .groupBy(deliveryRuns.delivery_date)
    .orderBy(asc(deliveryRuns.delivery_date));
  const days = rows.map((r) => ({
    ...r,
    colour: r.completed_jobs < r.no_jobs ? 'YELLOW' : 'GREEN',
  }));
  return { calendar: days.map((d) => `${d.date}:${d.colour}`).join(';'), days };
}

/** Each driver's latest position on `date` (the site's local day). */
export async function driverLocations(db: Db, siteId: string, date: string) {
  const [site] = await db
    .select({ zone: sites.local_zone })
    .from(sites)
    .where(eq(sites.site_id, siteId));
  const zone = site?.zone ?? 'UTC';
  const rows = await db
    .selectDistinctOn([gpsLocations.driver_name], {
      driver_name: gpsLocations.driver_name,
      delivery_run_id: gpsLocations.delivery_run_id,
      run_name: deliveryRuns.run_name,
      recorded_at: sql<string>`to_char(${gpsLocations.recorded_at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      lat: gpsLocations.lat,
      lng: gpsLocations.lng,
    })
    .from(gpsLocations)
    .leftJoin(
      deliveryRuns,
      and(
        eq(deliveryRuns.site_id, gpsLocations.site_id),
        eq(deliveryRuns.delivery_run_id, gpsLocations.delivery_run_id),
      ),
    )
    .where(
      and(
        eq(gpsLocations.site_id, siteId),
        sql`(${gpsLocations.recorded_at} AT TIME ZONE ${zone})::date = ${date}::date`,
      ),
    )
    .orderBy(asc(gpsLocations.driver_name), sql`${gpsLocations.recorded_at} DESC`);
  return rows.map((r) => ({ ...r, lat: Number(r.lat), lng: Number(r.lng) }));
}

/** The stops of the site among `ids`: their run and order number. */
export async function stopsOf(db: Db, siteId: string, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      sales_order_id: deliveryRunJobs.sales_order_id,
      delivery_run_id: deliveryRunJobs.delivery_run_id,
      sales_order: salesOrders.sales_order,
    })
    .from(deliveryRunJobs)
    .innerJoin(
      salesOrders,
      and(
        eq(salesOrders.site_id, deliveryRunJobs.site_id),
        eq(salesOrders.sales_order_id, deliveryRunJobs.sales_order_id),
      ),
    )
    .where(and(eq(deliveryRunJobs.site_id, siteId), inArray(deliveryRunJobs.sales_order_id, ids)));
}
