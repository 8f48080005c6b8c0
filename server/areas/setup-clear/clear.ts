import { sql } from 'drizzle-orm';
import {
  SETUP_CLEAR_MESSAGES as M,
  SETUP_CLEAR_REFERENCE,
  type TSetupCleared,
} from '../../../src/contract';
import { SITE_SETTING } from '../../db/rls';
import { rows } from '../../db/sql';
import type { Db } from '../../db/types';
import { conflict } from '../../errors';
import { postMovement } from '../stock/ledger';

type Flags = {
  stored_procedure: boolean;
  transactions: boolean;
  customers: boolean;
  inventories: boolean;
  locations: boolean;
};

const count = async (db: Db, query: ReturnType<typeof sql>) =>
  (await rows<{ n: number }>(db, query))[0]?.n ?? 0;

/**
 * Clear the chosen setup data of `siteId`, in the caller's transaction with its row-level
 * security pinned to that site for the work (and back to the request site after).
 */
export async function clearSite(
  db: Db,
  requestSite: string,
  siteId: string,
  flags: Flags,
  userId: string,
): Promise<TSetupCleared> {
  await db.execute(sql`SELECT set_config(${SITE_SETTING}, ${siteId}, true)`);
  const done: TSetupCleared = {
    site_id: siteId,
    erp_figures: 0,
    on_hands_written_off: 0,
    customers: 0,
    inventories_deleted: 0,
    inventories_made_inactive: 0,
    locations: 0,
  };
  if (flags.locations && !flags.transactions) {
    const holding = await count(
      db,
      sql`SELECT count(DISTINCT (o.warehouse, o.location))::int AS n FROM wms.on_hands o
          JOIN wms.locations l ON l.site_id = o.site_id AND l.warehouse = o.warehouse
            AND l.location = o.location
          WHERE o.site_id = ${siteId}`,
    );
    if (holding > 0) throw conflict(M.locationsHoldStock(holding));
  }
  if (flags.stored_procedure) {
    done.erp_figures = await count(
      db,
      sql`WITH d AS (DELETE FROM wms.erp_on_hands WHERE site_id = ${siteId} RETURNING 1)
          SELECT count(*)::int AS n FROM d`,
    );
  }
  if (flags.transactions) {
    const held = await rows<{
      warehouse: string;
      location: string;
      inventory_code: string;
      serial_batch: string;
      date_code: string;
      quantity: number;
    }>(
      db,
      sql`SELECT warehouse, location, inventory_code, serial_batch, date_code,
                 quantity::float8 AS quantity
          FROM wms.on_hands WHERE site_id = ${siteId} AND quantity > 0
          ORDER BY warehouse, location, inventory_code, serial_batch, date_code`,
    );
    for (const h of held) {
      await postMovement(db, siteId, {
        movement_type: 'WRITE_OFF',
        warehouse: h.warehouse,
        inventory_code: h.inventory_code,
        from_location: h.location,
        to_location: '',
        serial_batch: h.serial_batch,
        date_code: h.date_code,
        quantity: h.quantity,
        operator: userId,
        reference: SETUP_CLEAR_REFERENCE,
      });
    }
    done.on_hands_written_off = held.length;
  }
  if (flags.customers) {
    for (const table of [
      'customer_attributes',
      'customer_minimum_days',
      'customer_courier_accounts',
    ]) {
      await db.execute(
        sql`DELETE FROM ${sql.identifier('wms')}.${sql.identifier(table)} WHERE site_id = ${siteId}`,
      );
    }
    done.customers = await count(
      db,
      sql`WITH d AS (DELETE FROM wms.customers WHERE site_id = ${siteId} RETURNING 1)
          SELECT count(*)::int AS n FROM d`,
    );
  }
  if (flags.inventories) {
    // Items the ledger (or stock still held) names stay, inactive: history is never rewritten.
    const used = sql`(EXISTS (SELECT 1 FROM wms.movements m WHERE m.site_id = i.site_id
                               AND m.inventory_code = i.inventory_code)
                      OR EXISTS (SELECT 1 FROM wms.on_hands o WHERE o.site_id = i.site_id
                               AND o.inventory_code = i.inventory_code))`;
    done.inventories_made_inactive = await count(
      db,
      sql`WITH u AS (UPDATE wms.inventory i SET active = false, updated_at = now()
                     WHERE i.site_id = ${siteId} AND ${used} RETURNING 1)
          SELECT count(*)::int AS n FROM u`,
    );
    for (const table of ['stocking_factors', 'serial_batches', 'inventory_warehouses']) {
      await db.execute(
        sql`DELETE FROM ${sql.identifier('wms')}.${sql.identifier(table)} t
            WHERE t.site_id = ${siteId} AND NOT EXISTS (
              SELECT 1 FROM wms.inventory i WHERE i.site_id = t.site_id
                AND i.inventory_code = t.inventory_code AND ${used})`,
      );
    }
    done.inventories_deleted = await count(
      db,
      sql`WITH d AS (DELETE FROM wms.inventory i WHERE i.site_id = ${siteId} AND NOT ${used}
                     RETURNING 1)
          SELECT count(*)::int AS n FROM d`,
    );
  }
  if (flags.locations) {
    done.locations = await count(
      db,
      sql`WITH d AS (DELETE FROM wms.locations WHERE site_id = ${siteId} RETURNING 1)
          SELECT count(*)::int AS n FROM d`,
    );
  }
  await db.execute(sql`SELECT set_config(${SITE_SETTING}, ${requestSite}, true)`);
  return done;
}

export const anyFlag = (flags: Flags) => Object.values(flags).some(Boolean);
