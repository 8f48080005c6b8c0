import { sql, type SQL } from 'drizzle-orm';
import type { TConsignment } from '../../../src/contract';
import { isoTime, rows, sqlList } from '../../db/sql';
import type { Db } from '../../db/types';

/** Which consignments to read. */
export type ConsignmentFilter =
  { ids: readonly number[] } | { status?: string | null } | { references: readonly string[] };

/** A consignment's reference: its connote, the carrier's number or its id. */
export const matchesReference = (refs: readonly string[]): SQL =>
  sql`(k.connote IN (${sqlList(refs)}) OR k.consignment IN (${sqlList(refs)})
       OR k.consignment_id::text IN (${sqlList(refs)}))`;

/** Consignments with their packs, newest first. */
export function readConsignments(
  db: Db,
  siteId: string,
  filter: ConsignmentFilter,
): Promise<TConsignment[]> {
  let where: SQL;
  if ('ids' in filter) {
    if (!filter.ids.length) return Promise.resolve([]);
    where = sql`k.consignment_id IN (${sqlList(filter.ids)})`;
  } else if ('references' in filter) {
    where = matchesReference(filter.references);
  } else {
    where = filter.status ? sql`k.status = ${filter.status}` : sql`true`;
  }
  return rows<TConsignment>(
    db,
    sql`SELECT k.consignment_id, k.consignment, k.connote, k.status, k.warehouse,
               k.sales_orders, k.customer_code, k.courier, k.courier_service, k.service_code,
               k.carrier_and_service, k.courier_interface, k.url_set,
               k.despatch_date::text AS despatch_date,
               k.etd::text AS etd, k.ref, k.receiver_name, k.receiver_town, k.receiver_state,
               k.receiver_postcode, k.packages, k.weight::float8 AS weight,
               k.volume::float8 AS volume, k.shipment_total::float8 AS shipment_total,
               k.tracking_status, k.charge_type,
               COALESCE((
                 SELECT json_agg(json_build_object(
                          'consignment_item_id', i.consignment_item_id,
                          'container_id', i.container_id, 'sales_order', i.sales_order,
                          'sscc_number', i.sscc_number, 'weight', i.weight::float8,
                          'status', i.status,
                          'scanned_at', ${isoTime(sql`i.scanned_at`)},
                          'scanned_by', i.scanned_by)
                        ORDER BY i.sales_order, i.consignment_item_id)
                 FROM wms.consignment_items i
                 WHERE i.site_id = k.site_id AND i.consignment_id = k.consignment_id),
                 '[]'::json) AS items
        FROM wms.consignments k
        WHERE k.site_id = ${siteId} AND ${where}
        ORDER BY k.consignment_id DESC
        LIMIT 500`,
  );
}
