import { sql } from 'drizzle-orm';
import { rows } from '../db/sql';
import type { Db } from '../db/types';
import { decryptSecret } from './cipher';
import { erpPasswordBound, isOriginSealed, sealForOrigin, urlSetKeyBound } from './origin-bound';

/*
 * A start-up step (after the migrations): credentials stored before they were bound to an
 * origin are sealed for the address they are stored with now. Carrier URL set keys stored in
 * plain text and ERP passwords encrypted without an origin are re-sealed; values already
 * sealed are left alone, so running it again changes nothing. Each row is changed only if it
 * still holds the value read (another server starting at the same time does the same).
 */

/** Seal every plain URL set key and origin-less ERP password; answers how many were sealed. */
export async function sealStoredCredentials(db: Db): Promise<{ keys: number; passwords: number }> {
  const keys = await rows<{ site_id: string; url_set: string; base_url: string; key: string }>(
    db,
    sql`SELECT site_id, url_set, base_url, key FROM wms.carrier_url_sets
        WHERE key <> '' AND key NOT LIKE 'o1:%'`,
  );
  let sealedKeys = 0;
  for (const k of keys) {
    if (isOriginSealed(k.key)) continue;
    const sealed = sealForOrigin(k.key, k.base_url, urlSetKeyBound(k.site_id, k.url_set));
    const done = await rows<{ url_set: string }>(
      db,
      sql`UPDATE wms.carrier_url_sets SET key = ${sealed}
          WHERE site_id = ${k.site_id} AND url_set = ${k.url_set} AND key = ${k.key}
            AND base_url = ${k.base_url}
          RETURNING url_set`,
    );
    sealedKeys += done.length;
  }
  const passwords = await rows<{ site_id: string; erp_password: string; url: string | null }>(
    db,
    sql`SELECT s.site_id, s.erp_password, st.erp_interface_url AS url
        FROM wms.sites s LEFT JOIN wms.site_settings st ON st.site_id = s.site_id
        WHERE s.erp_password IS NOT NULL AND s.erp_password NOT LIKE 'o1:%'`,
  );
  let sealedPasswords = 0;
  for (const p of passwords) {
    const sealed = sealForOrigin(
      decryptSecret(p.erp_password),
      p.url ?? '',
      erpPasswordBound(p.site_id),
    );
    const done = await rows<{ site_id: string }>(
      db,
      sql`UPDATE wms.sites SET erp_password = ${sealed}
          WHERE site_id = ${p.site_id} AND erp_password = ${p.erp_password}
          RETURNING site_id`,
    );
    sealedPasswords += done.length;
  }
  return { keys: sealedKeys, passwords: sealedPasswords };
}
