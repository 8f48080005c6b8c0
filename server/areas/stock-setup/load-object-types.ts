import { and, asc, eq, ilike, ne, or } from 'drizzle-orm';
import {
  STOCK_SETUP_MESSAGES as M,
  searchTermReady,
  type TLoadObjectType,
  type TLoadObjectTypeItem,
} from '../../../src/contract';
import { loadObjectTypes } from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest, notFound } from '../../errors';
import { escapeLike } from '../../db/sql';

const columns = {
  load_object_type_id: loadObjectTypes.load_object_type_id,
  load_object_type: loadObjectTypes.load_object_type,
  load_object_type_name: loadObjectTypes.load_object_type_name,
  load_object_code: loadObjectTypes.load_object_code,
  barcode: loadObjectTypes.barcode,
  storage: loadObjectTypes.storage,
  track_pallet: loadObjectTypes.track_pallet,
  max_volume: loadObjectTypes.max_volume,
  max_weight: loadObjectTypes.max_weight,
  nominated_weight: loadObjectTypes.nominated_weight,
  tare_weight: loadObjectTypes.tare_weight,
  width: loadObjectTypes.width,
  height: loadObjectTypes.height,
  depth: loadObjectTypes.depth,
};

const site = (siteId: string) => eq(loadObjectTypes.site_id, siteId);

/**
 * The site's load object types by code. A term of 2 characters or more (document 3 section
 * 5) filters code, name or barcode (contains, any case); a shorter one is ignored.
 */
export async function listLoadObjectTypes(
  db: Db,
  siteId: string,
  term?: string | null,
): Promise<TLoadObjectType[]> {
  const pattern = searchTermReady(term) ? `%${escapeLike(term!.trim())}%` : undefined;
  return db
    .select(columns)
    .from(loadObjectTypes)
    .where(
      and(
        site(siteId),
        pattern
          ? or(
              ilike(loadObjectTypes.load_object_type, pattern),
              ilike(loadObjectTypes.load_object_type_name, pattern),
              ilike(loadObjectTypes.barcode, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(loadObjectTypes.load_object_type), asc(loadObjectTypes.load_object_type_id));
}

/** One load object type by id, or by its code. */
export async function getLoadObjectType(
  db: Db,
  siteId: string,
  key: { load_object_type_id?: number | undefined; load_object_type?: string | undefined },
): Promise<TLoadObjectType> {
  const [row] = await db
    .select(columns)
    .from(loadObjectTypes)
    .where(
      and(
        site(siteId),
        key.load_object_type_id !== undefined
          ? eq(loadObjectTypes.load_object_type_id, key.load_object_type_id)
          : eq(loadObjectTypes.load_object_type, key.load_object_type ?? ''),
      ),
    )
    .limit(1);
  if (!row)
    throw notFound(M.loadObjectTypeNotFound(key.load_object_type_id ?? key.load_object_type ?? ''));
  return row;
}

/**
 * Add (no id) or update (by id) one load object type; a code is used once per site. The
 * nominated weight arrives already a whole number (the contract's schema converts it).
 */
export async function saveLoadObjectType(
  db: Db,
  siteId: string,
  item: TLoadObjectTypeItem,
): Promise<TLoadObjectType> {
  const { load_object_type_id: id, ...values } = item;
  const [clash] = await db
    .select({ id: loadObjectTypes.load_object_type_id })
    .from(loadObjectTypes)
    .where(
      and(
        site(siteId),
        eq(loadObjectTypes.load_object_type, item.load_object_type),
        id !== undefined ? ne(loadObjectTypes.load_object_type_id, id) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw badRequest(M.loadObjectTypeExists(item.load_object_type));
  if (id !== undefined) {
    const [row] = await db
      .update(loadObjectTypes)
      .set({ ...values, updated_at: new Date() })
      .where(and(site(siteId), eq(loadObjectTypes.load_object_type_id, id)))
      .returning(columns);
    if (!row) throw notFound(M.loadObjectTypeNotFound(id));
    return row;
  }
  const [row] = await db
    .insert(loadObjectTypes)
    .values({ site_id: siteId, ...values })
    .returning(columns);
  return row!;
}

export async function deleteLoadObjectType(
  db: Db,
  siteId: string,
  id: number,
): Promise<TLoadObjectType> {
  const [row] = await db
    .delete(loadObjectTypes)
    .where(and(site(siteId), eq(loadObjectTypes.load_object_type_id, id)))
    .returning(columns);
  if (!row) throw notFound(M.loadObjectTypeNotFound(id));
  return row;
}
