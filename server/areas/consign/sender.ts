import { sql } from 'drizzle-orm';
import { AU_STATES } from '../../../src/contract';
import type { CarrierAddress } from '../../carriers/carrier';
import { rows } from '../../db/sql';
import type { Db } from '../../db/types';

/*
 * The sender of a shipment: the warehouse it leaves from. Carriers price from its town, state
 * and postcode, so those are read from the warehouse's address ("41 Greens Road, Dandenong
 * South VIC 3175"), else from the site's address.
 */

type Place = { address_1: string; town: string; state: string; postcode: string };

const TAIL = new RegExp(`^(.*?)[,\\s]+([^,]+?)\\s+(${AU_STATES.join('|')})\\s+(\\d{4})$`, 'i');

/** A one-line Australian address split: street, town, state and postcode; null when not. */
export function splitAuAddress(line: string): Place | null {
  const m = TAIL.exec(line.trim());
  if (!m) return null;
  return {
    address_1: m[1]!.trim(),
    town: m[2]!.trim(),
    state: m[3]!.toUpperCase(),
    postcode: m[4]!,
  };
}

/** The warehouse a shipment leaves from, as the sender. */
export async function senderOf(db: Db, siteId: string, warehouse: string): Promise<CarrierAddress> {
  const [w] = await rows<{
    name: string;
    address: string;
    site_address: string;
    suburb: string;
    state: string;
    postcode: string;
  }>(
    db,
    sql`SELECT w.warehouse_name AS name, COALESCE(w.warehouse_address, '') AS address,
               COALESCE(s.address_1, '') AS site_address, COALESCE(s.suburb, '') AS suburb,
               COALESCE(s.state, '') AS state, COALESCE(s.postcode, '') AS postcode
        FROM wms.warehouses w
        LEFT JOIN wms.sites s ON s.site_id = w.site_id
        WHERE w.site_id = ${siteId} AND w.warehouse = ${warehouse}`,
  );
  if (!w) return { name: warehouse, address_1: '', town: '', state: '', postcode: '' };
  const place = splitAuAddress(w.address) ?? {
    address_1: w.address || w.site_address,
    town: w.suburb,
    state: w.state,
    postcode: w.postcode,
  };
  return { name: w.name, ...place };
}
