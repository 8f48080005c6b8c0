import { sql, type SQL } from 'drizzle-orm';
import {
  ALL_WAREHOUSES,
  PICK_MESSAGES,
  type REASON_CODE_CALLS,
  type ActionData,
  type TPickDetail,
  type TPickRow,
  type TReasonCode,
} from '../../../src/contract';
import { rows, sqlList, isoTime } from '../../db/sql';
import type { Db } from '../../db/types';
import { badRequest, notFound } from '../../errors';

/*
 * The pick service's reads (document 2 "Pick"): the list with its per-pick counts, one pick
 * with its lines and attempts, and the reason codes a short pick may give. Each read is one
 * set-based statement.
 */

/** The most picks one list answers. */
export const PICK_LIST_LIMIT = 5000;

export type PickFilter = {
  warehouse?: string | null;
  run_set?: string | null;
  from_date?: string | null;
  to_date?: string | null;
  picking_queue?: string | null;
  locked_only?: boolean | null;
  run?: number | string | null;
  /** Only these picks / the picks of these orders (the answers of create and complete). */
  pick_ids?: readonly number[];
  sales_order_ids?: readonly number[];
};

const ROW_COLUMNS = sql`
  p.pick_id, p.required_date::text AS required_date, p.pick_section_name, p.pick_type,
  o.sales_order AS sales_order_number,
  COALESCE(NULLIF(p.pick_name, ''), c.customer_name, o.customer_code) AS pick_name,
  COALESCE(l.no_lines, 0)::int AS no_lines,
  COALESCE(l.unpicked, 0)::int AS num_of_unpicked_lines,
  p.run_id, COALESCE(r.run_name, '') AS run_name,
  COALESCE(l.total_ordered, 0)::float8 AS total_ordered,
  COALESCE(l.total_picked, 0)::float8 AS total_picked,
  p.locked_user, p.status, ${isoTime(sql`p.created_at`)} AS timestamp`;

const ROW_JOINS = sql`
  JOIN wms.sales_orders o ON o.site_id = p.site_id AND o.sales_order_id = p.sales_order_id
  LEFT JOIN wms.customers c ON c.site_id = o.site_id AND c.customer_code = o.customer_code
  LEFT JOIN wms.runs r ON r.site_id = p.site_id AND r.run_id = p.run_id
  LEFT JOIN LATERAL (
    SELECT count(*) AS no_lines,
           count(*) FILTER (WHERE pl.quantity_picked < pl.quantity_req AND pl.reason = '') AS unpicked,
           sum(pl.quantity_req) AS total_ordered, sum(pl.quantity_picked) AS total_picked
    FROM wms.pick_lines pl WHERE pl.site_id = p.site_id AND pl.pick_id = p.pick_id) l ON true`;

/** The picks list: one warehouse (not ALL), narrowed by dates, runs, queue and locks. */
export function pickListSql(siteId: string, f: PickFilter): SQL {
  const where: SQL[] = [sql`p.site_id = ${siteId}`];
  if (f.warehouse) where.push(sql`p.warehouse = ${f.warehouse}`);
  if (f.from_date) where.push(sql`p.required_date >= ${f.from_date}::date`);
  if (f.to_date) where.push(sql`p.required_date <= ${f.to_date}::date`);
  if (f.run_set) {
    where.push(sql`p.run_id IN (SELECT rs.run_id FROM wms.runs rs
      WHERE rs.site_id = ${siteId} AND rs.runset_id = ${f.run_set})`);
  }
  if (f.run !== null && f.run !== undefined && f.run !== '') {
    where.push(
      typeof f.run === 'number'
        ? sql`p.run_id = ${f.run}`
        : sql`p.run_id IN (SELECT r2.run_id FROM wms.runs r2
            WHERE r2.site_id = ${siteId} AND r2.run = ${f.run})`,
    );
  }
  if (f.picking_queue) {
    where.push(
      sql`(p.pick_section = ${f.picking_queue} OR p.pick_section_name = ${f.picking_queue})`,
    );
  }
  if (f.locked_only) where.push(sql`p.locked_user <> ''`);
  if (f.pick_ids) {
    where.push(f.pick_ids.length ? sql`p.pick_id IN (${sqlList(f.pick_ids)})` : sql`false`);
  }
  if (f.sales_order_ids) {
    where.push(
      f.sales_order_ids.length
        ? sql`p.sales_order_id IN (${sqlList(f.sales_order_ids)})`
        : sql`false`,
    );
  }
  return sql`
    SELECT ${ROW_COLUMNS}
    FROM wms.picks p ${ROW_JOINS}
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY p.required_date, run_name, o.sales_order, p.pick_section_name, p.pick_id
    LIMIT ${PICK_LIST_LIMIT}`;
}

export function listPicks(db: Db, siteId: string, f: PickFilter): Promise<TPickRow[]> {
  if (!f.warehouse || f.warehouse === ALL_WAREHOUSES) {
    if (!f.pick_ids && !f.sales_order_ids) throw badRequest(PICK_MESSAGES.selectWarehouse);
  }
  return rows<TPickRow>(db, pickListSql(siteId, f));
}

/** One pick with its lines (pick sequence order), each with its attempts (time order). */
export function pickGetSql(siteId: string, pickId: number): SQL {
  return sql`
    SELECT ${ROW_COLUMNS}, p.warehouse,
      COALESCE((
        SELECT json_agg(json_build_object(
          'pick_line_id', pl.pick_line_id, 'line_no', pl.line_no,
          'inventory_code', pl.inventory_code, 'description', pl.description,
          'pick_face', pl.pick_face, 'stocking_factor_unit', pl.stocking_factor_unit,
          'pack_size', pl.pack_size::float8, 'quantity_req', pl.quantity_req::float8,
          'quantity_picked', pl.quantity_picked::float8, 'reason', pl.reason,
          'pick_attempts', COALESCE((
            SELECT json_agg(json_build_object(
              'pick_attempt_id', a.pick_attempt_id, 'user_id', a.user_id,
              'pick_face', a.pick_face, 'batch_number', a.batch_number,
              'serial_number', a.serial_number, 'expiry_date', a.expiry_date,
              'quantity_picked', a.quantity_picked::float8, 'reason', a.reason,
              'last_modified_time', ${isoTime(sql`a.last_modified_time`)})
              ORDER BY a.last_modified_time, a.pick_attempt_id)
            FROM wms.pick_attempts a
            WHERE a.site_id = pl.site_id AND a.pick_line_id = pl.pick_line_id), '[]'::json))
          ORDER BY pl.pick_sequence, pl.pick_face, pl.line_no, pl.pick_line_id)
        FROM wms.pick_lines pl WHERE pl.site_id = p.site_id AND pl.pick_id = p.pick_id),
        '[]'::json) AS pick_lines
    FROM wms.picks p ${ROW_JOINS}
    WHERE p.site_id = ${siteId} AND p.pick_id = ${pickId}`;
}

export async function getPick(db: Db, siteId: string, pickId: number): Promise<TPickDetail> {
  const [row] = await rows<TPickDetail>(db, pickGetSql(siteId, pickId));
  if (!row) throw notFound(PICK_MESSAGES.pickNotFound(pickId));
  return row;
}

/** What `admin / reason_code / list` takes (its contract's input). */
export type ReasonCodeFilter = ActionData<typeof REASON_CODE_CALLS.list>;

/** The site's reason codes by code, narrowed by the flags given. */
export function listReasonCodes(
  db: Db,
  siteId: string,
  f: ReasonCodeFilter,
): Promise<TReasonCode[]> {
  const where: SQL[] = [sql`site_id = ${siteId}`];
  for (const flag of [
    'use_on_picking',
    'use_on_receipt',
    'use_on_delivery',
    'use_on_stock_check',
  ] as const) {
    const v = f[flag];
    if (v !== null && v !== undefined) where.push(sql`${sql.identifier(flag)} = ${v}`);
  }
  return rows<TReasonCode>(
    db,
    sql`SELECT reason_id, reason_code, description, use_on_receipt, use_on_picking,
               use_on_delivery, use_on_stock_check, require_photo, capture_signature, de_pick,
               need_replenish
        FROM wms.reason_codes WHERE ${sql.join(where, sql` AND `)}
        ORDER BY reason_code`,
  );
}
