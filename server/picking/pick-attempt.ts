import { sql } from 'drizzle-orm';
import {
  type PICK_ATTEMPT_CALLS,
  PICK_MESSAGES,
  QUANTITY_DECIMALS,
  STOCK_NOT_ON_SHELF,
  type ActionData,
  type TWriteTimes,
} from '../../src/contract';
import { rows } from '../db/sql';
import type { Db } from '../db/types';
import { AppError, badRequest, conflict, notFound } from '../errors';
import { postMovement } from '../areas/stock/ledger';
import { promoteOrders } from './promote-orders';

/*
 * Picking (document 2 "Pick line" and so_lines pick_attempts): a picker confirms part or all
 * of a pick line. The stock moves through the ledger from the pick face to the warehouse's
 * dock location in the call's transaction, batches first-expiry-first unless one is named,
 * and the pick line, the sales order line, the pick and the order follow.
 */

const SCALE = 10 ** QUANTITY_DECIMALS;
export const round3 = (n: number) => Math.round(n * SCALE) / SCALE;

/** Units counted in decimals (kilograms); everything else is picked in whole numbers. */
export const DECIMAL_UNITS = new Set(['KG']);

/**
 * A random-measure (catch-weight) line: its unit or its item's base unit is counted in
 * decimals, so a picked quantity may have a fraction; any other line is whole numbers.
 */
export function isRandomMeasure(stockingFactorUnit: string, unitOfMeasure: string | null): boolean {
  return (
    DECIMAL_UNITS.has(stockingFactorUnit.toUpperCase()) ||
    DECIMAL_UNITS.has((unitOfMeasure ?? '').toUpperCase())
  );
}

/** What `sales_order / pick_attempt / add` takes (its contract's input, validated). */
export type AttemptInput = ActionData<typeof PICK_ATTEMPT_CALLS.add>;

type LineRow = {
  pick_id: number;
  sales_order_id: number;
  line_no: number;
  inventory_code: string;
  pick_face: string;
  stocking_factor_unit: string;
  pack_size: number;
  quantity_req: number;
  quantity_picked: number;
  reason: string;
  unit_of_measure: string | null;
};

/** The reason a short pick gives, as stored: STOCK_NOT_ON_SHELF or a picking reason code's description. */
export async function pickingReason(db: Db, siteId: string, given: string): Promise<string | null> {
  const r = given.trim();
  if (!r) return null;
  if (r.toLowerCase() === STOCK_NOT_ON_SHELF.toLowerCase()) return STOCK_NOT_ON_SHELF;
  const [code] = await rows<{ description: string; reason_code: string }>(
    db,
    sql`SELECT reason_code, description FROM wms.reason_codes
        WHERE site_id = ${siteId} AND use_on_picking
          AND (lower(reason_code) = lower(${r}) OR lower(description) = lower(${r}))
        ORDER BY reason_code LIMIT 1`,
  );
  if (!code) return null;
  return code.description || code.reason_code;
}

/** The warehouse's dock location picked stock goes to: its first by code. */
export async function dockLocation(db: Db, siteId: string, warehouse: string): Promise<string> {
  const [dock] = await rows<{ dock_location: string }>(
    db,
    sql`SELECT dock_location FROM wms.dock_locations
        WHERE site_id = ${siteId} AND warehouse = ${warehouse}
        ORDER BY dock_location LIMIT 1`,
  );
  if (!dock) throw badRequest(PICK_MESSAGES.noDockLocation(warehouse));
  return dock.dock_location;
}

type Stock = { serial_batch: string; date_code: string; quantity: number };

/** What may be picked at a location: not quarantined or recalled, earliest date code first. */
async function pickableStock(
  db: Db,
  siteId: string,
  key: { warehouse: string; location: string; inventory_code: string },
  batch: string | null,
): Promise<Stock[]> {
  return rows<Stock>(
    db,
    sql`SELECT o.serial_batch, o.date_code, o.quantity::float8 AS quantity
        FROM wms.on_hands o
        LEFT JOIN wms.serial_batches sb ON sb.site_id = o.site_id
          AND sb.inventory_code = o.inventory_code AND sb.serial_batch = o.serial_batch
        WHERE o.site_id = ${siteId} AND o.warehouse = ${key.warehouse}
          AND o.location = ${key.location} AND o.inventory_code = ${key.inventory_code}
          AND o.quantity > 0
          AND NOT COALESCE(sb.quarantine, false) AND NOT COALESCE(sb.recall, false)
          ${batch !== null ? sql`AND o.serial_batch = ${batch}` : sql``}
        ORDER BY (o.date_code = ''), o.date_code, o.serial_batch`,
  );
}

/** Split `need` base units over the stock rows in order; null when there is not enough. */
export function allocate(
  stock: readonly Stock[],
  need: number,
): (Stock & { take: number })[] | null {
  const parts: (Stock & { take: number })[] = [];
  let left = need;
  for (const s of stock) {
    if (left <= 0) break;
    const take = round3(Math.min(s.quantity, left));
    if (take <= 0) continue;
    parts.push({ ...s, take });
    left = round3(left - take);
  }
  return left > 0 ? null : parts;
}

/**
 * Add one attempt to a pick line. Answers the pick id. Refusals: unknown line (404); the pick
 * complete, locked by someone else, or the line closed (409); over-pick, fractions of a
 * whole-number item, a short pick without a known picking reason, no pick face or no dock
 * location (400); not enough stock at the pick face (409, nothing written).
 */
export async function addPickAttempt(
  db: Db,
  siteId: string,
  userId: string,
  requestId: string | null,
  input: AttemptInput,
  /** When the device said it was done (the call's ctx.times): on the attempts and movements. */
  times?: Pick<TWriteTimes, 'done_at' | 'device_time'>,
): Promise<number> {
  const [ref] = await rows<{ pick_id: number; sales_order_id: number }>(
    db,
    sql`SELECT pick_id, sales_order_id FROM wms.pick_lines
        WHERE site_id = ${siteId} AND pick_line_id = ${input.pick_line_id}`,
  );
  if (!ref) throw notFound(PICK_MESSAGES.pickLineNotFound(input.pick_line_id));
  // Locks in the order every pick call takes them: the order, its pick, then the line.
  const [order] = await rows<{ sales_order: string }>(
    db,
    sql`SELECT sales_order FROM wms.sales_orders
        WHERE site_id = ${siteId} AND sales_order_id = ${ref.sales_order_id} FOR UPDATE`,
  );
  const [pick] = await rows<{ warehouse: string; status: string; locked_user: string }>(
    db,
    sql`SELECT warehouse, status, locked_user FROM wms.picks
        WHERE site_id = ${siteId} AND pick_id = ${ref.pick_id} FOR UPDATE`,
  );
  const [line] = await rows<LineRow>(
    db,
    sql`SELECT pl.pick_id, pl.sales_order_id, pl.line_no, pl.inventory_code, pl.pick_face,
               pl.stocking_factor_unit, pl.pack_size::float8 AS pack_size,
               pl.quantity_req::float8 AS quantity_req,
               pl.quantity_picked::float8 AS quantity_picked, pl.reason, i.unit_of_measure
        FROM wms.pick_lines pl
        LEFT JOIN wms.inventory i ON i.site_id = pl.site_id AND i.inventory_code = pl.inventory_code
        WHERE pl.site_id = ${siteId} AND pl.pick_line_id = ${input.pick_line_id}
        FOR UPDATE OF pl`,
  );
  // Cleared meanwhile (the line went with its pick).
  if (!order || !pick || !line) throw notFound(PICK_MESSAGES.pickLineNotFound(input.pick_line_id));
  if (pick.status === 'complete') throw conflict(PICK_MESSAGES.pickComplete(line.pick_id));
  if (pick.locked_user && pick.locked_user.toLowerCase() !== userId.toLowerCase()) {
    throw conflict(PICK_MESSAGES.lockedBy(line.pick_id, pick.locked_user));
  }
  const remaining = round3(line.quantity_req - line.quantity_picked);
  if (line.reason !== '' || remaining <= 0) {
    throw conflict(PICK_MESSAGES.lineClosed(input.pick_line_id));
  }
  const quantity = round3(input.quantity_picked);
  if (quantity > remaining) {
    throw badRequest(PICK_MESSAGES.overPick(line.quantity_req, line.quantity_picked));
  }
  const decimal = isRandomMeasure(line.stocking_factor_unit, line.unit_of_measure);
  if (!decimal && !Number.isInteger(quantity)) throw badRequest(PICK_MESSAGES.wholeNumber);

  const short = quantity < remaining;
  let reason = '';
  if (short) {
    const given = (input.reason ?? '').trim();
    if (!given) throw badRequest(PICK_MESSAGES.shortNeedsReason);
    const known = await pickingReason(db, siteId, given);
    if (!known) throw badRequest(PICK_MESSAGES.unknownReason(given));
    reason = known;
  }

  const pickFace = (input.pick_face ?? '').trim() || line.pick_face;
  const attempt = {
    pick_face: pickFace,
    serial_number: (input.serial_number ?? '').trim(),
    expiry_date: (input.expiry_date ?? '').trim(),
  };
  type AttemptRow = {
    batch_number: string;
    expiry_date: string;
    quantity: number;
    movement_id: number | null;
  };
  const made: AttemptRow[] = [];
  if (quantity > 0) {
    if (!pickFace) throw badRequest(PICK_MESSAGES.noPickFace(line.inventory_code));
    const dock = await dockLocation(db, siteId, pick.warehouse);
    const base = round3(quantity * line.pack_size);
    const batch = (input.batch_number ?? '').trim() || attempt.serial_number || null;
    const key = {
      warehouse: pick.warehouse,
      location: pickFace,
      inventory_code: line.inventory_code,
    };
    const stock = await pickableStock(db, siteId, key, batch);
    const parts = allocate(stock, base);
    const onHand = () => round3(stock.reduce((n, s) => n + s.quantity, 0));
    if (!parts) {
      throw conflict(PICK_MESSAGES.notEnoughToPick(line.inventory_code, pickFace, onHand()));
    }
    // Each batch taken is one movement and one attempt row; the last row takes what rounding
    // left, so the attempts add up to the quantity exactly.
    let counted = 0;
    for (const [i, part] of parts.entries()) {
      let movementId: number;
      try {
        const moved = await postMovement(db, siteId, {
          movement_type: 'PICK',
          warehouse: pick.warehouse,
          inventory_code: line.inventory_code,
          from_location: pickFace,
          to_location: dock,
          serial_batch: part.serial_batch,
          date_code: part.date_code,
          quantity: part.take,
          operator: userId,
          reference: order.sales_order,
          notes: `Pick ${line.pick_id} line ${line.line_no}`,
          request_id: requestId,
          times,
        });
        movementId = moved.movement_id;
      } catch (error) {
        // Another picker took it first: say what is left now (the transaction rolls back).
        if (error instanceof AppError && error.status === 409) {
          const [now] = await rows<{ quantity: number }>(
            db,
            sql`SELECT COALESCE(sum(quantity), 0)::float8 AS quantity FROM wms.on_hands
                WHERE site_id = ${siteId} AND warehouse = ${key.warehouse}
                  AND location = ${key.location} AND inventory_code = ${key.inventory_code}`,
          );
          throw conflict(
            PICK_MESSAGES.notEnoughToPick(line.inventory_code, pickFace, now?.quantity ?? 0),
          );
        }
        throw error;
      }
      const last = i === parts.length - 1;
      const q = last ? round3(quantity - counted) : round3(part.take / line.pack_size);
      counted = round3(counted + q);
      made.push({
        batch_number: part.serial_batch,
        expiry_date: attempt.expiry_date || part.date_code,
        quantity: q,
        movement_id: movementId,
      });
    }
  } else {
    made.push({
      batch_number: (input.batch_number ?? '').trim(),
      expiry_date: attempt.expiry_date,
      quantity: 0,
      movement_id: null,
    });
  }

  for (const [i, a] of made.entries()) {
    await db.execute(
      sql`INSERT INTO wms.pick_attempts (site_id, pick_line_id, pick_id, warehouse, user_id,
            pick_face, batch_number, serial_number, expiry_date, quantity_picked, reason,
            movement_id, done_at, device_time)
          VALUES (${siteId}, ${input.pick_line_id}, ${line.pick_id}, ${pick.warehouse},
            ${userId}, ${attempt.pick_face}, ${a.batch_number}, ${attempt.serial_number},
            ${a.expiry_date}, ${a.quantity}, ${i === made.length - 1 ? reason : ''},
            ${a.movement_id}, ${times?.done_at ?? null}, ${times?.device_time ?? null})`,
    );
  }
  await db.execute(
    sql`UPDATE wms.pick_lines SET quantity_picked = quantity_picked + ${quantity},
               reason = ${reason}, updated_at = now()
        WHERE site_id = ${siteId} AND pick_line_id = ${input.pick_line_id}`,
  );
  await db.execute(
    sql`UPDATE wms.sales_order_lines SET quantity_supplied = quantity_supplied + ${quantity},
               short_supply_reason = ${reason ? sql`${reason}` : sql`short_supply_reason`},
               updated_at = now()
        WHERE site_id = ${siteId} AND sales_order_id = ${line.sales_order_id}
          AND line_no = ${line.line_no}`,
  );
  const [state] = await rows<{ done: boolean }>(
    db,
    sql`SELECT bool_and(quantity_picked >= quantity_req OR reason <> '') AS done
        FROM wms.pick_lines WHERE site_id = ${siteId} AND pick_id = ${line.pick_id}`,
  );
  if (state?.done) {
    await db.execute(
      sql`UPDATE wms.picks SET status = 'complete', locked_user = '', completed_by = ${userId},
                 completed_at = now(), updated_at = now()
          WHERE site_id = ${siteId} AND pick_id = ${line.pick_id}`,
    );
    await promoteOrders(db, siteId, [line.sales_order_id]);
  } else {
    await db.execute(
      sql`UPDATE wms.picks SET status = 'in_progress', locked_user = ${userId}, updated_at = now()
          WHERE site_id = ${siteId} AND pick_id = ${line.pick_id}`,
    );
  }
  return line.pick_id;
}
