/**
 * Demo picks: the picking of the demo sales orders, done through the stock ledger's
 * rules so "on hand = sum of movements, never negative" still holds.
 *
 * - More orders: per DC1/DC2/HBT run a few NEW orders for today and tomorrow (Order
 *   Management can create their picks), picked orders of this morning, and complete orders
 *   of the 13-30 days before the demo orders start, so the picking history spans a month.
 * - Every order that is not new (picking, in_progress, picked, packed, complete; never the
 *   fixed anchors SO-100001/SO-100002, deleted or held orders) gets one pick per pick section
 *   of its lines' pick faces (lines with no pick face in a pick with no section), named after
 *   the customer, and pick attempts by the site's floor staff in shift hours (mostly 06:00-
 *   14:00 local, some afternoons) on its required day (today for today's and later orders).
 *   Complete, picked and packed orders are picked in full, a few lines short with a picking
 *   reason; picking orders have picks unstarted, in progress (locked to their picker) and
 *   complete.
 * - Each attempt takes stock by a PICK movement from the location it was picked from (the
 *   pick face first, first expiry first, quarantined and recalled batches never; else a
 *   reserve location) to the warehouse's first dock location at the attempt's time. A take is
 *   made only when the ledger had the stock from that moment on (checked against every
 *   movement of the item); what was not there is picked short, 'Stock not on Shelf'. Picked
 *   stock of complete orders leaves the dock two hours later (a PICK out of the warehouse, as
 *   the demo history's picks do). The order lines' supplied quantities and short reasons are
 *   the attempts'.
 * - Movements and on hands are written in bulk, exactly as postMovement would (a movement
 *   row per take, on hand changed by the same quantities, rows reaching zero removed).
 */
import { sql } from 'drizzle-orm';
import { STOCK_NOT_ON_SHELF } from '../../src/contract';
import { rows, sqlList } from '../db/sql';
import type { Db } from '../db/types';
import { bulkInsert } from './bulk';
import { seedClock, type SeedClock } from './clock';
import { DEMO_REASON_CODES } from './demo-fulfilment-setup';
import { DEMO_CUSTOMERS } from './demo-orders';
import { ANCHOR_SXD_ITEM, ANCHOR_TAS_ITEM, MOVEMENT_COLUMNS } from './demo-stock';
import { rng, type Rng } from './prng';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const ANCHOR_ITEMS = new Set([ANCHOR_SXD_ITEM, ANCHOR_TAS_ITEM]);
/** Warehouses that get extra orders: the ones Order Management is demonstrated on. */
const BUSY = [
  ['SXD', 'DC1'],
  ['SXD', 'DC2'],
  ['TAS', 'HBT'],
] as const;
/** The orders that get picks: not new, not held, not the fixed anchors. */
const PICKING_WHERE = sql`lower(o.wms_status) IN ('picking', 'in_progress', 'picked', 'packed',
    'loaded', 'complete') AND NOT o.hold AND o.sales_order NOT IN ('SO-100001', 'SO-100002')`;
const OPEN_STATUSES = new Set(['picking', 'in_progress']);
const PICKING_REASONS = [
  STOCK_NOT_ON_SHELF,
  ...DEMO_REASON_CODES.filter(([, , f]) => f.use_on_picking).map(([, description]) => description),
];

export type PicksOptions = {
  now: Date;
  seed: number;
  /** Benchmark scales (above 1) get no picks: their generated history is too large to walk. */
  scale?: number;
};

const round3 = (n: number) => Math.round(n * 1000) / 1000;

// ---- the ledger's timeline of one stock key ------------------------------------------------

/**
 * What may be taken from one on-hand key from an instant on without its balance ever going
 * below zero afterwards (the least balance from then to now): a non-decreasing step function
 * of time, kept as its change points. Loaded from SQL; each take lowers it.
 */
class Availability {
  times: number[] = [];
  values: number[] = [];
  /** A change point, in time order (loaded). */
  push(t: number, value: number): void {
    this.times.push(t);
    this.values.push(value);
  }
  /** Index of the last change point at or before t (-1 before all). */
  private at(t: number): number {
    let lo = 0;
    let hi = this.times.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.times[mid]! <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1;
  }
  available(t: number): number {
    const i = this.at(t);
    return i >= 0 ? Math.max(0, this.values[i]!) : 0;
  }
  /**
   * Take q at t (after everything already at t): from t on the least balance is q lower;
   * before t it is at most what is left at t.
   */
  take(t: number, q: number): void {
    let i = this.at(t);
    const left = round3((i >= 0 ? this.values[i]! : 0) - q);
    if (i < 0 || this.times[i] !== t) {
      this.times.splice(i + 1, 0, t);
      this.values.splice(i + 1, 0, i >= 0 ? this.values[i]! : 0);
      i += 1;
    }
    for (let j = i; j < this.values.length; j++) this.values[j] = round3(this.values[j]! - q);
    for (let j = 0; j < i; j++) this.values[j] = Math.min(this.values[j]!, left);
  }
  /** Give back part of a take made at t. */
  giveBack(t: number, q: number): void {
    // Only used straight after take(t, q') with q <= q': the points from t on rise again.
    const i = this.at(t);
    for (let j = Math.max(0, i); j < this.values.length; j++) {
      if (this.times[j]! >= t) this.values[j] = round3(this.values[j]! + q);
    }
  }
}

type StockKey = {
  site_id: string;
  warehouse: string;
  location: string;
  inventory_code: string;
  serial_batch: string;
  date_code: string;
};
const keyOf = (k: StockKey) =>
  `${k.site_id}|${k.warehouse}|${k.location}|${k.inventory_code}|${k.serial_batch}|${k.date_code}`;

// ---- rows read -----------------------------------------------------------------------------

type OrderRow = {
  site_id: string;
  sales_order_id: number;
  sales_order: string;
  warehouse: string;
  run_id: number | null;
  required_date: string;
  status: string;
  pick_name: string;
};
type LineRow = {
  site_id: string;
  sales_order_id: number;
  line_no: number;
  inventory_code: string;
  description: string;
  stocking_factor_unit: string;
  pack_size: number;
  quantity_ordered: number;
  pick_face: string;
  pick_sequence: number;
  pick_area: string;
  pick_section: string;
  pick_section_name: string;
  unit_of_measure: string;
};

// ---- extra orders --------------------------------------------------------------------------

type Stocked = {
  site_id: string;
  warehouse: string;
  inventory_code: string;
  description: string;
  unit_of_measure: string;
  on_hand: number;
};

async function addOrders(db: Db, clock: SeedClock, random: Rng): Promise<void> {
  const stocked = await rows<Stocked>(
    db,
    sql`SELECT iw.site_id, iw.warehouse, iw.inventory_code, i.inventory_description AS description,
               i.unit_of_measure, sum(oh.quantity)::float8 AS on_hand
        FROM wms.inventory_warehouses iw
        JOIN wms.inventory i ON i.site_id = iw.site_id AND i.inventory_code = iw.inventory_code
        JOIN wms.on_hands oh ON oh.site_id = iw.site_id AND oh.warehouse = iw.warehouse
          AND oh.location = iw.pick_face AND oh.inventory_code = iw.inventory_code
        WHERE (iw.site_id, iw.warehouse) IN (('SXD', 'DC1'), ('SXD', 'DC2'), ('TAS', 'HBT'))
        GROUP BY 1, 2, 3, 4, 5
        HAVING sum(oh.quantity) >= 10
        ORDER BY 1, 2, 3`,
  );
  const runs = await rows<{ site_id: string; warehouse: string; run_id: number; run: string }>(
    db,
    sql`SELECT site_id, warehouse, run_id, run FROM wms.runs ORDER BY site_id, warehouse, run`,
  );
  const last = await rows<{ site_id: string; n: number }>(
    db,
    sql`SELECT site_id, max(substring(sales_order FROM 4)::int) AS n FROM wms.sales_orders
        WHERE sales_order ~ '^SO-[0-9]+$' GROUP BY site_id`,
  );
  const next = new Map(last.map((r) => [r.site_id, r.n]));
  const headers: Record<string, unknown>[] = [];
  const lines: Record<string, unknown>[] = [];
  const day = (offset: number) => clock.date(clock.now + offset * DAY);
  const add = (
    site: string,
    warehouse: string,
    runId: number,
    offset: number,
    status: string,
    items: Stocked[],
  ) => {
    const n = (next.get(site) ?? (site === 'TAS' ? 500000 : 100000)) + 1;
    next.set(site, n);
    const so = `SO-${n}`;
    const customer = random.pick(DEMO_CUSTOMERS[site]!);
    const complete = status === 'complete';
    headers.push({
      site_id: site,
      sales_order: so,
      warehouse,
      customer_code: customer[0],
      customer_order: random.next() < 0.6 ? `PO${random.int(1000, 99999)}` : '',
      run_id: runId,
      required_date: day(offset),
      wms_status: status,
      erp_status: complete ? 'Billed' : 'Pending Fulfilment',
      erp_id: complete ? `SO${random.int(400000, 499999)}` : '',
      connote: complete
        ? `${site === 'TAS' ? 'TNT' : 'CP'}${random.int(10_000_000, 99_999_999)}`
        : '',
      delivery_address_1: customer[2],
      delivery_suburb: customer[3],
      delivery_state: customer[5],
      delivery_postcode: customer[4],
      delivery_country: 'Australia',
    });
    const count = random.int(2, 5);
    const used = new Set<string>();
    for (let line = 1; line <= count; line++) {
      const item = random.pick(items);
      if (used.has(item.inventory_code)) continue;
      used.add(item.inventory_code);
      const kg = item.unit_of_measure === 'KG';
      const most = Math.max(1, Math.floor(item.on_hand / 6));
      lines.push({
        site_id: site,
        sales_order: so,
        line_no: used.size,
        inventory_code: item.inventory_code,
        description: item.description,
        stocking_factor_unit: kg ? 'KG' : 'EA',
        pack_size: 1,
        quantity_ordered: kg
          ? Math.min(most, Math.round((1 + random.next() * 8) * 10) / 10)
          : Math.min(most, random.int(1, 12)),
      });
    }
  };
  for (const [site, warehouse] of BUSY) {
    const items = stocked.filter(
      (s) => s.site_id === site && s.warehouse === warehouse && !ANCHOR_ITEMS.has(s.inventory_code),
    );
    const own = runs.filter((r) => r.site_id === site && r.warehouse === warehouse);
    if (!items.length || !own.length) continue;
    // New orders for today and tomorrow in every run: Order Management creates their picks.
    for (const run of own) {
      for (const offset of [0, 0, 1]) add(site, warehouse, run.run_id, offset, 'new', items);
    }
    // This morning's picked orders, and a month of complete ones before the demo orders.
    for (let i = 0; i < 3; i++) {
      add(site, warehouse, random.pick(own).run_id, 0, i === 2 ? 'packed' : 'picked', items);
    }
    for (let offset = -30; offset <= -13; offset += random.int(1, 2)) {
      add(site, warehouse, random.pick(own).run_id, offset, 'complete', items);
    }
  }
  await bulkInsert(
    db,
    'wms.sales_orders',
    [
      ['site_id', 'text'],
      ['sales_order', 'text'],
      ['warehouse', 'text'],
      ['customer_code', 'text'],
      ['customer_order', 'text'],
      ['run_id', 'integer'],
      ['required_date', 'date'],
      ['wms_status', 'text'],
      ['erp_status', 'text'],
      ['erp_id', 'text'],
      ['connote', 'text'],
      ['delivery_address_1', 'text'],
      ['delivery_suburb', 'text'],
      ['delivery_state', 'text'],
      ['delivery_postcode', 'text'],
      ['delivery_country', 'text'],
    ],
    headers,
  );
  await db.execute(
    sql`INSERT INTO wms.sales_order_lines (site_id, sales_order_id, line_no, inventory_code,
          description, stocking_factor_unit, pack_size, quantity_ordered)
        SELECT r.site_id, o.sales_order_id, r.line_no, r.inventory_code, r.description,
               r.stocking_factor_unit, r.pack_size, r.quantity_ordered
        FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS r(site_id text,
               sales_order text, line_no int, inventory_code text, description text,
               stocking_factor_unit text, pack_size numeric, quantity_ordered numeric)
        JOIN wms.sales_orders o ON o.site_id = r.site_id AND o.sales_order = r.sales_order`,
  );
}

// ---- the picking ---------------------------------------------------------------------------

type PlannedAttempt = {
  line: LineRow;
  time: number;
  user: string;
  location: string;
  serial_batch: string;
  date_code: string;
  /** In the line's unit. */
  quantity: number;
  /** Base units moved (0 for a short pick that found nothing). */
  base: number;
  reason: string;
};
type PlannedPick = {
  order: OrderRow;
  section: string;
  area: string;
  sectionName: string;
  lines: LineRow[];
  status: 'new' | 'in_progress' | 'complete';
  locked_user: string;
  created: number;
  completed: number | null;
  completed_by: string;
  attempts: PlannedAttempt[];
};

export async function seedPicks(db: Db, options: PicksOptions): Promise<void> {
  if ((options.scale ?? 1) > 1) return;
  const clock = seedClock(options.now);
  const random = rng(options.seed);
  await addOrders(db, clock, random);

  const today = clock.date(clock.now);
  const orders = await rows<OrderRow>(
    db,
    sql`SELECT o.site_id, o.sales_order_id, o.sales_order, o.warehouse, o.run_id,
               o.required_date::text AS required_date,
               lower(COALESCE(NULLIF(btrim(o.wms_status), ''), 'new')) AS status,
               COALESCE(c.customer_name, o.customer_code) AS pick_name
        FROM wms.sales_orders o
        LEFT JOIN wms.customers c ON c.site_id = o.site_id AND c.customer_code = o.customer_code
        WHERE ${PICKING_WHERE}
        ORDER BY o.site_id, o.sales_order`,
  );
  const picking = orders;
  if (!picking.length) return;
  const lines = await rows<LineRow>(
    db,
    sql`SELECT l.site_id, l.sales_order_id, l.line_no, l.inventory_code, l.description,
               l.stocking_factor_unit, l.pack_size::float8 AS pack_size,
               l.quantity_ordered::float8 AS quantity_ordered,
               COALESCE(iw.pick_face, '') AS pick_face,
               COALESCE(loc.pick_sequence, 0) AS pick_sequence,
               COALESCE(loc.pick_area, '') AS pick_area,
               COALESCE(loc.pick_section, '') AS pick_section,
               COALESCE(ps.pick_section_name, loc.pick_section, '') AS pick_section_name,
               i.unit_of_measure
        FROM wms.sales_orders o
        JOIN wms.sales_order_lines l ON l.site_id = o.site_id AND l.sales_order_id = o.sales_order_id
        JOIN wms.inventory i ON i.site_id = l.site_id AND i.inventory_code = l.inventory_code
        LEFT JOIN wms.inventory_warehouses iw ON iw.site_id = l.site_id
          AND iw.inventory_code = l.inventory_code AND iw.warehouse = o.warehouse
          AND iw.pick_face <> ''
        LEFT JOIN wms.locations loc ON loc.site_id = l.site_id AND loc.warehouse = o.warehouse
          AND loc.location = iw.pick_face
        LEFT JOIN wms.pick_sections ps ON ps.site_id = l.site_id AND ps.warehouse = o.warehouse
          AND ps.pick_area = loc.pick_area AND ps.pick_section = loc.pick_section
        WHERE ${PICKING_WHERE}
        ORDER BY l.site_id, l.sales_order_id, l.line_no`,
  );
  const orderById = new Map(picking.map((o) => [`${o.site_id}|${o.sales_order_id}`, o]));

  // The ledger of every item picked, per stock key.
  const items = [
    ...new Set(
      lines.map((l) => {
        const o = orderById.get(`${l.site_id}|${l.sales_order_id}`)!;
        return JSON.stringify([l.site_id, o.warehouse, l.inventory_code]);
      }),
    ),
  ].map((s) => {
    const [site_id, warehouse, inventory_code] = JSON.parse(s) as [string, string, string];
    return { site_id, warehouse, inventory_code };
  });
  // Per stock key of those items, the least balance from each movement on (the ledger test's
  // order): only the points where it changes.
  const codes = [...new Set(items.map((k) => k.inventory_code))];
  const points = await rows<StockKey & { t: number; avail: number }>(
    db,
    sql`WITH m AS (
          SELECT site_id, warehouse, to_location AS location, inventory_code, serial_batch,
                 date_code, timestamp, movement_id, movement_qty AS qty
          FROM wms.movements WHERE to_location <> '' AND inventory_code IN (${sqlList(codes)})
          UNION ALL
          SELECT site_id, warehouse, from_location, inventory_code, serial_batch, date_code,
                 timestamp, movement_id, -movement_qty
          FROM wms.movements WHERE from_location <> '' AND inventory_code IN (${sqlList(codes)})),
        r AS (
          SELECT *, sum(qty) OVER (PARTITION BY site_id, warehouse, location, inventory_code,
                   serial_batch, date_code ORDER BY timestamp, movement_id, qty DESC
                   ROWS UNBOUNDED PRECEDING) AS running
          FROM m),
        f AS (
          SELECT *, min(running) OVER (PARTITION BY site_id, warehouse, location, inventory_code,
                   serial_batch, date_code ORDER BY timestamp DESC, movement_id DESC, qty
                   ROWS UNBOUNDED PRECEDING) AS avail
          FROM r),
        g AS (
          SELECT *, lag(avail) OVER (PARTITION BY site_id, warehouse, location, inventory_code,
                   serial_batch, date_code ORDER BY timestamp, movement_id, qty DESC) AS prev
          FROM f)
        SELECT site_id, warehouse, location, inventory_code, serial_batch, date_code,
               (extract(epoch FROM timestamp) * 1000)::float8 AS t, avail::float8 AS avail
        FROM g WHERE prev IS NULL OR avail <> prev
        ORDER BY site_id, warehouse, location, inventory_code, serial_batch, date_code,
                 timestamp, movement_id, qty DESC`,
  );
  const blocked = new Set(
    (
      await rows<{ site_id: string; inventory_code: string; serial_batch: string }>(
        db,
        sql`SELECT sb.site_id, sb.inventory_code, sb.serial_batch
            FROM wms.serial_batches sb
            WHERE sb.quarantine OR sb.recall`,
      )
    ).map((b) => `${b.site_id}|${b.inventory_code}|${b.serial_batch}`),
  );
  const docks = new Map(
    (
      await rows<{ site_id: string; warehouse: string; dock_location: string }>(
        db,
        sql`SELECT DISTINCT ON (site_id, warehouse) site_id, warehouse, dock_location
            FROM wms.dock_locations ORDER BY site_id, warehouse, dock_location`,
      )
    ).map((d) => [`${d.site_id}|${d.warehouse}`, d.dock_location]),
  );
  const pickable = new Set(
    (
      await rows<{ site_id: string; warehouse: string; location: string }>(
        db,
        sql`SELECT site_id, warehouse, location FROM wms.locations
            WHERE active AND NOT quarantine AND NOT exclude_from_available`,
      )
    ).map((l) => `${l.site_id}|${l.warehouse}|${l.location}`),
  );

  const wanted = new Set(items.map((k) => `${k.site_id}|${k.warehouse}|${k.inventory_code}`));
  const timelines = new Map<string, Availability>();
  /** Keys of an item in a warehouse. */
  const keysOf = new Map<string, StockKey[]>();
  for (const p of points) {
    const ik = `${p.site_id}|${p.warehouse}|${p.inventory_code}`;
    if (!wanted.has(ik)) continue;
    const k: StockKey = {
      site_id: p.site_id,
      warehouse: p.warehouse,
      location: p.location,
      inventory_code: p.inventory_code,
      serial_batch: p.serial_batch,
      date_code: p.date_code,
    };
    let line = timelines.get(keyOf(k));
    if (!line) {
      line = new Availability();
      timelines.set(keyOf(k), line);
      keysOf.set(ik, [...(keysOf.get(ik) ?? []), k]);
    }
    line.push(p.t, p.avail);
  }
  const timeline = (k: StockKey) => timelines.get(keyOf(k))!;

  /** The net on-hand change per key, and the movement rows, as postMovement would write. */
  const deltas = new Map<string, { key: StockKey; qty: number }>();
  const delta = (k: StockKey, qty: number) => {
    const id = keyOf(k);
    const d = deltas.get(id) ?? { key: k, qty: 0 };
    d.qty = round3(d.qty + qty);
    deltas.set(id, d);
  };

  /**
   * Take `need` base units of a line's item at t: the pick face first (first expiry first,
   * never a quarantined or recalled batch), then other pickable locations; only what the
   * ledger holds from t on. Answers the parts taken.
   */
  const take = (o: OrderRow, l: LineRow, t: number, need: number) => {
    const all = keysOf.get(`${o.site_id}|${o.warehouse}|${l.inventory_code}`) ?? [];
    const dock = docks.get(`${o.site_id}|${o.warehouse}`) ?? '';
    const usable = all.filter(
      (k) =>
        k.location !== dock &&
        !blocked.has(`${k.site_id}|${k.inventory_code}|${k.serial_batch}`) &&
        (k.location === l.pick_face || pickable.has(`${k.site_id}|${k.warehouse}|${k.location}`)),
    );
    usable.sort(
      (a, b) =>
        Number(b.location === l.pick_face) - Number(a.location === l.pick_face) ||
        Number(a.date_code === '') - Number(b.date_code === '') ||
        a.date_code.localeCompare(b.date_code) ||
        a.location.localeCompare(b.location) ||
        a.serial_batch.localeCompare(b.serial_batch),
    );
    const parts: { key: StockKey; qty: number }[] = [];
    let left = need;
    for (const k of usable) {
      if (left <= 0) break;
      const tl = timeline(k);
      const can = round3(Math.min(tl.available(t), left));
      if (can <= 0) continue;
      tl.take(t, can);
      parts.push({ key: k, qty: round3(can) });
      left = round3(left - can);
    }
    return parts;
  };

  // Who picks: the site's floor staff (those who may move stock), the demo's floor user first
  // (it signs in to show the floor), the site administrator last.
  const staff = await rows<{ site_id: string; user_id: string }>(
    db,
    sql`SELECT p.site_id, p.user_id FROM wms.user_permissions p
        JOIN wms.users u ON u.user_id = p.user_id
        WHERE p.module IN ('mo', 'so') AND p."update" AND u.role <> 'provider'
        GROUP BY p.site_id, p.user_id ORDER BY p.site_id, (p.user_id = 'admin'), (p.user_id <> 'floor'), p.user_id`,
  );
  const pickersOf = (site: string) => {
    const list = staff.filter((s) => s.site_id === site).map((s) => s.user_id);
    return list.length ? list : ['admin'];
  };

  const nowHour = (clock.now - clock.at(0, 0)) / HOUR;
  /** A pick's start on a day: shift hours, today only before now. */
  const startOf = (daysAgo: number): number => {
    if (daysAgo > 0) {
      const h = random.next() < 0.15 ? 14 + random.next() * 3.5 : 6 + random.next() * 7.5;
      return clock.at(daysAgo, h);
    }
    const latest = nowHour - 0.4;
    if (latest >= 6.5) return clock.at(0, 6 + random.next() * (Math.min(latest, 17) - 6));
    // Before today's day shift: the night shift's last hours.
    return clock.at(0, Math.max(0, latest - 3) + random.next() * Math.min(3, latest));
  };
  const daysAgoOf = (date: string) =>
    Math.max(0, Math.round((Date.parse(today) - Date.parse(date)) / DAY));

  const linesOf = new Map<string, LineRow[]>();
  for (const l of lines) {
    const k = `${l.site_id}|${l.sales_order_id}`;
    linesOf.set(k, [...(linesOf.get(k) ?? []), l]);
  }

  const picks: PlannedPick[] = [];
  let openCycle = 0;
  for (const o of picking) {
    const own = linesOf.get(`${o.site_id}|${o.sales_order_id}`) ?? [];
    if (!own.length) continue;
    const sections = new Map<string, LineRow[]>();
    for (const l of own) {
      const k = `${l.pick_area}|${l.pick_section}`;
      sections.set(k, [...(sections.get(k) ?? []), l]);
    }
    const daysAgo = daysAgoOf(o.required_date);
    const staffHere = pickersOf(o.site_id);
    const open = OPEN_STATUSES.has(o.status);
    let index = 0;
    for (const group of sections.values()) {
      const first = group[0]!;
      // Picking orders: the first pick unstarted or in progress by turns, the others cycle.
      const state: PlannedPick['status'] = !open
        ? 'complete'
        : index === 0
          ? openCycle++ % 2 === 0
            ? 'in_progress'
            : 'new'
          : (['complete', 'new', 'in_progress'] as const)[index % 3]!;
      index++;
      const user = random.next() < 0.75 ? staffHere[0]! : random.pick(staffHere);
      const start = startOf(daysAgo);
      const pick: PlannedPick = {
        order: o,
        section: first.pick_section,
        area: first.pick_area,
        sectionName: first.pick_section_name,
        lines: group,
        status: state,
        locked_user: state === 'in_progress' ? user : '',
        created: start - (30 + random.int(0, 90)) * MINUTE,
        completed: null,
        completed_by: '',
        attempts: [],
      };
      picks.push(pick);
      if (state === 'new') continue;
      const sorted = [...group].sort(
        (a, b) => a.pick_sequence - b.pick_sequence || a.pick_face.localeCompare(b.pick_face),
      );
      const upTo =
        state === 'in_progress' ? Math.max(1, Math.floor(sorted.length / 2)) : sorted.length;
      let t = start;
      for (const l of sorted.slice(0, upTo)) {
        t += (1 + random.next() * 3) * MINUTE;
        if (daysAgo === 0 && t > clock.now - MINUTE)
          t = clock.now - MINUTE - random.int(1, 60) * 1000;
        const decimal = l.stocking_factor_unit === 'KG' || l.unit_of_measure === 'KG';
        // A few lines are short on purpose (damaged, short-dated); the rest as stock allows.
        const chosen = random.next() < 0.05 ? random.pick(PICKING_REASONS.slice(1)) : '';
        let want = chosen
          ? decimal
            ? round3(Math.floor(l.quantity_ordered * 5) / 10)
            : Math.floor(l.quantity_ordered / 2)
          : l.quantity_ordered;
        const parts = want > 0 ? take(o, l, t, round3(want * l.pack_size)) : [];
        let got = round3(parts.reduce((n, p) => n + p.qty, 0));
        if (got < round3(want * l.pack_size)) {
          // Not all there: pick what whole units there are; give the rest back.
          const units = decimal ? round3(got / l.pack_size) : Math.floor(got / l.pack_size + 1e-9);
          let excess = round3(got - units * l.pack_size);
          for (const p of [...parts].reverse()) {
            if (excess <= 0) break;
            const back = Math.min(p.qty, excess);
            timeline(p.key).giveBack(t, back);
            p.qty = round3(p.qty - back);
            excess = round3(excess - back);
          }
          want = units;
          got = round3(units * l.pack_size);
        }
        const taken = parts.filter((p) => p.qty > 0);
        const reason =
          want < l.quantity_ordered ? (chosen && got > 0 ? chosen : STOCK_NOT_ON_SHELF) : '';
        if (!taken.length) {
          pick.attempts.push({
            line: l,
            time: t,
            user,
            location: l.pick_face,
            serial_batch: '',
            date_code: '',
            quantity: 0,
            base: 0,
            reason,
          });
          continue;
        }
        let counted = 0;
        for (const [i, p] of taken.entries()) {
          const last = i === taken.length - 1;
          const q = last ? round3(want - counted) : round3(p.qty / l.pack_size);
          counted = round3(counted + q);
          pick.attempts.push({
            line: l,
            time: t,
            user,
            location: p.key.location,
            serial_batch: p.key.serial_batch,
            date_code: p.key.date_code,
            quantity: q,
            base: p.qty,
            reason: last ? reason : '',
          });
        }
      }
      if (state === 'complete') {
        pick.completed = t;
        pick.completed_by = user;
      }
    }
  }

  // Picks, then their lines (ids read back), then the movements and attempts.
  await bulkInsert(
    db,
    'wms.picks',
    [
      ['site_id', 'text'],
      ['warehouse', 'text'],
      ['run_id', 'integer'],
      ['sales_order_id', 'integer'],
      ['pick_area', 'text'],
      ['pick_section', 'text'],
      ['pick_section_name', 'text'],
      ['pick_type', 'text'],
      ['pick_name', 'text'],
      ['required_date', 'date'],
      ['status', 'text'],
      ['locked_user', 'text'],
      ['created_by', 'text'],
      ['completed_by', 'text'],
      ['completed_at', 'timestamptz'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
    picks.map((p) => {
      const lastTouch = p.attempts.length ? p.attempts[p.attempts.length - 1]!.time : p.created;
      return {
        site_id: p.order.site_id,
        warehouse: p.order.warehouse,
        run_id: p.order.run_id,
        sales_order_id: p.order.sales_order_id,
        pick_area: p.area,
        pick_section: p.section,
        pick_section_name: p.sectionName,
        pick_type: 'Single',
        pick_name: p.order.pick_name,
        required_date: p.order.required_date,
        status: p.status,
        locked_user: p.locked_user,
        created_by: 'admin',
        completed_by: p.completed_by,
        completed_at: p.completed ? new Date(p.completed).toISOString() : null,
        created_at: new Date(p.created).toISOString(),
        updated_at: new Date(lastTouch).toISOString(),
      };
    }),
  );
  const pickIds = new Map(
    (
      await rows<{
        site_id: string;
        sales_order_id: number;
        pick_area: string;
        pick_section: string;
        pick_id: number;
      }>(db, sql`SELECT site_id, sales_order_id, pick_area, pick_section, pick_id FROM wms.picks`)
    ).map((p) => [`${p.site_id}|${p.sales_order_id}|${p.pick_area}|${p.pick_section}`, p.pick_id]),
  );
  const idOf = (p: PlannedPick) =>
    pickIds.get(`${p.order.site_id}|${p.order.sales_order_id}|${p.area}|${p.section}`)!;

  const pickedOf = (p: PlannedPick, l: LineRow) =>
    round3(p.attempts.filter((a) => a.line === l).reduce((n, a) => n + a.quantity, 0));
  const reasonOf = (p: PlannedPick, l: LineRow) =>
    p.attempts.filter((a) => a.line === l && a.reason).at(-1)?.reason ?? '';
  await bulkInsert(
    db,
    'wms.pick_lines',
    [
      ['site_id', 'text'],
      ['pick_id', 'integer'],
      ['sales_order_id', 'integer'],
      ['line_no', 'integer'],
      ['inventory_code', 'text'],
      ['description', 'text'],
      ['pick_face', 'text'],
      ['pick_sequence', 'integer'],
      ['stocking_factor_unit', 'text'],
      ['pack_size', 'numeric'],
      ['quantity_req', 'numeric'],
      ['quantity_picked', 'numeric'],
      ['reason', 'text'],
    ],
    picks.flatMap((p) =>
      p.lines.map((l) => ({
        site_id: l.site_id,
        pick_id: idOf(p),
        sales_order_id: l.sales_order_id,
        line_no: l.line_no,
        inventory_code: l.inventory_code,
        description: l.description,
        pick_face: l.pick_face,
        pick_sequence: l.pick_sequence,
        stocking_factor_unit: l.stocking_factor_unit,
        pack_size: l.pack_size,
        quantity_req: l.quantity_ordered,
        quantity_picked: pickedOf(p, l),
        reason: reasonOf(p, l),
      })),
    ),
  );
  const lineIds = new Map(
    (
      await rows<{ site_id: string; pick_id: number; line_no: number; pick_line_id: number }>(
        db,
        sql`SELECT site_id, pick_id, line_no, pick_line_id FROM wms.pick_lines`,
      )
    ).map((l) => [`${l.site_id}|${l.pick_id}|${l.line_no}`, l.pick_line_id]),
  );

  // The movements: a PICK from where it was taken to the dock; complete orders' stock leaves
  // the dock two hours after the pick.
  const movementRows: Record<string, unknown>[] = [];
  const attemptRows: (Record<string, unknown> & { note: string })[] = [];
  let erp = 700000;
  for (const p of picks) {
    const pickId = idOf(p);
    const o = p.order;
    const dock = docks.get(`${o.site_id}|${o.warehouse}`) ?? '';
    for (const a of p.attempts) {
      const note = a.base > 0 ? `Pick ${pickId} line ${a.line.line_no}` : '';
      attemptRows.push({
        note,
        site_id: o.site_id,
        pick_line_id: lineIds.get(`${o.site_id}|${pickId}|${a.line.line_no}`),
        pick_id: pickId,
        warehouse: o.warehouse,
        user_id: a.user,
        pick_face: a.location,
        batch_number: a.serial_batch,
        serial_number: '',
        expiry_date: a.date_code,
        quantity_picked: a.quantity,
        reason: a.reason,
        last_modified_time: new Date(a.time).toISOString(),
        match: `${note}|${a.location}|${a.serial_batch}|${a.date_code}`,
      });
      if (a.base <= 0 || !dock) continue;
      const from: StockKey = {
        site_id: o.site_id,
        warehouse: o.warehouse,
        location: a.location,
        inventory_code: a.line.inventory_code,
        serial_batch: a.serial_batch,
        date_code: a.date_code,
      };
      const to = { ...from, location: dock };
      const old = clock.now - a.time > DAY;
      movementRows.push({
        site_id: o.site_id,
        timestamp: new Date(a.time).toISOString(),
        operator: a.user,
        movement_type: 'PICK',
        warehouse: o.warehouse,
        inventory_code: a.line.inventory_code,
        from_location: a.location,
        to_location: dock,
        serial_batch: a.serial_batch,
        date_code: a.date_code,
        movement_qty: a.base,
        reference: o.sales_order,
        notes: note,
        erp_id: old ? `IC-${++erp}` : '',
        erp_action: '',
        wms_status: '',
      });
      delta(from, -a.base);
      delta(to, a.base);
      if (o.status === 'complete') {
        const out = a.time + 2 * HOUR;
        movementRows.push({
          site_id: o.site_id,
          timestamp: new Date(Math.min(out, clock.now - MINUTE)).toISOString(),
          operator: a.user,
          movement_type: 'PICK',
          warehouse: o.warehouse,
          inventory_code: a.line.inventory_code,
          from_location: dock,
          to_location: '',
          serial_batch: a.serial_batch,
          date_code: a.date_code,
          movement_qty: a.base,
          reference: o.sales_order,
          notes: 'Despatched',
          erp_id: clock.now - out > DAY ? `IC-${++erp}` : '',
          erp_action: '',
          wms_status: '',
        });
        delta(to, -a.base);
      }
    }
  }
  const moved = new Map<string, number>();
  for (let i = 0; i < movementRows.length; i += 5000) {
    const chunk = movementRows.slice(i, i + 5000);
    const names = MOVEMENT_COLUMNS.map(([n]) => n).join(', ');
    const record = MOVEMENT_COLUMNS.map(([n, t]) => `${n} ${t}`).join(', ');
    const back = await rows<{ movement_id: number; k: string }>(
      db,
      sql`INSERT INTO wms.movements (${sql.raw(names)})
          SELECT ${sql.raw(names)} FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
            AS r(${sql.raw(record)})
          RETURNING movement_id::float8 AS movement_id,
                    notes || '|' || from_location || '|' || serial_batch || '|' || date_code AS k`,
    );
    for (const b of back) if (b.k.startsWith('Pick ')) moved.set(b.k, b.movement_id);
  }
  await bulkInsert(
    db,
    'wms.pick_attempts',
    [
      ['site_id', 'text'],
      ['pick_line_id', 'integer'],
      ['pick_id', 'integer'],
      ['warehouse', 'text'],
      ['user_id', 'text'],
      ['pick_face', 'text'],
      ['batch_number', 'text'],
      ['serial_number', 'text'],
      ['expiry_date', 'text'],
      ['quantity_picked', 'numeric'],
      ['reason', 'text'],
      ['movement_id', 'bigint'],
      ['last_modified_time', 'timestamptz'],
    ],
    attemptRows.map(({ note, match, ...a }) => ({
      ...a,
      movement_id: note ? (moved.get(match as string) ?? null) : null,
    })),
  );

  // On hands: the same changes postMovement makes, summed per key (puts added or inserted,
  // takes subtracted from rows the ledger showed hold them); rows at zero go.
  const changes = [...deltas.values()].filter((d) => d.qty !== 0);
  const record = sql.raw(`site_id text, warehouse text, location text, inventory_code text,
    serial_batch text, date_code text, quantity numeric`);
  const puts = JSON.stringify(
    changes.filter((d) => d.qty > 0).map((d) => ({ ...d.key, quantity: d.qty })),
  );
  const takes = JSON.stringify(
    changes.filter((d) => d.qty < 0).map((d) => ({ ...d.key, quantity: -d.qty })),
  );
  await db.execute(
    sql`INSERT INTO wms.on_hands (site_id, warehouse, location, inventory_code, serial_batch,
          date_code, quantity)
        SELECT site_id, warehouse, location, inventory_code, serial_batch, date_code, quantity
        FROM jsonb_to_recordset(${puts}::jsonb) AS r(${record})
        ON CONFLICT (site_id, warehouse, location, inventory_code, serial_batch, date_code)
        DO UPDATE SET quantity = wms.on_hands.quantity + EXCLUDED.quantity, updated_at = now()`,
  );
  await db.execute(
    sql`UPDATE wms.on_hands o SET quantity = o.quantity - r.quantity, updated_at = now()
        FROM jsonb_to_recordset(${takes}::jsonb) AS r(${record})
        WHERE o.site_id = r.site_id AND o.warehouse = r.warehouse AND o.location = r.location
          AND o.inventory_code = r.inventory_code AND o.serial_batch = r.serial_batch
          AND o.date_code = r.date_code`,
  );
  await db.execute(sql`DELETE FROM wms.on_hands WHERE quantity = 0`);

  // The order lines supplied what their picks' attempts picked, short with their reason;
  // picking orders whose picks all ended up complete are picked.
  const supplied = picks.flatMap((p) =>
    p.lines.map((l) => ({
      site_id: l.site_id,
      id: l.sales_order_id,
      line_no: l.line_no,
      q: pickedOf(p, l),
      reason: reasonOf(p, l),
    })),
  );
  await db.execute(
    sql`UPDATE wms.sales_order_lines l SET quantity_supplied = r.q, short_supply_reason = r.reason
        FROM jsonb_to_recordset(${JSON.stringify(supplied)}::jsonb)
          AS r(site_id text, id int, line_no int, q numeric, reason text)
        WHERE l.site_id = r.site_id AND l.sales_order_id = r.id AND l.line_no = r.line_no`,
  );
}
