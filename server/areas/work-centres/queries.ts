import { and, asc, eq, ilike, or } from 'drizzle-orm';
import {
  MESSAGES,
  STOCK_SETUP_MESSAGES as M,
  searchTermReady,
  type TMessage,
  type TWorkCentre,
  type TWorkCentreKey,
} from '../../../src/contract';
import { warehouses, workCentres } from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest, notFound, RuleErrors } from '../../errors';
import { escapeLike } from '../../db/sql';

const columns = {
  warehouse: workCentres.warehouse,
  work_centre: workCentres.work_centre,
  work_centre_name: workCentres.work_centre_name,
};

/** Refuse a warehouse that is not one of the site's. */
export async function requireWarehouse(db: Db, siteId: string, warehouse: string): Promise<void> {
  const [row] = await db
    .select({ warehouse: warehouses.warehouse })
    .from(warehouses)
    .where(and(eq(warehouses.site_id, siteId), eq(warehouses.warehouse, warehouse)));
  if (!row) throw badRequest(MESSAGES.unknownWarehouse(warehouse));
}

/**
 * The work centres of one warehouse by code. A term of 2 characters or more (document 3
 * section 5) filters code or name (contains, any case); a shorter one is ignored.
 */
export async function listWorkCentres(
  db: Db,
  siteId: string,
  warehouse: string,
  term?: string | null,
): Promise<TWorkCentre[]> {
  await requireWarehouse(db, siteId, warehouse);
  const pattern = searchTermReady(term) ? `%${escapeLike(term!.trim())}%` : undefined;
  return db
    .select(columns)
    .from(workCentres)
    .where(
      and(
        eq(workCentres.site_id, siteId),
        eq(workCentres.warehouse, warehouse),
        pattern
          ? or(
              ilike(workCentres.work_centre, pattern),
              ilike(workCentres.work_centre_name, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(workCentres.work_centre));
}

async function findWorkCentre(db: Db, siteId: string, key: TWorkCentreKey) {
  const [row] = await db
    .select(columns)
    .from(workCentres)
    .where(
      and(
        eq(workCentres.site_id, siteId),
        eq(workCentres.warehouse, key.warehouse),
        eq(workCentres.work_centre, key.work_centre),
      ),
    );
  return row;
}

export async function getWorkCentre(
  db: Db,
  siteId: string,
  key: TWorkCentreKey,
): Promise<TWorkCentre> {
  const row = await findWorkCentre(db, siteId, key);
  if (!row) throw notFound(M.workCentreNotFound(key.warehouse, key.work_centre));
  return row;
}

/** Add or update one work centre of a warehouse of the site. */
export async function saveWorkCentre(
  db: Db,
  siteId: string,
  item: TWorkCentre,
): Promise<TWorkCentre> {
  await requireWarehouse(db, siteId, item.warehouse);
  const values = { work_centre_name: item.work_centre_name, updated_at: new Date() };
  const [row] = await db
    .insert(workCentres)
    .values({ site_id: siteId, ...item, updated_at: values.updated_at })
    .onConflictDoUpdate({
      target: [workCentres.site_id, workCentres.warehouse, workCentres.work_centre],
      set: values,
    })
    .returning(columns);
  return row!;
}

/**
 * Delete the listed work centres: every one must exist, else the call is refused with one
 * error per missing work centre and nothing is deleted.
 */
export async function deleteWorkCentres(
  db: Db,
  siteId: string,
  keys: TWorkCentreKey[],
): Promise<TWorkCentre[]> {
  const refusals: TMessage[] = [];
  const found: TWorkCentre[] = [];
  for (const key of keys) {
    const row = await findWorkCentre(db, siteId, key);
    if (row) found.push(row);
    else refusals.push({ message: M.workCentreNotFound(key.warehouse, key.work_centre) });
  }
  if (refusals.length > 0) throw new RuleErrors(refusals);
  for (const key of found) {
    await db
      .delete(workCentres)
      .where(
        and(
          eq(workCentres.site_id, siteId),
          eq(workCentres.warehouse, key.warehouse),
          eq(workCentres.work_centre, key.work_centre),
        ),
      );
  }
  return found;
}
