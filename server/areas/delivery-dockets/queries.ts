import { sql, type SQL } from 'drizzle-orm';
import {
  DELIVERY_DOCKET_MESSAGES,
  ERP_ACTION_UPDATE,
  deriveDocketErp,
  docketLineStatus,
  type TDocketDetail,
  type TDocketLine,
  type TDocketListRow,
} from '../../../src/contract';
import { rows, escapeLike } from '../../db/sql';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';

/*
 * The delivery docket service's SQL: each read ONE set-based statement from an exported
 * `...Sql` function; the statuses of document 1 section 4 come from the contract's functions.
 */

export type DocketSearch = {
  search_type: string;
  search_term?: string | null;
  from_date?: string | null;
  to_date?: string | null;
  /** '' for every warehouse. */
  warehouse: string;
  limit: number;
};

const HEADER = sql`
  d.delivery_docket_id, d.delivery_docket, po.purchase_order, po.supplier_code,
  COALESCE(s.supplier_name, po.supplier_code) AS supplier_name, d.warehouse,
  d.received_date::text AS received_date, d.expected_date::text AS expected_date,
  d.erp_id, d.erp_status, d.erp_action, d.wms_status, d.docket_status, d.hold`;
const FROM = sql`
  FROM wms.delivery_dockets d
  JOIN wms.purchase_orders po
    ON po.site_id = d.site_id AND po.purchase_order_id = d.purchase_order_id
  LEFT JOIN wms.suppliers s ON s.site_id = po.site_id AND s.supplier_code = po.supplier_code`;

const supplierMatch = (siteId: string, term: string) => sql`po.supplier_code IN (
    SELECT s2.supplier_code FROM wms.suppliers s2
    WHERE s2.site_id = ${siteId}
      AND (lower(s2.supplier_code) = lower(${term}) OR s2.supplier_name ILIKE ${`%${escapeLike(term)}%`}))`;

/** The docket list of one search type (docketSearchProblem has passed). */
export function docketListSql(siteId: string, q: DocketSearch): SQL {
  const term = (q.search_term ?? '').trim();
  const contains = `%${escapeLike(term)}%`;
  let where: SQL;
  switch (q.search_type) {
    case 'DATE_RANGE':
      where = sql`d.received_date BETWEEN ${q.from_date}::date AND ${q.to_date}::date`;
      break;
    case 'INVENTORY':
      where = sql`EXISTS (SELECT 1 FROM wms.delivery_docket_lines il
                          WHERE il.site_id = d.site_id AND il.delivery_docket_id = d.delivery_docket_id
                            AND il.inventory_code ILIKE ${`${escapeLike(term)}%`})`;
      break;
    case 'PURCHASE_ORDER':
      where = sql`po.purchase_order ILIKE ${contains}`;
      break;
    case 'SUPPLIER':
    case 'CUSTOMER':
      where = supplierMatch(siteId, term);
      break;
    default:
      // SEARCH: the docket number, its purchase order, its ERP id or reference, its supplier.
      where = sql`(d.delivery_docket ILIKE ${contains} OR po.purchase_order ILIKE ${contains}
                   OR d.erp_id ILIKE ${contains} OR d.erp_reference ILIKE ${contains}
                   OR ${supplierMatch(siteId, term)})`;
  }
  return sql`
    SELECT ${HEADER} ${FROM}
    WHERE d.site_id = ${siteId} AND ${where}
      ${q.warehouse ? sql`AND d.warehouse = ${q.warehouse}` : sql``}
    ORDER BY d.received_date DESC NULLS LAST, d.delivery_docket
    LIMIT ${q.limit}`;
}

type DocketSqlRow = Omit<TDocketListRow, 'erp_label'>;
const derived = <R extends DocketSqlRow>(r: R): R & { erp_status: string; erp_label: string } => ({
  ...r,
  ...deriveDocketErp(r),
});

export async function listDockets(
  db: Db,
  siteId: string,
  q: DocketSearch,
): Promise<TDocketListRow[]> {
  return (await rows<DocketSqlRow>(db, docketListSql(siteId, q))).map(derived);
}

/** One docket with its lines (as one statement). */
export function docketGetSql(siteId: string, docket: string, withLines: boolean): SQL {
  const lines = withLines
    ? sql`COALESCE((SELECT json_agg(json_build_object(
            'line_no', dl.line_no, 'purchase_order_line', dl.purchase_order_line,
            'inventory_code', dl.inventory_code, 'description', dl.description,
            'quantity_ordered', dl.quantity_ordered::float8, 'carton_qty', dl.carton_qty::float8,
            'serial_batch', dl.serial_batch, 'date_code', dl.date_code) ORDER BY dl.line_no)
          FROM wms.delivery_docket_lines dl
          WHERE dl.site_id = d.site_id AND dl.delivery_docket_id = d.delivery_docket_id), '[]'::json)`
    : sql`'[]'::json`;
  return sql`
    SELECT ${HEADER}, d.finalised_date::text AS finalised_date, d.erp_reference,
           d.delivery_instructions, d.received_by, ${lines} AS docket_lines
    ${FROM}
    WHERE d.site_id = ${siteId} AND d.delivery_docket = ${docket}`;
}

type DocketGetSqlRow = Omit<TDocketDetail, 'erp_label' | 'docket_lines'> & {
  docket_lines: Omit<TDocketLine, 'line_status'>[] | string;
};

export async function getDocket(
  db: Db,
  siteId: string,
  docket: string,
  withLines = true,
): Promise<TDocketDetail> {
  const [row] = await rows<DocketGetSqlRow>(db, docketGetSql(siteId, docket, withLines));
  if (!row) throw notFound(DELIVERY_DOCKET_MESSAGES.notFound(docket));
  const lines =
    typeof row.docket_lines === 'string'
      ? (JSON.parse(row.docket_lines) as Omit<TDocketLine, 'line_status'>[])
      : row.docket_lines;
  return {
    ...derived(row),
    docket_lines: lines.map((l) => ({ ...l, line_status: docketLineStatus(l) })),
  };
}

async function updateDocket(db: Db, siteId: string, docket: string, set: SQL[]): Promise<void> {
  const updated = await rows<{ id: number }>(
    db,
    sql`UPDATE wms.delivery_dockets SET ${sql.join([sql`updated_at = now()`, ...set], sql`, `)}
        WHERE site_id = ${siteId} AND delivery_docket = ${docket}
        RETURNING delivery_docket_id AS id`,
  );
  if (!updated.length) throw notFound(DELIVERY_DOCKET_MESSAGES.notFound(docket));
}

/** `check`: hold and delivery instructions; answers the docket as get does. */
export async function saveDocket(
  db: Db,
  siteId: string,
  change: { delivery_docket: string; hold?: boolean; delivery_instructions?: string },
): Promise<TDocketDetail> {
  const set: SQL[] = [];
  if (change.hold !== undefined) set.push(sql`hold = ${change.hold}`);
  if (change.delivery_instructions !== undefined)
    set.push(sql`delivery_instructions = ${change.delivery_instructions}`);
  await updateDocket(db, siteId, change.delivery_docket, set);
  return getDocket(db, siteId, change.delivery_docket);
}

/**
 * Retry: flag the docket for the ERP connector to update (erp_action UPDATE), the staging
 * update of document 1 section 7. Answers the docket as get does.
 */
export async function retryDocket(db: Db, siteId: string, docket: string): Promise<TDocketDetail> {
  await updateDocket(db, siteId, docket, [sql`erp_action = ${ERP_ACTION_UPDATE}`]);
  return getDocket(db, siteId, docket);
}
