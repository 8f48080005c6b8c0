import { sql, type SQL } from 'drizzle-orm';
import {
  CONTAINER_LIMITS,
  SHIPPING_FIELDS,
  type ActionData,
  type CONTAINER_CALLS,
  type TContainer,
  type TContainerBox,
} from '../../../src/contract';
import { escapeLike, rows } from '../../db/sql';
import type { Db } from '../../db/types';

/*
 * Containers as document 1 ships them: a pack (wms.containers) joined to how it ships
 * (wms.container_shipping). courier_route_code falls back to the article id.
 */

const SELECT = sql`
  SELECT c.container_id, c.container_number, c.sscc_number, c.reference, c.warehouse,
         c.customer_code, c.customer_name, c.sales_order, c.customer_order, c.delivery_name,
         c.delivery_address_1, c.delivery_address_2, c.delivery_suburb, c.delivery_state,
         c.delivery_postcode, COALESCE(s.country, '') AS country,
         COALESCE(s.courier, '') AS courier, COALESCE(s.service_code, '') AS service_code,
         COALESCE(s.route_code, '') AS route_code,
         COALESCE(NULLIF(s.courier_route_code, ''), s.article_id, '') AS courier_route_code,
         COALESCE(s.article_id, '') AS article_id, c.connote,
         s.shipped_date::text AS shipped_date, COALESCE(s.boxes, 1) AS boxes,
         c.weight::float8 AS weight, c.package_type
  FROM wms.containers c
  LEFT JOIN wms.container_shipping s
    ON s.site_id = c.site_id AND s.container_id = c.container_id`;

async function select(db: Db, where: SQL, limit: number): Promise<TContainer[]> {
  return rows<TContainer>(
    db,
    sql`${SELECT} WHERE ${where} ORDER BY c.container_id DESC LIMIT ${limit}`,
  );
}

export async function containersById(
  db: Db,
  siteId: string,
  ids: readonly number[],
): Promise<TContainer[]> {
  if (!ids.length) return [];
  const found = await select(
    db,
    sql`c.site_id = ${siteId} AND c.container_id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
    ids.length,
  );
  return ids.map((id) => found.find((c) => c.container_id === id)!).filter(Boolean);
}

export async function containerByNumber(
  db: Db,
  siteId: string,
  containerNumber: string,
): Promise<TContainer | null> {
  const [found] = await select(
    db,
    sql`c.site_id = ${siteId} AND (c.container_number = ${containerNumber}
        OR c.barcode = ${containerNumber} OR c.sscc_number = ${containerNumber})`,
    1,
  );
  return found ?? null;
}

export type ContainerSearch = ActionData<typeof CONTAINER_CALLS.search>;

/** The search of PUT /container/: each filter narrows; the newest first. */
export function searchContainers(
  db: Db,
  siteId: string,
  f: ContainerSearch,
): Promise<TContainer[]> {
  const term = (f.search_term ?? '').trim();
  const like = `%${escapeLike(term)}%`;
  const parts: SQL[] = [sql`c.site_id = ${siteId}`];
  if (term) {
    parts.push(
      sql`(c.container_number ILIKE ${like} OR c.sscc_number ILIKE ${like}
           OR c.sales_order ILIKE ${like} OR c.customer_name ILIKE ${like}
           OR c.connote ILIKE ${like} OR s.article_id ILIKE ${like})`,
    );
  }
  if (f.sales_order) parts.push(sql`c.sales_order = ${f.sales_order}`);
  if (f.connote) parts.push(sql`c.connote = ${f.connote}`);
  if (f.courier) parts.push(sql`lower(s.courier) = lower(${f.courier})`);
  if (f.warehouse && f.warehouse !== 'ALL') parts.push(sql`c.warehouse = ${f.warehouse}`);
  if (f.from_date) parts.push(sql`s.shipped_date >= ${f.from_date}`);
  if (f.to_date) parts.push(sql`s.shipped_date <= ${f.to_date}`);
  return select(db, sql.join(parts, sql` AND `), CONTAINER_LIMITS.search);
}

/** Record how a saved box ships: the shipping fields sent (all of them for a new row). */
export async function saveShipping(
  db: Db,
  siteId: string,
  containerId: number,
  box: TContainerBox,
): Promise<void> {
  const sent = box.present_fields;
  const given = SHIPPING_FIELDS.filter((f) => f !== 'connote' && (!sent || sent.includes(f)));
  const value = (f: (typeof SHIPPING_FIELDS)[number]) =>
    f === 'boxes' ? (box.boxes ?? 1) : box[f];
  const columns = [sql.raw('site_id'), sql.raw('container_id'), ...given.map((f) => sql.raw(f))];
  const values = [sql`${siteId}`, sql`${containerId}`, ...given.map((f) => sql`${value(f)}`)];
  const updates = [
    sql`updated_at = now()`,
    ...given.map((f) => sql`${sql.raw(f)} = EXCLUDED.${sql.raw(f)}`),
  ];
  await db.execute(
    sql`INSERT INTO wms.container_shipping (${sql.join(columns, sql`, `)})
        VALUES (${sql.join(values, sql`, `)})
        ON CONFLICT (site_id, container_id) DO UPDATE SET ${sql.join(updates, sql`, `)}`,
  );
  if (!sent || sent.includes('connote')) {
    await db.execute(
      sql`UPDATE wms.containers SET connote = ${box.connote}, updated_at = now()
          WHERE site_id = ${siteId} AND container_id = ${containerId}`,
    );
  }
}
