import { sql, type SQL } from 'drizzle-orm';
import {
  ALL_WAREHOUSES,
  EVERY_RUN,
  SALES_ORDER_LIST_LIMIT,
  dayColour,
  monthRange,
  orderManagementWarnings,
  todayIn,
  type TMonthSummaryDay,
  type TOrderManagementSearchType,
  type TRunSetSummaryRow,
  type TSalesOrderReviewRow,
} from '../../../src/contract';
import { rows } from '../../db/sql';
import type { ActionContext } from '../action-types';

/*
 * Order Management's search modes of `sales_order list` (document 2 sections 2, 5 and 7):
 * MONTH_SUMMARY (the calendar: per required date of a month, orders by status group, lines
 * and the day colour), RUN_SET_SUMMARY (the run tabs: per run of the run set, the orders of
 * one required date by status group and their picks) and REVIEW (orders needing review: held
 * or given a review reason, and still open). Deleted orders count nowhere.
 */

export type OrderManagementSearch = {
  search_type: TOrderManagementSearchType;
  warehouse?: string | null;
  run_set?: string | null;
  from_date?: string | null;
  to_date?: string | null;
  run?: number | string | null;
  limit?: number | null;
};

/** The product status as document 2 §4 reads it: lower-cased, missing is new. */
const STATUS = sql`lower(COALESCE(NULLIF(btrim(o.wms_status), ''), 'new'))`;
const IS_NEW = sql`${STATUS} = 'new'`;
const IS_COMPLETE = sql`${STATUS} = 'complete'`;
const IS_IN_PROGRESS = sql`${STATUS} NOT IN ('new', 'complete', 'deleted')`;
const NOT_DELETED = sql`${STATUS} <> 'deleted'`;

/** The counts of TOrderCounts over the orders `o` (joined to their line counts `n`). */
const COUNTS = sql`count(o.sales_order_id)::int AS orders,
  COALESCE(sum(n.lines), 0)::int AS lines,
  (count(o.sales_order_id) FILTER (WHERE ${IS_NEW}))::int AS new,
  (count(o.sales_order_id) FILTER (WHERE ${IS_IN_PROGRESS}))::int AS in_progress,
  (count(o.sales_order_id) FILTER (WHERE ${IS_COMPLETE}))::int AS complete,
  (count(o.sales_order_id) FILTER (WHERE o.hold))::int AS held`;
const LINES = sql`LEFT JOIN LATERAL (
    SELECT count(*) AS lines FROM wms.sales_order_lines l
    WHERE l.site_id = o.site_id AND l.sales_order_id = o.sales_order_id) n ON true`;

const specific = (warehouse: string | null | undefined) =>
  warehouse && warehouse !== ALL_WAREHOUSES ? warehouse : '';
const runSetOf = (runSet: string | null | undefined) => {
  const s = (runSet ?? '').trim();
  return s === EVERY_RUN ? '' : s;
};

/** MONTH_SUMMARY: the month of from_date (to to_date when given), per required date. */
export function monthSummarySql(siteId: string, q: OrderManagementSearch, today: string): SQL {
  const month = monthRange(q.from_date || today);
  const to = q.to_date && q.from_date ? q.to_date : month.to_date;
  const warehouse = specific(q.warehouse);
  const runSet = runSetOf(q.run_set);
  return sql`
    SELECT o.required_date::text AS required_date, ${COUNTS}
    FROM wms.sales_orders o ${LINES}
    WHERE o.site_id = ${siteId}
      ${warehouse ? sql`AND o.warehouse = ${warehouse}` : sql``}
      AND o.required_date BETWEEN ${month.from_date}::date AND ${to}::date
      AND ${NOT_DELETED}
      ${
        runSet
          ? sql`AND o.run_id IN (SELECT r.run_id FROM wms.runs r
                 WHERE r.site_id = ${siteId} AND r.runset_id = ${runSet})`
          : sql``
      }
    GROUP BY o.required_date
    ORDER BY o.required_date`;
}

/** RUN_SET_SUMMARY: each run of the run set (every run of the warehouse without one). */
export function runSetSummarySql(siteId: string, q: OrderManagementSearch, date: string): SQL {
  const warehouse = specific(q.warehouse);
  const runSet = runSetOf(q.run_set);
  return sql`
    SELECT r.run_id, r.run, r.run_name, r.run_type, r.warehouse,
           COALESCE(r.runset_id, '') AS runset_id, s.orders, s.lines, s.new, s.in_progress,
           s.complete, s.held, COALESCE(p.picks, 0)::int AS picks
    FROM wms.runs r
    CROSS JOIN LATERAL (
      SELECT ${COUNTS}
      FROM wms.sales_orders o ${LINES}
      WHERE o.site_id = r.site_id AND o.warehouse = r.warehouse AND o.run_id = r.run_id
        AND o.required_date = ${date}::date AND ${NOT_DELETED}) s
    LEFT JOIN LATERAL (
      SELECT count(*) AS picks
      FROM wms.picks pk
      JOIN wms.sales_orders o ON o.site_id = pk.site_id AND o.sales_order_id = pk.sales_order_id
      WHERE pk.site_id = r.site_id AND o.warehouse = r.warehouse AND o.run_id = r.run_id
        AND o.required_date = ${date}::date) p ON true
    WHERE r.site_id = ${siteId} AND r.active
      ${warehouse ? sql`AND r.warehouse = ${warehouse}` : sql``}
      ${runSet ? sql`AND r.runset_id = ${runSet}` : sql``}
    ORDER BY r.warehouse, r.run_name, r.run`;
}

/** REVIEW: open orders (not complete or deleted) that are held or carry a review reason. */
export function reviewSql(siteId: string, q: OrderManagementSearch): SQL {
  const warehouse = specific(q.warehouse);
  const runSet = runSetOf(q.run_set);
  const limit = q.limit ?? SALES_ORDER_LIST_LIMIT;
  return sql`
    SELECT o.sales_order, o.sales_order_id AS sales_order_header_id, o.warehouse,
           o.customer_code AS customer_id, COALESCE(c.customer_name, o.customer_code) AS customer_name,
           o.customer_order, COALESCE(n.lines, 0)::int AS num_of_lines, o.run_id,
           COALESCE(r.run_name, '') AS run_name, o.required_date::text AS required_date,
           o.delivery_suburb, o.wms_status,
           CASE WHEN ${STATUS} IN ('new', 'complete', 'deleted') THEN ${STATUS}
                ELSE 'in_progress' END AS status,
           o.erp_status, o.erp_action, o.hold, o.review_reason, o.connote
    FROM wms.sales_orders o
    LEFT JOIN wms.customers c ON c.site_id = o.site_id AND c.customer_code = o.customer_code
    LEFT JOIN wms.runs r ON r.site_id = o.site_id AND r.run_id = o.run_id
    ${LINES}
    WHERE o.site_id = ${siteId}
      ${warehouse ? sql`AND o.warehouse = ${warehouse}` : sql``}
      AND (o.hold OR btrim(o.review_reason) <> '')
      AND ${STATUS} NOT IN ('complete', 'deleted')
      ${q.from_date ? sql`AND o.required_date >= ${q.from_date}::date` : sql``}
      ${q.to_date ? sql`AND o.required_date <= ${q.to_date}::date` : sql``}
      ${runSet ? sql`AND r.runset_id = ${runSet}` : sql``}
    ORDER BY o.required_date, o.sales_order
    LIMIT ${limit}`;
}

/**
 * Run one Order Management search. The warnings of document 2 section 5 are given and the
 * search continues: every warehouse, every run, and the site's today for a missing date.
 */
export async function orderManagementSearch(
  ctx: Pick<ActionContext, 'db' | 'siteId' | 'site' | 'warn'>,
  q: OrderManagementSearch,
): Promise<(TMonthSummaryDay | TRunSetSummaryRow | TSalesOrderReviewRow)[]> {
  // EVERY_RUN is a chosen run set, so it gives no run set warning.
  for (const w of orderManagementWarnings(q)) ctx.warn(w);
  const today = todayIn(ctx.site.local_zone || 'UTC');
  switch (q.search_type) {
    case 'MONTH_SUMMARY': {
      const days = await rows<Omit<TMonthSummaryDay, 'colour'>>(
        ctx.db,
        monthSummarySql(ctx.siteId, q, today),
      );
      return days.map((d): TMonthSummaryDay => ({ ...d, colour: dayColour(d) }));
    }
    case 'RUN_SET_SUMMARY':
      return rows<TRunSetSummaryRow>(ctx.db, runSetSummarySql(ctx.siteId, q, q.from_date || today));
    case 'REVIEW':
      return rows<TSalesOrderReviewRow>(ctx.db, reviewSql(ctx.siteId, q));
  }
}
