import { sql } from 'drizzle-orm';
import { sqlList } from '../db/sql';
import type { Db } from '../db/types';

/** The product status as document 2 §4 reads it: lower-cased, missing is new. */
const STATUS = sql`lower(COALESCE(NULLIF(btrim(o.wms_status), ''), 'new'))`;

/**
 * Orders whose picks are all complete move from picking (or in progress) to picked
 * (document 2 section 4).
 */
export async function promoteOrders(
  db: Db,
  siteId: string,
  orderIds: readonly number[],
): Promise<void> {
  if (!orderIds.length) return;
  await db.execute(
    sql`UPDATE wms.sales_orders o SET wms_status = 'picked', updated_at = now()
        WHERE o.site_id = ${siteId} AND o.sales_order_id IN (${sqlList(orderIds)})
          AND ${STATUS} IN ('picking', 'in_progress')
          AND EXISTS (SELECT 1 FROM wms.picks p
                      WHERE p.site_id = o.site_id AND p.sales_order_id = o.sales_order_id)
          AND NOT EXISTS (SELECT 1 FROM wms.picks p
                          WHERE p.site_id = o.site_id AND p.sales_order_id = o.sales_order_id
                            AND p.status <> 'complete')`,
  );
}
