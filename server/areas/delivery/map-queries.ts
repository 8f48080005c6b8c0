import { and, eq } from 'drizzle-orm';
import {
  DELIVERY_MESSAGES as M,
  timeToMinutes,
  type TRoutePlan,
  type TRunJobRow,
} from '../../../src/contract';
import { deliveryRunJobs, warehouses } from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest, RuleErrors } from '../../errors';
import { geocodeLine } from '../../delivery/geocode';
import { optimiseRoute } from '../../delivery/route-optimiser';
import { getRun, runJobs, stopsOf, type RunRecord } from './run-queries';
import { lateMinutes, routeMap, type Depot } from './route-plan';

/** The warehouse of the run, placed on the map: the route's start and end. */
async function depotOf(db: Db, siteId: string, run: RunRecord): Promise<Depot> {
  const [row] = await db
    .select({ address: warehouses.warehouse_address })
    .from(warehouses)
    .where(and(eq(warehouses.site_id, siteId), eq(warehouses.warehouse, run.warehouse)));
  const place = await geocodeLine(db, row?.address);
  if (!place) throw badRequest(M.depotUnknown(run.warehouse));
  return { address: row?.address ?? run.warehouse, lat: place.lat, lng: place.lng };
}

export async function deliveryMap(
  db: Db,
  siteId: string,
  runId: number,
  startTime: string | null,
  warn: (message: string) => void,
) {
  const run = await getRun(db, siteId, runId);
  const [depot, stops] = await Promise.all([depotOf(db, siteId, run), runJobs(db, siteId, runId)]);
  for (const s of stops) if (s.lat == null) warn(M.noCoordinates(s.sales_order));
  return routeMap(run, depot, stops, startTime);
}

type StopSetting = {
  sales_order_header_id: number;
  locked: boolean;
  window_from: string | null;
  window_to: string | null;
};

/**
 * The best route of a run: its stops in the order and with the locks and windows sent (else
 * as stored), re-ordered by the optimiser; locked and completed stops keep their place.
 * Answers the order shown when nothing is better.
 */
export async function optimiseRun(
  db: Db,
  siteId: string,
  runId: number,
  startTime: string | null,
  settings: StopSetting[] | null | undefined,
): Promise<TRoutePlan> {
  const run = await getRun(db, siteId, runId);
  const [depot, stored] = await Promise.all([depotOf(db, siteId, run), runJobs(db, siteId, runId)]);
  let stops: TRunJobRow[] = stored;
  if (settings?.length) {
    const byId = new Map(stored.map((s) => [s.sales_order_header_id, s]));
    const errors = settings
      .filter((s) => !byId.has(s.sales_order_header_id))
      .map((s) => ({ message: M.stopNotInRun(s.sales_order_header_id, runId) }));
    const seen = new Set<number>();
    for (const s of settings) {
      if (seen.has(s.sales_order_header_id))
        errors.push({ message: M.orderTwice(s.sales_order_header_id) });
      seen.add(s.sales_order_header_id);
    }
    if (errors.length) throw new RuleErrors(errors);
    const sent = settings.map((s) => ({ ...byId.get(s.sales_order_header_id)!, ...s }));
    stops = [...sent, ...stored.filter((s) => !seen.has(s.sales_order_header_id))];
  }
  const missing = stops.filter((s) => s.lat == null || s.lng == null);
  if (missing.length)
    throw new RuleErrors(missing.map((s) => ({ message: M.noCoordinates(s.sales_order) })));
  const start = startTime ?? run.start_time;
  const before = routeMap(run, depot, stops, start);
  const plan = optimiseRoute({
    depot,
    stops: stops.map((s) => ({
      lat: s.lat!,
      lng: s.lng!,
      // A delivered stop stays where it was, as a locked one does.
      locked: s.locked || s.completed,
      windowFrom: s.window_from ? timeToMinutes(s.window_from) * 60 : null,
      windowTo: s.window_to ? timeToMinutes(s.window_to) * 60 : null,
    })),
    startSeconds: timeToMinutes(start) * 60,
    dropSeconds: 5 * 60,
  });
  const shown = new Map(stops.map((s, i) => [s.sales_order_header_id, i + 1]));
  let after = routeMap(
    run,
    depot,
    plan.order.map((i) => stops[i]!),
    start,
    shown,
  );
  // Leg times are rounded up to minutes: keep the order shown unless it is better as shown.
  const worse =
    lateMinutes(after) > lateMinutes(before) ||
    (lateMinutes(after) === lateMinutes(before) && after.total_minutes > before.total_minutes);
  if (!plan.improved || worse) after = routeMap(run, depot, stops, start, shown);
  return {
    improved: plan.improved && !worse,
    before_minutes: before.total_minutes,
    after_minutes: after.total_minutes,
    before_travel_minutes: before.total_travel_minutes,
    after_travel_minutes: after.total_travel_minutes,
    before_late_minutes: lateMinutes(before),
    after_late_minutes: lateMinutes(after),
    plan: after,
  };
}

type MapOrder = {
  sales_order_header_id: number;
  delivery_map_order: number;
  locked?: boolean | null;
  window_from: string | null;
  window_to: string | null;
};

/** Save the map order (and locks and windows when sent) of stops; all or nothing. */
export async function updateMap(db: Db, siteId: string, orders: MapOrder[]) {
  const ids = orders.map((o) => o.sales_order_header_id);
  const found = new Map((await stopsOf(db, siteId, ids)).map((s) => [s.sales_order_id, s]));
  const errors: { message: string }[] = [];
  const seen = new Set<number>();
  const orderInRun = new Set<string>();
  for (const o of orders) {
    const stop = found.get(o.sales_order_header_id);
    if (!stop) errors.push({ message: M.orderNotFound(o.sales_order_header_id) });
    if (seen.has(o.sales_order_header_id))
      errors.push({ message: M.orderTwice(o.sales_order_header_id) });
    seen.add(o.sales_order_header_id);
    if (stop) {
      const key = `${stop.delivery_run_id}/${o.delivery_map_order}`;
      if (orderInRun.has(key)) errors.push({ message: M.mapOrderTwice(o.delivery_map_order) });
      orderInRun.add(key);
    }
  }
  if (errors.length) throw new RuleErrors(errors);
  const saved = [];
  for (const o of orders) {
    const [row] = await db
      .update(deliveryRunJobs)
      .set({
        delivery_map_order: o.delivery_map_order,
        ...(o.locked != null ? { locked: o.locked } : {}),
        ...(o.locked != null || o.window_from || o.window_to
          ? { window_from: o.window_from, window_to: o.window_to }
          : {}),
        updated_at: new Date(),
      })
      .where(
        and(
          eq(deliveryRunJobs.site_id, siteId),
          eq(deliveryRunJobs.sales_order_id, o.sales_order_header_id),
        ),
      )
      .returning();
    saved.push({
      sales_order_header_id: row!.sales_order_id,
      sales_order: found.get(o.sales_order_header_id)!.sales_order,
      delivery_run_id: row!.delivery_run_id,
      delivery_map_order: row!.delivery_map_order!,
      locked: row!.locked,
      window_from: row!.window_from,
      window_to: row!.window_to,
    });
  }
  return saved;
}
