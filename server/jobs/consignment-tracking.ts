import { sql } from 'drizzle-orm';
import type { TCourierInterface } from '../../src/contract';
import { CarrierError, carrierTimeoutMs, type UrlSetConfig } from '../carriers/carrier';
import { urlSetCarrier, type UrlSetInterface } from '../carriers/url-set-carrier';
import { rows } from '../db/sql';
import type { Db } from '../db/types';

/** How many open consignments one run asks about, the least recently asked first. */
export const TRACKING_BATCH = 100;

type OpenConsignment = {
  consignment_id: number;
  connote: string;
  courier_interface: TCourierInterface;
} & UrlSetConfig;

export type TrackingOutcome = {
  checked: number;
  updated: number;
  completed: number;
  failed: number;
};

/**
 * Refresh the tracking status of a site's OPEN consignments booked through a carrier platform
 * (MACHSHIP, OPENFREIGHT, INTERMAX): each is asked of the URL set it was booked through (one
 * booked before that was recorded: the URL set its courier, by code, is linked to); the answer
 * is stored with its time, and a delivered consignment becomes COMPLETE. A carrier that fails is
 * counted and its consignment left as it was.
 */
export async function refreshConsignmentTracking(
  db: Db,
  siteId: string,
  opts: { limit?: number; timeoutMs?: number } = {},
): Promise<TrackingOutcome> {
  const open = await rows<OpenConsignment>(
    db,
    sql`SELECT c.consignment_id, c.connote, c.courier_interface, u.url_set, u.platform,
               u.base_url, u.username, u.key, u.sender_name, u.sender_address_1,
               u.sender_town, u.sender_state, u.sender_postcode, u.sender_phone,
               u.sender_email
        FROM wms.consignments c
        LEFT JOIN wms.courier_interfaces ci ON ci.site_id = c.site_id
                                            AND ci.courier = c.courier_code
                                            AND ci.courier_interface = c.courier_interface
        JOIN wms.carrier_url_sets u ON u.site_id = c.site_id
                                   AND u.url_set = COALESCE(NULLIF(c.url_set, ''), ci.url_set)
        WHERE c.site_id = ${siteId} AND c.status = 'OPEN' AND c.connote <> ''
          AND c.courier_interface IN ('MACHSHIP', 'OPENFREIGHT', 'INTERMAX')
        ORDER BY c.tracking_updated_at NULLS FIRST, c.consignment_id
        LIMIT ${opts.limit ?? TRACKING_BATCH}`,
  );
  const outcome: TrackingOutcome = { checked: 0, updated: 0, completed: 0, failed: 0 };
  for (const c of open) {
    outcome.checked++;
    const carrier = await urlSetCarrier(
      db,
      siteId,
      c.courier_interface as UrlSetInterface,
      c,
      opts.timeoutMs ?? carrierTimeoutMs(),
    );
    let tracking;
    try {
      tracking = await carrier.track(c.connote);
    } catch (error) {
      if (error instanceof CarrierError) {
        outcome.failed++;
        continue;
      }
      throw error;
    }
    const [changed] = await rows<{ status: string; changed: boolean }>(
      db,
      sql`UPDATE wms.consignments c
          SET tracking_status = ${tracking.tracking_status}, tracking_updated_at = now(),
              status = CASE WHEN ${tracking.delivered} THEN 'COMPLETE' ELSE c.status END,
              updated_at = now()
          WHERE c.site_id = ${siteId} AND c.consignment_id = ${c.consignment_id}
            AND c.status = 'OPEN'
          RETURNING c.status, true AS changed`,
    );
    if (changed) outcome.updated++;
    if (changed?.status === 'COMPLETE') outcome.completed++;
  }
  return outcome;
}
