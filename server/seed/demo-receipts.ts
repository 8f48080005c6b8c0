/**
 * Demo receipts (Bookin Management /ev_dd): bookins for the demo dockets received in the last
 * two weeks (demo-dockets.ts), and a few dockets still awaiting receipt.
 *
 * - a docket CHECKED (checked and processed) is a bookin fully put away: docket_status
 *   Checked, receiving Closed, its put-away(s) at bins;
 * - a docket RECEIVED (waiting for put-away) is a bookin still at the dock: the first of each
 *   warehouse just opened (receiving_status Opened, everything at the dock), the others with
 *   receiving Closed and, when split over two pallets, one already put away;
 * - each stock site's warehouses get dockets awaiting receipt (no received date) for open
 *   purchase orders: what is still to come of each line (a part delivery for one of them).
 *
 * Stock changes only through the ledger (postMovement): a RECEIPT to the warehouse's first
 * dock location on the received date, a PUT_AWAY to the bin an hour or two later, never after
 * the seed's now. Docket lines of the fixed anchors (PAS-500-SPAG, SAL-ATL-FIL-1KG) and
 * PO-200001 are left alone, so their on hands, committed and incoming quantities stay.
 * A docket's cartons are in its purchase order line's unit: the stock is cartons x pack size.
 */
import { sql } from 'drizzle-orm';
import { rows } from '../db/sql';
import type { Db } from '../db/types';
import { palletBarcode } from '../areas/bookins/queries';
import { takeSsccSerials } from '../areas/stock/sscc-serials';
import { bulkInsert } from './bulk';
import { seedClock } from './clock';
import { ANCHOR_SXD_ITEM, ANCHOR_TAS_ITEM } from './demo-stock';
import { rng } from './prng';

export type ReceiptsOptions = { now: Date; seed: number };

const ANCHORS = [ANCHOR_SXD_ITEM, ANCHOR_TAS_ITEM];
const ANCHOR_PO = 'PO-200001';
/** Bookins per warehouse at most (keeps the seed quick). */
const PER_WAREHOUSE = 8;
/** Dockets awaiting receipt per warehouse. */
const AWAITING = 3;
const DAY = 86_400_000;
const HOUR = 3_600_000;

type DocketRow = {
  site_id: string;
  delivery_docket_id: number;
  delivery_docket: string;
  warehouse: string;
  supplier_code: string;
  received_date: string;
  docket_status: string;
  received_by: string;
  lines: DocketLine[] | string;
};

type DocketLine = {
  line_no: number;
  inventory_code: string;
  description: string;
  carton_qty: number;
  pack_size: number;
};

type OpenPo = {
  site_id: string;
  purchase_order_id: number;
  purchase_order: string;
  warehouse: string;
  expected_date: string;
  lines:
    | {
        purchase_order_line: number;
        inventory_code: string;
        description: string;
        quantity_ordered: number;
        quantity_received: number;
      }[]
    | string;
};

const parsed = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

export async function seedReceipts(
  db: Db,
  options: ReceiptsOptions,
): Promise<{ bookins: number; awaiting: number }> {
  const random = rng(options.seed);
  const clock = seedClock(options.now);
  const today = clock.date(clock.now);
  const since = new Date(Date.parse(`${today}T00:00:00Z`) - 14 * DAY).toISOString().slice(0, 10);

  const dockets = await rows<DocketRow>(
    db,
    sql`SELECT d.site_id, d.delivery_docket_id, d.delivery_docket, d.warehouse, po.supplier_code,
               d.received_date::text AS received_date, d.docket_status, d.received_by,
               json_agg(json_build_object('line_no', dl.line_no,
                 'inventory_code', dl.inventory_code, 'description', dl.description,
                 'carton_qty', dl.carton_qty::float8,
                 'pack_size', COALESCE(l.pack_size, 1)::float8) ORDER BY dl.line_no) AS lines
        FROM wms.delivery_dockets d
        JOIN wms.purchase_orders po
          ON po.site_id = d.site_id AND po.purchase_order_id = d.purchase_order_id
        JOIN wms.delivery_docket_lines dl
          ON dl.site_id = d.site_id AND dl.delivery_docket_id = d.delivery_docket_id
        LEFT JOIN wms.purchase_order_lines l
          ON l.site_id = dl.site_id AND l.purchase_order_id = d.purchase_order_id
         AND l.purchase_order_line = dl.purchase_order_line
        WHERE d.booking_id IS NULL AND d.received_date >= ${since}::date AND NOT d.hold
          AND d.docket_status IN ('RECEIVED', 'CHECKED') AND po.purchase_order <> ${ANCHOR_PO}
          AND dl.carton_qty > 0
        GROUP BY d.site_id, d.delivery_docket_id, po.supplier_code
        HAVING bool_and(dl.inventory_code NOT IN (${sql.join(
          ANCHORS.map((a) => sql`${a}`),
          sql`, `,
        )}))
        ORDER BY d.site_id, d.warehouse, d.received_date, d.delivery_docket`,
  );

  // Where each item already sits in a warehouse (its fullest bin), and fallback bins.
  const homes = new Map(
    (
      await rows<{ k: string; location: string }>(
        db,
        sql`SELECT DISTINCT ON (o.site_id, o.warehouse, o.inventory_code)
                   o.site_id || '/' || o.warehouse || '/' || o.inventory_code AS k, o.location
            FROM wms.on_hands o
            JOIN wms.locations l ON l.site_id = o.site_id AND l.warehouse = o.warehouse
             AND l.location = o.location AND l.active AND NOT l.quarantine
            ORDER BY o.site_id, o.warehouse, o.inventory_code, o.quantity DESC, o.location`,
      )
    ).map((r) => [r.k, r.location]),
  );
  const bins = new Map<string, string[]>();
  for (const r of await rows<{ k: string; location: string }>(
    db,
    sql`SELECT site_id || '/' || warehouse AS k, location FROM wms.locations
        WHERE active AND NOT quarantine
        ORDER BY site_id, warehouse, location`,
  )) {
    const list = bins.get(r.k) ?? [];
    if (list.length < 200) list.push(r.location);
    bins.set(r.k, list);
  }
  const docks = new Map(
    (
      await rows<{ k: string; dock: string }>(
        db,
        sql`SELECT DISTINCT ON (site_id, warehouse) site_id || '/' || warehouse AS k,
                   dock_location AS dock
            FROM wms.dock_locations ORDER BY site_id, warehouse, dock_location`,
      )
    ).map((r) => [r.k, r.dock]),
  );

  // Plan every bookin, pallet and movement first; then write each table in one statement.
  type Pallet = {
    site_id: string;
    reference: string;
    barcode: string;
    warehouse: string;
    from_location: string;
    location: string;
    put_away_by: string;
    put_away_at: string | null;
    created_at: string;
    contents: { l: DocketLine; docket: number }[];
  };
  type Movement = {
    site_id: string;
    timestamp: string;
    operator: string;
    movement_type: 'RECEIPT' | 'PUT_AWAY';
    warehouse: string;
    inventory_code: string;
    from_location: string;
    to_location: string;
    movement_qty: number;
    /** The pallet it belongs to (its barcode is known once the plates are taken). */
    pallet: number;
    bookin: string;
  };
  const bookins: Record<string, unknown>[] = [];
  const pallets: Pallet[] = [];
  const movements: Movement[] = [];
  const checkedDockets: number[] = [];
  const perWarehouse = new Map<string, number>();
  const palletsPerSite = new Map<string, number>();
  for (const d of dockets) {
    const wh = `${d.site_id}/${d.warehouse}`;
    const dock = docks.get(wh);
    const seen = perWarehouse.get(wh) ?? 0;
    if (!dock || seen >= PER_WAREHOUSE) continue;
    perWarehouse.set(wh, seen + 1);
    const lines = parsed(d.lines);
    const split = lines.length > 2 ? [lines.slice(0, 2), lines.slice(2)] : [lines];
    // A CHECKED docket is all put away; of those RECEIVED: the second of a warehouse is put
    // away now (Checked), the others just opened or, on two pallets, half way.
    const done = d.docket_status === 'CHECKED' || seen === 1;
    const partly = !done && seen > 1 && split.length > 1;
    if (done && d.docket_status !== 'CHECKED') checkedDockets.push(d.delivery_docket_id);
    const daysAgo = Math.round(
      (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${d.received_date}T00:00:00Z`)) / DAY,
    );
    // Received in the morning; never after now (a docket received today).
    const receivedAt = Math.min(
      clock.at(daysAgo, 7 + random.int(0, 40) / 10),
      clock.now - 3 * HOUR,
    );
    const operator = d.received_by || 'admin';
    const reference = `${d.site_id}/${d.delivery_docket}`;
    bookins.push({
      site_id: d.site_id,
      warehouse: d.warehouse,
      supplier_code: d.supplier_code,
      booking_date: d.received_date,
      reference: d.delivery_docket,
      docket_status: done ? 'Checked' : '',
      receiving_status: done || partly ? 'Closed' : 'Opened',
      received_by: operator,
    });
    for (const [p, pallet] of split.entries()) {
      const serial = (palletsPerSite.get(d.site_id) ?? 0) + 1;
      palletsPerSite.set(d.site_id, serial);
      const away = done || (partly && p === 0);
      const bin = away
        ? (homes.get(`${wh}/${pallet[0]!.inventory_code}`) ?? random.pick(bins.get(wh) ?? []))
        : '';
      const putAt = Math.min(receivedAt + (1 + p + random.next()) * HOUR, clock.now - HOUR);
      const plate = { site_id: d.site_id, serial };
      pallets.push({
        site_id: d.site_id,
        reference,
        barcode: JSON.stringify(plate),
        warehouse: d.warehouse,
        from_location: dock,
        location: away && bin ? bin : '',
        put_away_by: away && bin ? operator : '',
        put_away_at: away && bin ? new Date(putAt).toISOString() : null,
        created_at: new Date(receivedAt).toISOString(),
        contents: pallet.map((l) => ({ l, docket: d.delivery_docket_id })),
      });
      for (const l of pallet) {
        const base = {
          site_id: d.site_id,
          operator,
          warehouse: d.warehouse,
          inventory_code: l.inventory_code,
          movement_qty: l.carton_qty * l.pack_size,
          pallet: pallets.length - 1,
          bookin: reference,
        };
        movements.push({
          ...base,
          timestamp: new Date(receivedAt).toISOString(),
          movement_type: 'RECEIPT',
          from_location: '',
          to_location: dock,
        });
        if (away && bin)
          movements.push({
            ...base,
            timestamp: new Date(putAt).toISOString(),
            movement_type: 'PUT_AWAY',
            from_location: dock,
            to_location: bin,
          });
      }
    }
  }
  if (!bookins.length) return { bookins: 0, awaiting: await seedAwaiting(db, random) };

  // Licence plates: each site's SSCC serials, taken at once.
  const plates = new Map<string, string>();
  for (const [site, count] of palletsPerSite) {
    const numbering = await takeSsccSerials(db, site, count);
    for (let i = 1; i <= count; i++)
      plates.set(
        JSON.stringify({ site_id: site, serial: i }),
        palletBarcode(site, numbering, numbering.last + i),
      );
  }
  for (const p of pallets) p.barcode = plates.get(p.barcode)!;

  // Bookins (their ids), then the dockets they hold.
  const ids = new Map(
    (
      await rows<{ k: string; id: number }>(
        db,
        sql`INSERT INTO wms.bookins (site_id, warehouse, supplier_code, booking_date, reference,
                                     docket_status, receiving_status, received_by)
            SELECT * FROM jsonb_to_recordset(${JSON.stringify(bookins)}::jsonb) AS r(
              site_id text, warehouse text, supplier_code text, booking_date date,
              reference text, docket_status text, receiving_status text, received_by text)
            RETURNING site_id || '/' || reference AS k, booking_id AS id`,
      )
    ).map((r) => [r.k, r.id]),
  );
  await db.execute(
    sql`UPDATE wms.delivery_dockets d SET booking_id = b.booking_id
        FROM wms.bookins b
        WHERE b.site_id = d.site_id AND b.reference = d.delivery_docket AND d.booking_id IS NULL
          AND b.booking_id IN (${sql.join(
            [...ids.values()].map((id) => sql`${id}`),
            sql`, `,
          )})`,
  );
  if (checkedDockets.length)
    await db.execute(
      sql`UPDATE wms.delivery_dockets SET docket_status = 'CHECKED'
          WHERE delivery_docket_id IN (${sql.join(
            checkedDockets.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );

  // Put-aways (their ids by barcode) and their contents.
  const putAwayIds = new Map(
    (
      await rows<{ k: string; id: number }>(
        db,
        sql`INSERT INTO wms.put_aways (site_id, booking_id, warehouse, barcode, from_location,
                                       location, put_away_by, put_away_at, created_at)
            SELECT * FROM jsonb_to_recordset(${JSON.stringify(
              pallets.map(({ contents: _c, reference, ...p }) => ({
                ...p,
                booking_id: ids.get(reference),
              })),
            )}::jsonb) AS r(site_id text, booking_id integer, warehouse text, barcode text,
              from_location text, location text, put_away_by text, put_away_at timestamptz,
              created_at timestamptz)
            RETURNING site_id || '/' || barcode AS k, put_away_id AS id`,
      )
    ).map((r) => [r.k, r.id]),
  );
  await bulkInsert(
    db,
    'wms.put_away_contents',
    [
      ['site_id', 'text'],
      ['put_away_id', 'integer'],
      ['line_no', 'integer'],
      ['inventory_code', 'text'],
      ['description', 'text'],
      ['quantity', 'numeric'],
      ['delivery_docket_id', 'integer'],
      ['docket_line_no', 'integer'],
    ],
    pallets.flatMap((p) =>
      p.contents.map(({ l, docket }, i) => ({
        site_id: p.site_id,
        put_away_id: putAwayIds.get(`${p.site_id}/${p.barcode}`),
        line_no: i + 1,
        inventory_code: l.inventory_code,
        description: l.description,
        quantity: l.carton_qty * l.pack_size,
        delivery_docket_id: docket,
        docket_line_no: l.line_no,
      })),
    ),
  );

  // The ledger, in bulk and exactly as postMovement would write it: the movement rows, and
  // each key's on hand raised by what the movements left there (all of it arrived from
  // outside the warehouse, so nothing is ever taken below what was brought).
  const ledgerRows = movements.map(({ pallet, bookin, ...m }) => {
    const barcode = pallets[pallet]!.barcode;
    const id = ids.get(bookin);
    return m.movement_type === 'RECEIPT'
      ? { ...m, reference: bookin.split('/')[1], notes: `Bookin ${id} put-away ${barcode}` }
      : { ...m, reference: barcode, notes: `Bookin ${id}` };
  });
  await bulkInsert(db, 'wms.movements', LEDGER_COLUMNS, ledgerRows);
  const net = new Map<string, { key: Record<string, string>; qty: number }>();
  const add = (m: Movement, location: string, qty: number) => {
    const k = [m.site_id, m.warehouse, location, m.inventory_code].join('\u0000');
    const entry = net.get(k) ?? {
      key: {
        site_id: m.site_id,
        warehouse: m.warehouse,
        location,
        inventory_code: m.inventory_code,
      },
      qty: 0,
    };
    entry.qty += qty;
    net.set(k, entry);
  };
  for (const m of movements) {
    if (m.from_location) add(m, m.from_location, -m.movement_qty);
    if (m.to_location) add(m, m.to_location, m.movement_qty);
  }
  const deltas = [...net.values()]
    .filter((e) => Math.abs(e.qty) > 1e-9)
    .map((e) => ({ ...e.key, quantity: e.qty }));
  await db.execute(
    sql`INSERT INTO wms.on_hands (site_id, warehouse, location, inventory_code, serial_batch,
                                  date_code, quantity)
        SELECT site_id, warehouse, location, inventory_code, '', '', quantity
        FROM jsonb_to_recordset(${JSON.stringify(deltas)}::jsonb) AS r(site_id text,
          warehouse text, location text, inventory_code text, quantity numeric)
        ON CONFLICT (site_id, warehouse, location, inventory_code, serial_batch, date_code)
        DO UPDATE SET quantity = wms.on_hands.quantity + EXCLUDED.quantity`,
  );

  return { bookins: bookins.length, awaiting: await seedAwaiting(db, random) };
}

const LEDGER_COLUMNS = [
  ['site_id', 'text'],
  ['timestamp', 'timestamptz'],
  ['operator', 'text'],
  ['movement_type', 'text'],
  ['warehouse', 'text'],
  ['inventory_code', 'text'],
  ['from_location', 'text'],
  ['to_location', 'text'],
  ['movement_qty', 'numeric'],
  ['reference', 'text'],
  ['notes', 'text'],
] as const;

/** Dockets awaiting receipt: what is still to come of open orders (not the anchor's). */
async function seedAwaiting(db: Db, random: ReturnType<typeof rng>): Promise<number> {
  const orders = await rows<OpenPo>(
    db,
    sql`SELECT po.site_id, po.purchase_order_id, po.purchase_order, po.warehouse,
               po.expected_date::text AS expected_date,
               json_agg(json_build_object('purchase_order_line', l.purchase_order_line,
                 'inventory_code', l.inventory_code, 'description', l.description,
                 'quantity_ordered', l.quantity_ordered::float8,
                 'quantity_received', l.quantity_received::float8)
                 ORDER BY l.purchase_order_line) AS lines
        FROM wms.purchase_orders po
        JOIN wms.purchase_order_lines l
          ON l.site_id = po.site_id AND l.purchase_order_id = po.purchase_order_id
        WHERE lower(po.wms_status) IN ('new', 'in_progress') AND NOT po.hold
          AND po.purchase_order <> ${ANCHOR_PO}
          AND NOT EXISTS (SELECT 1 FROM wms.delivery_dockets d
                          WHERE d.site_id = po.site_id AND d.purchase_order_id = po.purchase_order_id
                            AND d.received_date IS NULL)
        GROUP BY po.site_id, po.purchase_order_id
        HAVING bool_and(l.inventory_code NOT IN (${sql.join(
          ANCHORS.map((a) => sql`${a}`),
          sql`, `,
        )}))
           AND bool_or(l.quantity_received < l.quantity_ordered)
        ORDER BY po.site_id, po.warehouse, po.expected_date, po.purchase_order`,
  );
  const used = new Set(
    (
      await rows<{ k: string }>(
        db,
        sql`SELECT site_id || '/' || delivery_docket AS k FROM wms.delivery_dockets`,
      )
    ).map((r) => r.k),
  );
  const number = (site: string) => {
    for (;;) {
      const n = `DN-${random.int(100000, 999999)}`;
      if (!used.has(`${site}/${n}`)) {
        used.add(`${site}/${n}`);
        return n;
      }
    }
  };
  const perWarehouse = new Map<string, number>();
  let count = 0;
  for (const po of orders) {
    const wh = `${po.site_id}/${po.warehouse}`;
    const seen = perWarehouse.get(wh) ?? 0;
    if (seen >= AWAITING) continue;
    perWarehouse.set(wh, seen + 1);
    const lines = parsed(po.lines).filter((l) => l.quantity_received < l.quantity_ordered);
    // The second of each warehouse is a part delivery: half of its first line is short.
    const part = seen === 1;
    const [d] = await rows<{ id: number }>(
      db,
      sql`INSERT INTO wms.delivery_dockets (site_id, delivery_docket, purchase_order_id,
            warehouse, expected_date, docket_status, wms_status, erp_status)
          VALUES (${po.site_id}, ${number(po.site_id)}, ${po.purchase_order_id}, ${po.warehouse},
                  ${po.expected_date}, '', '', 'Pending Receipt')
          RETURNING delivery_docket_id AS id`,
    );
    await bulkInsert(
      db,
      'wms.delivery_docket_lines',
      [
        ['site_id', 'text'],
        ['delivery_docket_id', 'integer'],
        ['line_no', 'integer'],
        ['purchase_order_line', 'integer'],
        ['inventory_code', 'text'],
        ['description', 'text'],
        ['quantity_ordered', 'numeric'],
        ['carton_qty', 'numeric'],
      ],
      lines.map((l, i) => {
        const due = l.quantity_ordered - l.quantity_received;
        return {
          site_id: po.site_id,
          delivery_docket_id: d!.id,
          line_no: i + 1,
          purchase_order_line: l.purchase_order_line,
          inventory_code: l.inventory_code,
          description: l.description,
          quantity_ordered: l.quantity_ordered,
          carton_qty: part && i === 0 ? Math.max(1, Math.floor(due / 2)) : due,
        };
      }),
    );
    count++;
  }
  return count;
}
