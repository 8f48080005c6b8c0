import {
  ALL_WAREHOUSES,
  DAILY_CALLS,
  DASHBOARD_MESSAGES,
  KPI_CALLS,
  PICK_SUMMARY_CALLS,
  REPORT_INVENTORY_CALLS,
  SHIFT_CALLS,
  todayIn,
} from '../../../src/contract';
import { badRequest, notFound } from '../../errors';
import { defineAction, type ActionContext, type Permission } from '../action-types';
import {
  dailySummary,
  listShifts,
  lowStock,
  pickSummary,
  pickingKpi,
  useByDate,
  warehouseZone,
  workKpi,
} from './queries';

const orderOrWarehouse: Permission = {
  anyOf: [
    { module: 'so', flag: 'view' },
    { module: 'wh', flag: 'view' },
  ],
};
const inventoryOrWarehouse: Permission = {
  anyOf: [
    { module: 'in', flag: 'view' },
    { module: 'wh', flag: 'view' },
  ],
};

/** At most this many days in one pick calendar call (a month grid with its edges). */
const MAX_CALENDAR_DAYS = 62;

/**
 * The dashboard asks for one warehouse (document 1 section 5: its queries are skipped at ALL):
 * ALL is refused with 'Please Select a Warehouse', an unknown warehouse is 404. Answers the
 * warehouse's zone (its local_timezone, else the site's).
 */
async function oneWarehouse(ctx: ActionContext, warehouse: string): Promise<string> {
  if (warehouse.toUpperCase() === ALL_WAREHOUSES)
    throw badRequest(DASHBOARD_MESSAGES.selectWarehouse);
  const zone = await warehouseZone(ctx.db, ctx.siteId, warehouse);
  if (!zone) throw notFound(`Warehouse '${warehouse}' was not found`);
  return zone;
}

/**
 * The dashboard (document 1 section 7): `sales_order` / pick / summary, `reporting` / kpi /
 * picking and work, `reporting` / inventory / low_stock and use_by_date, `reporting` / daily /
 * summary (the last three also as GET/PUT under /api/report/, rest-routes.ts), and `admin` /
 * shift / list for the shift filter. The picks of a day are `sales_order` / pick / list.
 */
export const dashboardActions = [
  defineAction({
    contract: PICK_SUMMARY_CALLS.summary,
    permission: orderOrWarehouse,
    description:
      'Pick calendar of a warehouse: one row per required date from_date..to_date (at most 62 ' +
      'days) that has picks: date, picks, lines, complete, in_progress, unstarted and colour ' +
      'GREEN when every pick is complete, else YELLOW (the app colours YELLOW days warning, ' +
      "others success). Warehouse ALL is refused 'Please Select a Warehouse'.",
    async handler(ctx, data) {
      await oneWarehouse(ctx, data.warehouse);
      if (data.to_date < data.from_date) throw badRequest('to_date is before from_date');
      const span =
        (Date.parse(`${data.to_date}T00:00:00Z`) - Date.parse(`${data.from_date}T00:00:00Z`)) /
        86_400_000;
      if (span >= MAX_CALENDAR_DAYS)
        throw badRequest(`Ask for at most ${MAX_CALENDAR_DAYS} days of the pick calendar`);
      return pickSummary(ctx.db, ctx.siteId, data);
    },
  }),
  defineAction({
    contract: KPI_CALLS.picking,
    permission: orderOrWarehouse,
    description:
      'Picking KPIs of a warehouse for report_date: the pick attempts of that local day ' +
      '(the warehouse local_timezone, else the site zone), or with shift the hours of that ' +
      'shift starting on report_date (an end hour not after the start passes midnight into ' +
      'the next day). results[0]: totals (pick_attempts, total_cartons — quantity picked in ' +
      'units of more than one base unit —, total_splits — in single units —, first/last_pick_time ' +
      'HH:mm, hours_worked, first/last_hour, qty_to_pick left on the open lines of the picks ' +
      'required that day, qty_to_pack picked for those orders not yet complete), by_user, ' +
      'by_hour (every hour from the first to the last attempt) and by_order. Quantities are ' +
      'rounded up to whole numbers.',
    async handler(ctx, data) {
      const zone = await oneWarehouse(ctx, data.warehouse);
      let shift = null;
      if (data.shift) {
        shift = (await listShifts(ctx.db, ctx.siteId)).find((s) => s.shift === data.shift);
        if (!shift) throw badRequest(DASHBOARD_MESSAGES.unknownShift(data.shift));
      }
      return [
        await pickingKpi(ctx.db, ctx.siteId, {
          warehouse: data.warehouse,
          report_date: data.report_date,
          zone,
          shift: shift ?? null,
        }),
      ];
    },
  }),
  defineAction({
    contract: KPI_CALLS.work,
    permission: orderOrWarehouse,
    description:
      'Work of a warehouse now. results[0]: totals (open_picks, open_lines, qty_to_pick, ' +
      'picks_due_today, overdue_picks, put_aways_waiting, qty_to_put_away), daily (today and ' +
      'the 6 days before, local dates: pick attempts, lines picked, quantity picked, pickers, ' +
      'picks completed, RECEIPT and PUT_AWAY movements and quantity put away), sections (open ' +
      'picks per pick section: picks, lines, lines and quantity to pick, oldest required date) ' +
      'and put_aways (waiting ones and those put away today). Quantities rounded up.',
    async handler(ctx, data) {
      const zone = await oneWarehouse(ctx, data.warehouse);
      return [
        await workKpi(ctx.db, ctx.siteId, {
          warehouse: data.warehouse,
          zone,
          today: todayIn(zone),
        }),
      ];
    },
  }),
  defineAction({
    contract: REPORT_INVENTORY_CALLS.low_stock,
    permission: inventoryOrWarehouse,
    description:
      'Low stock of a warehouse (also GET /api/report/inventory/low_stock?site_id&warehouse&' +
      'on_hand_qty&required_date&safety_factor). An item of the warehouse (its warehouse ' +
      'settings, stock or open order lines) is low when on hand < on_hand_qty (default 50) or ' +
      'on hand < committed × safety_factor (default 1.25), committed being what open sales ' +
      'order lines required by required_date (default today) still need, in base units. Rows: ' +
      'on_hand, committed, required, below_on_hand_qty, below_committed; short of commitments ' +
      'first. At most 500.',
    async handler(ctx, data) {
      const zone = await oneWarehouse(ctx, data.warehouse);
      return lowStock(ctx.db, ctx.siteId, {
        ...data,
        required_date: data.required_date || todayIn(zone),
      });
    },
  }),
  defineAction({
    contract: REPORT_INVENTORY_CALLS.use_by_date,
    permission: inventoryOrWarehouse,
    description:
      'Expiry list of a warehouse (also PUT /api/report/inventory/use_by_date with site_id, ' +
      'warehouse, no_days): stock whose date code (the on hand row, else its serial batch) is ' +
      'within no_days (default 30) of today or already past: inventory_code, serial_batch, ' +
      'date_code, days_left (negative when expired), quantity, locations. Soonest first, at ' +
      'most 500.',
    async handler(ctx, data) {
      const zone = await oneWarehouse(ctx, data.warehouse);
      return useByDate(ctx.db, ctx.siteId, { ...data, today: todayIn(zone) });
    },
  }),
  defineAction({
    contract: DAILY_CALLS.summary,
    permission: orderOrWarehouse,
    description:
      'Sales-order summary of a warehouse (also PUT /api/report/daily/summary with site_id, ' +
      'warehouse, action_date, no_days): one row per required date of the no_days (default 30) ' +
      'ending at action_date (default today): orders, lines, short_supplied_lines (a short ' +
      'supply reason and less supplied than ordered), supplied_quantity, ordered_quantity ' +
      '(rounded up) and status Short when short lines exist, Picked when supplied equals ' +
      'ordered, otherwise Processing. Deleted orders are left out. Newest first.',
    async handler(ctx, data) {
      const zone = await oneWarehouse(ctx, data.warehouse);
      return dailySummary(ctx.db, ctx.siteId, {
        warehouse: data.warehouse,
        no_days: data.no_days,
        action_date: data.action_date || todayIn(zone),
      });
    },
  }),
  defineAction({
    contract: SHIFT_CALLS.list,
    permission: { member: 'shifts are site settings every screen with a shift filter offers' },
    description:
      'The site\'s shifts (document 3 "Shift"): shift, shift_name, start_hour, end_hour in ' +
      'local hours (an end not after the start passes midnight), by start hour.',
    async handler(ctx) {
      return listShifts(ctx.db, ctx.siteId);
    },
  }),
];
