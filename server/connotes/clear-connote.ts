import { sql } from 'drizzle-orm';
import { rows } from '../db/sql';
import type { Db } from '../db/types';

/*
 * Deleting a connote (document 2 section 4: "Deleting a connote clears it on the order, its
 * containers and the consignments"): shared by the sales order screen's "delete connote" and
 * the consign service's delete by connote.
 */

export type ConnoteCleared = { containers: number; consignments: number };

/**
 * In the caller's transaction: the packs of the order carrying `connote` lose it and the
 * booked consignments of that connote become DELETED. The order itself is the caller's (it decides when an order may lose it).
 */
export async function clearConnote(
  db: Db,
  siteId: string,
  salesOrder: string,
  connote: string,
): Promise<ConnoteCleared> {
  const containers = await rows<{ id: number }>(
    db,
    sql`UPDATE wms.containers SET connote = '', updated_at = now()
        WHERE site_id = ${siteId} AND sales_order = ${salesOrder} AND connote = ${connote}
        RETURNING container_id AS id`,
  );
  const booked = await rows<{ id: number }>(
    db,
    sql`UPDATE wms.consignments SET status = 'DELETED', updated_at = now()
        WHERE site_id = ${siteId} AND connote = ${connote} AND status <> 'DELETED'
        RETURNING consignment_id AS id`,
  );
  return { containers: containers.length, consignments: booked.length };
}
