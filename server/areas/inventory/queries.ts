import { sql, type SQL } from 'drizzle-orm';
import {
  INVENTORY_MESSAGES,
  MESSAGES,
  type TAvailabilityRow,
  type TCommittedRow,
  type TIncomingRow,
  type TInventoryDetail,
  type TInventoryItem,
  type TInventoryListRow,
  type TOnHandRow,
  type TSerialBatch,
  type TSerialBatchItem,
  type TSupplyIssueRow,
  type TWarehouseInfo,
} from '../../../src/contract';
import { rows, escapeLike } from '../../db/sql';
import type { Db } from '../../db/types';
import { badRequest, notFound, RuleErrors } from '../../errors';

/*
 * The inventory service's SQL. Every read is ONE set-based statement built by an exported
 * `...Sql` function, so the stock benchmark (bench/) runs exactly the same SQL raw beside the
 * envelope. Nothing here writes on hands: that is the ledger's (server/areas/stock/ledger.ts).
 */

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
/** `AND <column> IN (...)`, or nothing for an empty list (every value). */
const inList = (column: SQL, values: readonly string[]) =>
  values.length ? sql` AND ${column} IN (${list(values)})` : sql``;

/** Sales order statuses whose lines no longer commit stock (lower-cased, document 2 §4). */
const CLOSED_ORDER = sql`('complete', 'deleted')`;

/** A date (YYYY-MM-DD, whole UTC days) or a timestamp: the start of a range. */
export function rangeStart(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
}
/** The exclusive end of a range: the day after a date, else the timestamp itself. */
export function rangeEnd(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const d = new Date(`${value}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

/** Stock that may not be used: batch quarantined or recalled, location quarantined or excluded. */
const UNAVAILABLE = sql`(COALESCE(sb.quarantine, false) OR COALESCE(sb.recall, false)
  OR COALESCE(l.quarantine, false) OR COALESCE(l.exclude_from_available, false))`;
/**
 * The batch and location flags UNAVAILABLE needs, for on hands aliased `o`. Each is a
 * LIMIT 1 lateral lookup by its full key, so the planner always probes the unique index per
 * on-hand row, even on tables it has no statistics for yet (a nested loop over a partial key
 * was seen to take seconds on an un-analysed PGlite database).
 */
const STOCK_JOINS = sql`
  LEFT JOIN LATERAL (
    SELECT b.quarantine, b.recall FROM wms.serial_batches b
    WHERE b.site_id = o.site_id AND b.inventory_code = o.inventory_code
      AND b.serial_batch = o.serial_batch AND o.serial_batch <> '' LIMIT 1) sb ON true
  LEFT JOIN LATERAL (
    SELECT x.quarantine, x.exclude_from_available, x.pick_section FROM wms.locations x
    WHERE x.site_id = o.site_id AND x.warehouse = o.warehouse AND x.location = o.location
    LIMIT 1) l ON true`;

// ---- inventory list --------------------------------------------------------------------------

export type InventorySearch = {
  search_type: string;
  search_term?: string | null;
  from_date?: string | null;
  to_date?: string | null;
  /** '' or 'ALL': on hand over every warehouse. */
  warehouse?: string | null;
  limit: number;
};

/** The inventory list of one search type (the query checks of ZInventoryList have run). */
export function inventoryListSql(siteId: string, q: InventorySearch): SQL {
  const term = (q.search_term ?? '').trim();
  const warehouse = q.warehouse && q.warehouse !== 'ALL' ? q.warehouse : '';
  const contains = `%${escapeLike(term)}%`;
  const prefix = `${escapeLike(term)}%`;
  let hits: SQL;
  switch (q.search_type) {
    case 'RECENT_TRANSACTIONS':
      hits = sql`
        SELECT i.inventory_code, i.inventory_description, i.unit_of_measure, i.storage, i.gtin,
               1 AS rank
        FROM (SELECT DISTINCT m.inventory_code FROM wms.movements m
              WHERE m.site_id = ${siteId} AND m.warehouse = ${warehouse}
                AND m.timestamp >= ${rangeStart(q.from_date ?? '')}::timestamptz
                AND m.timestamp < ${rangeEnd(q.to_date ?? '')}::timestamptz) moved
        JOIN wms.inventory i ON i.site_id = ${siteId} AND i.inventory_code = moved.inventory_code
        ORDER BY i.inventory_code LIMIT ${q.limit}`;
      break;
    case 'INVENTORY':
      hits = sql`
        SELECT i.inventory_code, i.inventory_description, i.unit_of_measure, i.storage, i.gtin,
               CASE WHEN lower(i.inventory_code) = lower(${term}) THEN 0 ELSE 1 END AS rank
        FROM wms.inventory i
        WHERE i.site_id = ${siteId} AND i.inventory_code ILIKE ${prefix}
        ORDER BY rank, i.inventory_code LIMIT ${q.limit}`;
      break;
    case 'CUSTOMER':
      hits = sql`
        SELECT i.inventory_code, i.inventory_description, i.unit_of_measure, i.storage, i.gtin,
               1 AS rank
        FROM (SELECT DISTINCT ln.inventory_code
              FROM wms.customers c
              JOIN wms.sales_orders so
                ON so.site_id = c.site_id AND so.customer_code = c.customer_code
              JOIN wms.sales_order_lines ln
                ON ln.site_id = so.site_id AND ln.sales_order_id = so.sales_order_id
              WHERE c.site_id = ${siteId}
                AND (lower(c.customer_code) = lower(${term}) OR c.customer_name ILIKE ${contains})
                ${warehouse ? sql`AND so.warehouse = ${warehouse}` : sql``}) ordered
        JOIN wms.inventory i ON i.site_id = ${siteId} AND i.inventory_code = ordered.inventory_code
        ORDER BY i.inventory_code LIMIT ${q.limit}`;
      break;
    default: {
      // SEARCH: code or description contains the term; a scanned GTIN or unit barcode finds
      // its item (exact), listed first.
      const barcodes = sql`(SELECT sf.inventory_code FROM wms.stocking_factors sf
                            WHERE sf.site_id = ${siteId} AND sf.barcode = ${term})`;
      hits = sql`
        SELECT i.inventory_code, i.inventory_description, i.unit_of_measure, i.storage, i.gtin,
               CASE WHEN lower(i.inventory_code) = lower(${term}) OR i.gtin = ${term}
                      OR i.inventory_code IN ${barcodes} THEN 0
                    WHEN i.inventory_code ILIKE ${prefix} THEN 1 ELSE 2 END AS rank
        FROM wms.inventory i
        WHERE i.site_id = ${siteId}
          AND (i.inventory_code ILIKE ${contains} OR i.inventory_description ILIKE ${contains}
               OR i.gtin = ${term} OR i.inventory_code IN ${barcodes})
        ORDER BY rank, i.inventory_code LIMIT ${q.limit}`;
    }
  }
  return sql`
    WITH hits AS (${hits})
    SELECT h.inventory_code, h.inventory_description, h.unit_of_measure, h.storage, h.gtin,
           COALESCE(oh.on_hand, 0)::float8 AS on_hand, h.rank = 0 AS exact
    FROM hits h
    LEFT JOIN LATERAL (
      SELECT sum(o.quantity) AS on_hand FROM wms.on_hands o
      WHERE o.site_id = ${siteId} AND o.inventory_code = h.inventory_code
        ${warehouse ? sql`AND o.warehouse = ${warehouse}` : sql``}
    ) oh ON true
    ORDER BY h.rank, h.inventory_code`;
}

export function listInventory(db: Db, siteId: string, q: InventorySearch) {
  return rows<TInventoryListRow>(db, inventoryListSql(siteId, q));
}

// ---- one item --------------------------------------------------------------------------------

/** The item with its stocking factors, warehouse info and on hands (of `warehouses`, [] all). */
export function inventoryGetSql(siteId: string, code: string, warehouses: readonly string[]): SQL {
  return sql`
    SELECT i.inventory_code, i.inventory_description, i.unit_of_measure, i.storage,
           i.storage_group, i.tracking_type, i.gtin, i.category, i.active,
      COALESCE((
        SELECT json_agg(json_build_object(
                 'stocking_factor_id', sf.stocking_factor_id, 'unit_of_measure', sf.unit_of_measure,
                 'barcode', sf.barcode, 'pack_size', sf.pack_size, 'weight', sf.weight,
                 'height', sf.height, 'length', sf.length, 'depth', sf.depth)
               ORDER BY sf.pack_size, sf.unit_of_measure)
        FROM wms.stocking_factors sf
        WHERE sf.site_id = i.site_id AND sf.inventory_code = i.inventory_code), '[]'::json)
        AS stocking_factors,
      COALESCE((
        SELECT json_agg(json_build_object('warehouse', w.warehouse, 'pick_face', w.pick_face,
                                          'min_on_hand', w.min_on_hand) ORDER BY w.warehouse)
        FROM wms.inventory_warehouses w
        WHERE w.site_id = i.site_id AND w.inventory_code = i.inventory_code), '[]'::json)
        AS warehouse_info,
      COALESCE((
        SELECT json_agg(json_build_object(
                 'warehouse', o.warehouse, 'location', o.location, 'serial_batch', o.serial_batch,
                 'date_code', o.date_code, 'quantity', o.quantity,
                 'quarantine', COALESCE(sb.quarantine, false) OR COALESCE(l.quarantine, false),
                 'recall', COALESCE(sb.recall, false),
                 'is_pick_face', COALESCE(iw.pick_face <> '' AND iw.pick_face = o.location, false))
               ORDER BY o.warehouse, o.location, o.serial_batch, o.date_code)
        FROM wms.on_hands o ${STOCK_JOINS}
        LEFT JOIN wms.inventory_warehouses iw
          ON iw.site_id = o.site_id AND iw.inventory_code = o.inventory_code
         AND iw.warehouse = o.warehouse
        WHERE o.site_id = i.site_id AND o.inventory_code = i.inventory_code
          ${inList(sql`o.warehouse`, warehouses)}), '[]'::json)
        AS on_hands
    FROM wms.inventory i
    WHERE i.site_id = ${siteId} AND i.inventory_code = ${code}`;
}

export async function getInventory(
  db: Db,
  siteId: string,
  code: string,
  warehouses: readonly string[],
): Promise<TInventoryDetail> {
  const [row] = await rows<Omit<TInventoryDetail, 'pick_face'>>(
    db,
    inventoryGetSql(siteId, code, warehouses),
  );
  if (!row) throw notFound(INVENTORY_MESSAGES.inventoryNotFound(code));
  // The current warehouse is the first asked; its warehouse_info entry gives the pick face.
  const current = warehouses[0];
  const pick_face =
    (current && row.warehouse_info.find((w) => w.warehouse === current)?.pick_face) || '';
  return { ...row, pick_face };
}

// ---- availability, committed, incoming -------------------------------------------------------

const openSalesLines = (
  siteId: string,
  codes: readonly string[],
  warehouses: readonly string[],
  joins: SQL = sql``,
) =>
  sql`FROM wms.sales_order_lines ln
      JOIN wms.sales_orders so ON so.site_id = ln.site_id AND so.sales_order_id = ln.sales_order_id
      ${joins}
      WHERE ln.site_id = ${siteId} ${inList(sql`ln.inventory_code`, codes)}
        AND ln.quantity_ordered > ln.quantity_supplied
        AND lower(so.wms_status) NOT IN ${CLOSED_ORDER}
        ${inList(sql`so.warehouse`, warehouses)}`;
const openPurchaseLines = (
  siteId: string,
  codes: readonly string[],
  warehouses: readonly string[],
  joins: SQL = sql``,
) =>
  sql`FROM wms.purchase_order_lines ln
      JOIN wms.purchase_orders po
        ON po.site_id = ln.site_id AND po.purchase_order_id = ln.purchase_order_id
      ${joins}
      WHERE ln.site_id = ${siteId} ${inList(sql`ln.inventory_code`, codes)}
        AND ln.quantity_ordered > ln.quantity_received
        AND lower(po.wms_status) NOT IN ${CLOSED_ORDER}
        ${inList(sql`po.warehouse`, warehouses)}`;

/** One row per item and warehouse with stock, commitments or incoming stock. */
export function availabilitySql(
  siteId: string,
  codes: readonly string[],
  warehouses: readonly string[],
): SQL {
  return sql`
    WITH stock AS (
      SELECT o.inventory_code, o.warehouse, sum(o.quantity) AS on_hand,
             sum(o.quantity) FILTER (WHERE COALESCE(sb.quarantine, false)
                                        OR COALESCE(l.quarantine, false)) AS quarantined,
             sum(o.quantity) FILTER (WHERE COALESCE(sb.recall, false)) AS recalled,
             sum(o.quantity) FILTER (WHERE NOT ${UNAVAILABLE}) AS usable
      FROM wms.on_hands o ${STOCK_JOINS}
      WHERE o.site_id = ${siteId} ${inList(sql`o.inventory_code`, codes)}
        ${inList(sql`o.warehouse`, warehouses)}
      GROUP BY o.inventory_code, o.warehouse),
    committed AS (
      SELECT ln.inventory_code, so.warehouse,
             sum((ln.quantity_ordered - ln.quantity_supplied) * ln.pack_size) AS committed
      ${openSalesLines(siteId, codes, warehouses)}
      GROUP BY ln.inventory_code, so.warehouse),
    incoming AS (
      SELECT ln.inventory_code, po.warehouse,
             sum((ln.quantity_ordered - ln.quantity_received) * ln.pack_size) AS incoming
      ${openPurchaseLines(siteId, codes, warehouses)}
      GROUP BY ln.inventory_code, po.warehouse),
    keys AS (
      SELECT inventory_code, warehouse FROM stock
      UNION SELECT inventory_code, warehouse FROM committed
      UNION SELECT inventory_code, warehouse FROM incoming)
    SELECT k.inventory_code, i.inventory_description, k.warehouse,
           COALESCE(s.on_hand, 0)::float8 AS on_hand,
           COALESCE(c.committed, 0)::float8 AS committed,
           COALESCE(n.incoming, 0)::float8 AS incoming,
           COALESCE(s.quarantined, 0)::float8 AS quarantined,
           COALESCE(s.recalled, 0)::float8 AS recalled,
           (COALESCE(s.usable, 0) - COALESCE(c.committed, 0))::float8 AS available
    FROM keys k
    JOIN wms.inventory i ON i.site_id = ${siteId} AND i.inventory_code = k.inventory_code
    LEFT JOIN stock s ON s.inventory_code = k.inventory_code AND s.warehouse = k.warehouse
    LEFT JOIN committed c ON c.inventory_code = k.inventory_code AND c.warehouse = k.warehouse
    LEFT JOIN incoming n ON n.inventory_code = k.inventory_code AND n.warehouse = k.warehouse
    ORDER BY k.inventory_code, k.warehouse`;
}

export function listAvailability(
  db: Db,
  siteId: string,
  codes: readonly string[],
  warehouses: readonly string[],
) {
  return rows<TAvailabilityRow>(db, availabilitySql(siteId, codes, warehouses));
}

/** The open sales order lines that commit the items' stock (document 2 "Committed row"). */
export function committedSql(
  siteId: string,
  codes: readonly string[],
  warehouses: readonly string[],
): SQL {
  const joins = sql`
      LEFT JOIN wms.customers c ON c.site_id = so.site_id AND c.customer_code = so.customer_code
      LEFT JOIN wms.runs r ON r.site_id = so.site_id AND r.run_id = so.run_id`;
  return sql`
    SELECT ln.inventory_code, so.warehouse, so.sales_order AS sales_order_number,
           COALESCE(c.customer_name, so.customer_code) AS customer_display_name,
           COALESCE(r.run_name, '') AS run_name, so.required_date::text AS required_date,
           ln.stocking_factor_unit, ln.pack_size::float8 AS pack_size,
           ln.quantity_ordered::float8 AS ordered_qty,
           ((ln.quantity_ordered - ln.quantity_supplied) * ln.pack_size)::float8 AS committed
    ${openSalesLines(siteId, codes, warehouses, joins)}
    ORDER BY so.required_date, so.sales_order, ln.line_no
    LIMIT 2000`;
}

export function listCommitted(
  db: Db,
  siteId: string,
  codes: readonly string[],
  warehouses: readonly string[],
) {
  return rows<TCommittedRow>(db, committedSql(siteId, codes, warehouses));
}

/** The open purchase order lines bringing the items in (document 2 "Incoming row"). */
export function incomingSql(
  siteId: string,
  codes: readonly string[],
  warehouses: readonly string[],
): SQL {
  const joins = sql`
      LEFT JOIN wms.suppliers s ON s.site_id = po.site_id AND s.supplier_code = po.supplier_code`;
  return sql`
    SELECT ln.inventory_code, po.warehouse, po.purchase_order AS purchase_order_number,
           COALESCE(s.supplier_name, po.supplier_code) AS supplier_name,
           po.expected_date::text AS close_date, ln.unit_of_measure AS stocking_factor_unit,
           ln.pack_size::float8 AS pack_size, ln.quantity_ordered::float8 AS ordered_qty,
           (ln.quantity_ordered - ln.quantity_received)::float8 AS remaining_qty
    ${openPurchaseLines(siteId, codes, warehouses, joins)}
    ORDER BY po.expected_date, po.purchase_order, ln.purchase_order_line
    LIMIT 2000`;
}

export function listIncoming(
  db: Db,
  siteId: string,
  codes: readonly string[],
  warehouses: readonly string[],
) {
  return rows<TIncomingRow>(db, incomingSql(siteId, codes, warehouses));
}

// ---- supply issue checker --------------------------------------------------------------------

export type SupplyCheck = {
  inventory_codes: readonly string[];
  warehouses: readonly string[];
  from_date: string;
  to_date: string;
  include_all_results: boolean;
  run_set?: string | null;
};

/**
 * What open sales orders required in the date range need of each item against the stock that
 * can supply them; flagged (short) items first, largest shortfall first (document 2 §4).
 */
export function supplyCheckSql(siteId: string, q: SupplyCheck): SQL {
  const runSet = q.run_set
    ? sql`AND so.run_id IN (SELECT run_id FROM wms.runs
                            WHERE site_id = ${siteId} AND runset_id = ${q.run_set})`
    : sql``;
  return sql`
    WITH req AS (
      SELECT ln.inventory_code,
             sum((ln.quantity_ordered - ln.quantity_supplied) * ln.pack_size) AS total_required
      ${openSalesLines(siteId, q.inventory_codes, q.warehouses)}
        AND so.required_date BETWEEN ${q.from_date}::date AND ${q.to_date}::date
        ${runSet}
      GROUP BY ln.inventory_code),
    checked AS (
      SELECT r.inventory_code, i.inventory_description, COALESCE(s.on_hand, 0) AS on_hand,
             r.total_required, r.total_required > COALESCE(s.on_hand, 0) AS issue_item
      FROM req r
      JOIN wms.inventory i ON i.site_id = ${siteId} AND i.inventory_code = r.inventory_code
      LEFT JOIN LATERAL (
        SELECT sum(o.quantity) AS on_hand
        FROM wms.on_hands o ${STOCK_JOINS}
        WHERE o.site_id = ${siteId} AND o.inventory_code = r.inventory_code
          ${inList(sql`o.warehouse`, q.warehouses)}
          AND NOT ${UNAVAILABLE}) s ON true)
    SELECT inventory_code, inventory_description, on_hand::float8 AS on_hand,
           total_required::float8 AS total_required,
           (CASE WHEN issue_item THEN total_required - on_hand ELSE 0 END)::float8 AS short_qty,
           issue_item
    FROM checked
    ${q.include_all_results ? sql`` : sql`WHERE issue_item`}
    ORDER BY short_qty DESC, inventory_code
    LIMIT 5000`;
}

export function checkSupply(db: Db, siteId: string, q: SupplyCheck) {
  return rows<TSupplyIssueRow>(db, supplyCheckSql(siteId, q));
}

// ---- On Hand Explorer ------------------------------------------------------------------------

export type OnHandFilter = {
  warehouses: readonly string[];
  pick_section_ids: readonly string[];
  inventory_codes: readonly string[];
  locations: readonly string[];
  limit: number;
};

/** On hands by warehouse, pick section (the location's), item and location. */
export function onHandSql(siteId: string, f: OnHandFilter): SQL {
  const order = sql`ORDER BY o.inventory_code, o.warehouse, o.location, o.serial_batch, o.date_code`;
  // The page of on-hand rows first (ordered, limited), then the lookups for those rows only.
  return sql`
    SELECT o.inventory_code, i.inventory_description, o.warehouse, o.location,
           COALESCE(l.pick_section, '') AS pick_section, o.serial_batch, o.date_code,
           o.quantity::float8 AS quantity,
           COALESCE(sb.quarantine, false) OR COALESCE(l.quarantine, false) AS quarantine,
           COALESCE(sb.recall, false) AS recall
    FROM (
      SELECT o.site_id, o.warehouse, o.location, o.inventory_code, o.serial_batch, o.date_code,
             o.quantity
      FROM wms.on_hands o
      WHERE o.site_id = ${siteId}
        ${inList(sql`o.warehouse`, f.warehouses)}
        ${inList(sql`o.inventory_code`, f.inventory_codes)}
        ${inList(sql`o.location`, f.locations)}
        ${
          f.pick_section_ids.length
            ? sql`AND (o.warehouse, o.location) IN (
                    SELECT ps.warehouse, ps.location FROM wms.locations ps
                    WHERE ps.site_id = ${siteId}
                      AND ps.pick_section IN (${list(f.pick_section_ids)})
                      ${inList(sql`ps.warehouse`, f.warehouses)})`
            : sql``
        }
      ${order}
      LIMIT ${f.limit}) o
    ${STOCK_JOINS}
    JOIN wms.inventory i ON i.site_id = o.site_id AND i.inventory_code = o.inventory_code
    ${order}`;
}

export function listOnHand(db: Db, siteId: string, f: OnHandFilter) {
  return rows<TOnHandRow>(db, onHandSql(siteId, f));
}

// ---- serial batches --------------------------------------------------------------------------

export type SerialBatchFilter = {
  inventory_code?: string | null;
  quarantined?: boolean | null;
  recall?: boolean | null;
  from_date_code?: string | null;
  to_date_code?: string | null;
  limit: number;
};

/** Serial batches by item (its code), flags and a date code range (undated ones excluded). */
export function serialBatchListSql(siteId: string, f: SerialBatchFilter): SQL {
  const code = (f.inventory_code ?? '').trim();
  const from = (f.from_date_code ?? '').slice(0, 10);
  const to = (f.to_date_code ?? '').slice(0, 10);
  return sql`
    SELECT sb.inventory_code, i.inventory_description, sb.serial_batch, sb.date_code,
           sb.quarantine, sb.recall, sb.recall_reason
    FROM wms.serial_batches sb
    JOIN wms.inventory i ON i.site_id = sb.site_id AND i.inventory_code = sb.inventory_code
    WHERE sb.site_id = ${siteId}
      ${code ? sql`AND sb.inventory_code = ${code}` : sql``}
      ${f.quarantined ? sql`AND sb.quarantine` : sql``}
      ${f.recall ? sql`AND sb.recall` : sql``}
      ${from ? sql`AND sb.date_code <> '' AND sb.date_code >= ${from}` : sql``}
      ${to ? sql`AND sb.date_code <> '' AND sb.date_code <= ${to}` : sql``}
    ORDER BY sb.inventory_code, sb.date_code, sb.serial_batch
    LIMIT ${f.limit}`;
}

export function listSerialBatches(db: Db, siteId: string, f: SerialBatchFilter) {
  return rows<TSerialBatch>(db, serialBatchListSql(siteId, f));
}

async function itemExists(db: Db, siteId: string, code: string): Promise<boolean> {
  const found = await rows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM wms.inventory WHERE site_id = ${siteId} AND inventory_code = ${code}`,
  );
  return found.length > 0;
}

/** Add or update one serial batch (the recall reason is already cleared when no flag is set). */
export async function saveSerialBatch(
  db: Db,
  siteId: string,
  b: TSerialBatchItem,
): Promise<TSerialBatch> {
  if (!(await itemExists(db, siteId, b.inventory_code)))
    throw badRequest(INVENTORY_MESSAGES.inventoryNotFound(b.inventory_code));
  await db.execute(sql`
    INSERT INTO wms.serial_batches
      (site_id, inventory_code, serial_batch, date_code, quarantine, recall, recall_reason)
    VALUES (${siteId}, ${b.inventory_code}, ${b.serial_batch}, ${b.date_code}, ${b.quarantine},
            ${b.recall}, ${b.recall_reason})
    ON CONFLICT (site_id, inventory_code, serial_batch) DO UPDATE SET
      date_code = EXCLUDED.date_code, quarantine = EXCLUDED.quarantine,
      recall = EXCLUDED.recall, recall_reason = EXCLUDED.recall_reason, updated_at = now()`);
  const [row] = await rows<TSerialBatch>(
    db,
    sql`SELECT sb.inventory_code, i.inventory_description, sb.serial_batch, sb.date_code,
               sb.quarantine, sb.recall, sb.recall_reason
        FROM wms.serial_batches sb
        JOIN wms.inventory i ON i.site_id = sb.site_id AND i.inventory_code = sb.inventory_code
        WHERE sb.site_id = ${siteId} AND sb.inventory_code = ${b.inventory_code}
          AND sb.serial_batch = ${b.serial_batch}`,
  );
  return row!;
}

// ---- inventory check -------------------------------------------------------------------------

/** The warehouses of `info` that do not exist at the site: one error each. */
async function checkWarehouses(db: Db, siteId: string, info: TWarehouseInfo[]): Promise<void> {
  if (info.length === 0) return;
  const names = info.map((w) => w.warehouse);
  const found = await rows<{ warehouse: string }>(
    db,
    sql`SELECT warehouse FROM wms.warehouses
        WHERE site_id = ${siteId} AND warehouse IN (${list(names)})`,
  );
  const known = new Set(found.map((r) => r.warehouse));
  const missing = names.filter((n) => !known.has(n));
  if (missing.length)
    throw new RuleErrors(missing.map((w) => ({ message: MESSAGES.unknownWarehouse(w) })));
}

/**
 * Add or update an item with its stocking factors and warehouse info: the lists sent replace
 * the stored ones (units and warehouses not sent are removed).
 */
export async function saveInventory(
  db: Db,
  siteId: string,
  item: TInventoryItem,
): Promise<TInventoryDetail> {
  await checkWarehouses(db, siteId, item.warehouse_info);
  const code = item.inventory_code;
  await db.execute(sql`
    INSERT INTO wms.inventory
      (site_id, inventory_code, inventory_description, unit_of_measure, storage, storage_group,
       tracking_type, gtin, category, active)
    VALUES (${siteId}, ${code}, ${item.inventory_description}, ${item.unit_of_measure || 'EA'},
            ${item.storage}, ${item.storage_group}, ${item.tracking_type}, ${item.gtin},
            ${item.category}, ${item.active})
    ON CONFLICT (site_id, inventory_code) DO UPDATE SET
      inventory_description = EXCLUDED.inventory_description,
      unit_of_measure = EXCLUDED.unit_of_measure, storage = EXCLUDED.storage,
      storage_group = EXCLUDED.storage_group, tracking_type = EXCLUDED.tracking_type,
      gtin = EXCLUDED.gtin, category = EXCLUDED.category, active = EXCLUDED.active,
      updated_at = now()`);
  const units = item.stocking_factors.map((f) => f.unit_of_measure);
  await db.execute(sql`
    DELETE FROM wms.stocking_factors WHERE site_id = ${siteId} AND inventory_code = ${code}
    ${units.length ? sql`AND unit_of_measure NOT IN (${list(units)})` : sql``}`);
  for (const f of item.stocking_factors) {
    await db.execute(sql`
      INSERT INTO wms.stocking_factors
        (site_id, inventory_code, unit_of_measure, barcode, pack_size, weight, height, length, depth)
      VALUES (${siteId}, ${code}, ${f.unit_of_measure}, ${f.barcode}, ${f.pack_size}, ${f.weight},
              ${f.height}, ${f.length}, ${f.depth})
      ON CONFLICT (site_id, inventory_code, unit_of_measure) DO UPDATE SET
        barcode = EXCLUDED.barcode, pack_size = EXCLUDED.pack_size, weight = EXCLUDED.weight,
        height = EXCLUDED.height, length = EXCLUDED.length, depth = EXCLUDED.depth,
        updated_at = now()`);
  }
  const houses = item.warehouse_info.map((w) => w.warehouse);
  await db.execute(sql`
    DELETE FROM wms.inventory_warehouses WHERE site_id = ${siteId} AND inventory_code = ${code}
    ${houses.length ? sql`AND warehouse NOT IN (${list(houses)})` : sql``}`);
  for (const w of item.warehouse_info) {
    await db.execute(sql`
      INSERT INTO wms.inventory_warehouses (site_id, inventory_code, warehouse, pick_face, min_on_hand)
      VALUES (${siteId}, ${code}, ${w.warehouse}, ${w.pick_face}, ${w.min_on_hand})
      ON CONFLICT (site_id, inventory_code, warehouse) DO UPDATE SET
        pick_face = EXCLUDED.pick_face, min_on_hand = EXCLUDED.min_on_hand, updated_at = now()`);
  }
  return getInventory(db, siteId, code, []);
}
