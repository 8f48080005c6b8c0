import { sql } from 'drizzle-orm';
import { BOOKIN_MESSAGES, DOCKET_STATUS_RECEIVED, RECEIVING_OPENED } from '../../../src/contract';
import { rows, siteZone } from '../../db/sql';
import type { Db } from '../../db/types';
import { badRequest, conflict, notFound } from '../../errors';
import { ensureSerialBatch } from '../stock/serial-batches';
import { postMovement } from '../stock/ledger';
import { nextPalletBarcode, receivingLocation, type Actor } from './queries';

/*
 * Receiving one delivery docket, in the call's transaction and in this order: lock and read the
 * docket, check its lines against the site's items and the warehouse's receiving location,
 * lock or open the bookin, then write one put-away whose lines post their stock through the
 * ledger, and mark the docket and its purchase order received.
 */

type DocketToReceive = {
  delivery_docket_id: number;
  delivery_docket: string;
  purchase_order_id: number;
  warehouse: string;
  supplier_code: string;
  received_date: string | null;
  booking_id: number | null;
  hold: boolean;
};
type LineToReceive = {
  line_no: number;
  purchase_order_line: number;
  inventory_code: string;
  description: string;
  quantity_ordered: number;
  carton_qty: number;
  serial_batch: string;
  date_code: string;
  pack_size: number;
};

export type ReceiveInput = {
  delivery_docket?: string | undefined;
  delivery_docket_id?: number | undefined;
  booking_id?: number | undefined;
};

/** What a receipt answers: the bookin, its new put-away and where the pallet stands. */
export type ReceivedDocket = {
  booking_id: number;
  put_away_id: number;
  barcode: string;
  location: string;
  docket: string;
};

/** Where the received stock goes: one put-away of one bookin at the receiving location. */
type Pallet = {
  bookingId: number;
  putAwayId: number;
  barcode: string;
  dock: string;
};

/** The site's local date at a warehouse (its time zone, else the site's). */
const localToday = (siteId: string, warehouse: string) => sql`(now() AT TIME ZONE COALESCE(
    (SELECT NULLIF(w.local_timezone, '') FROM wms.warehouses w
     WHERE w.site_id = ${siteId} AND w.warehouse = ${warehouse}),
    ${siteZone(siteId)}))::date`;

/** The receipt's date: the actor's, else the warehouse's local today. */
const receiptDate = (actor: Actor, warehouse: string) =>
  actor.date ?? localToday(actor.siteId, warehouse);

/**
 * The docket by id, else by its number (any case, an exact match first), locked; refused when
 * missing, already received or on hold.
 */
async function lockDocket(db: Db, siteId: string, input: ReceiveInput): Promise<DocketToReceive> {
  const term = (input.delivery_docket ?? '').trim();
  const [docket] = await rows<DocketToReceive>(
    db,
    sql`SELECT d.delivery_docket_id, d.delivery_docket, d.purchase_order_id, d.warehouse,
               po.supplier_code, d.received_date::text AS received_date, d.booking_id, d.hold
        FROM wms.delivery_dockets d
        JOIN wms.purchase_orders po
          ON po.site_id = d.site_id AND po.purchase_order_id = d.purchase_order_id
        WHERE d.site_id = ${siteId} AND ${
          input.delivery_docket_id
            ? sql`d.delivery_docket_id = ${input.delivery_docket_id}`
            : sql`upper(d.delivery_docket) = upper(${term})`
        }
        ORDER BY (d.delivery_docket = ${term}) DESC
        LIMIT 1
        FOR UPDATE OF d`,
  );
  if (!docket)
    throw notFound(BOOKIN_MESSAGES.docketNotFound(term || String(input.delivery_docket_id)));
  if (docket.received_date !== null || docket.booking_id !== null)
    throw conflict(
      BOOKIN_MESSAGES.alreadyReceived(
        docket.delivery_docket,
        docket.received_date,
        docket.booking_id,
      ),
    );
  if (docket.hold) throw conflict(BOOKIN_MESSAGES.docketOnHold(docket.delivery_docket));
  return docket;
}

/** The docket's lines in line order, each with its purchase order line's pack size (else 1). */
async function docketLines(
  db: Db,
  siteId: string,
  docket: DocketToReceive,
): Promise<LineToReceive[]> {
  return rows<LineToReceive>(
    db,
    sql`SELECT dl.line_no, dl.purchase_order_line, dl.inventory_code, dl.description,
               dl.quantity_ordered::float8 AS quantity_ordered, dl.carton_qty::float8 AS carton_qty,
               dl.serial_batch, dl.date_code, COALESCE(l.pack_size, 1)::float8 AS pack_size
        FROM wms.delivery_docket_lines dl
        LEFT JOIN wms.purchase_order_lines l
          ON l.site_id = dl.site_id AND l.purchase_order_id = ${docket.purchase_order_id}
         AND l.purchase_order_line = dl.purchase_order_line
        WHERE dl.site_id = ${siteId} AND dl.delivery_docket_id = ${docket.delivery_docket_id}
        ORDER BY dl.line_no`,
  );
}

/**
 * The lines that bring cartons, refused when there are none or one names an item the site
 * does not know.
 */
async function arrivingLines(
  db: Db,
  siteId: string,
  docket: DocketToReceive,
  lines: LineToReceive[],
): Promise<LineToReceive[]> {
  const arriving = lines.filter((l) => l.carton_qty > 0);
  if (!arriving.length) throw badRequest(BOOKIN_MESSAGES.nothingToReceive(docket.delivery_docket));
  const known = new Set(
    (
      await rows<{ code: string }>(
        db,
        sql`SELECT inventory_code AS code FROM wms.inventory
            WHERE site_id = ${siteId} AND inventory_code IN (${sql.join(
              arriving.map((l) => sql`${l.inventory_code}`),
              sql`, `,
            )})`,
      )
    ).map((r) => r.code),
  );
  const unknown = arriving.find((l) => !known.has(l.inventory_code));
  if (unknown)
    throw badRequest(BOOKIN_MESSAGES.unknownItem(docket.delivery_docket, unknown.inventory_code));
  return arriving;
}

/** The warehouse's receiving location, refused when it has none. */
async function dockOf(db: Db, siteId: string, warehouse: string): Promise<string> {
  const dock = await receivingLocation(db, siteId, warehouse);
  if (!dock) throw badRequest(BOOKIN_MESSAGES.noReceivingLocation(warehouse));
  return dock;
}

/**
 * The bookin named by id, locked: refused when missing, closed for receiving, or of another
 * warehouse or supplier than the docket.
 */
async function lockOpenBookin(
  db: Db,
  siteId: string,
  bookingId: number,
  docket: DocketToReceive,
): Promise<number> {
  const [open] = await rows<{
    warehouse: string;
    supplier_code: string;
    receiving_status: string;
  }>(
    db,
    sql`SELECT warehouse, supplier_code, receiving_status FROM wms.bookins
        WHERE site_id = ${siteId} AND booking_id = ${bookingId} FOR UPDATE`,
  );
  if (!open) throw notFound(BOOKIN_MESSAGES.notFound(bookingId));
  if (open.receiving_status !== RECEIVING_OPENED)
    throw conflict(BOOKIN_MESSAGES.bookinClosed(bookingId));
  if (open.warehouse !== docket.warehouse || open.supplier_code !== docket.supplier_code)
    throw badRequest(BOOKIN_MESSAGES.bookinMismatch(bookingId));
  return bookingId;
}

/** A new bookin open for receiving, of the docket's warehouse and supplier. */
async function openBookin(db: Db, actor: Actor, docket: DocketToReceive): Promise<number> {
  const [created] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO wms.bookins (site_id, warehouse, supplier_code, booking_date, reference,
                                 docket_status, receiving_status, received_by)
        VALUES (${actor.siteId}, ${docket.warehouse}, ${docket.supplier_code},
                ${receiptDate(actor, docket.warehouse)},
                ${docket.delivery_docket}, '', ${RECEIVING_OPENED}, ${actor.userId})
        RETURNING booking_id AS id`,
  );
  return created!.id;
}

/** A new put-away of the bookin at the receiving location, with the site's next licence plate. */
async function newPallet(
  db: Db,
  siteId: string,
  bookingId: number,
  warehouse: string,
  dock: string,
): Promise<Pallet> {
  const barcode = await nextPalletBarcode(db, siteId);
  const [putAway] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO wms.put_aways (site_id, booking_id, warehouse, barcode, from_location)
        VALUES (${siteId}, ${bookingId}, ${warehouse}, ${barcode}, ${dock})
        RETURNING put_away_id AS id`,
  );
  return { bookingId, putAwayId: putAway!.id, barcode, dock };
}

/**
 * One arriving line: its put-away content line (`lineNo`), its serial batch, a RECEIPT
 * movement of cartons x pack size to the receiving location, and its purchase order line's
 * received cartons.
 */
async function receiveLine(
  db: Db,
  actor: Actor,
  docket: DocketToReceive,
  pallet: Pallet,
  l: LineToReceive,
  lineNo: number,
): Promise<void> {
  const { siteId, userId } = actor;
  const quantity = l.carton_qty * l.pack_size;
  await db.execute(
    sql`INSERT INTO wms.put_away_contents (site_id, put_away_id, line_no, inventory_code,
          description, quantity, serial_batch, date_code, delivery_docket_id, docket_line_no)
        VALUES (${siteId}, ${pallet.putAwayId}, ${lineNo}, ${l.inventory_code}, ${l.description},
                ${quantity}, ${l.serial_batch}, ${l.date_code}, ${docket.delivery_docket_id},
                ${l.line_no})`,
  );
  if (l.serial_batch)
    await ensureSerialBatch(db, siteId, l.inventory_code, l.serial_batch, l.date_code);
  await postMovement(db, siteId, {
    movement_type: 'RECEIPT',
    warehouse: docket.warehouse,
    inventory_code: l.inventory_code,
    from_location: '',
    to_location: pallet.dock,
    serial_batch: l.serial_batch,
    date_code: l.date_code,
    quantity,
    operator: userId,
    reference: docket.delivery_docket,
    notes: `Bookin ${pallet.bookingId} put-away ${pallet.barcode}`,
    ...(actor.timestamp ? { timestamp: actor.timestamp } : {}),
  });
  await db.execute(
    sql`UPDATE wms.purchase_order_lines
        SET quantity_received = quantity_received + ${l.carton_qty}, updated_at = now()
        WHERE site_id = ${siteId} AND purchase_order_id = ${docket.purchase_order_id}
          AND purchase_order_line = ${l.purchase_order_line}`,
  );
}

/**
 * The docket received into the bookin: Received when every line came complete, else Part
 * Received.
 */
async function markDocketReceived(
  db: Db,
  actor: Actor,
  docket: DocketToReceive,
  bookingId: number,
  complete: boolean,
): Promise<void> {
  await db.execute(
    sql`UPDATE wms.delivery_dockets
        SET received_date = ${receiptDate(actor, docket.warehouse)},
            received_by = ${actor.userId}, booking_id = ${bookingId},
            docket_status = ${DOCKET_STATUS_RECEIVED},
            wms_status = ${complete ? 'Received' : 'Part Received'}, updated_at = now()
        WHERE site_id = ${actor.siteId} AND delivery_docket_id = ${docket.delivery_docket_id}`,
  );
}

/** The purchase order complete once every line has all it ordered, else in progress. */
async function markPurchaseOrderProgress(
  db: Db,
  siteId: string,
  purchaseOrderId: number,
): Promise<void> {
  await db.execute(
    sql`UPDATE wms.purchase_orders po
        SET wms_status = CASE WHEN NOT EXISTS (
              SELECT 1 FROM wms.purchase_order_lines l
              WHERE l.site_id = po.site_id AND l.purchase_order_id = po.purchase_order_id
                AND l.quantity_received < l.quantity_ordered) THEN 'complete' ELSE 'in_progress' END,
            updated_at = now()
        WHERE po.site_id = ${siteId} AND po.purchase_order_id = ${purchaseOrderId}`,
  );
}

/**
 * Receive one delivery docket into a bookin (a new one unless booking_id names an open one of
 * the same supplier and warehouse): each line's cartons (in its purchase order line's unit; the
 * stock is cartons x pack size base units) arrive at the warehouse's receiving location as
 * one put-away, through the ledger (RECEIPT); the purchase order lines' received quantities
 * grow; the docket is Received (every line complete) or Part Received, docket_status RECEIVED.
 */
export async function receiveDocket(
  db: Db,
  actor: Actor,
  input: ReceiveInput,
): Promise<ReceivedDocket> {
  const { siteId } = actor;
  const docket = await lockDocket(db, siteId, input);
  const lines = await docketLines(db, siteId, docket);
  const arriving = await arrivingLines(db, siteId, docket, lines);
  const dock = await dockOf(db, siteId, docket.warehouse);
  const bookingId = input.booking_id
    ? await lockOpenBookin(db, siteId, input.booking_id, docket)
    : await openBookin(db, actor, docket);
  const pallet = await newPallet(db, siteId, bookingId, docket.warehouse, dock);
  for (const [i, l] of arriving.entries()) await receiveLine(db, actor, docket, pallet, l, i + 1);
  const complete = lines.every((l) => l.carton_qty === l.quantity_ordered);
  await markDocketReceived(db, actor, docket, bookingId, complete);
  await markPurchaseOrderProgress(db, siteId, docket.purchase_order_id);
  return {
    booking_id: bookingId,
    put_away_id: pallet.putAwayId,
    barcode: pallet.barcode,
    location: dock,
    docket: docket.delivery_docket,
  };
}
