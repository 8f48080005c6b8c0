import type { SQL } from 'drizzle-orm';
import type { Db } from './types';

/** Run raw SQL and return its rows (both drivers answer `{ rows }`). */
export async function rows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
