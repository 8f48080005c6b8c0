import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  MESSAGES,
  PRINTING_MESSAGES as M,
  searchTermReady,
  type TMessage,
  type TPrinterSet,
  type TPrinterSetRow,
  type TPrinterSetSummary,
} from '../../../src/contract';
import {
  printers,
  printerSetMaps,
  printerSets,
  userSites,
  userSiteWarehouses,
  warehouses,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { escapeLike } from '../../db/sql';
import { notFound, RuleErrors } from '../../errors';

const summary = {
  printer_set: printerSets.printer_set,
  printer_set_name: printerSets.printer_set_name,
  warehouse: sql<string>`coalesce(${printerSets.warehouse}, '')`,
};

/**
 * The site's printer sets by code. A term of 2 characters or more filters code or name
 * (contains, any case); a shorter one is ignored.
 */
export async function listPrinterSets(
  db: Db,
  siteId: string,
  term?: string | null,
): Promise<TPrinterSetSummary[]> {
  const pattern = searchTermReady(term) ? `%${escapeLike(term!.trim())}%` : undefined;
  return db
    .select(summary)
    .from(printerSets)
    .where(
      and(
        eq(printerSets.site_id, siteId),
        pattern
          ? or(
              ilike(printerSets.printer_set, pattern),
              ilike(printerSets.printer_set_name, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(printerSets.printer_set));
}

async function findPrinterSet(db: Db, siteId: string, set: string) {
  const [row] = await db
    .select(summary)
    .from(printerSets)
    .where(and(eq(printerSets.site_id, siteId), eq(printerSets.printer_set, set)));
  return row;
}

/** One printer set with its printers (by code) and map (by label, format). */
export async function getPrinterSet(db: Db, siteId: string, set: string): Promise<TPrinterSetRow> {
  const head = await findPrinterSet(db, siteId, set);
  if (!head) throw notFound(M.printerSetNotFound(set));
  const ofSet = (t: typeof printers | typeof printerSetMaps) =>
    and(eq(t.site_id, siteId), eq(t.printer_set, set));
  const setPrinters = await db
    .select({
      printer: printers.printer,
      printer_name: printers.printer_name,
      printer_type: printers.printer_type,
      printer_address: printers.printer_address,
      printer_port: printers.printer_port,
    })
    .from(printers)
    .where(ofSet(printers))
    .orderBy(asc(printers.printer));
  const map = await db
    .select({
      label: printerSetMaps.label,
      label_format: printerSetMaps.label_format,
      printer: printerSetMaps.printer,
    })
    .from(printerSetMaps)
    .where(ofSet(printerSetMaps))
    .orderBy(asc(printerSetMaps.label), asc(printerSetMaps.label_format));
  return { ...head, printers: setPrinters, map };
}

/**
 * Add or update printer sets, each with its printers and map (which replace the stored
 * ones). Every set is checked before anything is written: a warehouse that is not the site's
 * or a set sent twice refuses the whole call.
 */
export async function savePrinterSets(
  db: Db,
  siteId: string,
  sets: TPrinterSet[],
): Promise<TPrinterSetRow[]> {
  const refusals: TMessage[] = [];
  const seen = new Set<string>();
  const siteWarehouses = new Set(
    (
      await db
        .select({ warehouse: warehouses.warehouse })
        .from(warehouses)
        .where(eq(warehouses.site_id, siteId))
    ).map((w) => w.warehouse),
  );
  for (const set of sets) {
    if (seen.has(set.printer_set)) refusals.push({ message: M.printerSetTwice(set.printer_set) });
    seen.add(set.printer_set);
    if (set.warehouse && !siteWarehouses.has(set.warehouse))
      refusals.push({
        message: M.printerSetRow(set.printer_set, MESSAGES.unknownWarehouse(set.warehouse)),
      });
  }
  if (refusals.length > 0) throw new RuleErrors(refusals);

  const saved: TPrinterSetRow[] = [];
  for (const set of sets) {
    const head = {
      printer_set_name: set.printer_set_name,
      warehouse: set.warehouse || null,
      updated_at: new Date(),
    };
    await db
      .insert(printerSets)
      .values({ site_id: siteId, printer_set: set.printer_set, ...head })
      .onConflictDoUpdate({ target: [printerSets.site_id, printerSets.printer_set], set: head });
    await db
      .delete(printers)
      .where(and(eq(printers.site_id, siteId), eq(printers.printer_set, set.printer_set)));
    if (set.printers.length > 0)
      await db
        .insert(printers)
        .values(set.printers.map((p) => ({ site_id: siteId, printer_set: set.printer_set, ...p })));
    if (set.map.length > 0)
      await db
        .insert(printerSetMaps)
        .values(set.map.map((m) => ({ site_id: siteId, printer_set: set.printer_set, ...m })));
    saved.push(await getPrinterSet(db, siteId, set.printer_set));
  }
  return saved;
}

/** How many user contexts (site or per-warehouse) have this set as their printer set. */
async function usesOf(db: Db, siteId: string, set: string): Promise<number> {
  const [site] = await db
    .select({ n: count() })
    .from(userSites)
    .where(and(eq(userSites.site_id, siteId), eq(userSites.printer_set, set)));
  const [perWarehouse] = await db
    .select({ n: count() })
    .from(userSiteWarehouses)
    .where(and(eq(userSiteWarehouses.site_id, siteId), eq(userSiteWarehouses.printer_set, set)));
  return (site?.n ?? 0) + (perWarehouse?.n ?? 0);
}

/**
 * Delete printer sets with their printers and map. Every set must exist and be no user's
 * current printer set, else the call is refused with one error per set and nothing is deleted.
 */
export async function deletePrinterSets(
  db: Db,
  siteId: string,
  keys: string[],
): Promise<TPrinterSetSummary[]> {
  const refusals: TMessage[] = [];
  const found: TPrinterSetSummary[] = [];
  for (const key of keys) {
    const row = await findPrinterSet(db, siteId, key);
    if (!row) {
      refusals.push({ message: M.printerSetNotFound(key) });
      continue;
    }
    const uses = await usesOf(db, siteId, key);
    if (uses > 0) refusals.push({ message: M.printerSetInUse(key, uses) });
    else found.push(row);
  }
  if (refusals.length > 0) throw new RuleErrors(refusals);
  await db.delete(printerSets).where(
    and(
      eq(printerSets.site_id, siteId),
      inArray(
        printerSets.printer_set,
        found.map((f) => f.printer_set),
      ),
    ),
  );
  return found;
}
