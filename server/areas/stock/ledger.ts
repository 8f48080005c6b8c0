import { sql } from 'drizzle-orm';
import { LEDGER_MESSAGES, type TMovementType, type TWriteTimes } from '../../../src/contract';
import { rows } from '../../db/sql';
import type { Db } from '../../db/types';
import { badRequest, conflict } from '../../errors';

/**
 * The stock ledger: the ONLY code that changes on hands. Each call writes one movement row
 * and the on-hand change it stands for, in the caller's transaction (a handler's ctx.db), so
 * both land or neither does.
 *
 * Taking stock is one conditional UPDATE (`quantity >= asked`): the row lock makes a
 * concurrent second taker wait and then re-check against what the first left, so two
 * write-offs of the last unit can never both succeed; the CHECK (quantity >= 0) backs it.
 */
export type MovementInput = {
  movement_type: TMovementType;
  warehouse: string;
  inventory_code: string;
  /** '' for stock arriving from outside (write on, receipt). */
  from_location: string;
  /** '' for stock leaving (write off). */
  to_location: string;
  serial_batch?: string;
  date_code?: string;
  quantity: number;
  operator: string;
  reference?: string;
  notes?: string;
  request_id?: string | null;
  timestamp?: Date;
  /** When and how a device said it was done (a floor write's ctx.times): done_at, device_time. */
  times?: Pick<TWriteTimes, 'done_at' | 'device_time'>;
};

export type MovementRow = {
  movement_id: number;
  timestamp: string;
  operator: string;
  movement_type: TMovementType;
  warehouse: string;
  inventory_code: string;
  from_location: string;
  to_location: string;
  serial_batch: string;
  date_code: string;
  movement_qty: number;
  reference: string;
  notes: string;
  erp_id: string;
  wms_status: string;
};

type StockKey = {
  warehouse: string;
  location: string;
  inventory_code: string;
  serial_batch: string;
  date_code: string;
};

async function take(db: Db, siteId: string, key: StockKey, quantity: number): Promise<void> {
  const taken = await rows<{ quantity: number }>(
    db,
    sql`UPDATE wms.on_hands SET quantity = quantity - ${quantity}, updated_at = now()
        WHERE site_id = ${siteId} AND warehouse = ${key.warehouse} AND location = ${key.location}
          AND inventory_code = ${key.inventory_code} AND serial_batch = ${key.serial_batch}
          AND date_code = ${key.date_code} AND quantity >= ${quantity}
        RETURNING quantity::float8 AS quantity`,
  );
  const left = taken[0];
  if (!left) {
    const [current] = await rows<{ quantity: number }>(
      db,
      sql`SELECT quantity::float8 AS quantity FROM wms.on_hands
          WHERE site_id = ${siteId} AND warehouse = ${key.warehouse} AND location = ${key.location}
            AND inventory_code = ${key.inventory_code} AND serial_batch = ${key.serial_batch}
            AND date_code = ${key.date_code}`,
    );
    if (!current) throw conflict(LEDGER_MESSAGES.noStockHere(key.inventory_code, key.location));
    throw conflict(
      LEDGER_MESSAGES.notEnoughStock(key.inventory_code, key.location, current.quantity, quantity),
    );
  }
  if (left.quantity === 0) {
    await db.execute(
      sql`DELETE FROM wms.on_hands
          WHERE site_id = ${siteId} AND warehouse = ${key.warehouse} AND location = ${key.location}
            AND inventory_code = ${key.inventory_code} AND serial_batch = ${key.serial_batch}
            AND date_code = ${key.date_code} AND quantity = 0`,
    );
  }
}

async function put(db: Db, siteId: string, key: StockKey, quantity: number): Promise<void> {
  await db.execute(
    sql`INSERT INTO wms.on_hands
          (site_id, warehouse, location, inventory_code, serial_batch, date_code, quantity)
        VALUES (${siteId}, ${key.warehouse}, ${key.location}, ${key.inventory_code},
                ${key.serial_batch}, ${key.date_code}, ${quantity})
        ON CONFLICT (site_id, warehouse, location, inventory_code, serial_batch, date_code)
        DO UPDATE SET quantity = wms.on_hands.quantity + EXCLUDED.quantity, updated_at = now()`,
  );
}

/** Post one movement: take from `from_location`, put at `to_location`, write the row. */
export async function postMovement(db: Db, siteId: string, m: MovementInput): Promise<MovementRow> {
  if (!(m.quantity > 0)) throw badRequest(LEDGER_MESSAGES.quantityPositive);
  if (m.from_location !== '' && m.from_location === m.to_location) {
    throw badRequest(LEDGER_MESSAGES.sameLocation);
  }
  const base = {
    warehouse: m.warehouse,
    inventory_code: m.inventory_code,
    serial_batch: m.serial_batch ?? '',
    date_code: m.date_code ?? '',
  };
  if (m.from_location) await take(db, siteId, { ...base, location: m.from_location }, m.quantity);
  if (m.to_location) await put(db, siteId, { ...base, location: m.to_location }, m.quantity);
  const [row] = await rows<MovementRow>(
    db,
    sql`INSERT INTO wms.movements
          (site_id, timestamp, operator, movement_type, warehouse, inventory_code, from_location,
           to_location, serial_batch, date_code, movement_qty, reference, notes, request_id,
           done_at, device_time)
        VALUES (${siteId}, ${m.timestamp ?? sql`now()`}, ${m.operator}, ${m.movement_type},
                ${m.warehouse}, ${m.inventory_code}, ${m.from_location}, ${m.to_location},
                ${base.serial_batch}, ${base.date_code}, ${m.quantity}, ${m.reference ?? ''},
                ${m.notes ?? ''}, ${m.request_id ?? null}, ${m.times?.done_at ?? null},
                ${m.times?.device_time ?? null})
        RETURNING movement_id::float8 AS movement_id, timestamp, operator, movement_type,
                  warehouse, inventory_code, from_location, to_location, serial_batch, date_code,
                  movement_qty::float8 AS movement_qty, reference, notes, erp_id, wms_status`,
  );
  if (!row) throw new Error('movement insert returned no row');
  return row;
}
