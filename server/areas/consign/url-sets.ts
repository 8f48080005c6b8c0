import { sql } from 'drizzle-orm';
import {
  CONSIGN_MESSAGES,
  SECRET_MESSAGES,
  type ZUrlSetItem,
  type TUrlSetRow,
} from '../../../src/contract';
import type { z } from 'zod';
import { rows } from '../../db/sql';
import type { Db } from '../../db/types';
import { conflict, notFound } from '../../errors';
import { nextOriginSecret, originOf, urlSetKeyBound } from '../../secrets/origin-bound';

/*
 * Courier Integration (/admin/ofr): the site's carrier URL sets. The key is write-only: it is
 * stored sealed for its base URL's origin (server/secrets/origin-bound.ts), never answered
 * (has_key says whether one is stored).
 */

const COLUMNS = sql`url_set, platform, description, base_url, username, key <> '' AS has_key,
  sender_name, sender_address_1, sender_town, sender_state, sender_postcode, sender_phone,
  sender_email`;

export function listUrlSets(db: Db, siteId: string): Promise<TUrlSetRow[]> {
  return rows<TUrlSetRow>(
    db,
    sql`SELECT ${COLUMNS} FROM wms.carrier_url_sets WHERE site_id = ${siteId}
        ORDER BY platform, url_set`,
  );
}

async function getUrlSet(db: Db, siteId: string, urlSet: string): Promise<TUrlSetRow> {
  const [row] = await rows<TUrlSetRow>(
    db,
    sql`SELECT ${COLUMNS} FROM wms.carrier_url_sets
        WHERE site_id = ${siteId} AND url_set = ${urlSet}`,
  );
  if (!row) throw notFound(CONSIGN_MESSAGES.urlSetNotFound(urlSet));
  return row;
}

/**
 * Add or edit a URL set by its name. The key is sealed for the origin of the base URL saved
 * with it; a blank or missing key keeps the stored one while the base URL keeps its origin, and
 * clears it when the origin changes (`inform` is told), so a key never follows a new host.
 */
export async function saveUrlSet(
  db: Db,
  siteId: string,
  u: z.output<typeof ZUrlSetItem>,
  inform?: (message: string) => void,
): Promise<TUrlSetRow> {
  const [stored] = await rows<{ key: string }>(
    db,
    sql`SELECT key FROM wms.carrier_url_sets
        WHERE site_id = ${siteId} AND url_set = ${u.url_set} FOR UPDATE`,
  );
  const next = nextOriginSecret({
    stored: stored?.key || null,
    sent: u.key?.trim(),
    address: u.base_url,
    bound: urlSetKeyBound(siteId, u.url_set),
  });
  if (next.cleared)
    inform?.(
      SECRET_MESSAGES.clearedForAddress(SECRET_MESSAGES.urlSetKey(u.url_set), originOf(u.base_url)),
    );
  const key = next.value ?? '';
  await db.execute(
    sql`INSERT INTO wms.carrier_url_sets
          (site_id, url_set, platform, description, base_url, username, key, sender_name,
           sender_address_1, sender_town, sender_state, sender_postcode, sender_phone,
           sender_email)
        VALUES (${siteId}, ${u.url_set}, ${u.platform}, ${u.description}, ${u.base_url},
                ${u.username}, ${key}, ${u.sender_name}, ${u.sender_address_1}, ${u.sender_town},
                ${u.sender_state}, ${u.sender_postcode}, ${u.sender_phone}, ${u.sender_email})
        ON CONFLICT (site_id, url_set) DO UPDATE SET
          platform = excluded.platform, description = excluded.description,
          base_url = excluded.base_url, username = excluded.username, key = excluded.key,
          sender_name = excluded.sender_name, sender_address_1 = excluded.sender_address_1,
          sender_town = excluded.sender_town, sender_state = excluded.sender_state,
          sender_postcode = excluded.sender_postcode, sender_phone = excluded.sender_phone,
          sender_email = excluded.sender_email, updated_at = now()`,
  );
  return getUrlSet(db, siteId, u.url_set);
}

/**
 * Delete a URL set; refused (409) while a courier is booked through it, or while an OPEN
 * consignment booked through it still needs it for its delete, manifest and tracking.
 */
export async function deleteUrlSet(db: Db, siteId: string, urlSet: string): Promise<TUrlSetRow> {
  const row = await getUrlSet(db, siteId, urlSet);
  const users = await rows<{ courier: string }>(
    db,
    sql`SELECT courier FROM wms.courier_interfaces
        WHERE site_id = ${siteId} AND url_set = ${urlSet} ORDER BY courier`,
  );
  if (users.length)
    throw conflict(CONSIGN_MESSAGES.urlSetInUse(urlSet, users.map((u) => u.courier).join(', ')));
  const open = await rows<{ connote: string }>(
    db,
    sql`SELECT connote FROM wms.consignments
        WHERE site_id = ${siteId} AND url_set = ${urlSet} AND status = 'OPEN'
        ORDER BY consignment_id LIMIT 4`,
  );
  if (open.length)
    throw conflict(
      CONSIGN_MESSAGES.urlSetHasOpen(
        urlSet,
        open.map((k) => k.connote),
      ),
    );
  await db.execute(
    sql`DELETE FROM wms.carrier_url_sets WHERE site_id = ${siteId} AND url_set = ${urlSet}`,
  );
  return row;
}

/** A URL set as the document store answers it (its key never). */
export type UrlSetRecord = TUrlSetRow & { site_id: string; created_at: Date; updated_at: Date };

export function urlSetRecords(db: Db, siteId: string, urlSet?: string): Promise<UrlSetRecord[]> {
  return rows<UrlSetRecord>(
    db,
    sql`SELECT site_id, ${COLUMNS}, created_at, updated_at FROM wms.carrier_url_sets
        WHERE site_id = ${siteId} ${urlSet === undefined ? sql`` : sql`AND url_set = ${urlSet}`}
        ORDER BY platform, url_set`,
  );
}
