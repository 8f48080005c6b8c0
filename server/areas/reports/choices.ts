import { sql, type SQL } from 'drizzle-orm';
import type { TChoiceSource, TListValue } from '../../../src/contract';
import { rows } from '../../db/sql';
import type { Db } from '../../db/types';

/*
 * The choices of a report parameter of field type `choice`, answered from the caller's site
 * (each query names the site as well as running under its row-level security): warehouses,
 * customers, pick sections, the site's users by name, suppliers, reason codes and storage
 * types. The value sent is the record's code (a user's id); the text shown is its name.
 */

const CHOICE_SQL: Record<TChoiceSource, (siteId: string) => SQL> = {
  warehouses: (siteId) => sql`
    SELECT warehouse AS list_value, warehouse || ' ' || warehouse_name AS text
      FROM wms.warehouses WHERE site_id = ${siteId} AND active ORDER BY warehouse`,
  customers: (siteId) => sql`
    SELECT customer_code AS list_value, customer_name || ' (' || customer_code || ')' AS text
      FROM wms.customers WHERE site_id = ${siteId} AND active ORDER BY customer_name, customer_code`,
  pick_sections: (siteId) => sql`
    SELECT DISTINCT pick_section AS list_value,
           pick_section || ' ' || pick_section_name || ' (' || warehouse || ')' AS text
      FROM wms.pick_sections WHERE site_id = ${siteId} ORDER BY 1, 2`,
  users: (siteId) => sql`
    SELECT u.user_id AS list_value, u.display_name AS text
      FROM wms.user_sites us JOIN wms.users u ON u.user_id = us.user_id
     WHERE us.site_id = ${siteId} ORDER BY u.display_name, u.user_id`,
  suppliers: (siteId) => sql`
    SELECT supplier_code AS list_value, supplier_name || ' (' || supplier_code || ')' AS text
      FROM wms.suppliers WHERE site_id = ${siteId} AND active ORDER BY supplier_name`,
  reason_codes: (siteId) => sql`
    SELECT reason_code AS list_value, reason_code || ' ' || description AS text
      FROM wms.reason_codes WHERE site_id = ${siteId} ORDER BY reason_code`,
  storage: (siteId) => sql`
    SELECT storage AS list_value, storage || ' ' || storage_name AS text
      FROM wms.storage WHERE site_id = ${siteId} ORDER BY storage`,
};

/** The choices of one source at the site (a pick section code shared by warehouses once). */
export async function choicesOf(
  db: Db,
  siteId: string,
  source: TChoiceSource,
): Promise<TListValue[]> {
  const found = await rows<TListValue>(db, CHOICE_SQL[source](siteId));
  const seen = new Set<string>();
  return found.filter((c) => !seen.has(c.list_value) && seen.add(c.list_value));
}

/** The site's users' names by id: what a `user_name` column shows instead of the id. */
export async function userNames(db: Db, siteId: string): Promise<Map<string, string>> {
  const found = await choicesOf(db, siteId, 'users');
  return new Map(found.map((c) => [c.list_value, c.text]));
}
