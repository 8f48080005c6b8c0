import { sql } from 'drizzle-orm';
import { CONSIGN_MESSAGES, type TCourierLink } from '../../../src/contract';
import { interfaceOfPlatform } from '../../carriers/url-set-carrier';
import { rows } from '../../db/sql';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import { loadUrlSet } from './carrier-setup';

/*
 * Which URL set books each courier (wms.courier_interfaces): a courier with no row, or
 * RATE_CARD, is priced and booked from the site's rate card.
 */

const LINKS = sql`
  SELECT c.courier, c.courier_name,
         COALESCE(i.courier_interface, 'RATE_CARD') AS courier_interface,
         CASE WHEN COALESCE(i.courier_interface, 'RATE_CARD') = 'RATE_CARD' THEN ''
              ELSE i.url_set END AS url_set
  FROM wms.couriers c
  LEFT JOIN wms.courier_interfaces i ON i.site_id = c.site_id AND i.courier = c.courier`;

/** Every courier of the site with the URL set that books it, by courier name. */
export function listCourierLinks(db: Db, siteId: string): Promise<TCourierLink[]> {
  return rows<TCourierLink>(
    db,
    sql`${LINKS} WHERE c.site_id = ${siteId} ORDER BY c.courier_name, c.courier`,
  );
}

/**
 * Book a courier through a URL set (its platform's interface), or from the rate card when
 * `urlSet` is empty. Consignments already booked keep the URL set they were booked through.
 */
export async function linkCourier(
  db: Db,
  siteId: string,
  courier: string,
  urlSet: string,
): Promise<TCourierLink> {
  const [known] = await rows<{ courier: string }>(
    db,
    sql`SELECT courier FROM wms.couriers WHERE site_id = ${siteId} AND courier = ${courier}`,
  );
  if (!known) throw notFound(CONSIGN_MESSAGES.courierNotFound(courier));
  if (!urlSet) {
    await db.execute(
      sql`DELETE FROM wms.courier_interfaces WHERE site_id = ${siteId} AND courier = ${courier}`,
    );
  } else {
    const config = await loadUrlSet(db, siteId, urlSet);
    if (!config) throw notFound(CONSIGN_MESSAGES.urlSetNotFound(urlSet));
    const kind = interfaceOfPlatform(config.platform);
    await db.execute(
      sql`INSERT INTO wms.courier_interfaces (site_id, courier, courier_interface, url_set)
          VALUES (${siteId}, ${courier}, ${kind}, ${urlSet})
          ON CONFLICT (site_id, courier) DO UPDATE
            SET courier_interface = EXCLUDED.courier_interface, url_set = EXCLUDED.url_set,
                updated_at = now()`,
    );
  }
  const [row] = await rows<TCourierLink>(
    db,
    sql`${LINKS} WHERE c.site_id = ${siteId} AND c.courier = ${courier}`,
  );
  return row!;
}
