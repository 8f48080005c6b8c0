import { sql, type SQL } from 'drizzle-orm';
import type { TPartySearchType } from '../../src/contract';
import type { Db } from './types';

/** Run raw SQL and return its rows (both drivers answer `{ rows }`). */
export async function rows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A search term for LIKE / ILIKE: its own %, _ and \ taken literally. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A list of values for `IN (...)`. */
export const sqlList = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** A timestamp column answered as ISO UTC text (what the contract's times are). */
export const isoTime = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A party search (customers, suppliers): code starts with, name contains, suburb starts with. */
export function partyFilter(
  type: TPartySearchType,
  term: string,
  columns: { code: SQL; name: SQL; suburb: SQL },
): SQL {
  const starts = `${escapeLike(term)}%`;
  const contains = `%${escapeLike(term)}%`;
  const code = sql`${columns.code} ILIKE ${starts}`;
  const name = sql`${columns.name} ILIKE ${contains}`;
  const suburb = sql`${columns.suburb} ILIKE ${starts}`;
  if (type === 'CODE') return code;
  if (type === 'NAME') return name;
  if (type === 'SUBURB') return suburb;
  return sql`(${code} OR ${name} OR ${suburb})`;
}

/** The time zone of the site `siteId` names (an SQL expression or value), else UTC. */
export const siteZone = (siteId: SQL | string) =>
  sql`COALESCE((SELECT NULLIF(st.local_zone, '') FROM wms.sites st WHERE st.site_id = ${siteId}), 'UTC')`;

/** The local date (YYYY-MM-DD text) of `instant` at the site `siteId` names. */
export const siteLocalDate = (instant: SQL, siteId: SQL | string) =>
  sql`to_char(${instant} AT TIME ZONE ${siteZone(siteId)}, 'YYYY-MM-DD')`;
