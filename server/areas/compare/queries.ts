import { sql, type SQL } from 'drizzle-orm';
import {
  ALL_WAREHOUSES,
  GL_CODE,
  type TComparisonItem,
  type TComparisonMovement,
} from '../../../src/contract';
import { isoTime, rows } from '../../db/sql';
import type { Db } from '../../db/types';

/*
 * The comparison report's reads: every figure of a report in one statement (one moment), rows
 * in a fixed order (warehouse, item, serial/batch, date code).
 */

export type ComparisonKey = {
  warehouse: string;
  inventory_code: string;
  serial_batch: string;
  date_code: string;
};

/** A movement's change to its warehouse's stock: in when it lands on a location, out when it leaves one. */
const NET = sql`(CASE WHEN m.to_location <> '' THEN m.movement_qty ELSE 0 END
                - CASE WHEN m.from_location <> '' THEN m.movement_qty ELSE 0 END)`;

/** The report's own corrections never adjust the ERP figure. */
const NOT_CORRECTION = sql`NOT EXISTS (SELECT 1 FROM wms.comparison_corrections c
  WHERE c.site_id = m.site_id AND c.movement_id = m.movement_id)`;

function warehouseFilter(column: SQL, warehouse: string): SQL {
  return warehouse === ALL_WAREHOUSES ? sql`TRUE` : sql`${column} = ${warehouse}`;
}

/**
 * The comparison rows of the warehouses the ERP has loaded figures for (ALL: each of them):
 * every item the ERP or the product holds there.
 */
export async function listComparison(
  db: Db,
  siteId: string,
  query: { warehouse: string; issues_only: boolean; key?: ComparisonKey },
): Promise<TComparisonItem[]> {
  const k = query.key;
  const keyFilter = (alias: string) =>
    k
      ? sql`${sql.raw(alias)}.inventory_code = ${k.inventory_code}
            AND ${sql.raw(alias)}.serial_batch = ${k.serial_batch}
            AND ${sql.raw(alias)}.date_code = ${k.date_code}`
      : sql`TRUE`;
  const same = (alias: string) =>
    sql.raw(
      ['warehouse', 'inventory_code', 'serial_batch', 'date_code']
        .map((c) => `${alias}.${c} = k.${c}`)
        .join(' AND '),
    );
  return rows<TComparisonItem>(
    db,
    sql`
    WITH loads AS (
      SELECT warehouse, max(as_at) AS as_at FROM wms.erp_on_hands
      WHERE site_id = ${siteId} AND ${warehouseFilter(sql`warehouse`, query.warehouse)}
      GROUP BY warehouse
    ),
    erp AS (
      SELECT e.warehouse, e.inventory_code, e.serial_batch, e.date_code, e.erp_on_hand
      FROM wms.erp_on_hands e JOIN loads l ON l.warehouse = e.warehouse
      WHERE e.site_id = ${siteId} AND ${keyFilter('e')}
    ),
    held AS (
      SELECT o.warehouse, o.inventory_code, o.serial_batch, o.date_code, sum(o.quantity) AS quantity
      FROM wms.on_hands o JOIN loads l ON l.warehouse = o.warehouse
      WHERE o.site_id = ${siteId} AND ${keyFilter('o')}
      GROUP BY o.warehouse, o.inventory_code, o.serial_batch, o.date_code
    ),
    moved AS (
      SELECT m.warehouse, m.inventory_code, m.serial_batch, m.date_code, sum(${NET}) AS net
      FROM wms.movements m JOIN loads l ON l.warehouse = m.warehouse AND m.timestamp > l.as_at
      WHERE m.site_id = ${siteId} AND ${keyFilter('m')} AND ${NOT_CORRECTION}
      GROUP BY m.warehouse, m.inventory_code, m.serial_batch, m.date_code
    ),
    keys AS (
      SELECT warehouse, inventory_code, serial_batch, date_code FROM erp
      UNION SELECT warehouse, inventory_code, serial_batch, date_code FROM held
    ),
    figures AS (
      SELECT k.warehouse, k.inventory_code, k.serial_batch, k.date_code, l.as_at,
             COALESCE(e.erp_on_hand, 0) AS erp_on_hand,
             COALESCE(e.erp_on_hand, 0) + COALESCE(mv.net, 0) AS adjusted,
             COALESCE(h.quantity, 0) AS wms_on_hand
      FROM keys k
      JOIN loads l ON l.warehouse = k.warehouse
      LEFT JOIN erp e ON ${same('e')}
      LEFT JOIN held h ON ${same('h')}
      LEFT JOIN moved mv ON ${same('mv')}
    )
    SELECT f.warehouse, f.inventory_code, COALESCE(i.inventory_description, '') AS inventory_description,
           f.serial_batch, f.date_code, f.erp_on_hand::float8 AS erp_on_hand,
           f.adjusted::float8 AS adjusted_erp_on_hand, f.wms_on_hand::float8 AS wms_on_hand,
           (f.wms_on_hand - f.adjusted)::float8 AS difference, ${isoTime(sql`f.as_at`)} AS erp_as_at
    FROM figures f
    LEFT JOIN wms.inventory i ON i.site_id = ${siteId} AND i.inventory_code = f.inventory_code
    WHERE ${query.issues_only ? sql`f.wms_on_hand <> f.adjusted` : sql`TRUE`}
    ORDER BY f.warehouse, f.inventory_code, f.serial_batch, f.date_code`,
  );
}

type HistoryRow = Omit<TComparisonMovement, 'processed_flag' | 'line'>;

/** The item's movements since the ERP took its figure, oldest first (an adjustment's empty side is GL). */
export async function movementsSince(
  db: Db,
  siteId: string,
  key: ComparisonKey,
): Promise<TComparisonMovement[]> {
  const gl = (column: SQL) =>
    sql`CASE WHEN ${column} = '' AND m.movement_type IN ('WRITE_ON', 'WRITE_OFF')
             THEN ${GL_CODE} ELSE ${column} END`;
  const found = await rows<HistoryRow>(
    db,
    sql`
    SELECT m.warehouse, m.inventory_code, m.serial_batch, m.date_code,
           ${gl(sql`m.from_location`)} AS from_location, ${gl(sql`m.to_location`)} AS to_location,
           m.movement_qty::float8 AS movement_qty, m.movement_id::float8 AS movement_id,
           m.movement_type, ${isoTime(sql`m.timestamp`)} AS timestamp
    FROM wms.movements m
    WHERE m.site_id = ${siteId} AND m.warehouse = ${key.warehouse}
      AND m.inventory_code = ${key.inventory_code} AND m.serial_batch = ${key.serial_batch}
      AND m.date_code = ${key.date_code}
      AND m.timestamp > (SELECT max(as_at) FROM wms.erp_on_hands
                         WHERE site_id = ${siteId} AND warehouse = ${key.warehouse})
    ORDER BY m.movement_id`,
  );
  return found.map((m) => ({ ...m, processed_flag: true, line: m.movement_id ?? 0 }));
}

/** Where the key's stock is, by location. */
export async function holdings(
  db: Db,
  siteId: string,
  key: ComparisonKey,
): Promise<{ location: string; quantity: number }[]> {
  return rows(
    db,
    sql`SELECT location, quantity::float8 AS quantity FROM wms.on_hands
        WHERE site_id = ${siteId} AND warehouse = ${key.warehouse}
          AND inventory_code = ${key.inventory_code} AND serial_batch = ${key.serial_batch}
          AND date_code = ${key.date_code} AND quantity > 0
        ORDER BY location`,
  );
}

/**
 * Where stock written on goes: the item's pick face in the warehouse, else the location holding
 * most of the item, else the warehouse's first active location ('' when it has none).
 */
export async function writeOnLocation(db: Db, siteId: string, key: ComparisonKey): Promise<string> {
  const [found] = await rows<{ location: string }>(
    db,
    sql`SELECT location FROM (
          SELECT 1 AS rank, w.pick_face AS location, 0 AS quantity
          FROM wms.inventory_warehouses w
          WHERE w.site_id = ${siteId} AND w.warehouse = ${key.warehouse}
            AND w.inventory_code = ${key.inventory_code} AND w.pick_face <> ''
            AND EXISTS (SELECT 1 FROM wms.locations l WHERE l.site_id = w.site_id
                          AND l.warehouse = w.warehouse AND l.location = w.pick_face)
          UNION ALL
          SELECT 2, o.location, o.quantity FROM wms.on_hands o
          WHERE o.site_id = ${siteId} AND o.warehouse = ${key.warehouse}
            AND o.inventory_code = ${key.inventory_code}
          UNION ALL
          SELECT 3, l.location, 0 FROM wms.locations l
          WHERE l.site_id = ${siteId} AND l.warehouse = ${key.warehouse} AND l.active
        ) candidates
        ORDER BY rank, quantity DESC, location
        LIMIT 1`,
  );
  return found?.location ?? '';
}

/** The locations of a warehouse among these codes. */
export async function knownLocations(
  db: Db,
  siteId: string,
  warehouse: string,
  codes: string[],
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const found = await rows<{ location: string }>(
    db,
    sql`SELECT location FROM wms.locations
        WHERE site_id = ${siteId} AND warehouse = ${warehouse}
          AND location IN (${sql.join(
            codes.map((c) => sql`${c}`),
            sql`, `,
          )})`,
  );
  return new Set(found.map((r) => r.location));
}

export async function knownItems(db: Db, siteId: string, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const found = await rows<{ inventory_code: string }>(
    db,
    sql`SELECT inventory_code FROM wms.inventory
        WHERE site_id = ${siteId} AND inventory_code IN (${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )})`,
  );
  return new Set(found.map((r) => r.inventory_code));
}

export async function warehouseExists(db: Db, siteId: string, warehouse: string): Promise<boolean> {
  const found = await rows(
    db,
    sql`SELECT 1 FROM wms.warehouses WHERE site_id = ${siteId} AND warehouse = ${warehouse}`,
  );
  return found.length > 0;
}
