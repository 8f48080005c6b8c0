import { sql, type SQL } from 'drizzle-orm';
import {
  ERP_DOCUMENT_LABELS,
  documentStatus,
  orderOk,
  type TDocumentDetail,
  type TDocumentLine,
  type TDocumentRow,
  type TErpDocumentType,
} from '../../../src/contract';
import { rows, escapeLike } from '../../db/sql';
import type { Db } from '../../db/types';

/*
 * Documents (document 2 section 7): sales orders, purchase orders and delivery dockets searched
 * together. Each type has one SELECT of the common columns with its lines' totals; order_ok and
 * the Complete / Short status come from the contract (orderOk, documentStatus).
 */

type Filter = { term: string; date: string; warehouse: string; reference?: string };

type DocumentSqlRow = Omit<TDocumentRow, 'type' | 'order_ok' | 'status'> & {
  line_totals: { ordered: number; supplied: number }[] | string;
};

/** Lines as {line_no, inventory_code, description, serial_batch, ordered, supplied}. */
type LineSpec = { table: SQL; join: SQL; no: SQL; serial: SQL; ordered: SQL; supplied: SQL };

const LINES: Record<TErpDocumentType, LineSpec> = {
  SALES_ORDER: {
    table: sql`wms.sales_order_lines`,
    join: sql`l.site_id = x.site_id AND l.sales_order_id = x.sales_order_id`,
    no: sql`l.line_no`,
    serial: sql`''`,
    ordered: sql`l.quantity_ordered`,
    supplied: sql`l.quantity_supplied`,
  },
  PURCHASE_ORDER: {
    table: sql`wms.purchase_order_lines`,
    join: sql`l.site_id = x.site_id AND l.purchase_order_id = x.purchase_order_id`,
    no: sql`l.purchase_order_line`,
    serial: sql`''`,
    ordered: sql`l.quantity_ordered`,
    supplied: sql`l.quantity_received`,
  },
  DELIVERY_DOCKET: {
    table: sql`wms.delivery_docket_lines`,
    join: sql`l.site_id = x.site_id AND l.delivery_docket_id = x.delivery_docket_id`,
    no: sql`l.line_no`,
    serial: sql`l.serial_batch`,
    ordered: sql`l.quantity_ordered`,
    supplied: sql`l.carton_qty`,
  },
};

const totals = (t: TErpDocumentType) => {
  const s = LINES[t];
  return sql`COALESCE((SELECT json_agg(json_build_object(
      'ordered', ${s.ordered}::float8, 'supplied', ${s.supplied}::float8) ORDER BY ${s.no})
    FROM ${s.table} l WHERE ${s.join}), '[]'::json) AS line_totals`;
};

/** One type's SELECT: the reference, date, party, warehouse, ERP fields and line totals. */
function documentSql(siteId: string, type: TErpDocumentType, f: Filter): SQL {
  const contains = `%${escapeLike(f.term)}%`;
  const where: SQL[] = [sql`x.site_id = ${siteId}`];
  if (f.warehouse) where.push(sql`x.warehouse = ${f.warehouse}`);
  switch (type) {
    case 'SALES_ORDER':
      if (f.reference !== undefined) where.push(sql`x.sales_order = ${f.reference}`);
      if (f.date) where.push(sql`x.required_date = ${f.date}::date`);
      if (f.term)
        where.push(sql`(x.sales_order ILIKE ${contains} OR x.customer_order ILIKE ${contains}
                        OR x.customer_code ILIKE ${contains} OR c.customer_name ILIKE ${contains})`);
      return sql`
        SELECT 'SALES_ORDER' AS document_type, x.sales_order AS document_reference,
               x.required_date::text AS action_date,
               COALESCE(c.customer_name, x.customer_code) AS party, x.warehouse,
               x.wms_status, x.erp_id, x.erp_status, x.erp_action, ${totals(type)}
        FROM wms.sales_orders x
        LEFT JOIN wms.customers c ON c.site_id = x.site_id AND c.customer_code = x.customer_code
        WHERE ${sql.join(where, sql` AND `)}`;
    case 'PURCHASE_ORDER':
      if (f.reference !== undefined) where.push(sql`x.purchase_order = ${f.reference}`);
      if (f.date) where.push(sql`x.expected_date = ${f.date}::date`);
      if (f.term)
        where.push(sql`(x.purchase_order ILIKE ${contains} OR x.supplier_code ILIKE ${contains}
                        OR s.supplier_name ILIKE ${contains})`);
      return sql`
        SELECT 'PURCHASE_ORDER' AS document_type, x.purchase_order AS document_reference,
               x.expected_date::text AS action_date,
               COALESCE(s.supplier_name, x.supplier_code) AS party, x.warehouse,
               x.wms_status, x.erp_id, x.erp_status, x.erp_action, ${totals(type)}
        FROM wms.purchase_orders x
        LEFT JOIN wms.suppliers s ON s.site_id = x.site_id AND s.supplier_code = x.supplier_code
        WHERE ${sql.join(where, sql` AND `)}`;
    case 'DELIVERY_DOCKET':
      if (f.reference !== undefined) where.push(sql`x.delivery_docket = ${f.reference}`);
      if (f.date) where.push(sql`x.received_date = ${f.date}::date`);
      if (f.term)
        where.push(sql`(x.delivery_docket ILIKE ${contains} OR po.purchase_order ILIKE ${contains}
                        OR po.supplier_code ILIKE ${contains} OR s.supplier_name ILIKE ${contains})`);
      return sql`
        SELECT 'DELIVERY_DOCKET' AS document_type, x.delivery_docket AS document_reference,
               COALESCE(x.received_date, x.expected_date)::text AS action_date,
               COALESCE(s.supplier_name, po.supplier_code) AS party, x.warehouse,
               x.wms_status, x.erp_id, x.erp_status, x.erp_action, ${totals(type)}
        FROM wms.delivery_dockets x
        JOIN wms.purchase_orders po
          ON po.site_id = x.site_id AND po.purchase_order_id = x.purchase_order_id
        LEFT JOIN wms.suppliers s ON s.site_id = po.site_id AND s.supplier_code = po.supplier_code
        WHERE ${sql.join(where, sql` AND `)}`;
  }
}

function toRow(r: DocumentSqlRow): TDocumentRow {
  const { line_totals, ...rest } = r;
  const lines =
    typeof line_totals === 'string'
      ? (JSON.parse(line_totals) as { ordered: number; supplied: number }[])
      : line_totals;
  const ok = orderOk(lines);
  return {
    ...rest,
    type: ERP_DOCUMENT_LABELS[r.document_type],
    lines: lines.length,
    ordered: lines.reduce((n, l) => n + l.ordered, 0),
    supplied: lines.reduce((n, l) => n + l.supplied, 0),
    order_ok: ok,
    status: documentStatus(ok),
  };
}

export async function searchDocuments(
  db: Db,
  siteId: string,
  q: {
    types: readonly TErpDocumentType[];
    term: string;
    date: string;
    warehouse: string;
    limit: number;
  },
): Promise<TDocumentRow[]> {
  if (!q.types.length) return [];
  const union = sql.join(
    q.types.map((t) => sql`(${documentSql(siteId, t, q)})`),
    sql` UNION ALL `,
  );
  const found = await rows<DocumentSqlRow>(
    db,
    sql`SELECT * FROM (${union}) d
        ORDER BY action_date DESC NULLS LAST, document_type, document_reference
        LIMIT ${q.limit}`,
  );
  return found.map(toRow);
}

type LineSqlRow = Omit<TDocumentLine, 'line_ok'>;

export async function getDocument(
  db: Db,
  siteId: string,
  type: TErpDocumentType,
  reference: string,
): Promise<TDocumentDetail | null> {
  const [header] = await rows<DocumentSqlRow>(
    db,
    documentSql(siteId, type, { term: '', date: '', warehouse: '', reference }),
  );
  if (!header) return null;
  const s = LINES[type];
  const keyColumn = {
    SALES_ORDER: sql`x.sales_order`,
    PURCHASE_ORDER: sql`x.purchase_order`,
    DELIVERY_DOCKET: sql`x.delivery_docket`,
  }[type];
  const table = {
    SALES_ORDER: sql`wms.sales_orders`,
    PURCHASE_ORDER: sql`wms.purchase_orders`,
    DELIVERY_DOCKET: sql`wms.delivery_dockets`,
  }[type];
  const lines = await rows<LineSqlRow>(
    db,
    sql`SELECT ${s.no} AS line_no, l.inventory_code, l.description, ${s.serial} AS serial_batch,
               ${s.ordered}::float8 AS ordered, ${s.supplied}::float8 AS supplied
        FROM ${table} x JOIN ${s.table} l ON ${s.join}
        WHERE x.site_id = ${siteId} AND ${keyColumn} = ${reference}
        ORDER BY ${s.no}`,
  );
  return {
    ...toRow(header),
    document_lines: lines.map((l) => ({ ...l, line_ok: l.supplied === l.ordered })),
  };
}

/** Set a document's erp_action; false when it does not exist. */
export async function setDocumentErpAction(
  db: Db,
  siteId: string,
  type: TErpDocumentType,
  reference: string,
  erpAction: string,
): Promise<boolean> {
  const statement = {
    SALES_ORDER: sql`UPDATE wms.sales_orders SET erp_action = ${erpAction}, updated_at = now()
                     WHERE site_id = ${siteId} AND sales_order = ${reference} RETURNING 1 AS n`,
    PURCHASE_ORDER: sql`UPDATE wms.purchase_orders SET erp_action = ${erpAction}, updated_at = now()
                        WHERE site_id = ${siteId} AND purchase_order = ${reference} RETURNING 1 AS n`,
    DELIVERY_DOCKET: sql`UPDATE wms.delivery_dockets SET erp_action = ${erpAction}, updated_at = now()
                         WHERE site_id = ${siteId} AND delivery_docket = ${reference} RETURNING 1 AS n`,
  }[type];
  return (await rows<{ n: number }>(db, statement)).length > 0;
}
