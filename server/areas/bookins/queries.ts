import { sql, type SQL } from 'drizzle-orm';
import {
  BOOKIN_CHECKED,
  BOOKIN_MESSAGES,
  DOCKET_STATUS_CHECKED,
  RECEIVING_CLOSED,
  RECEIVING_OPENED,
  bookinLineStatus,
  type TAwaitingDocket,
  type TBookinDetail,
  type TBookinListRow,
  type TBookinPo,
  type TBookinSummary,
  type TPutAway,
} from '../../../src/contract';
import { GS1_COMPANY_PREFIX, sscc18 } from '../../../src/contract/sscc';
import { rows } from '../../db/sql';
import type { Db } from '../../db/types';
import { badRequest, conflict, notFound } from '../../errors';
import { postMovement } from '../stock/ledger';
import { takeSsccSerials, type SsccNumbering } from '../stock/sscc-serials';

/*
 * Receipts (bookins) and put-aways. Reads are one statement each; receive (receive-docket.ts)
 * and put_away write stock only through the ledger (postMovement) in the call's transaction.
 */

/** json columns: PGlite may answer them as text. */
const parsed = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

export type BookinRange = { warehouse: string; from_date: string; to_date: string; limit: number };

const rangeWhere = (siteId: string, q: Omit<BookinRange, 'limit'>) => sql`
  b.site_id = ${siteId} AND b.booking_date BETWEEN ${q.from_date}::date AND ${q.to_date}::date
  ${q.warehouse ? sql`AND b.warehouse = ${q.warehouse}` : sql``}`;

const HEADER = sql`
  b.booking_id, b.warehouse, b.booking_date::text AS booking_date,
  b.supplier_code AS customer_code, COALESCE(s.supplier_name, b.supplier_code) AS customer_name,
  b.reference, b.docket_status, b.receiving_status, b.received_by,
  COALESCE((SELECT json_agg(DISTINCT po.purchase_order ORDER BY po.purchase_order)
            FROM wms.delivery_dockets d
            JOIN wms.purchase_orders po
              ON po.site_id = d.site_id AND po.purchase_order_id = d.purchase_order_id
            WHERE d.site_id = b.site_id AND d.booking_id = b.booking_id), '[]'::json)
    AS purchase_order_numbers,
  COALESCE((SELECT json_agg(d.delivery_docket ORDER BY d.delivery_docket)
            FROM wms.delivery_dockets d
            WHERE d.site_id = b.site_id AND d.booking_id = b.booking_id), '[]'::json)
    AS delivery_dockets,
  (SELECT count(*)::int FROM wms.put_aways p
   WHERE p.site_id = b.site_id AND p.booking_id = b.booking_id) AS no_put_aways,
  (SELECT count(*)::int FROM wms.put_aways p
   WHERE p.site_id = b.site_id AND p.booking_id = b.booking_id AND p.put_away_at IS NULL)
    AS put_aways_pending`;
const FROM = sql`
  FROM wms.bookins b
  LEFT JOIN wms.suppliers s ON s.site_id = b.site_id AND s.supplier_code = b.supplier_code`;

type HeaderRow = Omit<
  TBookinListRow,
  'purchase_order_numbers' | 'delivery_dockets' | 'purchase_order_number'
> & {
  reference: string;
  purchase_order_numbers: string[] | string;
  delivery_dockets: string[] | string;
};

const toRow = (r: HeaderRow): TBookinListRow & { reference: string } => {
  const numbers = parsed(r.purchase_order_numbers);
  return {
    ...r,
    purchase_order_numbers: numbers,
    purchase_order_number: numbers.join(', '),
    delivery_dockets: parsed(r.delivery_dockets),
  };
};

export async function listBookins(
  db: Db,
  siteId: string,
  q: BookinRange,
): Promise<TBookinListRow[]> {
  const found = await rows<HeaderRow>(
    db,
    sql`SELECT ${HEADER} ${FROM} WHERE ${rangeWhere(siteId, q)}
        ORDER BY b.booking_date DESC, b.booking_id DESC LIMIT ${q.limit}`,
  );
  return found.map(toRow);
}

export async function bookinSummary(
  db: Db,
  siteId: string,
  q: Omit<BookinRange, 'limit'>,
): Promise<TBookinSummary> {
  const [row] = await rows<TBookinSummary>(
    db,
    sql`WITH b AS (SELECT b.site_id, b.booking_id, b.docket_status, b.receiving_status
                   FROM wms.bookins b WHERE ${rangeWhere(siteId, q)}),
        p AS (SELECT p.put_away_at FROM wms.put_aways p
              JOIN b ON b.site_id = p.site_id AND b.booking_id = p.booking_id)
        SELECT
          (SELECT count(*)::int FROM b) AS bookins,
          (SELECT count(*)::int FROM wms.delivery_dockets d
             JOIN b ON b.site_id = d.site_id AND b.booking_id = d.booking_id) AS dockets,
          (SELECT count(*)::int FROM b WHERE b.receiving_status = ${RECEIVING_OPENED}) AS receiving,
          (SELECT count(*)::int FROM b WHERE b.docket_status = ${BOOKIN_CHECKED}) AS checked,
          (SELECT count(*)::int FROM p) AS put_aways,
          (SELECT count(*)::int FROM p WHERE p.put_away_at IS NULL) AS put_aways_pending,
          (SELECT count(*)::int FROM p WHERE p.put_away_at IS NOT NULL) AS put_aways_done,
          (SELECT count(*)::int FROM wms.delivery_dockets d
             WHERE d.site_id = ${siteId} AND d.received_date IS NULL AND d.booking_id IS NULL
               ${q.warehouse ? sql`AND d.warehouse = ${q.warehouse}` : sql``}) AS dockets_awaiting`,
  );
  return row!;
}

const PUT_AWAY_COLUMNS = sql`
  p.put_away_id, p.booking_id, p.warehouse, p.barcode, p.from_location, p.location,
  p.put_away_by, p.put_away_at, p.created_at,
  COALESCE((SELECT json_agg(json_build_object(
      'line_no', c.line_no, 'inventory_code', c.inventory_code, 'description', c.description,
      'quantity', c.quantity::float8, 'serial_batch', c.serial_batch, 'date_code', c.date_code,
      'delivery_docket', COALESCE(d.delivery_docket, '')) ORDER BY c.line_no)
    FROM wms.put_away_contents c
    LEFT JOIN wms.delivery_dockets d
      ON d.site_id = c.site_id AND d.delivery_docket_id = c.delivery_docket_id
    WHERE c.site_id = p.site_id AND c.put_away_id = p.put_away_id), '[]'::json) AS contents`;

type PutAwayRow = Omit<TPutAway, 'contents' | 'put_away_at' | 'created_at'> & {
  put_away_at: Date | string | null;
  created_at: Date | string;
  contents: TPutAway['contents'] | string;
};
const iso = (v: Date | string | null): string | null =>
  v === null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString();
const toPutAway = (r: PutAwayRow): TPutAway => ({
  ...r,
  put_away_at: iso(r.put_away_at),
  created_at: iso(r.created_at)!,
  contents: parsed(r.contents),
});

async function putAwaysOf(db: Db, siteId: string, where: SQL): Promise<TPutAway[]> {
  const found = await rows<PutAwayRow>(
    db,
    sql`SELECT ${PUT_AWAY_COLUMNS} FROM wms.put_aways p
        WHERE p.site_id = ${siteId} AND ${where} ORDER BY p.put_away_id`,
  );
  return found.map(toPutAway);
}

type PoRow = Omit<TBookinPo, 'lines' | 'delivery_dockets'> & {
  delivery_dockets: TBookinPo['delivery_dockets'] | string;
  lines: Omit<TBookinPo['lines'][number], 'line_status'>[] | string;
};

export async function getBookin(db: Db, siteId: string, id: number): Promise<TBookinDetail> {
  const [header] = await rows<HeaderRow>(
    db,
    sql`SELECT ${HEADER} ${FROM} WHERE b.site_id = ${siteId} AND b.booking_id = ${id}`,
  );
  if (!header) throw notFound(BOOKIN_MESSAGES.notFound(id));
  const bookin = toRow(header);
  const orders = await rows<PoRow>(
    db,
    sql`SELECT po.purchase_order, po.expected_date::text AS expected_date, po.wms_status,
          (SELECT json_agg(json_build_object('delivery_docket', d.delivery_docket,
                    'wms_status', d.wms_status, 'received_date', d.received_date::text)
                  ORDER BY d.delivery_docket)
           FROM wms.delivery_dockets d
           WHERE d.site_id = po.site_id AND d.purchase_order_id = po.purchase_order_id
             AND d.booking_id = ${id}) AS delivery_dockets,
          COALESCE((SELECT json_agg(json_build_object(
              'purchase_order_line', l.purchase_order_line, 'inventory_code', l.inventory_code,
              'description', l.description, 'unit_of_measure', l.unit_of_measure,
              'pack_size', l.pack_size::float8, 'quantity_ordered', l.quantity_ordered::float8,
              'quantity_received', l.quantity_received::float8,
              'received_in_bookin', COALESCE((
                SELECT sum(dl.carton_qty)::float8 FROM wms.delivery_docket_lines dl
                JOIN wms.delivery_dockets d2
                  ON d2.site_id = dl.site_id AND d2.delivery_docket_id = dl.delivery_docket_id
                WHERE d2.site_id = l.site_id AND d2.booking_id = ${id}
                  AND d2.purchase_order_id = l.purchase_order_id
                  AND dl.purchase_order_line = l.purchase_order_line), 0))
              ORDER BY l.purchase_order_line)
            FROM wms.purchase_order_lines l
            WHERE l.site_id = po.site_id AND l.purchase_order_id = po.purchase_order_id),
            '[]'::json) AS lines
        FROM wms.purchase_orders po
        WHERE po.site_id = ${siteId} AND po.purchase_order_id IN (
          SELECT d.purchase_order_id FROM wms.delivery_dockets d
          WHERE d.site_id = ${siteId} AND d.booking_id = ${id})
        ORDER BY po.purchase_order`,
  );
  const line_status = bookinLineStatus(bookin);
  return {
    ...bookin,
    purchase_orders: orders.map((o) => ({
      ...o,
      delivery_dockets: parsed(o.delivery_dockets) ?? [],
      lines: parsed(o.lines).map((l) => ({ ...l, line_status })),
    })),
    put_aways: await putAwaysOf(db, siteId, sql`p.booking_id = ${id}`),
  };
}

export async function awaitingDockets(
  db: Db,
  siteId: string,
  warehouse: string,
): Promise<TAwaitingDocket[]> {
  return rows<TAwaitingDocket>(
    db,
    sql`SELECT d.delivery_docket_id, d.delivery_docket, po.purchase_order, po.supplier_code,
               COALESCE(s.supplier_name, po.supplier_code) AS supplier_name, d.warehouse,
               d.expected_date::text AS expected_date,
               (SELECT count(*)::int FROM wms.delivery_docket_lines dl
                WHERE dl.site_id = d.site_id AND dl.delivery_docket_id = d.delivery_docket_id) AS lines,
               (SELECT COALESCE(sum(dl.carton_qty), 0)::float8 FROM wms.delivery_docket_lines dl
                WHERE dl.site_id = d.site_id AND dl.delivery_docket_id = d.delivery_docket_id) AS cartons
        FROM wms.delivery_dockets d
        JOIN wms.purchase_orders po
          ON po.site_id = d.site_id AND po.purchase_order_id = d.purchase_order_id
        LEFT JOIN wms.suppliers s ON s.site_id = po.site_id AND s.supplier_code = po.supplier_code
        WHERE d.site_id = ${siteId} AND d.received_date IS NULL AND d.booking_id IS NULL
          ${warehouse ? sql`AND d.warehouse = ${warehouse}` : sql``}
        ORDER BY d.expected_date NULLS LAST, d.delivery_docket
        LIMIT 200`,
  );
}

// ---- writing -----------------------------------------------------------------------------------

/** The site's GS1 numbering after taking serials (server/areas/stock/sscc-serials.ts). */
export type PalletNumbering = SsccNumbering;

/**
 * A licence plate: an SSCC (GS1 AI 00 + extension digit + company prefix + serial reference +
 * check digit, 20 characters) from the site's GS1 company prefix and serial `n`; a site
 * without a prefix gets a plain pallet id PAL{site}{n}.
 */
export function palletBarcode(siteId: string, numbering: PalletNumbering, n: number): string {
  const prefix = (numbering.prefix ?? '').trim();
  if (GS1_COMPANY_PREFIX.test(prefix)) return `00${sscc18(numbering.ext, prefix, n)}`;
  return `PAL${siteId}${String(n).padStart(8, '0')}`;
}

/** The next licence plate of the site (its SSCC counter moves on by one). */
export async function nextPalletBarcode(db: Db, siteId: string): Promise<string> {
  const numbering = await takeSsccSerials(db, siteId, 1);
  return palletBarcode(siteId, numbering, numbering.last + 1);
}

/** What a scanner may send for a licence plate: "(00)…", spaces, or the SSCC without "00". */
export function barcodeCandidates(scan: string): string[] {
  const plain = scan.replace(/[()\s]/g, '');
  const out = [plain];
  if (/^\d{18}$/.test(plain)) out.push(`00${plain}`);
  return out;
}

/** The warehouse's receiving location: its first dock location by name. */
export async function receivingLocation(
  db: Db,
  siteId: string,
  warehouse: string,
): Promise<string | undefined> {
  const [dock] = await rows<{ dock_location: string }>(
    db,
    sql`SELECT dock_location FROM wms.dock_locations
        WHERE site_id = ${siteId} AND warehouse = ${warehouse}
        ORDER BY dock_location LIMIT 1`,
  );
  return dock?.dock_location;
}

/** Who acts; the seed also gives the time of the movements and the local date. */
export type Actor = { siteId: string; userId: string; timestamp?: Date; date?: string };

type PutAwayToMove = {
  put_away_id: number;
  booking_id: number;
  warehouse: string;
  barcode: string;
  from_location: string;
  location: string;
  put_away_at: Date | string | null;
};

/** The bin a scanned term names in the warehouse: never a dock location. */
async function resolveBin(
  db: Db,
  siteId: string,
  warehouse: string,
  term: string,
): Promise<string> {
  const [dock] = await rows<{ dock_location: string }>(
    db,
    sql`SELECT dock_location FROM wms.dock_locations
        WHERE site_id = ${siteId} AND warehouse = ${warehouse}
          AND (upper(dock_location) = upper(${term}) OR (barcode <> '' AND upper(barcode) = upper(${term})))
        LIMIT 1`,
  );
  if (dock) throw badRequest(BOOKIN_MESSAGES.locationIsDock(dock.dock_location));
  const [bin] = await rows<{ location: string; active: boolean }>(
    db,
    sql`SELECT location, active FROM wms.locations
        WHERE site_id = ${siteId} AND warehouse = ${warehouse}
          AND (location = ${term} OR (barcode <> '' AND barcode = ${term})
               OR upper(location) = upper(${term}) OR (barcode <> '' AND upper(barcode) = upper(${term})))
        ORDER BY (location = ${term}) DESC, (barcode = ${term}) DESC
        LIMIT 1`,
  );
  if (!bin) throw badRequest(BOOKIN_MESSAGES.unknownLocation(term, warehouse));
  if (!bin.active) throw badRequest(BOOKIN_MESSAGES.locationInactive(bin.location));
  return bin.location;
}

export type PutAwayInput = {
  put_away_id?: number | undefined;
  barcode?: string | undefined;
  location: string;
};
export type PutAwayDone = {
  put_away_id: number;
  booking_id: number;
  barcode: string;
  location: string;
  checked: boolean;
  moved: { inventory_code: string; quantity: number; from_location: string; to_location: string }[];
};

/**
 * Put one put-away away to a bin: a PUT_AWAY movement per content line from its receiving
 * location, through the ledger. The bookin's receiving closes at its first put-away; when
 * none is left at the dock the bookin is Checked and its dockets CHECKED.
 */
export async function putAwayTo(db: Db, actor: Actor, input: PutAwayInput): Promise<PutAwayDone> {
  const { siteId, userId } = actor;
  const scan = (input.barcode ?? '').trim();
  const [found] = await rows<PutAwayToMove>(
    db,
    sql`SELECT put_away_id, booking_id, warehouse, barcode, from_location, location, put_away_at
        FROM wms.put_aways
        WHERE site_id = ${siteId} AND ${
          input.put_away_id
            ? sql`put_away_id = ${input.put_away_id}`
            : sql`upper(barcode) IN (${sql.join(
                barcodeCandidates(scan).map((c) => sql`upper(${c})`),
                sql`, `,
              )})`
        }
        LIMIT 1
        FOR UPDATE`,
  );
  if (!found) throw notFound(BOOKIN_MESSAGES.putAwayNotFound(scan || String(input.put_away_id)));
  if (found.put_away_at !== null)
    throw conflict(BOOKIN_MESSAGES.alreadyPutAway(found.barcode, found.location));
  const bin = await resolveBin(db, siteId, found.warehouse, input.location.trim());
  const contents = await rows<{
    inventory_code: string;
    quantity: number;
    serial_batch: string;
    date_code: string;
  }>(
    db,
    sql`SELECT inventory_code, quantity::float8 AS quantity, serial_batch, date_code
        FROM wms.put_away_contents
        WHERE site_id = ${siteId} AND put_away_id = ${found.put_away_id} ORDER BY line_no`,
  );
  const moved: PutAwayDone['moved'] = [];
  for (const c of contents) {
    await postMovement(db, siteId, {
      movement_type: 'PUT_AWAY',
      warehouse: found.warehouse,
      inventory_code: c.inventory_code,
      from_location: found.from_location,
      to_location: bin,
      serial_batch: c.serial_batch,
      date_code: c.date_code,
      quantity: c.quantity,
      operator: userId,
      reference: found.barcode,
      notes: `Bookin ${found.booking_id}`,
      ...(actor.timestamp ? { timestamp: actor.timestamp } : {}),
    });
    moved.push({
      inventory_code: c.inventory_code,
      quantity: c.quantity,
      from_location: found.from_location,
      to_location: bin,
    });
  }
  await db.execute(
    sql`UPDATE wms.put_aways
        SET location = ${bin}, put_away_by = ${userId},
            put_away_at = ${actor.timestamp ?? sql`now()`}, updated_at = now()
        WHERE site_id = ${siteId} AND put_away_id = ${found.put_away_id}`,
  );
  const [left] = await rows<{ pending: number }>(
    db,
    sql`SELECT count(*)::int AS pending FROM wms.put_aways
        WHERE site_id = ${siteId} AND booking_id = ${found.booking_id} AND put_away_at IS NULL`,
  );
  const checked = left!.pending === 0;
  await db.execute(
    sql`UPDATE wms.bookins
        SET receiving_status = ${RECEIVING_CLOSED},
            docket_status = ${checked ? BOOKIN_CHECKED : sql`docket_status`}, updated_at = now()
        WHERE site_id = ${siteId} AND booking_id = ${found.booking_id}`,
  );
  if (checked)
    await db.execute(
      sql`UPDATE wms.delivery_dockets SET docket_status = ${DOCKET_STATUS_CHECKED}, updated_at = now()
          WHERE site_id = ${siteId} AND booking_id = ${found.booking_id}`,
    );
  return {
    put_away_id: found.put_away_id,
    booking_id: found.booking_id,
    barcode: found.barcode,
    location: bin,
    checked,
    moved,
  };
}

export async function getPutAway(db: Db, siteId: string, id: number): Promise<TPutAway> {
  const [p] = await putAwaysOf(db, siteId, sql`p.put_away_id = ${id}`);
  if (!p) throw notFound(BOOKIN_MESSAGES.putAwayNotFound(String(id)));
  return p;
}
