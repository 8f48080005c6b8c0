import { sql, type SQL } from 'drizzle-orm';
import {
  SALES_ORDER_LIST_LIMIT,
  SALES_ORDER_MESSAGES,
  soLineStatus,
  type TSalesOrderCheckInput,
  type TSalesOrderContainer,
  type TSalesOrderDetail,
  type TSalesOrderLine,
  type TSalesOrderListRow,
  type TSalesOrderStatusFilter,
} from '../../../src/contract';
import { rows, escapeLike } from '../../db/sql';
import type { Db } from '../../db/types';
import { badRequest, notFound } from '../../errors';
import { orderPicking } from './order-picks';
import { clearConnote } from '../../connotes/clear-connote';

/*
 * The sales order service's SQL. Each read is one set-based statement built by an exported
 * `...Sql` function, so the orders benchmark can run exactly the same SQL raw beside the
 * envelope. Writes are single conditional updates of one order.
 */

/** The product status as document 2 §4 reads it: lower-cased, missing is new. */
const STATUS = sql`lower(COALESCE(NULLIF(btrim(o.wms_status), ''), 'new'))`;
const STATUS_GROUP = sql`CASE WHEN ${STATUS} IN ('new', 'complete', 'deleted') THEN ${STATUS}
  ELSE 'in_progress' END`;

function statusFilter(status: TSalesOrderStatusFilter | null | undefined): SQL {
  switch (status) {
    case 'new':
      return sql` AND ${STATUS} = 'new'`;
    case 'complete':
      return sql` AND ${STATUS} = 'complete'`;
    case 'in_progress':
      return sql` AND ${STATUS} NOT IN ('new', 'complete', 'deleted')`;
    default:
      return sql``;
  }
}

export type SalesOrderSearch = {
  search_type: string;
  search_term?: string | null;
  warehouse?: string | null;
  run_set?: string | null;
  from_date?: string | null;
  to_date?: string | null;
  status?: TSalesOrderStatusFilter | null;
  run?: number | string | null;
  /** A pick section (code or name): only orders with a pick in it. */
  picking_queue?: string | null;
  limit?: number | null;
};

/** The list of one search mode (salesOrderSearchProblem has passed). */
export function salesOrderListSql(siteId: string, q: SalesOrderSearch): SQL {
  const term = (q.search_term ?? '').trim();
  const contains = `%${escapeLike(term)}%`;
  const lowered = term.toLowerCase();
  const warehouse = q.warehouse && q.warehouse !== 'ALL' ? q.warehouse : '';
  const limit = q.limit ?? SALES_ORDER_LIST_LIMIT;
  const from = q.from_date ? sql` AND o.required_date >= ${q.from_date}::date` : sql``;
  const to = q.to_date ? sql` AND o.required_date <= ${q.to_date}::date` : sql``;
  const dates = sql`${from}${to}`;
  // The customers whose code is, or name contains, the term: computed once (an array), so
  // the orders are found through the (site, customer, required date) index.
  const customerMatch = sql`o.customer_code = ANY(ARRAY(SELECT c2.customer_code FROM wms.customers c2
      WHERE c2.site_id = ${siteId}
        AND (lower(c2.customer_code) = ${lowered} OR c2.customer_name ILIKE ${contains})))`;
  let mode: SQL;
  switch (q.search_type) {
    case 'DATE_RANGE':
      mode = q.run_set
        ? sql`${dates} AND o.run_id IN (SELECT r2.run_id FROM wms.runs r2
              WHERE r2.site_id = ${siteId} AND r2.runset_id = ${q.run_set})`
        : dates;
      break;
    case 'ERP_ACTION':
      mode = sql` AND (o.erp_action <> '' OR upper(o.erp_status) = 'ERROR')`;
      break;
    case 'HOLD':
      mode = sql` AND o.hold`;
      break;
    case 'INVENTORY':
      // The lines whose code starts with the term (the lower-cased prefix index), then their
      // orders in the date range.
      // (through the site-checked finder of migration 0008, so the index applies under RLS).
      mode = sql`${dates} AND o.sales_order_id = ANY(ARRAY(
        SELECT wms.sales_order_item_matches(${siteId}, ${`${escapeLike(lowered)}%`})))`;
      break;
    case 'CUSTOMER':
      mode = sql`${dates} AND ${customerMatch}`;
      break;
    default:
      // SEARCH: the order number, the customer's order number, or the customer.
      // Found through the trigram indexes by the site-checked finder of migration 0008.
      mode = sql`${dates} AND o.sales_order_id = ANY(ARRAY(
        SELECT wms.sales_order_text_matches(${siteId}, ${contains}, ${lowered})))`;
  }
  const run =
    q.run === null || q.run === undefined || q.run === ''
      ? sql``
      : typeof q.run === 'number'
        ? sql` AND o.run_id = ${q.run}`
        : sql` AND o.run_id IN (SELECT r3.run_id FROM wms.runs r3
               WHERE r3.site_id = ${siteId} AND r3.run = ${q.run})`;
  const queue = q.picking_queue?.trim()
    ? sql` AND EXISTS (SELECT 1 FROM wms.picks pq
             WHERE pq.site_id = o.site_id AND pq.sales_order_id = o.sales_order_id
               AND (pq.pick_section = ${q.picking_queue.trim()}
                    OR pq.pick_section_name = ${q.picking_queue.trim()}))`
    : sql``;
  const filtered = sql`SELECT o.* FROM wms.sales_orders o
      WHERE o.site_id = ${siteId}
        ${warehouse ? sql`AND o.warehouse = ${warehouse}` : sql``}
        ${mode}${run}${queue}${statusFilter(q.status)}`;
  // Held orders and those needing attention are few among many: they are found first (one
  // scan) and then sorted. The other modes walk the date index newest first and stop at the
  // limit, which is quick when many orders match.
  const matches =
    q.search_type === 'HOLD' || q.search_type === 'ERP_ACTION'
      ? sql`(SELECT * FROM (${filtered} OFFSET 0) f)`
      : sql`(${filtered})`;
  return sql`
    SELECT o.sales_order, o.sales_order_id AS sales_order_header_id, o.warehouse,
           COALESCE(w.warehouse_name, o.warehouse) AS warehouse_name,
           o.customer_code AS customer_id, COALESCE(c.customer_name, o.customer_code) AS customer_name,
           o.customer_order, COALESCE(n.num_of_lines, 0)::int AS num_of_lines, o.run_id,
           COALESCE(r.run_name, '') AS run_name, o.required_date::text AS required_date,
           o.delivery_suburb, o.wms_status, ${STATUS_GROUP} AS status, o.erp_status, o.erp_action,
           o.hold, o.review_reason, o.connote
    FROM (
      SELECT o.* FROM ${matches} o
      ORDER BY o.required_date DESC, o.sales_order DESC
      LIMIT ${limit}
    ) o
    LEFT JOIN wms.customers c ON c.site_id = o.site_id AND c.customer_code = o.customer_code
    LEFT JOIN wms.warehouses w ON w.site_id = o.site_id AND w.warehouse = o.warehouse
    LEFT JOIN wms.runs r ON r.site_id = o.site_id AND r.run_id = o.run_id
    LEFT JOIN LATERAL (
      SELECT count(*) AS num_of_lines FROM wms.sales_order_lines l
      WHERE l.site_id = o.site_id AND l.sales_order_id = o.sales_order_id) n ON true
    ORDER BY o.required_date DESC, o.sales_order DESC`;
}

export function listSalesOrders(db: Db, siteId: string, q: SalesOrderSearch) {
  return rows<TSalesOrderListRow>(db, salesOrderListSql(siteId, q));
}

/** One order with its lines (json), by number or header id. */
export function salesOrderGetSql(
  siteId: string,
  ref: { sales_order?: string | null; sales_order_header_id?: number | null },
): SQL {
  const which = ref.sales_order
    ? sql`o.sales_order = ${ref.sales_order}`
    : sql`o.sales_order_id = ${ref.sales_order_header_id ?? 0}`;
  return sql`
    SELECT o.sales_order, o.sales_order_id AS sales_order_header_id, o.warehouse,
           o.customer_code AS customer_id, COALESCE(c.customer_name, o.customer_code) AS customer_name,
           o.customer_order, o.run_id, COALESCE(r.run_name, '') AS run_name,
           o.required_date::text AS required_date, o.delivery_suburb, o.wms_status,
           ${STATUS_GROUP} AS status, o.erp_status, o.erp_action, o.hold, o.review_reason,
           o.connote, o.type, o.erp_id, o.delivery_instructions, o.delivery_address_1,
           o.delivery_address_2, o.delivery_state, o.delivery_postcode, o.delivery_country,
           o.locked_user, o.updated_at::text AS updated_at,
           COALESCE(ln.so_lines, '[]'::json) AS so_lines
    FROM wms.sales_orders o
    LEFT JOIN wms.customers c ON c.site_id = o.site_id AND c.customer_code = o.customer_code
    LEFT JOIN wms.runs r ON r.site_id = o.site_id AND r.run_id = o.run_id
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object(
               'line_no', l.line_no, 'inventory_code', l.inventory_code,
               'description', l.description, 'stocking_factor_unit', l.stocking_factor_unit,
               'pack_size', l.pack_size::float8, 'quantity_ordered', l.quantity_ordered::float8,
               'quantity_supplied', l.quantity_supplied::float8,
               'short_supply_reason', l.short_supply_reason) ORDER BY l.line_no) AS so_lines
      FROM wms.sales_order_lines l
      WHERE l.site_id = o.site_id AND l.sales_order_id = o.sales_order_id) ln ON true
    WHERE o.site_id = ${siteId} AND ${which}`;
}

type DetailRow = Omit<
  TSalesOrderDetail,
  'so_lines' | 'num_of_lines' | 'containers' | 'pickers' | 'picked'
> & {
  so_lines: Omit<TSalesOrderLine, 'line_status' | 'pick_user_id' | 'pick_attempts' | 'details'>[];
};

export async function getSalesOrder(
  db: Db,
  siteId: string,
  ref: { sales_order?: string | null; sales_order_header_id?: number | null },
): Promise<TSalesOrderDetail> {
  const [row] = await rows<DetailRow>(db, salesOrderGetSql(siteId, ref));
  if (!row)
    throw notFound(
      SALES_ORDER_MESSAGES.notFound(ref.sales_order ?? String(ref.sales_order_header_id)),
    );
  // Who picked which line, from where (the pick attempts, server/areas/picks), and the packs:
  // independent, so sent together (one round trip on PostgreSQL).
  const [picking, containers] = await Promise.all([
    orderPicking(db, siteId, row.sales_order_header_id),
    orderContainers(db, siteId, row.sales_order),
  ]);
  const so_lines = row.so_lines.map((l) => ({
    ...l,
    line_status: soLineStatus(l),
    pick_user_id: '',
    pick_attempts: [],
    details: [],
    ...picking.lines.get(l.line_no),
  }));
  return {
    ...row,
    num_of_lines: so_lines.length,
    so_lines,
    picked: so_lines.length > 0 && so_lines.every((l) => l.quantity_supplied >= l.quantity_ordered),
    containers,
    pickers: picking.pickers,
  };
}

/** The fields an order action may set. */
type OrderChange = { erp_action?: string; connote?: string };

/**
 * Change one order that is not deleted (and, with `needConnote`, has a connote) in one
 * conditional update; refuses with the reason when nothing was changed.
 */
export async function changeSalesOrder(
  db: Db,
  siteId: string,
  salesOrder: string,
  change: OrderChange,
  opts: { needConnote?: boolean } = {},
): Promise<void> {
  const sets: SQL[] = [sql`updated_at = now()`];
  if (change.erp_action !== undefined) sets.push(sql`erp_action = ${change.erp_action}`);
  if (change.connote !== undefined) sets.push(sql`connote = ${change.connote}`);
  const changed = await rows<{ id: number }>(
    db,
    sql`UPDATE wms.sales_orders o SET ${sql.join(sets, sql`, `)}
        WHERE o.site_id = ${siteId} AND o.sales_order = ${salesOrder}
          AND ${STATUS} <> 'deleted'
          ${opts.needConnote ? sql`AND o.connote <> ''` : sql``}
        RETURNING o.sales_order_id AS id`,
  );
  if (changed.length) return;
  await refuseChange(db, siteId, salesOrder);
}

/** Why a conditional change of an order changed nothing: missing, deleted, or no connote. */
async function refuseChange(db: Db, siteId: string, salesOrder: string): Promise<never> {
  const [existing] = await rows<{ status: string; connote: string }>(
    db,
    sql`SELECT ${STATUS} AS status, o.connote FROM wms.sales_orders o
        WHERE o.site_id = ${siteId} AND o.sales_order = ${salesOrder}`,
  );
  if (!existing) throw notFound(SALES_ORDER_MESSAGES.notFound(salesOrder));
  if (existing.status === 'deleted')
    throw badRequest(SALES_ORDER_MESSAGES.deletedOrder(salesOrder));
  throw badRequest(SALES_ORDER_MESSAGES.noConnote(salesOrder));
}

/** The packs (containers) of an order, by pack number. */
export function orderContainers(
  db: Db,
  siteId: string,
  salesOrder: string,
): Promise<TSalesOrderContainer[]> {
  return rows<TSalesOrderContainer>(
    db,
    sql`SELECT c.container_number AS wms_reference, c.container_number, c.sscc_number,
               c.package_type, c.weight::float8 AS weight, c.connote
        FROM wms.containers c
        WHERE c.site_id = ${siteId} AND c.sales_order = ${salesOrder}
        ORDER BY c.container_number`,
  );
}

export type ConnoteDeleted = { connote: string; containers: number; consignments: number };

/**
 * Delete the connote of an order (document 2 section 4: "Deleting a connote clears it on the
 * order, its containers and the consignments"): in the request's transaction, the order (not
 * deleted, with a connote; locked while it changes), the order's packs carrying that connote
 * lose it and the booked consignments of that connote become DELETED. Refuses with the reason
 * when the order is missing, deleted or has no connote, and then nothing is written.
 */
export async function deleteConnote(
  db: Db,
  siteId: string,
  salesOrder: string,
): Promise<ConnoteDeleted> {
  const [order] = await rows<{ connote: string }>(
    db,
    sql`WITH old AS (
          SELECT o.sales_order_id, o.connote FROM wms.sales_orders o
          WHERE o.site_id = ${siteId} AND o.sales_order = ${salesOrder}
            AND ${STATUS} <> 'deleted' AND o.connote <> ''
          FOR UPDATE)
        UPDATE wms.sales_orders o SET connote = '', updated_at = now()
        FROM old
        WHERE o.site_id = ${siteId} AND o.sales_order_id = old.sales_order_id
        RETURNING old.connote`,
  );
  if (!order) return refuseChange(db, siteId, salesOrder);
  const cleared = await clearConnote(db, siteId, salesOrder, order.connote);
  return { connote: order.connote, ...cleared };
}

/** `check`: the given fields of one existing order change in one update (see ZSalesOrderCheck). */
export async function updateSalesOrder(
  db: Db,
  siteId: string,
  o: TSalesOrderCheckInput,
): Promise<{ consigned: number }> {
  const sets: SQL[] = [sql`updated_at = now()`];
  const fields = [
    'customer_order',
    'review_reason',
    'delivery_instructions',
    'delivery_address_1',
    'delivery_address_2',
    'delivery_suburb',
    'delivery_state',
    'delivery_postcode',
    'delivery_country',
  ] as const;
  for (const f of fields) {
    const v = o[f];
    if (v !== undefined) sets.push(sql`${sql.identifier(f)} = ${v}`);
  }
  if (o.required_date !== undefined) sets.push(sql`required_date = ${o.required_date}::date`);
  if (o.hold !== undefined) sets.push(sql`hold = ${o.hold}`);
  if (o.run_id !== undefined) sets.push(sql`run_id = ${o.run_id}`);
  const [existing] = await rows<{ warehouse: string }>(
    db,
    sql`SELECT warehouse FROM wms.sales_orders
        WHERE site_id = ${siteId} AND sales_order = ${o.sales_order} FOR UPDATE`,
  );
  if (!existing) throw notFound(SALES_ORDER_MESSAGES.notFound(o.sales_order));
  if (o.run_id) {
    const [run] = await rows<{ ok: number }>(
      db,
      sql`SELECT 1 AS ok FROM wms.runs WHERE site_id = ${siteId} AND run_id = ${o.run_id}
            AND warehouse = ${existing.warehouse}`,
    );
    if (!run) throw badRequest(SALES_ORDER_MESSAGES.runNotInWarehouse(existing.warehouse));
  }
  await db.execute(
    sql`UPDATE wms.sales_orders SET ${sql.join(sets, sql`, `)}
        WHERE site_id = ${siteId} AND sales_order = ${o.sales_order}`,
  );
  const readdressed = CONTAINER_DELIVERY_FIELDS.some((f) => o[f] !== undefined);
  return readdressed ? rewriteContainerDelivery(db, siteId, o.sales_order) : { consigned: 0 };
}

/** The order's fields its packs carry too (their labels print them). */
const CONTAINER_DELIVERY_FIELDS = [
  'customer_order',
  'delivery_address_1',
  'delivery_address_2',
  'delivery_suburb',
  'delivery_state',
  'delivery_postcode',
] as const;

/**
 * Copy the order's delivery fields onto its packs not yet consigned, so their labels print
 * the order's address. A consigned pack keeps the address its carrier has; answers how many.
 */
async function rewriteContainerDelivery(
  db: Db,
  siteId: string,
  salesOrder: string,
): Promise<{ consigned: number }> {
  const copied = sql.join(
    CONTAINER_DELIVERY_FIELDS.map((f) => sql`${sql.identifier(f)} = o.${sql.identifier(f)}`),
    sql`, `,
  );
  await db.execute(
    sql`UPDATE wms.containers c SET ${copied}, updated_at = now()
        FROM wms.sales_orders o
        WHERE c.site_id = ${siteId} AND c.sales_order = ${salesOrder} AND c.connote = ''
          AND o.site_id = c.site_id AND o.sales_order = c.sales_order`,
  );
  const [consigned] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM wms.containers
        WHERE site_id = ${siteId} AND sales_order = ${salesOrder} AND connote <> ''`,
  );
  return { consigned: consigned?.n ?? 0 };
}
