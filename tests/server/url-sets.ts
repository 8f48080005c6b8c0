import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/types';
import { sealForOrigin, urlSetKeyBound } from '../../server/secrets/origin-bound';

/**
 * A machship URL set `name` of SXD at `url` + `path`, its key sealed for `url`'s origin (a key
 * goes only to its host), that no courier is routed through yet.
 */
export async function addMachshipUrlSet(db: Db, name: string, url: string, path = '/api') {
  await db.execute(
    sql`INSERT INTO wms.carrier_url_sets (site_id, url_set, platform, base_url, key)
        VALUES ('SXD', ${name}, 'machship', ${`${url}${path}`},
                ${sealForOrigin('tok', url, urlSetKeyBound('SXD', name))})`,
  );
}
