import { sql, type SQL } from 'drizzle-orm';
import {
  ALL_WAREHOUSES,
  PURCHASE_ORDER_MESSAGES,
  deriveDocketErp,
  derivePurchaseOrder,
  docketLineStatus,
  poLineStatus,
  type TDocketLine,
  type TPoDetail,
  type TPoLine,
  type TPoListRow,
} from '../../../src/contract';
import { rows, escapeLike } from '../../db/sql';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';

/*
 * The purchase order service's SQL. Each read is ONE set-based statement built by an exported
 * `...Sql` function (a benchmark can run the same SQL raw); the statuses of document 2
 * section 4 are derived from what it answers by the contract's pure functions.
 */

export type PoSearch = {
  search_type: string;
  search_term?: string | null;
  from_date?: string | null;
  to_date?: string | null;
  warehouse?: string | null;
  limit: number;
};

/** The party match of SUPPLIER (and CUSTOMER, the API's name for the same): code or name. */
const supplierMatch = (siteId: string, term: string) => sql`po.supplier_code IN (
    SELECT s2.supplier_code FROM wms.suppliers s2
    WHERE s2.site_id = ${siteId}
      AND (lower(s2.supplier_code) = lower(${term}) OR s2.supplier_name ILIKE ${`%${escapeLike(term)}%`}))`;

/** The purchase order list of one search type (poSearchProblem has passed). */
export function poListSql(siteId: string, q: PoSearch): SQL {
  const term = (q.search_term ?? '').trim();
  const warehouse = q.warehouse && q.warehouse !== ALL_WAREHOUSES ? q.warehouse : '';
  const contains = `%${escapeLike(term)}%`;
  let where: SQL;
  let order = sql`po.expected_date DESC, po.purchase_order DESC`;
  switch (q.search_type) {
    case 'DATE_RANGE':
      where = sql`po.expected_date BETWEEN ${q.from_date}::date AND ${q.to_date}::date`;
      order = sql`po.expected_date, po.purchase_order`;
      break;
    case 'HOLD':
      where = sql`po.hold`;
      break;
    case 'INVENTORY':
      where = sql`EXISTS (SELECT 1 FROM wms.purchase_order_lines il
                          WHERE il.site_id = po.site_id AND il.purchase_order_id = po.purchase_order_id
                            AND il.inventory_code ILIKE ${`${escapeLike(term)}%`})`;
      break;
    case 'SUPPLIER':
    case 'CUSTOMER':
      where = supplierMatch(siteId, term);
      break;
    default:
      // SEARCH: the order number, its ERP id, or its supplier.
      where = sql`(po.purchase_order ILIKE ${contains} OR po.erp_id ILIKE ${contains}
                   OR ${supplierMatch(siteId, term)})`;
  }
  return sql`
    SELECT po.purchase_order_id, po.purchase_order, po.warehouse, po.supplier_code,
           COALESCE(s.supplier_name, po.supplier_code) AS supplier_name,
           COALESCE(r.run_name, '') AS run_name, po.expected_date::text AS expected_date,
           (SELECT count(*) FROM wms.purchase_order_lines l
            WHERE l.site_id = po.site_id AND l.purchase_order_id = po.purchase_order_id)::int AS no_lines,
           po.wms_status, po.erp_status, po.erp_id, po.hold,
           COALESCE((SELECT json_agg(json_build_object('docket_status', d.docket_status,
                                                       'erp_id', d.erp_id))
                     FROM wms.delivery_dockets d
                     WHERE d.site_id = po.site_id AND d.purchase_order_id = po.purchase_order_id),
                    '[]'::json) AS dockets
    FROM wms.purchase_orders po
    LEFT JOIN wms.suppliers s ON s.site_id = po.site_id AND s.supplier_code = po.supplier_code
    LEFT JOIN wms.runs r ON r.site_id = po.site_id AND r.run_id = po.run_id
    WHERE po.site_id = ${siteId} AND ${where}
      ${warehouse ? sql`AND po.warehouse = ${warehouse}` : sql``}
    ORDER BY ${order}
    LIMIT ${q.limit}`;
}

type DocketFlags = { docket_status: string; erp_id: string };
type PoListSqlRow = Omit<TPoListRow, 'status'> & { dockets: DocketFlags[] | string };

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

function derived(row: PoListSqlRow): TPoListRow {
  const { dockets, ...po } = row;
  const d = derivePurchaseOrder({ erp_status: po.erp_status, delivery_dockets: json(dockets) });
  return { ...po, status: d.status, erp_status: d.erp_status };
}

export async function listPurchaseOrders(db: Db, siteId: string, q: PoSearch) {
  return (await rows<PoListSqlRow>(db, poListSql(siteId, q))).map(derived);
}

/** One order with its lines and its dockets (each with its lines), as one statement. */
export function poGetSql(siteId: string, purchaseOrder: string, withDockets: boolean): SQL {
  const dockets = withDockets
    ? sql`COALESCE((SELECT json_agg(json_build_object(
          'delivery_docket', d.delivery_docket, 'received_date', d.received_date,
          'finalised_date', d.finalised_date, 'docket_status', d.docket_status,
          'wms_status', d.wms_status, 'erp_id', d.erp_id, 'erp_reference', d.erp_reference,
          'erp_status', d.erp_status, 'hold', d.hold,
          'docket_lines', COALESCE((SELECT json_agg(json_build_object(
              'line_no', dl.line_no, 'purchase_order_line', dl.purchase_order_line,
              'inventory_code', dl.inventory_code, 'description', dl.description,
              'quantity_ordered', dl.quantity_ordered::float8, 'carton_qty', dl.carton_qty::float8,
              'serial_batch', dl.serial_batch, 'date_code', dl.date_code) ORDER BY dl.line_no)
            FROM wms.delivery_docket_lines dl
            WHERE dl.site_id = d.site_id AND dl.delivery_docket_id = d.delivery_docket_id), '[]'::json))
          ORDER BY d.received_date NULLS LAST, d.delivery_docket)
        FROM wms.delivery_dockets d
        WHERE d.site_id = po.site_id AND d.purchase_order_id = po.purchase_order_id), '[]'::json)`
    : sql`'[]'::json`;
  return sql`
    SELECT po.purchase_order_id, po.purchase_order, po.warehouse, po.supplier_code,
           COALESCE(s.supplier_name, po.supplier_code) AS supplier_name,
           COALESCE(r.run_name, '') AS run_name, po.expected_date::text AS expected_date,
           po.wms_status, po.erp_status, po.erp_id, po.hold, po.delivery_instructions,
           COALESCE((SELECT json_agg(json_build_object(
               'purchase_order_line', l.purchase_order_line, 'inventory_code', l.inventory_code,
               'description', l.description, 'supplier_catalogue', l.supplier_catalogue,
               'unit_of_measure', l.unit_of_measure, 'pack_size', l.pack_size::float8,
               'unit_price', l.unit_price::float8, 'quantity_ordered', l.quantity_ordered::float8,
               'quantity_received', l.quantity_received::float8, 'warehouse', po.warehouse,
               'instructions', l.instructions) ORDER BY l.purchase_order_line)
             FROM wms.purchase_order_lines l
             WHERE l.site_id = po.site_id AND l.purchase_order_id = po.purchase_order_id),
            '[]'::json) AS po_lines,
           ${dockets} AS delivery_dockets,
           -- the derivation needs every docket even when they are not asked for
           COALESCE((SELECT json_agg(json_build_object('docket_status', d.docket_status,
                                                       'erp_id', d.erp_id))
                     FROM wms.delivery_dockets d
                     WHERE d.site_id = po.site_id AND d.purchase_order_id = po.purchase_order_id),
                    '[]'::json) AS dockets
    FROM wms.purchase_orders po
    LEFT JOIN wms.suppliers s ON s.site_id = po.site_id AND s.supplier_code = po.supplier_code
    LEFT JOIN wms.runs r ON r.site_id = po.site_id AND r.run_id = po.run_id
    WHERE po.site_id = ${siteId} AND po.purchase_order = ${purchaseOrder}`;
}

type RawDocket = Omit<TPoDetail['delivery_dockets'][number], 'erp_label' | 'docket_lines'> & {
  docket_lines: Omit<TDocketLine, 'line_status'>[];
};
type PoGetSqlRow = Omit<TPoDetail, 'status' | 'no_lines' | 'po_lines' | 'delivery_dockets'> & {
  po_lines: Omit<TPoLine, 'line_status'>[] | string;
  delivery_dockets: RawDocket[] | string;
  dockets: DocketFlags[] | string;
};

export async function getPurchaseOrder(
  db: Db,
  siteId: string,
  purchaseOrder: string,
  withDockets: boolean,
): Promise<TPoDetail> {
  const [row] = await rows<PoGetSqlRow>(db, poGetSql(siteId, purchaseOrder, withDockets));
  if (!row) throw notFound(PURCHASE_ORDER_MESSAGES.notFound(purchaseOrder));
  const { dockets, po_lines, delivery_dockets, ...po } = row;
  const order = derivePurchaseOrder({ erp_status: po.erp_status, delivery_dockets: json(dockets) });
  const lines = json(po_lines);
  return {
    ...po,
    status: order.status,
    erp_status: order.erp_status,
    no_lines: lines.length,
    po_lines: lines.map((l) => ({ ...l, line_status: poLineStatus(l) })),
    delivery_dockets: json(delivery_dockets).map((dd) => ({
      ...dd,
      ...deriveDocketErp(dd),
      docket_lines: dd.docket_lines.map((l) => ({ ...l, line_status: docketLineStatus(l) })),
    })),
  };
}

/** `check`: hold and delivery instructions; answers the order as get does. */
export async function savePurchaseOrder(
  db: Db,
  siteId: string,
  change: { purchase_order: string; hold?: boolean; delivery_instructions?: string },
): Promise<TPoDetail> {
  const set: SQL[] = [sql`updated_at = now()`];
  if (change.hold !== undefined) set.push(sql`hold = ${change.hold}`);
  if (change.delivery_instructions !== undefined)
    set.push(sql`delivery_instructions = ${change.delivery_instructions}`);
  const updated = await rows<{ id: number }>(
    db,
    sql`UPDATE wms.purchase_orders SET ${sql.join(set, sql`, `)}
        WHERE site_id = ${siteId} AND purchase_order = ${change.purchase_order}
        RETURNING purchase_order_id AS id`,
  );
  if (!updated.length) throw notFound(PURCHASE_ORDER_MESSAGES.notFound(change.purchase_order));
  return getPurchaseOrder(db, siteId, change.purchase_order, true);
}
