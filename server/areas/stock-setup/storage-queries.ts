import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import { MESSAGES, type TStorage } from '../../../src/contract';
import { locations, pickSections, storage } from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest, notFound } from '../../errors';
import { escapeLike } from '../../db/sql';

const columns = {
  storage: storage.storage,
  storage_name: storage.storage_name,
  strict_storage: storage.strict_storage,
  tile_colour: storage.tile_colour,
};

/** The site's storage types by code; a term filters code or name (contains, any case). */
export async function listStorage(db: Db, siteId: string, term?: string): Promise<TStorage[]> {
  const pattern = term ? `%${escapeLike(term)}%` : undefined;
  return db
    .select(columns)
    .from(storage)
    .where(
      and(
        eq(storage.site_id, siteId),
        pattern
          ? or(ilike(storage.storage, pattern), ilike(storage.storage_name, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(storage.storage));
}

export async function getStorage(db: Db, siteId: string, code: string): Promise<TStorage> {
  const [row] = await db
    .select(columns)
    .from(storage)
    .where(and(eq(storage.site_id, siteId), eq(storage.storage, code)));
  if (!row) throw notFound(MESSAGES.storageNotFound(code));
  return row;
}

/** Add or update one storage type. */
export async function saveStorage(db: Db, siteId: string, item: TStorage): Promise<TStorage> {
  const values = { ...item, updated_at: new Date() };
  await db
    .insert(storage)
    .values({ site_id: siteId, ...values })
    .onConflictDoUpdate({ target: [storage.site_id, storage.storage], set: values });
  return getStorage(db, siteId, item.storage);
}

/** Delete one storage type; refused while a pick section uses it. */
export async function deleteStorage(db: Db, siteId: string, code: string): Promise<TStorage> {
  const existing = await getStorage(db, siteId, code);
  const [used] = await db
    .select({ n: count() })
    .from(pickSections)
    .where(and(eq(pickSections.site_id, siteId), eq(pickSections.storage, code)));
  if (used && used.n > 0) throw badRequest(MESSAGES.storageInUse(code, used.n));
  const [held] = await db
    .select({ n: count() })
    .from(locations)
    .where(and(eq(locations.site_id, siteId), eq(locations.storage, code)));
  if (held && held.n > 0) throw badRequest(MESSAGES.storageUsedByLocations(code, held.n));
  await db.delete(storage).where(and(eq(storage.site_id, siteId), eq(storage.storage, code)));
  return existing;
}
