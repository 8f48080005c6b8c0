import { and, eq } from 'drizzle-orm';
import {
  DELIVERY_CALLS as C,
  DELIVERY_MESSAGES as M,
  PICK_CALLS as PICK,
} from '../../../src/contract';
import { deliveryRunJobs } from '../../db/schema';
import { badRequest, RuleErrors } from '../../errors';
import { geocode } from '../../delivery/geocode';
import type { AnyAction } from '../action-types';
import { defineAction } from '../action-types';
import { getDespatch, listDespatches } from './despatch-queries';
import { deliveryMap, optimiseRun, updateMap } from './map-queries';
import { deliveryCalendar, driverLocations, listRuns, runJobs, stopsOf } from './run-queries';

const view = { module: 'so', flag: 'view' } as const;
const update = { module: 'so', flag: 'update' } as const;

/**
 * Saving the map order of stops, one handler for both calls that save it: delivery1
 * sales_order update_map and sales_order pick update_map (document 2 section 7).
 */
const updateMapAction = (contract: typeof C.updateMap | typeof PICK.update_map) =>
  defineAction({
    contract,
    permission: update,
    description:
      'Save the delivery_map_order of stops (data.sales_orders: sales_order_header_id, ' +
      'delivery_map_order, customer_name; locked and window_from/window_to saved when sent). ' +
      'Refused, nothing saved, for an order that is not a stop of a run at this site, one sent ' +
      'twice or a map order given twice in a run. results: the saved stops.',
    async handler(ctx, data) {
      const [first] = data.sales_orders;
      if (first && data.sales_orders.length === 1)
        ctx.logRecord(String(first.sales_order_header_id), 'sales_order');
      return updateMap(ctx.db, ctx.siteId, data.sales_orders);
    },
  });

/**
 * Delivery management (document 2, service `delivery1`): runs for a date, a run's stops and
 * its map, the calendar, the drivers' positions, the best route and saving the map order (also
 * served as sales_order pick update_map); the maps service's geocode check and the despatch
 * lookup.
 */
export const deliveryActions: AnyAction[] = [
  defineAction({
    contract: C.runGet,
    permission: view,
    description:
      'The delivery runs of delivery_date (warehouse: one, none or ALL for every warehouse) by ' +
      'name: no_jobs, completed_jobs and upcoming_jobs (no_jobs minus completed_jobs).',
    async handler(ctx, data) {
      return listRuns(ctx.db, ctx.siteId, data.delivery_date, data.warehouse);
    },
  }),
  defineAction({
    contract: C.runJobGet,
    permission: view,
    description:
      'The stops of a delivery run in map order (the saved delivery_map_order, else the run ' +
      'sequence): address, status Upcoming/Complete, lock, window and position (the one stored ' +
      'by geocode check, else the centroid of its suburb and postcode).',
    async handler(ctx, data) {
      ctx.logRecord(String(data.delivery_run_id), 'delivery_run');
      return runJobs(ctx.db, ctx.siteId, data.delivery_run_id);
    },
  }),
  defineAction({
    contract: C.calendarList,
    permission: view,
    description:
      'The delivery calendar from the first of the month through date: results[0].calendar is ' +
      'date:colour pairs separated by semicolons (YELLOW while a job of the day is upcoming, ' +
      'GREEN when all are complete), results[0].days the same with the job counts.',
    async handler(ctx, data) {
      return [await deliveryCalendar(ctx.db, ctx.siteId, data.date, data.warehouse)];
    },
  }),
  defineAction({
    contract: C.gpsList,
    permission: view,
    description: "Each driver's latest GPS position on date (the site's local day), by driver.",
    async handler(ctx, data) {
      return driverLocations(ctx.db, ctx.siteId, data.date);
    },
  }),
  defineAction({
    contract: C.deliveryGet,
    permission: view,
    description:
      'The map of a run (results[0]): the warehouse as start and end, the stops in map order ' +
      'with markers A, B, C..., travel time per leg (seconds / 60 rounded up; great-circle ' +
      'distance x 1.3 at 40 km/h), drop time 5 minutes and expected times from start_time ' +
      '(default the run’s, 10:00). A stop without a position is warned about.',
    async handler(ctx, data) {
      ctx.logRecord(String(data.delivery_run_id), 'delivery_run');
      return [
        await deliveryMap(ctx.db, ctx.siteId, data.delivery_run_id, data.start_time, (m) =>
          ctx.warn(m),
        ),
      ];
    },
  }),
  defineAction({
    contract: C.routeOptimise,
    permission: view,
    description:
      'Propose the best route of a run (writes nothing): the stops as sent (order, locked, ' +
      'window_from/window_to; else as stored) re-ordered in the server by nearest neighbour, ' +
      '2-opt, or-opt and swaps; locked and completed stops keep their position, arriving within the windows ' +
      'comes first, then the shortest total time. Never longer than the order sent: when ' +
      'nothing is better, improved is false and the order is unchanged. results[0].',
    async handler(ctx, data) {
      ctx.logRecord(String(data.delivery_run_id), 'delivery_run');
      return [
        await optimiseRun(ctx.db, ctx.siteId, data.delivery_run_id, data.start_time, data.stops),
      ];
    },
  }),
  updateMapAction(C.updateMap),
  updateMapAction(PICK.update_map),
  defineAction({
    contract: C.geocodeCheck,
    permission: (data) => (data.sales_order_header_id ? update : view),
    description:
      'Place an Australian address at the centroid of its suburb and postcode (a local table, ' +
      'no outside service); refused when neither is known. With sales_order_header_id the ' +
      'position is stored on that stop (update on so).',
    async handler(ctx, data) {
      const place = await geocode(ctx.db, data);
      if (!place) throw badRequest(M.addressUnknown(data.suburb ?? '', data.postcode ?? ''));
      let stored = false;
      if (data.sales_order_header_id) {
        const [stop] = await stopsOf(ctx.db, ctx.siteId, [data.sales_order_header_id]);
        if (!stop) throw new RuleErrors([{ message: M.orderNotFound(data.sales_order_header_id) }]);
        await ctx.db
          .update(deliveryRunJobs)
          .set({ lat: place.lat, lng: place.lng, updated_at: new Date() })
          .where(
            and(
              eq(deliveryRunJobs.site_id, ctx.siteId),
              eq(deliveryRunJobs.sales_order_id, stop.sales_order_id),
            ),
          );
        stored = true;
      }
      return [{ ...place, stored }];
    },
  }),
  defineAction({
    contract: C.despatchList,
    permission: view,
    description:
      'Despatches of the site, newest first (at most 500): from_date / to_date on the despatch ' +
      'date, search_term in the despatch or sales order number. courier_route_code falls back ' +
      'to article_id. Also PUT /api/despatch/.',
    async handler(ctx, data) {
      return listDespatches(ctx.db, ctx.siteId, data);
    },
  }),
  defineAction({
    contract: C.despatchGet,
    permission: view,
    description:
      'One despatch by despatch_number (results[0]); courier_route_code falls back to ' +
      'article_id. Also GET /api/despatch?site_id&despatch_number.',
    async handler(ctx, data) {
      ctx.logRecord(data.despatch_number, 'despatch');
      return [await getDespatch(ctx.db, ctx.siteId, data.despatch_number)];
    },
  }),
];
