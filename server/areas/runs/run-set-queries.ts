import { and, asc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  ALL_WAREHOUSES,
  MESSAGES,
  RUN_MESSAGES as M,
  searchTermReady,
  type TMessage,
  type TRunSet,
  type TRunSetMember,
  type TRunSetRow,
} from '../../../src/contract';
import { runs, runSets, userSites, userSiteWarehouses, warehouses } from '../../db/schema';
import type { Db } from '../../db/types';
import { escapeLike, rows } from '../../db/sql';
import { notFound, RuleErrors } from '../../errors';
import { warehouseExists } from './run-queries';

type SetFilter = { warehouse?: string | null; term?: string | null; ids?: string[] };

/** The site's run sets (optionally of one warehouse, matching a term, or by id), each with its runs. */
async function selectRunSets(db: Db, siteId: string, filter: SetFilter): Promise<TRunSetRow[]> {
  const warehouse =
    filter.warehouse && filter.warehouse !== ALL_WAREHOUSES ? filter.warehouse : undefined;
  const pattern = searchTermReady(filter.term) ? `%${escapeLike(filter.term!.trim())}%` : undefined;
  const sets = await db
    .select({
      runset_id: runSets.runset_id,
      runset_name: runSets.runset_name,
      warehouse: runSets.warehouse,
      warehouse_name: sql<string>`COALESCE(${warehouses.warehouse_name}, '')`,
    })
    .from(runSets)
    .leftJoin(
      warehouses,
      and(eq(warehouses.site_id, runSets.site_id), eq(warehouses.warehouse, runSets.warehouse)),
    )
    .where(
      and(
        eq(runSets.site_id, siteId),
        warehouse ? eq(runSets.warehouse, warehouse) : undefined,
        filter.ids ? inArray(runSets.runset_id, filter.ids) : undefined,
        pattern
          ? or(ilike(runSets.runset_id, pattern), ilike(runSets.runset_name, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${runSets.runset_name})`), asc(runSets.runset_id));
  if (sets.length === 0) return [];
  const members = await db
    .select({
      runset_id: runs.runset_id,
      run_id: runs.run_id,
      run: runs.run,
      run_name: runs.run_name,
    })
    .from(runs)
    .where(
      and(
        eq(runs.site_id, siteId),
        isNotNull(runs.runset_id),
        inArray(
          runs.runset_id,
          sets.map((s) => s.runset_id),
        ),
      ),
    )
    .orderBy(asc(runs.run));
  const bySet = new Map<string, TRunSetMember[]>();
  for (const { runset_id, ...member } of members) {
    bySet.set(runset_id!, [...(bySet.get(runset_id!) ?? []), member]);
  }
  return sets.map((s) => ({ ...s, runs: bySet.get(s.runset_id) ?? [] }));
}

/** The run sets of one warehouse, or of every warehouse (none or ALL). */
export function listRunSets(
  db: Db,
  siteId: string,
  warehouse?: string | null,
  term?: string | null,
): Promise<TRunSetRow[]> {
  return selectRunSets(db, siteId, { warehouse, term });
}

export async function getRunSet(db: Db, siteId: string, runsetId: string): Promise<TRunSetRow> {
  const [row] = await selectRunSets(db, siteId, { ids: [runsetId] });
  if (!row) throw notFound(M.runSetNotFound(runsetId));
  return row;
}

/**
 * Add or update run sets. A set's warehouse must exist and cannot change; its runs must be
 * runs of that warehouse. Saving gives the set exactly the runs sent: a run sent leaves any
 * other set (a run is in at most one set), a run of the set not sent leaves it. Any refusal
 * refuses the call with one error per failure and nothing is written.
 */
export async function saveRunSets(db: Db, siteId: string, sets: TRunSet[]): Promise<TRunSetRow[]> {
  const refusals: TMessage[] = [];
  for (const set of sets) {
    if (!(await warehouseExists(db, siteId, set.warehouse))) {
      refusals.push({ message: MESSAGES.unknownWarehouse(set.warehouse) });
      continue;
    }
    const [existing] = await db
      .select({ warehouse: runSets.warehouse })
      .from(runSets)
      .where(and(eq(runSets.site_id, siteId), eq(runSets.runset_id, set.runset_id)));
    if (existing && existing.warehouse !== set.warehouse)
      refusals.push({ message: M.runSetWarehouse(set.runset_id, existing.warehouse) });
    const ids = [...new Set(set.runs)];
    const own =
      ids.length === 0
        ? []
        : await db
            .select({ run_id: runs.run_id })
            .from(runs)
            .where(
              and(
                eq(runs.site_id, siteId),
                eq(runs.warehouse, set.warehouse),
                inArray(runs.run_id, ids),
              ),
            );
    const ownIds = new Set(own.map((r) => r.run_id));
    for (const id of ids) {
      if (!ownIds.has(id)) refusals.push({ message: M.runOutsideWarehouse(id, set.warehouse) });
    }
  }
  if (refusals.length > 0) throw new RuleErrors(refusals);

  for (const set of sets) {
    const updated_at = new Date();
    await db
      .insert(runSets)
      .values({
        site_id: siteId,
        runset_id: set.runset_id,
        runset_name: set.runset_name,
        warehouse: set.warehouse,
        updated_at,
      })
      .onConflictDoUpdate({
        target: [runSets.site_id, runSets.runset_id],
        set: { runset_name: set.runset_name, updated_at },
      });
    await db
      .update(runs)
      .set({ runset_id: null, updated_at })
      .where(and(eq(runs.site_id, siteId), eq(runs.runset_id, set.runset_id)));
    if (set.runs.length > 0) {
      await db
        .update(runs)
        .set({ runset_id: set.runset_id, updated_at })
        .where(and(eq(runs.site_id, siteId), inArray(runs.run_id, set.runs)));
    }
  }
  return selectRunSets(db, siteId, { ids: sets.map((s) => s.runset_id) });
}

/** How many of the site's users have the run set in their context (site or warehouse). */
async function contextUsers(db: Db, siteId: string, runsetId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`
    SELECT count(DISTINCT user_id)::int AS n FROM (
      SELECT ${userSites.user_id} AS user_id FROM ${userSites}
       WHERE ${userSites.site_id} = ${siteId} AND ${userSites.run_set} = ${runsetId}
      UNION ALL
      SELECT ${userSiteWarehouses.user_id} FROM ${userSiteWarehouses}
       WHERE ${userSiteWarehouses.site_id} = ${siteId} AND ${userSiteWarehouses.run_set} = ${runsetId}
    ) u`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Delete run sets: each must exist and be no user's current run set (a user's context would
 * point at nothing), else the call is refused with one error per set and nothing is deleted.
 * The runs of a deleted set stay, in no set.
 */
export async function deleteRunSets(
  db: Db,
  siteId: string,
  runsetIds: string[],
): Promise<TRunSetRow[]> {
  const ids = [...new Set(runsetIds)];
  const found = await selectRunSets(db, siteId, { ids });
  const refusals: TMessage[] = [];
  for (const id of ids) {
    if (!found.some((s) => s.runset_id === id)) {
      refusals.push({ message: M.runSetNotFound(id) });
      continue;
    }
    const users = await contextUsers(db, siteId, id);
    if (users > 0) refusals.push({ message: M.runSetInUse(id, users) });
  }
  if (refusals.length > 0) throw new RuleErrors(refusals);
  const updated_at = new Date();
  await db
    .update(runs)
    .set({ runset_id: null, updated_at })
    .where(and(eq(runs.site_id, siteId), inArray(runs.runset_id, ids)));
  await db.delete(runSets).where(and(eq(runSets.site_id, siteId), inArray(runSets.runset_id, ids)));
  return found;
}
