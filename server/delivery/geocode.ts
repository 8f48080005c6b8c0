import { and, eq, sql } from 'drizzle-orm';
import { postcodeCentroids } from '../db/schema';
import type { Db } from '../db/types';
import type { LatLng } from './travel';

/*
 * The local geocoder: an Australian address is placed at the centroid of its suburb and
 * postcode (table postcode_centroids); with only one of them, the first centroid matching it.
 */

export type Place = LatLng & { suburb: string; state: string; postcode: string };

const norm = (v: string | null | undefined) => (v ?? '').trim().toUpperCase();

export async function geocode(
  db: Db,
  address: { suburb?: string | null; postcode?: string | null },
): Promise<Place | null> {
  const suburb = norm(address.suburb);
  const postcode = norm(address.postcode);
  if (!suburb && !postcode) return null;
  const conditions = [
    suburb ? eq(postcodeCentroids.suburb, suburb) : undefined,
    postcode ? eq(postcodeCentroids.postcode, postcode) : undefined,
  ];
  const [exact] = await db
    .select()
    .from(postcodeCentroids)
    .where(and(...conditions))
    .orderBy(postcodeCentroids.postcode, postcodeCentroids.suburb)
    .limit(1);
  return exact ?? null;
}

const STATE_POSTCODE = /([A-Za-z][A-Za-z .'-]*?)\s+(VIC|NSW|TAS|QLD|SA|WA|NT|ACT)\s+(\d{4})\s*$/i;

/** An address written on one line ("41 Greens Road, Dandenong South VIC 3175"). */
export async function geocodeLine(db: Db, line: string | null | undefined): Promise<Place | null> {
  const tail = (line ?? '').split(',').at(-1)?.trim() ?? '';
  const match = STATE_POSTCODE.exec(tail);
  if (!match) return null;
  return geocode(db, { suburb: match[1], postcode: match[3] });
}

/** SQL: the centroid of a suburb and postcode, for a join. */
export const centroidJoin = (suburb: unknown, postcode: unknown) =>
  and(
    eq(postcodeCentroids.suburb, sql`upper(trim(${suburb}))`),
    eq(postcodeCentroids.postcode, sql`trim(${postcode})`),
  );
