import { sql, type SQL } from 'drizzle-orm';
import {
  MOVEMENT_ERP_ERROR,
  TRANSACTION_TIME_FORMAT,
  UNTRACKED,
  type TMovementRow,
  type TMovementSearchType,
  type TMovementType,
  type TTransactionRow,
} from '../../../src/contract';
import { rows } from '../../db/sql';
import type { Db } from '../../db/types';

/**
 * The movement area's SQL, set-based, each statement on one of the movements indexes
 * (server/db/schema/stock.ts): by item (movements_inventory_idx), by location from / to
 * (movements_from_idx, movements_to_idx), ERP errors (movements_erp_error_idx), by time
 * (movements_time_idx). The benchmark runs these same statements raw and through the envelope.
 */

/**
 * The columns of a movement row as the API answers them (m = movements); the item's
 * description is one primary-key lookup per row answered (a join would hash every item).
 */
const MOVEMENT_COLUMNS = sql.raw(`m.movement_id::float8 AS movement_id,
  to_char(m.timestamp AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS timestamp,
  to_char(m.done_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS done_at,
  to_char(m.device_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS device_time,
  m.operator, m.movement_type, m.warehouse, m.inventory_code,
  coalesce((SELECT i.inventory_description FROM wms.inventory i
             WHERE i.site_id = m.site_id AND i.inventory_code = m.inventory_code), '')
    AS inventory_description,
  m.from_location, m.to_location, m.serial_batch, m.date_code,
  m.movement_qty::float8 AS movement_qty, m.reference, m.notes, m.erp_id, m.erp_action,
  m.wms_status`);

export type DateBounds = { from?: string; to?: string };

const timeBounds = (bounds: DateBounds): SQL => sql`
  ${bounds.from ? sql`AND m.timestamp >= ${bounds.from}::timestamptz` : sql``}
  ${bounds.to ? sql`AND m.timestamp <= ${bounds.to}::timestamptz` : sql``}`;

/**
 * The item a typed or scanned term names, as a subquery: its code exactly, its GTIN, the
 * barcode of one of its units, then its code in any case. The branches run in that order and
 * stop at the first hit (each on an index but the last), so a scan costs index lookups only.
 */
export function itemCodeSql(siteId: string, term: string): SQL {
  return sql`(SELECT code FROM (
      SELECT i.inventory_code AS code FROM wms.inventory i
      WHERE i.site_id = ${siteId} AND i.inventory_code = ${term}
      UNION ALL
      SELECT i.inventory_code FROM wms.inventory i
      WHERE i.site_id = ${siteId} AND i.gtin = ${term} AND i.gtin <> ''
      UNION ALL
      SELECT f.inventory_code FROM wms.stocking_factors f
      WHERE f.site_id = ${siteId} AND f.barcode = ${term} AND f.barcode <> ''
      UNION ALL
      SELECT i.inventory_code FROM wms.inventory i
      WHERE i.site_id = ${siteId} AND upper(i.inventory_code) = upper(${term})
    ) found LIMIT 1)`;
}

/**
 * The location of a warehouse a typed or scanned term names, as a subquery answering
 * (location, active): a location by code, by barcode, a dock location by code or barcode,
 * then a location by code or barcode in any case — first hit wins.
 */
function locationFoundSql(siteId: string, warehouse: string, term: string): SQL {
  return sql`(SELECT location, active FROM (
      SELECT l.location, l.active FROM wms.locations l
      WHERE l.site_id = ${siteId} AND l.warehouse = ${warehouse} AND l.location = ${term}
      UNION ALL
      SELECT l.location, l.active FROM wms.locations l
      WHERE l.site_id = ${siteId} AND l.warehouse = ${warehouse} AND l.barcode = ${term}
        AND l.barcode <> ''
      UNION ALL
      SELECT d.dock_location, true FROM wms.dock_locations d
      WHERE d.site_id = ${siteId} AND d.warehouse = ${warehouse}
        AND (upper(d.dock_location) = upper(${term}) OR (upper(d.barcode) = upper(${term}) AND d.barcode <> ''))
      UNION ALL
      SELECT l.location, l.active FROM wms.locations l
      WHERE l.site_id = ${siteId} AND l.warehouse = ${warehouse}
        AND (upper(l.location) = upper(${term}) OR (upper(l.barcode) = upper(${term}) AND l.barcode <> ''))
    ) found LIMIT 1)`;
}

/** The location code a term names, as a scalar subquery. */
export function locationCodeSql(siteId: string, warehouse: string, term: string): SQL {
  return sql`(SELECT location FROM ${locationFoundSql(siteId, warehouse, term)} loc)`;
}

/**
 * Movement history of one item in a warehouse, newest first. `term` is what was typed or
 * scanned (code, GTIN, unit barcode): resolved once inside the statement.
 */
export function historyByInventorySql(
  siteId: string,
  warehouse: string,
  term: string,
  bounds: DateBounds,
  limit: number,
): SQL {
  // The code is a column of `r` (OFFSET 0 keeps it one: not folded back into the condition),
  // compared as a plain column: under row-level security a condition holding a subquery
  // cannot be an index condition, a column comparison can.
  return sql`SELECT ${MOVEMENT_COLUMNS}
    FROM (SELECT coalesce(${itemCodeSql(siteId, term)}, ${term}) AS code OFFSET 0) r
    CROSS JOIN LATERAL (
      SELECT * FROM wms.movements m
      WHERE m.site_id = ${siteId} AND m.warehouse = ${warehouse}
        AND m.inventory_code = r.code ${timeBounds(bounds)}
      ORDER BY m.timestamp DESC, m.movement_id DESC
      LIMIT ${limit}) m
    ORDER BY m.timestamp DESC, m.movement_id DESC`;
}

/**
 * Movement history of one location (stock taken from it or put at it), newest first: two
 * index range scans (from, to) merged, never a scan of the warehouse. `term` is a location
 * code or barcode, resolved once inside the statement.
 */
export function historyByLocationSql(
  siteId: string,
  warehouse: string,
  term: string,
  bounds: DateBounds,
  limit: number,
): SQL {
  const side = (column: 'from_location' | 'to_location') => sql`
    (SELECT m.* FROM wms.movements m
     WHERE m.site_id = ${siteId} AND m.warehouse = ${warehouse}
       AND m.${sql.raw(column)} = r.location ${timeBounds(bounds)}
     ORDER BY m.timestamp DESC, m.movement_id DESC LIMIT ${limit})`;
  return sql`SELECT ${MOVEMENT_COLUMNS}
    FROM (SELECT coalesce(${locationCodeSql(siteId, warehouse, term)}, ${term}) AS location OFFSET 0) r
    CROSS JOIN LATERAL (${side('from_location')} UNION ALL ${side('to_location')}) m
    ORDER BY m.timestamp DESC, m.movement_id DESC
    LIMIT ${limit}`;
}

/** Movements the ERP refused (erp_id ERROR) in a warehouse, newest first. */
export function historyErrorsSql(
  siteId: string,
  warehouse: string,
  bounds: DateBounds,
  limit: number,
): SQL {
  return sql`SELECT ${MOVEMENT_COLUMNS}
    FROM wms.movements m
    WHERE m.site_id = ${siteId} AND m.warehouse = ${warehouse}
      AND m.erp_id = ${sql.raw(`'${MOVEMENT_ERP_ERROR}'`)} ${timeBounds(bounds)}
    ORDER BY m.timestamp DESC, m.movement_id DESC
    LIMIT ${limit}`;
}

/**
 * The history SQL for a search type: ONE statement (the term is resolved inside it), the same
 * the benchmark runs raw.
 */
export function historySql(
  siteId: string,
  warehouse: string,
  searchType: TMovementSearchType,
  term: string,
  bounds: DateBounds,
  limit: number,
): SQL {
  switch (searchType) {
    case 'Inventory':
      return historyByInventorySql(siteId, warehouse, term, bounds, limit);
    case 'Bin Location':
      return historyByLocationSql(siteId, warehouse, term, bounds, limit);
    case 'ERRORS':
      return historyErrorsSql(siteId, warehouse, bounds, limit);
  }
}

export async function movementHistory(
  db: Db,
  ...args: Parameters<typeof historySql>
): Promise<TMovementRow[]> {
  return rows<TMovementRow>(db, historySql(...args));
}

/** One movement by id. */
export function movementByIdSql(siteId: string, movementId: number): SQL {
  return sql`SELECT ${MOVEMENT_COLUMNS}
    FROM wms.movements m
    WHERE m.site_id = ${siteId} AND m.movement_id = ${movementId}`;
}

export async function findMovement(
  db: Db,
  siteId: string,
  movementId: number,
): Promise<TMovementRow | undefined> {
  const [row] = await rows<TMovementRow>(db, movementByIdSql(siteId, movementId));
  return row;
}

/** Set a movement's ERP fields (the only update the ledger allows). */
export async function setMovementErpFields(
  db: Db,
  siteId: string,
  movementId: number,
  fields: { erp_id?: string; erp_action?: string; wms_status?: string },
): Promise<void> {
  const sets: SQL[] = [];
  if (fields.erp_id !== undefined) sets.push(sql`erp_id = ${fields.erp_id}`);
  if (fields.erp_action !== undefined) sets.push(sql`erp_action = ${fields.erp_action}`);
  if (fields.wms_status !== undefined) sets.push(sql`wms_status = ${fields.wms_status}`);
  if (sets.length === 0) return;
  await db.execute(
    sql`UPDATE wms.movements SET ${sql.join(sets, sql`, `)}
        WHERE site_id = ${siteId} AND movement_id = ${movementId}`,
  );
}

export type TransactionFilter = DateBounds & {
  warehouse?: string;
  inventory?: string;
  movementType?: TMovementType;
};

/** Postgres to_char pattern of TRANSACTION_TIME_FORMAT ('YYYY/MM/DD @ HH:mm'). */
const TRANSACTION_TIME_PG = TRANSACTION_TIME_FORMAT.replace('HH:mm', 'HH24:MI');

/**
 * The Transaction Explorer: the ledger as transactions, newest first, each time shown in the
 * site's zone. Each warehouse (the one asked for, else every one of the site) is read newest
 * first on its own index range — movements_inventory_idx with an item, movements_time_idx
 * without — and only the newest `limit` of them are merged, so no call sorts the ledger.
 */
export function transactionsSql(
  siteId: string,
  zone: string,
  filter: TransactionFilter,
  limit: number,
): SQL {
  const item = filter.inventory
    ? sql`(SELECT coalesce(${itemCodeSql(siteId, filter.inventory)}, ${filter.inventory}) AS code OFFSET 0)`
    : sql`(SELECT NULL::text AS code)`;
  return sql`SELECT ${MOVEMENT_COLUMNS},
      to_char(m.timestamp AT TIME ZONE ${zone}, ${TRANSACTION_TIME_PG}) AS transaction_time
    FROM wms.warehouses w
    CROSS JOIN ${item} r
    CROSS JOIN LATERAL (
      SELECT * FROM wms.movements m
      WHERE m.site_id = w.site_id AND m.warehouse = w.warehouse
        ${filter.inventory ? sql`AND m.inventory_code = r.code` : sql``}
        ${filter.movementType ? sql`AND m.movement_type = ${filter.movementType}` : sql``}
        ${timeBounds(filter)}
      ORDER BY m.timestamp DESC, m.movement_id DESC
      LIMIT ${limit}) m
    WHERE w.site_id = ${siteId}
      ${filter.warehouse ? sql`AND w.warehouse = ${filter.warehouse}` : sql``}
    ORDER BY m.timestamp DESC, m.movement_id DESC
    LIMIT ${limit}`;
}

export async function listTransactions(
  db: Db,
  ...args: Parameters<typeof transactionsSql>
): Promise<TTransactionRow[]> {
  return rows<TTransactionRow>(db, transactionsSql(...args));
}

/** Does the warehouse exist at the site? */
export async function warehouseExists(db: Db, siteId: string, warehouse: string): Promise<boolean> {
  const found = await rows<{ warehouse: string }>(
    db,
    sql`SELECT warehouse FROM wms.warehouses WHERE site_id = ${siteId} AND warehouse = ${warehouse}`,
  );
  return found.length > 0;
}

export type ItemFound = { inventory_code: string; tracked: boolean };

/**
 * An item by what was typed or scanned (itemCodeSql). `tracked`: its tracking type (or that
 * type's `tracking`) asks for a serial/batch.
 */
export async function resolveItem(
  db: Db,
  siteId: string,
  term: string,
): Promise<ItemFound | undefined> {
  const untracked = sql.join(
    UNTRACKED.map((u) => sql`${u}`),
    sql`, `,
  );
  const [row] = await rows<ItemFound>(
    db,
    sql`SELECT i.inventory_code,
          upper(coalesce(nullif(t.tracking, ''), i.tracking_type)) NOT IN (${untracked}) AS tracked
        FROM (SELECT ${itemCodeSql(siteId, term)} AS code OFFSET 0) r
        JOIN wms.inventory i ON i.site_id = ${siteId} AND i.inventory_code = r.code
        LEFT JOIN wms.tracking_types t
          ON t.site_id = i.site_id AND t.tracking_type = i.tracking_type`,
  );
  return row;
}

export type LocationFound = { location: string; active: boolean };

/** A location or dock location (always active) of the warehouse by code or barcode. */
export async function resolveLocation(
  db: Db,
  siteId: string,
  warehouse: string,
  term: string,
): Promise<LocationFound | undefined> {
  const [row] = await rows<LocationFound>(
    db,
    sql`SELECT location, active FROM ${locationFoundSql(siteId, warehouse, term)} found`,
  );
  return row;
}

/** The date code a serial/batch was recorded with ('' when unknown). */
export async function batchDateCode(
  db: Db,
  siteId: string,
  inventoryCode: string,
  serialBatch: string,
): Promise<string | undefined> {
  const [row] = await rows<{ date_code: string }>(
    db,
    sql`SELECT date_code FROM wms.serial_batches
        WHERE site_id = ${siteId} AND inventory_code = ${inventoryCode}
          AND serial_batch = ${serialBatch}`,
  );
  return row?.date_code;
}

/**
 * The on-hand rows of an item at a location matching what was given (serial/batch and date
 * code when not blank): lets a write off or transfer take the one row there without typing
 * its date code.
 */
export async function onHandCandidates(
  db: Db,
  siteId: string,
  key: { warehouse: string; location: string; inventory_code: string },
  serialBatch: string,
  dateCode: string,
): Promise<{ serial_batch: string; date_code: string; quantity: number }[]> {
  return rows(
    db,
    sql`SELECT serial_batch, date_code, quantity::float8 AS quantity FROM wms.on_hands
        WHERE site_id = ${siteId} AND warehouse = ${key.warehouse}
          AND location = ${key.location} AND inventory_code = ${key.inventory_code}
          ${serialBatch ? sql`AND serial_batch = ${serialBatch}` : sql``}
          ${dateCode ? sql`AND date_code = ${dateCode}` : sql``}
        LIMIT 2`,
  );
}
