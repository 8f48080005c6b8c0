import { sql } from 'drizzle-orm';
import {
  SUPPLIER_MESSAGES,
  supplierProblems,
  type TPartySearchType,
  type TSupplier,
  type TSupplierListRow,
} from '../../../src/contract';
import { rows, partyFilter } from '../../db/sql';
import type { Db } from '../../db/types';
import { notFound, RuleErrors } from '../../errors';

/* The supplier service's SQL: served like customers (seeds README). */

export async function listSuppliers(
  db: Db,
  siteId: string,
  q: { search_type: TPartySearchType; search_term: string; limit: number },
): Promise<TSupplierListRow[]> {
  const filter = partyFilter(q.search_type, q.search_term, {
    code: sql`supplier_code`,
    name: sql`supplier_name`,
    suburb: sql`suburb`,
  });
  return rows<TSupplierListRow>(
    db,
    sql`SELECT supplier_code, supplier_name, suburb, state,
               upper(supplier_code) = upper(${q.search_term}) AS exact
        FROM wms.suppliers
        WHERE site_id = ${siteId} AND ${filter}
        ORDER BY upper(supplier_code) = upper(${q.search_term}) DESC, supplier_code
        LIMIT ${q.limit}`,
  );
}

export async function getSupplier(db: Db, siteId: string, code: string): Promise<TSupplier> {
  const [row] = await rows<TSupplier>(
    db,
    sql`SELECT supplier_code, supplier_name, suburb, state, active
        FROM wms.suppliers WHERE site_id = ${siteId} AND supplier_code = ${code}`,
  );
  if (!row) throw notFound(SUPPLIER_MESSAGES.notFound(code));
  return row;
}

/** Add or update a supplier; refused with one error per failed rule. */
export async function saveSupplier(db: Db, siteId: string, s: TSupplier): Promise<TSupplier> {
  const problems = supplierProblems(s);
  if (problems.length) throw new RuleErrors(problems.map((p) => ({ message: p.message })));
  await db.execute(sql`
    INSERT INTO wms.suppliers (site_id, supplier_code, supplier_name, suburb, state, active)
    VALUES (${siteId}, ${s.supplier_code}, ${s.supplier_name}, ${s.suburb}, ${s.state}, ${s.active})
    ON CONFLICT (site_id, supplier_code) DO UPDATE SET
      supplier_name = EXCLUDED.supplier_name, suburb = EXCLUDED.suburb, state = EXCLUDED.state,
      active = EXCLUDED.active, updated_at = now()`);
  return getSupplier(db, siteId, s.supplier_code);
}
