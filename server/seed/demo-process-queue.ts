import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';

/*
 * The process queue's demo (document 2 "Process queue"): at each stock site's first warehouse,
 * a few documents get the ERP actions the queue shows specially, so every row colour appears.
 * Only ERP action columns change (a movement's ERP fields are the only ones the ledger lets
 * change), so on hands, the movement history and the orders' other fields stay as seeded:
 * - three open sales orders (those already waiting for an UPDATE first; never the anchors
 *   SO-100001 / SO-100002) become CHECK (FLAGGED), SHIPMENT (ERROR) and LOCKED;
 * - one purchase order (not the anchor PO-200001) and one docket are flagged CHECK;
 * - one sent write on is flagged CHECK, one sent write off is LOCKED, one recent transfer
 *   waits for an UPDATE (mode ALL), and one movement the ERP refused (erp_id ERROR) is
 *   resolved with a text (mode RESOLVED); the other refused movements stay ERROR.
 * Deterministic: the rows are chosen by their keys' order, not at random.
 */

const WAREHOUSES: Record<string, string> = { SXD: 'DC1', TAS: 'HBT' };

async function setOrderActions(tx: Db, site: string, warehouse: string): Promise<void> {
  await tx.execute(sql`
    WITH chosen AS (
      SELECT sales_order_id,
             row_number() OVER (ORDER BY erp_action = 'UPDATE' DESC, sales_order) AS n
      FROM wms.sales_orders
      WHERE site_id = ${site} AND warehouse = ${warehouse} AND erp_action IN ('UPDATE', '')
        AND upper(erp_status) <> 'ERROR' AND wms_status NOT IN ('complete', 'deleted')
        AND NOT hold AND sales_order NOT IN ('SO-100001', 'SO-100002')
      ORDER BY erp_action = 'UPDATE' DESC, sales_order LIMIT 3)
    UPDATE wms.sales_orders o
    SET erp_action = CASE c.n WHEN 1 THEN 'CHECK' WHEN 2 THEN 'SHIPMENT' ELSE 'LOCKED' END
    FROM chosen c
    WHERE o.site_id = ${site} AND o.sales_order_id = c.sales_order_id`);
  await tx.execute(sql`
    UPDATE wms.purchase_orders SET erp_action = 'CHECK'
    WHERE site_id = ${site} AND purchase_order_id = (
      SELECT purchase_order_id FROM wms.purchase_orders
      WHERE site_id = ${site} AND warehouse = ${warehouse} AND erp_action = '' AND NOT hold
        AND purchase_order <> 'PO-200001'
      ORDER BY purchase_order DESC LIMIT 1)`);
  await tx.execute(sql`
    UPDATE wms.delivery_dockets SET erp_action = 'CHECK'
    WHERE site_id = ${site} AND delivery_docket_id = (
      SELECT delivery_docket_id FROM wms.delivery_dockets
      WHERE site_id = ${site} AND warehouse = ${warehouse} AND erp_action = '' AND erp_id = ''
        AND NOT hold
      ORDER BY delivery_docket DESC LIMIT 1)`);
}

async function setMovementActions(tx: Db, site: string, warehouse: string): Promise<void> {
  const one = (where: ReturnType<typeof sql>) => sql`(
    SELECT movement_id FROM wms.movements
    WHERE site_id = ${site} AND warehouse = ${warehouse} AND ${where}
    ORDER BY movement_id LIMIT 1)`;
  const sent = sql`erp_id NOT IN ('', 'ERROR', 'LOCKED')`;
  await tx.execute(sql`
    UPDATE wms.movements SET erp_action = 'CHECK'
    WHERE site_id = ${site} AND movement_id = ${one(sql`movement_type = 'WRITE_ON' AND ${sent}`)}`);
  await tx.execute(sql`
    UPDATE wms.movements SET erp_action = 'LOCKED'
    WHERE site_id = ${site} AND movement_id = ${one(sql`movement_type = 'WRITE_OFF' AND ${sent}`)}`);
  await tx.execute(sql`
    UPDATE wms.movements SET erp_action = 'UPDATE'
    WHERE site_id = ${site} AND movement_id = ${one(
      sql`movement_type = 'TRANSFER' AND erp_id = '' AND erp_action = ''`,
    )}`);
  // One refusal already dealt with: its action cleared, the resolution recorded.
  const resolved = await tx.execute(sql`
    UPDATE wms.movements SET erp_action = ''
    WHERE site_id = ${site} AND movement_id = ${one(sql`erp_id = 'ERROR' AND erp_action <> ''`)}
    RETURNING movement_id::text AS key`);
  const key = (resolved as unknown as { rows: { key: string }[] }).rows[0]?.key;
  if (key)
    await tx.execute(sql`
      INSERT INTO wms.process_queue_resolutions
        (site_id, document_type, document_key, erp_action, resolution, resolved_by, resolved_at)
      VALUES (${site}, 'MOVEMENT', ${key}, 'INVENTORY_CHANGE',
              'Adjusted by hand in the ERP (stock take variance)', 'admin', now() - interval '1 day')`);
}

export async function seedProcessQueue(tx: Db): Promise<void> {
  for (const [site, warehouse] of Object.entries(WAREHOUSES)) {
    await setOrderActions(tx, site, warehouse);
    await setMovementActions(tx, site, warehouse);
  }
}
