import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { DELIVERY_MESSAGES as M, type TDespatchRow } from '../../../src/contract';
import { customers, despatches, salesOrders } from '../../db/schema';
import type { Db } from '../../db/types';
import { escapeLike } from '../../db/sql';
import { notFound } from '../../errors';

/** Despatches with their order and customer; the route code falls back to the article id. */
function selectDespatches(db: Db) {
  return db
    .select({
      despatch_number: despatches.despatch_number,
      sales_order: salesOrders.sales_order,
      customer_name: sql<string>`coalesce(${customers.customer_name}, ${salesOrders.customer_code})`,
      delivery_suburb: salesOrders.delivery_suburb,
      despatch_date: despatches.despatch_date,
      courier: despatches.courier,
      courier_route_code: sql<string>`coalesce(nullif(${despatches.courier_route_code}, ''), ${despatches.article_id})`,
      article_id: despatches.article_id,
      no_packages: despatches.no_packages,
    })
    .from(despatches)
    .innerJoin(
      salesOrders,
      and(
        eq(salesOrders.site_id, despatches.site_id),
        eq(salesOrders.sales_order_id, despatches.sales_order_id),
      ),
    )
    .leftJoin(
      customers,
      and(
        eq(customers.site_id, salesOrders.site_id),
        eq(customers.customer_code, salesOrders.customer_code),
      ),
    )
    .$dynamic();
}

export async function getDespatch(db: Db, siteId: string, number: string): Promise<TDespatchRow> {
  const [row] = await selectDespatches(db).where(
    and(eq(despatches.site_id, siteId), eq(despatches.despatch_number, number)),
  );
  if (!row) throw notFound(M.despatchNotFound(number));
  return row;
}

export async function listDespatches(
  db: Db,
  siteId: string,
  filters: { from_date?: string | null; to_date?: string | null; search_term?: string | null },
): Promise<TDespatchRow[]> {
  const term = filters.search_term ? `%${escapeLike(filters.search_term)}%` : null;
  return selectDespatches(db)
    .where(
      and(
        eq(despatches.site_id, siteId),
        filters.from_date ? sql`${despatches.despatch_date} >= ${filters.from_date}` : undefined,
        filters.to_date ? sql`${despatches.despatch_date} <= ${filters.to_date}` : undefined,
        term
          ? or(ilike(despatches.despatch_number, term), ilike(salesOrders.sales_order, term))
          : undefined,
      ),
    )
    .orderBy(desc(despatches.despatch_date), desc(despatches.despatch_number))
    .limit(500);
}
