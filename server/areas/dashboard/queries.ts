import { sql } from 'drizzle-orm';
import {
  DASHBOARD_DEFAULTS,
  roundUpQuantity,
  salesOrderSummaryStatus,
  type TDailySummaryRow,
  type TDailyWork,
  type TDashboardTotals,
  type TKpiHour,
  type TKpiOrder,
  type TKpiPicking,
  type TKpiUser,
  type TKpiWork,
  type TLowStockRow,
  type TPickSummaryDay,
  type TPutAwayRow,
  type TSectionWork,
  type TShift,
  type TUseByRow,
  type TWorkTotals,
} from '../../../src/contract';
import { rows } from '../../db/sql';
import type { Db } from '../../db/types';

/*
 * The dashboard's reads (document 1 "Dashboard"). Every query is for one warehouse of the
 * call's site; local times are the warehouse's zone (its local_timezone, else the site's
 * local_zone). Quantities of picks and work are rounded up to whole numbers.
 */

const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const CLOSED_ORDER = sql`('complete', 'deleted')`;

/** The warehouse's zone, or null when the site has no such warehouse. */
export async function warehouseZone(
  db: Db,
  siteId: string,
  warehouse: string,
): Promise<string | null> {
  const [row] = await rows<{ zone: string }>(
    db,
    sql`SELECT COALESCE(NULLIF(w.local_timezone, ''), s.local_zone, 'UTC') AS zone
        FROM wms.warehouses w JOIN wms.sites s ON s.site_id = w.site_id
        WHERE w.site_id = ${siteId} AND w.warehouse = ${warehouse}`,
  );
  return row?.zone ?? null;
}

export async function listShifts(db: Db, siteId: string): Promise<TShift[]> {
  return rows<TShift>(
    db,
    sql`SELECT shift, shift_name, start_hour, end_hour FROM wms.shifts
        WHERE site_id = ${siteId} ORDER BY start_hour, shift`,
  );
}

// ---- pick calendar -------------------------------------------------------------------------

export async function pickSummary(
  db: Db,
  siteId: string,
  q: { warehouse: string; from_date: string; to_date: string },
): Promise<TPickSummaryDay[]> {
  const found = await rows<Omit<TPickSummaryDay, 'colour'>>(
    db,
    sql`SELECT to_char(p.required_date, 'YYYY-MM-DD') AS date,
               count(*)::int AS picks,
               COALESCE(sum(l.lines), 0)::int AS lines,
               count(*) FILTER (WHERE p.status = 'complete')::int AS complete,
               count(*) FILTER (WHERE p.status = 'in_progress')::int AS in_progress,
               count(*) FILTER (WHERE p.status = 'new')::int AS unstarted
        FROM wms.picks p
        LEFT JOIN LATERAL (SELECT count(*) AS lines FROM wms.pick_lines pl
                           WHERE pl.site_id = p.site_id AND pl.pick_id = p.pick_id) l ON true
        WHERE p.site_id = ${siteId} AND p.warehouse = ${q.warehouse}
          AND p.required_date BETWEEN ${q.from_date}::date AND ${q.to_date}::date
        GROUP BY p.required_date ORDER BY p.required_date`,
  );
  return found.map((d) => ({ ...d, colour: d.complete === d.picks ? 'GREEN' : 'YELLOW' }));
}

// ---- picking KPIs --------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0');
function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The local period of a report: the whole day, or the shift starting on report_date (a shift
 * whose end hour is not after its start passes midnight into the next day).
 */
export function reportPeriod(
  reportDate: string,
  shift: TShift | null,
): { from: string; to: string } {
  if (!shift) return { from: `${reportDate} 00:00`, to: `${addDays(reportDate, 1)} 00:00` };
  const start = Math.max(0, Math.min(23, shift.start_hour));
  const end = Math.max(0, Math.min(24, shift.end_hour));
  const endDate = end > start ? reportDate : addDays(reportDate, 1);
  const to = end === 24 ? `${addDays(endDate, 1)} 00:00` : `${endDate} ${pad(end)}:00`;
  return { from: `${reportDate} ${pad(start)}:00`, to };
}

const hoursBetween = (first: Date | string | null, last: Date | string | null) =>
  first && last
    ? Math.round(((new Date(last).getTime() - new Date(first).getTime()) / 3_600_000) * 100) / 100
    : 0;

type Period = { siteId: string; warehouse: string; zone: string; from: string; to: string };

/** The pick attempts of the period with their line, pick and order. */
const attemptsCte = (p: Period) => sql`
  a AS (
    SELECT pa.user_id, pa.pick_line_id, pa.pick_id, pa.quantity_picked AS qty,
           pa.last_modified_time AS t,
           (pa.last_modified_time AT TIME ZONE ${p.zone}) AS lt,
           pl.pack_size, pk.sales_order_id
    FROM wms.pick_attempts pa
    JOIN wms.pick_lines pl ON pl.site_id = pa.site_id AND pl.pick_line_id = pa.pick_line_id
    JOIN wms.picks pk ON pk.site_id = pa.site_id AND pk.pick_id = pa.pick_id
    WHERE pa.site_id = ${p.siteId} AND pa.warehouse = ${p.warehouse}
      AND pa.last_modified_time >= (${p.from}::timestamp AT TIME ZONE ${p.zone})
      AND pa.last_modified_time < (${p.to}::timestamp AT TIME ZONE ${p.zone}))`;

async function pickingTotals(db: Db, p: Period, reportDate: string): Promise<TDashboardTotals> {
  const [t] = await rows<{
    pick_attempts: number;
    cartons: number;
    splits: number;
    first_t: string | null;
    last_t: string | null;
    first_pick_time: string | null;
    last_pick_time: string | null;
    first_hour: number | null;
    last_hour: number | null;
  }>(
    db,
    sql`WITH ${attemptsCte(p)}
        SELECT count(*)::int AS pick_attempts,
               COALESCE(sum(qty) FILTER (WHERE pack_size > 1), 0)::float8 AS cartons,
               COALESCE(sum(qty) FILTER (WHERE pack_size <= 1), 0)::float8 AS splits,
               min(t) AS first_t, max(t) AS last_t,
               to_char(min(lt), 'HH24:MI') AS first_pick_time,
               to_char(max(lt), 'HH24:MI') AS last_pick_time,
               extract(hour FROM min(lt))::int AS first_hour,
               extract(hour FROM max(lt))::int AS last_hour
        FROM a`,
  );
  // Still to pick: what is left on the open lines of the day's picks (a short line is closed);
  // to pack: what was picked for the day's orders not yet complete (despatched).
  const [w] = await rows<{ qty_to_pick: number; qty_to_pack: number }>(
    db,
    sql`SELECT COALESCE(sum(GREATEST(pl.quantity_req - pl.quantity_picked, 0))
                 FILTER (WHERE p.status <> 'complete' AND pl.reason = ''), 0)::float8 AS qty_to_pick,
               COALESCE(sum(pl.quantity_picked)
                 FILTER (WHERE lower(so.wms_status) NOT IN ${CLOSED_ORDER}), 0)::float8 AS qty_to_pack
        FROM wms.picks p
        JOIN wms.pick_lines pl ON pl.site_id = p.site_id AND pl.pick_id = p.pick_id
        JOIN wms.sales_orders so ON so.site_id = p.site_id AND so.sales_order_id = p.sales_order_id
        WHERE p.site_id = ${p.siteId} AND p.warehouse = ${p.warehouse}
          AND p.required_date = ${reportDate}::date`,
  );
  return {
    pick_attempts: t!.pick_attempts,
    total_cartons: roundUpQuantity(t!.cartons),
    total_splits: roundUpQuantity(t!.splits),
    first_pick_time: t!.first_pick_time,
    last_pick_time: t!.last_pick_time,
    hours_worked: hoursBetween(t!.first_t, t!.last_t),
    first_hour: t!.first_hour,
    last_hour: t!.last_hour,
    qty_to_pick: roundUpQuantity(w!.qty_to_pick),
    qty_to_pack: roundUpQuantity(w!.qty_to_pack),
  };
}

async function pickingByUser(db: Db, p: Period): Promise<TKpiUser[]> {
  const found = await rows<
    Omit<TKpiUser, 'hours_worked' | 'lines_per_hour'> & { first_t: string; last_t: string }
  >(
    db,
    sql`WITH ${attemptsCte(p)}
        SELECT a.user_id, COALESCE(u.display_name, a.user_id) AS display_name,
               count(*)::int AS pick_attempts,
               count(DISTINCT a.pick_line_id)::int AS lines,
               count(DISTINCT a.sales_order_id)::int AS orders,
               ceil(sum(a.qty))::float8 AS quantity_picked,
               min(a.t) AS first_t, max(a.t) AS last_t,
               to_char(min(a.lt), 'HH24:MI') AS first_pick_time,
               to_char(max(a.lt), 'HH24:MI') AS last_pick_time
        FROM a LEFT JOIN wms.users u ON u.user_id = a.user_id
        GROUP BY a.user_id, u.display_name
        ORDER BY count(DISTINCT a.pick_line_id) DESC, a.user_id`,
  );
  return found.map(({ first_t, last_t, ...u }) => {
    const hours_worked = hoursBetween(first_t, last_t);
    return {
      ...u,
      hours_worked,
      lines_per_hour: hours_worked > 0 ? Math.round((u.lines / hours_worked) * 10) / 10 : u.lines,
    };
  });
}

async function pickingByHour(db: Db, p: Period): Promise<TKpiHour[]> {
  const found = await rows<Omit<TKpiHour, 'label'> & { bucket: string }>(
    db,
    sql`WITH ${attemptsCte(p)}
        SELECT to_char(date_trunc('hour', lt), 'YYYY-MM-DD HH24:00') AS bucket,
               extract(hour FROM lt)::int AS hour,
               count(*)::int AS pick_attempts,
               count(DISTINCT pick_line_id)::int AS lines,
               ceil(sum(qty))::float8 AS quantity_picked,
               count(DISTINCT user_id)::int AS users
        FROM a GROUP BY 1, 2 ORDER BY 1`,
  );
  if (!found.length) return [];
  // Every hour from the first to the last, so the chart shows the quiet hours too.
  const byBucket = new Map(found.map((h) => [h.bucket, h]));
  const out: TKpiHour[] = [];
  const first = new Date(`${found[0]!.bucket.replace(' ', 'T')}:00Z`);
  const last = new Date(`${found[found.length - 1]!.bucket.replace(' ', 'T')}:00Z`);
  for (let d = first; d <= last; d = new Date(d.getTime() + 3_600_000)) {
    const bucket = `${d.toISOString().slice(0, 10)} ${pad(d.getUTCHours())}:00`;
    const h = byBucket.get(bucket);
    const hour = d.getUTCHours();
    out.push({
      hour,
      label: `${pad(hour)}:00`,
      pick_attempts: h?.pick_attempts ?? 0,
      lines: h?.lines ?? 0,
      quantity_picked: h?.quantity_picked ?? 0,
      users: h?.users ?? 0,
    });
  }
  return out;
}

async function pickingByOrder(db: Db, p: Period): Promise<TKpiOrder[]> {
  return rows<TKpiOrder>(
    db,
    sql`WITH ${attemptsCte(p)}
        SELECT so.sales_order, so.customer_code, COALESCE(c.customer_name, '') AS customer_name,
               count(*)::int AS pick_attempts,
               count(DISTINCT a.pick_line_id)::int AS lines,
               ceil(sum(a.qty))::float8 AS quantity_picked,
               string_agg(DISTINCT a.user_id, ', ') AS pickers,
               to_char(min(a.lt), 'HH24:MI') AS first_pick_time,
               to_char(max(a.lt), 'HH24:MI') AS last_pick_time
        FROM a
        JOIN wms.sales_orders so ON so.site_id = ${p.siteId} AND so.sales_order_id = a.sales_order_id
        LEFT JOIN wms.customers c ON c.site_id = so.site_id AND c.customer_code = so.customer_code
        GROUP BY so.sales_order, so.customer_code, c.customer_name
        ORDER BY min(a.t), so.sales_order
        LIMIT 500`,
  );
}

export async function pickingKpi(
  db: Db,
  siteId: string,
  q: { warehouse: string; report_date: string; zone: string; shift: TShift | null },
): Promise<TKpiPicking> {
  const { from, to } = reportPeriod(q.report_date, q.shift);
  const p: Period = { siteId, warehouse: q.warehouse, zone: q.zone, from, to };
  const totals = await pickingTotals(db, p, q.report_date);
  const by_user = await pickingByUser(db, p);
  const by_hour = await pickingByHour(db, p);
  const by_order = await pickingByOrder(db, p);
  return {
    warehouse: q.warehouse,
    report_date: q.report_date,
    shift: q.shift,
    from,
    to,
    zone: q.zone,
    totals,
    by_user,
    by_hour,
    by_order,
  };
}

// ---- work KPIs -----------------------------------------------------------------------------

/** One warehouse's work board: the site, the warehouse, its time zone and its local today. */
type WorkScope = { siteId: string; warehouse: string; zone: string; today: string };

/** Open picks (lines and quantity left, due today, overdue) and put-aways waiting at a dock. */
async function workTotals(db: Db, w: WorkScope): Promise<TWorkTotals> {
  const [totals] = await rows<TWorkTotals>(
    db,
    sql`WITH open AS (
          SELECT p.pick_id, p.required_date,
                 count(pl.pick_line_id) FILTER (WHERE pl.reason = ''
                                       AND pl.quantity_picked < pl.quantity_req) AS lines_left,
                 COALESCE(sum(GREATEST(pl.quantity_req - pl.quantity_picked, 0))
                            FILTER (WHERE pl.reason = ''), 0) AS qty_left
          FROM wms.picks p
          LEFT JOIN wms.pick_lines pl ON pl.site_id = p.site_id AND pl.pick_id = p.pick_id
          WHERE p.site_id = ${w.siteId} AND p.warehouse = ${w.warehouse} AND p.status <> 'complete'
          GROUP BY p.pick_id, p.required_date),
        waiting AS (
          SELECT pa.put_away_id,
                 (SELECT COALESCE(sum(c.quantity), 0) FROM wms.put_away_contents c
                  WHERE c.site_id = pa.site_id AND c.put_away_id = pa.put_away_id) AS qty
          FROM wms.put_aways pa
          WHERE pa.site_id = ${w.siteId} AND pa.warehouse = ${w.warehouse} AND pa.put_away_at IS NULL)
        SELECT (SELECT count(*) FROM open)::int AS open_picks,
               (SELECT COALESCE(sum(lines_left), 0) FROM open)::int AS open_lines,
               ceil((SELECT COALESCE(sum(qty_left), 0) FROM open))::float8 AS qty_to_pick,
               (SELECT count(*) FROM open WHERE required_date = ${w.today}::date)::int
                 AS picks_due_today,
               (SELECT count(*) FROM open WHERE required_date < ${w.today}::date)::int
                 AS overdue_picks,
               (SELECT count(*) FROM waiting)::int AS put_aways_waiting,
               ceil((SELECT COALESCE(sum(qty), 0) FROM waiting))::float8 AS qty_to_put_away`,
  );
  return totals!;
}

/**
 * The last DASHBOARD_DEFAULTS.dailyWorkDays local days to today, each with its pick attempts,
 * completed picks, receipts and put-aways (a quiet day counts zeros).
 */
async function dailyWork(db: Db, w: WorkScope): Promise<TDailyWork[]> {
  const first = addDays(w.today, 1 - DASHBOARD_DEFAULTS.dailyWorkDays);
  const from = sql`(${first}::timestamp AT TIME ZONE ${w.zone})`;
  return rows<TDailyWork>(
    db,
    sql`WITH days AS (
          SELECT to_char(d, 'YYYY-MM-DD') AS date
          FROM generate_series(${first}::date, ${w.today}::date, interval '1 day') d),
        att AS (
          SELECT to_char(pa.last_modified_time AT TIME ZONE ${w.zone}, 'YYYY-MM-DD') AS date,
                 count(*)::int AS pick_attempts,
                 count(DISTINCT pa.pick_line_id)::int AS lines_picked,
                 ceil(sum(pa.quantity_picked))::float8 AS quantity_picked,
                 count(DISTINCT pa.user_id)::int AS pickers
          FROM wms.pick_attempts pa
          WHERE pa.site_id = ${w.siteId} AND pa.warehouse = ${w.warehouse}
            AND pa.last_modified_time >= ${from}
          GROUP BY 1),
        done AS (
          SELECT to_char(p.completed_at AT TIME ZONE ${w.zone}, 'YYYY-MM-DD') AS date,
                 count(*)::int AS picks_completed
          FROM wms.picks p
          WHERE p.site_id = ${w.siteId} AND p.warehouse = ${w.warehouse}
            AND p.completed_at >= ${from}
          GROUP BY 1),
        mov AS (
          SELECT to_char(m.timestamp AT TIME ZONE ${w.zone}, 'YYYY-MM-DD') AS date,
                 count(*) FILTER (WHERE m.movement_type = 'RECEIPT')::int AS receipts,
                 count(*) FILTER (WHERE m.movement_type = 'PUT_AWAY')::int AS put_aways,
                 ceil(COALESCE(sum(m.movement_qty) FILTER (WHERE m.movement_type = 'PUT_AWAY'), 0))::float8
                   AS quantity_put_away
          FROM wms.movements m
          WHERE m.site_id = ${w.siteId} AND m.warehouse = ${w.warehouse}
            AND m.timestamp >= ${from} AND m.movement_type IN ('RECEIPT', 'PUT_AWAY')
          GROUP BY 1)
        SELECT days.date,
               COALESCE(att.pick_attempts, 0)::int AS pick_attempts,
               COALESCE(att.lines_picked, 0)::int AS lines_picked,
               COALESCE(att.quantity_picked, 0)::float8 AS quantity_picked,
               COALESCE(att.pickers, 0)::int AS pickers,
               COALESCE(done.picks_completed, 0)::int AS picks_completed,
               COALESCE(mov.receipts, 0)::int AS receipts,
               COALESCE(mov.put_aways, 0)::int AS put_aways,
               COALESCE(mov.quantity_put_away, 0)::float8 AS quantity_put_away
        FROM days
        LEFT JOIN att ON att.date = days.date
        LEFT JOIN done ON done.date = days.date
        LEFT JOIN mov ON mov.date = days.date
        ORDER BY days.date`,
  );
}

/** The open picks by pick section: picks, lines, what is left to pick and the oldest due date. */
async function sectionWork(db: Db, w: WorkScope): Promise<TSectionWork[]> {
  return rows<TSectionWork>(
    db,
    sql`SELECT COALESCE(NULLIF(p.pick_section_name, ''), NULLIF(p.pick_section, ''), '(none)')
                 AS pick_section_name,
               count(DISTINCT p.pick_id)::int AS picks,
               count(pl.pick_line_id)::int AS lines,
               count(pl.pick_line_id) FILTER (WHERE pl.reason = ''
                                     AND pl.quantity_picked < pl.quantity_req)::int AS lines_to_pick,
               ceil(COALESCE(sum(GREATEST(pl.quantity_req - pl.quantity_picked, 0))
                               FILTER (WHERE pl.reason = ''), 0))::float8 AS qty_to_pick,
               to_char(min(p.required_date), 'YYYY-MM-DD') AS oldest_required_date
        FROM wms.picks p
        LEFT JOIN wms.pick_lines pl ON pl.site_id = p.site_id AND pl.pick_id = p.pick_id
        WHERE p.site_id = ${w.siteId} AND p.warehouse = ${w.warehouse} AND p.status <> 'complete'
        GROUP BY 1 ORDER BY 1`,
  );
}

/** Put-aways still waiting, then those put away since local midnight, newest first (200 at most). */
async function recentPutAways(db: Db, w: WorkScope): Promise<TPutAwayRow[]> {
  const found = await rows<Omit<TPutAwayRow, 'status'>>(
    db,
    sql`SELECT pa.put_away_id, pa.barcode, pa.from_location, pa.location, pa.put_away_by,
               COALESCE(to_char(pa.put_away_at AT TIME ZONE ${w.zone}, 'YYYY-MM-DD HH24:MI'), '')
                 AS put_away_at,
               (SELECT count(*) FROM wms.put_away_contents c
                WHERE c.site_id = pa.site_id AND c.put_away_id = pa.put_away_id)::int AS lines,
               ceil((SELECT COALESCE(sum(c.quantity), 0) FROM wms.put_away_contents c
                WHERE c.site_id = pa.site_id AND c.put_away_id = pa.put_away_id))::float8 AS quantity
        FROM wms.put_aways pa
        WHERE pa.site_id = ${w.siteId} AND pa.warehouse = ${w.warehouse}
          AND (pa.put_away_at IS NULL
               OR pa.put_away_at >= (${w.today}::timestamp AT TIME ZONE ${w.zone}))
        ORDER BY pa.put_away_at IS NOT NULL, pa.put_away_at DESC, pa.put_away_id
        LIMIT 200`,
  );
  return found.map((r) => ({ ...r, status: r.put_away_at ? 'Put away' : 'Waiting' }));
}

/** A warehouse's work board: its totals, the recent days, the open sections and put-aways. */
export async function workKpi(
  db: Db,
  siteId: string,
  q: { warehouse: string; zone: string; today: string },
): Promise<TKpiWork> {
  const { warehouse, zone, today } = q;
  const w: WorkScope = { siteId, warehouse, zone, today };
  const totals = await workTotals(db, w);
  const daily = await dailyWork(db, w);
  const sections = await sectionWork(db, w);
  const put_aways = await recentPutAways(db, w);
  return { warehouse, today, totals, daily, sections, put_aways };
}

// ---- low stock, expiry, daily summary ------------------------------------------------------

export async function lowStock(
  db: Db,
  siteId: string,
  q: { warehouse: string; on_hand_qty: number; required_date: string; safety_factor: number },
): Promise<TLowStockRow[]> {
  return rows<TLowStockRow>(
    db,
    sql`WITH stock AS (
          SELECT inventory_code, sum(quantity) AS on_hand FROM wms.on_hands
          WHERE site_id = ${siteId} AND warehouse = ${q.warehouse}
          GROUP BY inventory_code),
        committed AS (
          SELECT ln.inventory_code,
                 sum((ln.quantity_ordered - ln.quantity_supplied) * ln.pack_size) AS committed
          FROM wms.sales_order_lines ln
          JOIN wms.sales_orders so
            ON so.site_id = ln.site_id AND so.sales_order_id = ln.sales_order_id
          WHERE ln.site_id = ${siteId} AND so.warehouse = ${q.warehouse}
            AND ln.quantity_ordered > ln.quantity_supplied
            AND lower(so.wms_status) NOT IN ${CLOSED_ORDER}
            AND so.required_date <= ${q.required_date}::date
          GROUP BY ln.inventory_code),
        items AS (
          SELECT inventory_code FROM wms.inventory_warehouses
          WHERE site_id = ${siteId} AND warehouse = ${q.warehouse}
          UNION SELECT inventory_code FROM stock
          UNION SELECT inventory_code FROM committed),
        figures AS (
          SELECT i.inventory_code, i.inventory_description, i.unit_of_measure,
                 COALESCE(s.on_hand, 0)::float8 AS on_hand,
                 COALESCE(c.committed, 0)::float8 AS committed,
                 (COALESCE(c.committed, 0) * ${q.safety_factor}::numeric)::float8 AS required
          FROM items k
          JOIN wms.inventory i ON i.site_id = ${siteId} AND i.inventory_code = k.inventory_code
          LEFT JOIN stock s ON s.inventory_code = k.inventory_code
          LEFT JOIN committed c ON c.inventory_code = k.inventory_code
          WHERE i.active)
        SELECT *, on_hand < ${q.on_hand_qty}::float8 AS below_on_hand_qty,
               on_hand < required AS below_committed
        FROM figures
        WHERE on_hand < ${q.on_hand_qty}::float8 OR on_hand < required
        ORDER BY (on_hand < required) DESC, (required - on_hand) DESC, on_hand, inventory_code
        LIMIT 500`,
  );
}

export async function useByDate(
  db: Db,
  siteId: string,
  q: { warehouse: string; no_days: number; today: string },
): Promise<TUseByRow[]> {
  const dateCode = sql`COALESCE(NULLIF(o.date_code, ''), sb.date_code, '')`;
  return rows<TUseByRow>(
    db,
    sql`WITH dated AS (
          SELECT o.inventory_code, o.serial_batch, ${dateCode} AS date_code, o.location, o.quantity
          FROM wms.on_hands o
          LEFT JOIN wms.serial_batches sb ON sb.site_id = o.site_id
            AND sb.inventory_code = o.inventory_code AND sb.serial_batch = o.serial_batch
          WHERE o.site_id = ${siteId} AND o.warehouse = ${q.warehouse} AND o.quantity > 0
            AND ${dateCode} ~ ${ISO_DATE})
        SELECT d.inventory_code, COALESCE(i.inventory_description, '') AS inventory_description,
               d.serial_batch, d.date_code,
               (d.date_code::date - ${q.today}::date)::int AS days_left,
               sum(d.quantity)::float8 AS quantity,
               string_agg(DISTINCT d.location, ', ') AS locations
        FROM dated d
        LEFT JOIN wms.inventory i ON i.site_id = ${siteId} AND i.inventory_code = d.inventory_code
        WHERE d.date_code::date <= ${q.today}::date + ${q.no_days}::int
        GROUP BY d.inventory_code, i.inventory_description, d.serial_batch, d.date_code
        ORDER BY d.date_code, d.inventory_code, d.serial_batch
        LIMIT 500`,
  );
}

export async function dailySummary(
  db: Db,
  siteId: string,
  q: { warehouse: string; action_date: string; no_days: number },
): Promise<TDailySummaryRow[]> {
  const found = await rows<Omit<TDailySummaryRow, 'status'>>(
    db,
    sql`SELECT to_char(so.required_date, 'YYYY-MM-DD') AS date,
               count(DISTINCT so.sales_order_id)::int AS orders,
               count(ln.line_no)::int AS lines,
               count(ln.line_no) FILTER (WHERE ln.short_supply_reason <> ''
                                     AND ln.quantity_supplied < ln.quantity_ordered)::int
                 AS short_supplied_lines,
               COALESCE(sum(ln.quantity_supplied), 0)::float8 AS supplied_quantity,
               COALESCE(sum(ln.quantity_ordered), 0)::float8 AS ordered_quantity
        FROM wms.sales_orders so
        LEFT JOIN wms.sales_order_lines ln
          ON ln.site_id = so.site_id AND ln.sales_order_id = so.sales_order_id
        WHERE so.site_id = ${siteId} AND so.warehouse = ${q.warehouse}
          AND lower(so.wms_status) <> 'deleted'
          AND so.required_date > ${q.action_date}::date - ${q.no_days}::int
          AND so.required_date <= ${q.action_date}::date
        GROUP BY so.required_date ORDER BY so.required_date DESC`,
  );
  // The status compares the exact sums; the quantities shown are rounded up.
  return found.map((r) => ({
    ...r,
    supplied_quantity: roundUpQuantity(r.supplied_quantity),
    ordered_quantity: roundUpQuantity(r.ordered_quantity),
    status: salesOrderSummaryStatus(r),
  }));
}
