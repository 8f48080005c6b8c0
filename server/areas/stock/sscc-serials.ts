import { sql } from 'drizzle-orm';
import { GS1_COMPANY_PREFIX } from '../../../src/contract';
import { rows } from '../../db/sql';
import type { Db } from '../../db/types';

/**
 * A site's GS1 numbering after taking serials: its company prefix (null when the site has
 * none, or not a 6-12 digit one), its SSCC extension digit, and the last serial used BEFORE
 * the ones just taken (they are last + 1 .. last + count).
 */
export type SsccNumbering = { prefix: string | null; ext: number | null; last: number };

/**
 * Take `count` SSCC serials of the site in the caller's transaction: one UPDATE of
 * sites.last_sscc_number, so concurrent takers wait on the row and never share a serial.
 * Put-aways (licence plates), packs and the blocks devices reserve all take them here.
 */
export async function takeSsccSerials(
  db: Db,
  siteId: string,
  count: number,
): Promise<SsccNumbering> {
  const [site] = await rows<{ prefix: string | null; n: number; ext: number | null }>(
    db,
    sql`UPDATE wms.sites SET last_sscc_number = last_sscc_number + ${count}
        WHERE site_id = ${siteId}
        RETURNING gs1_company_prefix AS prefix, last_sscc_number::float8 AS n,
                  sscc_extension_digit AS ext`,
  );
  if (!site) throw new Error(`site ${siteId} not found`);
  const prefix = site.prefix?.trim() ?? '';
  return {
    prefix: GS1_COMPANY_PREFIX.test(prefix) ? prefix : null,
    ext: site.ext,
    last: site.n - count,
  };
}
