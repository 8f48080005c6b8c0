import { sql, type SQL } from 'drizzle-orm';
import {
  ERP_ACTION_UPDATE,
  MOVEMENT_QUEUE_LABELS,
  QUEUE_DOCUMENT_LABELS,
  QUEUE_RESOLVED,
  queueModeShows,
  queueStatus,
  queueWhat,
  queueWhere,
  type TMovementType,
  type TQueueDocumentType,
  type TQueueItem,
  type TQueueLine,
  type TQueueMode,
} from '../../../src/contract';
import { rows } from '../../db/sql';
import type { Db } from '../../db/types';

/*
 * The process queue's SQL (document 2 "Process queue"). Each document type has one SELECT of
 * the queue item's columns under a filter; the list is their UNION ALL. The status rules live
 * in the contract (queueStatus): the SQL only narrows to the candidates (an ERP action set;
 * for movements also an erp_id the ERP did not take, or a displayed action), the contract
 * decides.
 */

/** The columns each document type's SELECT answers; the contract derives the rest. */
type ItemSqlRow = Omit<
  TQueueItem,
  'type' | 'status' | 'what' | 'where' | 'resolution' | 'resolved_by' | 'resolved_at'
>;

/** Per document type, the filter of its SELECT (aliases: o, p, d, m); absent types are skipped. */
export type ItemFilters = Partial<Record<TQueueDocumentType, SQL>>;

const salesOrderItems = (siteId: string, where: SQL) => sql`
  SELECT 'SALES_ORDER' AS document_type, o.sales_order AS key,
         o.required_date::text AS action_date, o.warehouse AS from_location,
         o.customer_code AS to_location,
         COALESCE((SELECT sum(l.quantity_ordered) FROM wms.sales_order_lines l
                   WHERE l.site_id = o.site_id AND l.sales_order_id = o.sales_order_id), 0)::float8
           AS quantity,
         o.erp_action, o.erp_id, o.erp_status, o.warehouse,
         COALESCE(w.warehouse_name, o.warehouse) AS warehouse_name,
         COALESCE(c.customer_name, o.customer_code) AS name, '' AS movement_type,
         o.required_date::timestamptz AS sort_time
  FROM wms.sales_orders o
  LEFT JOIN wms.customers c ON c.site_id = o.site_id AND c.customer_code = o.customer_code
  LEFT JOIN wms.warehouses w ON w.site_id = o.site_id AND w.warehouse = o.warehouse
  WHERE o.site_id = ${siteId} AND ${where}`;

const purchaseOrderItems = (siteId: string, where: SQL) => sql`
  SELECT 'PURCHASE_ORDER' AS document_type, p.purchase_order AS key,
         p.expected_date::text AS action_date, p.supplier_code AS from_location,
         p.warehouse AS to_location,
         COALESCE((SELECT sum(l.quantity_ordered) FROM wms.purchase_order_lines l
                   WHERE l.site_id = p.site_id AND l.purchase_order_id = p.purchase_order_id), 0)::float8
           AS quantity,
         p.erp_action, p.erp_id, p.erp_status, p.warehouse,
         COALESCE(w.warehouse_name, p.warehouse) AS warehouse_name,
         COALESCE(s.supplier_name, p.supplier_code) AS name, '' AS movement_type,
         p.expected_date::timestamptz AS sort_time
  FROM wms.purchase_orders p
  LEFT JOIN wms.suppliers s ON s.site_id = p.site_id AND s.supplier_code = p.supplier_code
  LEFT JOIN wms.warehouses w ON w.site_id = p.site_id AND w.warehouse = p.warehouse
  WHERE p.site_id = ${siteId} AND ${where}`;

const docketItems = (siteId: string, where: SQL) => sql`
  SELECT 'DELIVERY_DOCKET' AS document_type, d.delivery_docket AS key,
         COALESCE(d.received_date, d.expected_date)::text AS action_date,
         po.supplier_code AS from_location, d.warehouse AS to_location,
         COALESCE((SELECT sum(l.carton_qty) FROM wms.delivery_docket_lines l
                   WHERE l.site_id = d.site_id AND l.delivery_docket_id = d.delivery_docket_id), 0)::float8
           AS quantity,
         d.erp_action, d.erp_id, d.erp_status, d.warehouse,
         COALESCE(w.warehouse_name, d.warehouse) AS warehouse_name,
         COALESCE(s.supplier_name, po.supplier_code) AS name, '' AS movement_type,
         COALESCE(d.received_date, d.expected_date)::timestamptz AS sort_time
  FROM wms.delivery_dockets d
  JOIN wms.purchase_orders po
    ON po.site_id = d.site_id AND po.purchase_order_id = d.purchase_order_id
  LEFT JOIN wms.suppliers s ON s.site_id = po.site_id AND s.supplier_code = po.supplier_code
  LEFT JOIN wms.warehouses w ON w.site_id = d.site_id AND w.warehouse = d.warehouse
  WHERE d.site_id = ${siteId} AND ${where}`;

const movementItems = (siteId: string, where: SQL) => sql`
  SELECT 'MOVEMENT' AS document_type, m.movement_id::text AS key,
         to_char(m.timestamp AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS action_date,
         m.from_location, m.to_location, m.movement_qty::float8 AS quantity,
         m.erp_action, m.erp_id, '' AS erp_status, m.warehouse,
         COALESCE(w.warehouse_name, m.warehouse) AS warehouse_name,
         m.inventory_code AS name, m.movement_type,
         m.timestamp AS sort_time
  FROM wms.movements m
  LEFT JOIN wms.warehouses w ON w.site_id = m.site_id AND w.warehouse = m.warehouse
  WHERE m.site_id = ${siteId} AND ${where}`;

const BUILDERS: Record<TQueueDocumentType, (siteId: string, where: SQL) => SQL> = {
  SALES_ORDER: salesOrderItems,
  PURCHASE_ORDER: purchaseOrderItems,
  DELIVERY_DOCKET: docketItems,
  MOVEMENT: movementItems,
};

/** The UNION ALL of the filtered SELECTs (at least one filter). */
function itemsSql(siteId: string, filters: ItemFilters): SQL | null {
  const parts = (Object.keys(BUILDERS) as TQueueDocumentType[])
    .filter((t) => filters[t] !== undefined)
    .map((t) => sql`(${BUILDERS[t](siteId, filters[t]!)})`);
  return parts.length ? sql.join(parts, sql` UNION ALL `) : null;
}

/** The queue's candidates of one warehouse (see the module comment), per type. */
export function queueFilters(warehouse: string, types: readonly TQueueDocumentType[]): ItemFilters {
  const all: ItemFilters = {
    SALES_ORDER: sql`o.warehouse = ${warehouse} AND o.erp_action <> ''`,
    PURCHASE_ORDER: sql`p.warehouse = ${warehouse} AND p.erp_action <> ''`,
    DELIVERY_DOCKET: sql`d.warehouse = ${warehouse} AND d.erp_action <> ''`,
    // Movements waiting for the ERP are found through movements_erp_action_idx (migration 0009).
    MOVEMENT: sql`m.warehouse = ${warehouse} AND m.erp_action <> ''
      AND (upper(m.erp_id) IN ('', 'ERROR', 'LOCKED')
           OR upper(m.erp_action) IN ('SHIPMENT', 'CHECK', 'LOCKED'))`,
  };
  return Object.fromEntries(types.map((t) => [t, all[t]]));
}

/** One document by its key (a movement's key is digits, checked by the contract). */
export function keyFilters(type: TQueueDocumentType, key: string): ItemFilters {
  switch (type) {
    case 'SALES_ORDER':
      return { SALES_ORDER: sql`o.sales_order = ${key}` };
    case 'PURCHASE_ORDER':
      return { PURCHASE_ORDER: sql`p.purchase_order = ${key}` };
    case 'DELIVERY_DOCKET':
      return { DELIVERY_DOCKET: sql`d.delivery_docket = ${key}` };
    case 'MOVEMENT':
      return { MOVEMENT: sql`m.movement_id = ${Number(key)}` };
  }
}

/** The row as the screen shows it: its Document label, status, What and Where. */
export function toItem(r: ItemSqlRow): TQueueItem {
  const type =
    r.document_type === 'MOVEMENT'
      ? (MOVEMENT_QUEUE_LABELS[r.movement_type as TMovementType] ?? r.movement_type)
      : QUEUE_DOCUMENT_LABELS[r.document_type];
  return {
    ...r,
    type,
    status: queueStatus(r),
    what: queueWhat(r),
    where: queueWhere(r),
  };
}

/** The queue of one warehouse in mode ISSUES or ALL, newest first, at most `limit`. */
export async function listQueue(
  db: Db,
  siteId: string,
  q: { warehouse: string; mode: TQueueMode; limit: number; types: readonly TQueueDocumentType[] },
): Promise<TQueueItem[]> {
  const union = itemsSql(siteId, queueFilters(q.warehouse, q.types));
  if (!union) return [];
  const found = await rows<ItemSqlRow>(
    db,
    sql`SELECT document_type, key, action_date, from_location, to_location, quantity,
               erp_action, erp_id, erp_status, warehouse, warehouse_name, name, movement_type
        FROM (${union}) q ORDER BY sort_time DESC, document_type, key`,
  );
  return found
    .map(toItem)
    .filter((i) => queueModeShows(q.mode, i.status))
    .slice(0, q.limit);
}

type ResolutionSqlRow = ItemSqlRow & {
  resolution: string;
  resolved_by: string;
  resolved_at: string;
  resolved_action: string;
};

/** Mode RESOLVED: the recorded resolutions of the warehouse's documents, newest first. */
export async function listResolutions(
  db: Db,
  siteId: string,
  q: { warehouse: string; limit: number; types: readonly TQueueDocumentType[] },
): Promise<TQueueItem[]> {
  if (!q.types.length) return [];
  const movementId = sql`CASE WHEN r.document_key ~ '^[0-9]{1,15}$' THEN r.document_key::bigint END`;
  const byKey: ItemFilters = {
    SALES_ORDER: sql`r.document_type = 'SALES_ORDER' AND o.sales_order = r.document_key
                     AND o.warehouse = ${q.warehouse}`,
    PURCHASE_ORDER: sql`r.document_type = 'PURCHASE_ORDER' AND p.purchase_order = r.document_key
                        AND p.warehouse = ${q.warehouse}`,
    DELIVERY_DOCKET: sql`r.document_type = 'DELIVERY_DOCKET' AND d.delivery_docket = r.document_key
                         AND d.warehouse = ${q.warehouse}`,
    MOVEMENT: sql`r.document_type = 'MOVEMENT' AND m.movement_id = ${movementId}
                  AND m.warehouse = ${q.warehouse}`,
  };
  const union = itemsSql(siteId, Object.fromEntries(q.types.map((t) => [t, byKey[t]])))!;
  const found = await rows<ResolutionSqlRow>(
    db,
    sql`SELECT i.document_type, i.key, i.action_date, i.from_location, i.to_location, i.quantity,
               i.erp_action, i.erp_id, i.erp_status, i.warehouse, i.warehouse_name, i.name,
               i.movement_type, r.resolution, r.resolved_by, r.erp_action AS resolved_action,
               to_char(r.resolved_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS resolved_at
        FROM wms.process_queue_resolutions r
        JOIN LATERAL (${union}) i ON true
        WHERE r.site_id = ${siteId}
        ORDER BY r.resolved_at DESC, r.document_type, r.document_key
        LIMIT ${q.limit}`,
  );
  return found.map(({ resolved_action, ...r }) => ({
    ...toItem(r),
    // What was resolved: the action as it was shown then.
    what: queueWhat({ ...r, erp_action: resolved_action }),
    status: QUEUE_RESOLVED,
  }));
}

/** One queued document by type and key, or null. */
export async function findItem(
  db: Db,
  siteId: string,
  type: TQueueDocumentType,
  key: string,
): Promise<TQueueItem | null> {
  const [row] = await rows<ItemSqlRow>(
    db,
    sql`SELECT document_type, key, action_date, from_location, to_location, quantity,
               erp_action, erp_id, erp_status, warehouse, warehouse_name, name, movement_type
        FROM (${itemsSql(siteId, keyFilters(type, key))!}) q`,
  );
  return row ? toItem(row) : null;
}

/** Set a document's ERP fields (for movements: only erp_id and erp_action, the ledger's rule). */
export async function setErpFields(
  db: Db,
  siteId: string,
  type: TQueueDocumentType,
  key: string,
  fields: { erp_action: string; erp_id?: string },
): Promise<void> {
  const sets = [sql`erp_action = ${fields.erp_action}`];
  if (fields.erp_id !== undefined) sets.push(sql`erp_id = ${fields.erp_id}`);
  const set = sql.join(sets, sql`, `);
  const stamped = sql.join([...sets, sql`updated_at = now()`], sql`, `);
  switch (type) {
    case 'SALES_ORDER':
      await db.execute(
        sql`UPDATE wms.sales_orders SET ${stamped} WHERE site_id = ${siteId} AND sales_order = ${key}`,
      );
      return;
    case 'PURCHASE_ORDER':
      await db.execute(
        sql`UPDATE wms.purchase_orders SET ${stamped}
            WHERE site_id = ${siteId} AND purchase_order = ${key}`,
      );
      return;
    case 'DELIVERY_DOCKET':
      await db.execute(
        sql`UPDATE wms.delivery_dockets SET ${stamped}
            WHERE site_id = ${siteId} AND delivery_docket = ${key}`,
      );
      return;
    case 'MOVEMENT':
      await db.execute(
        sql`UPDATE wms.movements SET ${set}
            WHERE site_id = ${siteId} AND movement_id = ${Number(key)}`,
      );
      return;
  }
}

/** Record a resolution (who, when, the action it cleared, the text). */
export async function recordResolution(
  db: Db,
  siteId: string,
  r: {
    document_type: TQueueDocumentType;
    key: string;
    erp_action: string;
    resolution: string;
    user: string;
  },
): Promise<void> {
  await db.execute(
    sql`INSERT INTO wms.process_queue_resolutions
          (site_id, document_type, document_key, erp_action, resolution, resolved_by)
        VALUES (${siteId}, ${r.document_type}, ${r.key}, ${r.erp_action}, ${r.resolution}, ${r.user})`,
  );
}

/** Retry: erp_action UPDATE; a movement's erp_id is cleared so the connector sends it again. */
export async function retryItem(
  db: Db,
  siteId: string,
  type: TQueueDocumentType,
  key: string,
): Promise<void> {
  await setErpFields(
    db,
    siteId,
    type,
    key,
    type === 'MOVEMENT'
      ? { erp_action: ERP_ACTION_UPDATE, erp_id: '' }
      : { erp_action: ERP_ACTION_UPDATE },
  );
}

/** The detail lines of a queued document (a movement is its own one line). */
export function linesSql(siteId: string, type: TQueueDocumentType, key: string): SQL {
  switch (type) {
    case 'SALES_ORDER':
      return sql`
        SELECT l.line_no, l.inventory_code, l.description, '' AS serial_batch,
               l.quantity_ordered::float8 AS quantity
        FROM wms.sales_orders o
        JOIN wms.sales_order_lines l ON l.site_id = o.site_id AND l.sales_order_id = o.sales_order_id
        WHERE o.site_id = ${siteId} AND o.sales_order = ${key} ORDER BY l.line_no`;
    case 'PURCHASE_ORDER':
      return sql`
        SELECT l.purchase_order_line AS line_no, l.inventory_code, l.description,
               '' AS serial_batch, l.quantity_ordered::float8 AS quantity
        FROM wms.purchase_orders p
        JOIN wms.purchase_order_lines l
          ON l.site_id = p.site_id AND l.purchase_order_id = p.purchase_order_id
        WHERE p.site_id = ${siteId} AND p.purchase_order = ${key} ORDER BY l.purchase_order_line`;
    case 'DELIVERY_DOCKET':
      return sql`
        SELECT l.line_no, l.inventory_code, l.description, l.serial_batch,
               l.carton_qty::float8 AS quantity
        FROM wms.delivery_dockets d
        JOIN wms.delivery_docket_lines l
          ON l.site_id = d.site_id AND l.delivery_docket_id = d.delivery_docket_id
        WHERE d.site_id = ${siteId} AND d.delivery_docket = ${key} ORDER BY l.line_no`;
    case 'MOVEMENT':
      return sql`
        SELECT 1 AS line_no, m.inventory_code, COALESCE(i.inventory_description, '') AS description,
               m.serial_batch, m.movement_qty::float8 AS quantity
        FROM wms.movements m
        LEFT JOIN wms.inventory i ON i.site_id = m.site_id AND i.inventory_code = m.inventory_code
        WHERE m.site_id = ${siteId} AND m.movement_id = ${Number(key)}`;
  }
}

export async function itemLines(
  db: Db,
  siteId: string,
  type: TQueueDocumentType,
  key: string,
): Promise<TQueueLine[]> {
  return rows<TQueueLine>(db, linesSql(siteId, type, key));
}
