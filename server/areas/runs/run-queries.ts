import {
  and,
  asc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import {
  MESSAGES,
  RUN_MESSAGES as M,
  runTemplateSettings,
  searchTermReady,
  type TMessage,
  type TRunInput,
  type TRunRow,
  type TRunSettings,
} from '../../../src/contract';
import { picks, purchaseOrders, runs, runSets, salesOrders, warehouses } from '../../db/schema';
import type { Db } from '../../db/types';
import { escapeLike } from '../../db/sql';
import { badRequest, notFound, RuleErrors } from '../../errors';

const {
  site_id: _site,
  created_at: _created,
  updated_at: _updated,
  ...runColumns
} = getTableColumns(runs);

/** A run as answered: its columns and the name of its run set. */
export const runRowColumns = { ...runColumns, runset_name: runSets.runset_name };

function selectRuns(db: Db, siteId: string) {
  return db
    .select(runRowColumns)
    .from(runs)
    .leftJoin(
      runSets,
      and(eq(runSets.site_id, runs.site_id), eq(runSets.runset_id, runs.runset_id)),
    )
    .where(eq(runs.site_id, siteId))
    .$dynamic();
}

/** Is `warehouse` one of the site's warehouses? */
export async function warehouseExists(db: Db, siteId: string, warehouse: string) {
  const [row] = await db
    .select({ warehouse: warehouses.warehouse })
    .from(warehouses)
    .where(and(eq(warehouses.site_id, siteId), eq(warehouses.warehouse, warehouse)));
  return row !== undefined;
}

/**
 * The runs of one warehouse by code. A term of 2 characters or more (document 3 section 5)
 * filters code or name (contains, any case); a shorter one is ignored.
 */
export async function listRuns(
  db: Db,
  siteId: string,
  warehouse: string,
  term?: string | null,
): Promise<TRunRow[]> {
  if (!(await warehouseExists(db, siteId, warehouse)))
    throw badRequest(MESSAGES.unknownWarehouse(warehouse));
  const pattern = searchTermReady(term) ? `%${escapeLike(term!.trim())}%` : undefined;
  return selectRuns(db, siteId)
    .where(
      and(
        eq(runs.site_id, siteId),
        eq(runs.warehouse, warehouse),
        pattern ? or(ilike(runs.run, pattern), ilike(runs.run_name, pattern)) : undefined,
      ),
    )
    .orderBy(asc(runs.run));
}

async function findRun(db: Db, siteId: string, runId: number): Promise<TRunRow | undefined> {
  const [row] = await selectRuns(db, siteId).where(
    and(eq(runs.site_id, siteId), eq(runs.run_id, runId)),
  );
  return row;
}

export async function getRun(db: Db, siteId: string, runId: number): Promise<TRunRow> {
  const row = await findRun(db, siteId, runId);
  if (!row) throw notFound(M.runNotFound(runId));
  return row;
}

/** The settings of a run row (what a check starts from when it updates the run). */
function settingsOf(row: TRunRow): TRunSettings {
  const {
    run_id: _id,
    run: _run,
    run_name: _name,
    warehouse: _warehouse,
    run_template: _template,
    runset_id: _set,
    runset_name: _setName,
    ...settings
  } = row;
  return settings as TRunSettings;
}

/** The settings the caller sent (a setting not sent is undefined). */
function sentSettings(input: TRunInput): Partial<TRunSettings> {
  const { run_id: _id, run: _run, run_name: _name, warehouse: _wh, template: _t, ...rest } = input;
  return Object.fromEntries(
    Object.entries(rest).filter(([, v]) => v !== undefined),
  ) as Partial<TRunSettings>;
}

type PlannedRun = {
  input: TRunInput;
  existing: TRunRow | undefined;
  settings: TRunSettings;
};

/**
 * Add or update runs. Every run is checked first (warehouse at the site, code unique per
 * warehouse, parent run exists); any refusal refuses the call with one error per failure and
 * nothing is written. A new run starts from its template's settings (or the defaults), an
 * existing one from its own; the settings sent win. A run moved to another warehouse leaves
 * its run set. One default run per warehouse: setting it clears the others'.
 */
export async function saveRuns(db: Db, siteId: string, inputs: TRunInput[]): Promise<TRunRow[]> {
  const refusals: TMessage[] = [];
  const planned: PlannedRun[] = [];
  const seen = new Set<string>();
  const knownWarehouses = new Map<string, boolean>();
  for (const input of inputs) {
    const errorsBefore = refusals.length;
    if (!knownWarehouses.has(input.warehouse))
      knownWarehouses.set(input.warehouse, await warehouseExists(db, siteId, input.warehouse));
    if (!knownWarehouses.get(input.warehouse))
      refusals.push({ message: MESSAGES.unknownWarehouse(input.warehouse) });
    const existing =
      input.run_id === undefined ? undefined : await findRun(db, siteId, input.run_id);
    if (input.run_id !== undefined && !existing)
      refusals.push({ message: M.runNotFound(input.run_id) });
    const key = `${input.warehouse}\u0001${input.run}`;
    if (seen.has(key)) refusals.push({ message: M.runTwice(input.run) });
    seen.add(key);
    const [clash] = await db
      .select({ run_id: runs.run_id })
      .from(runs)
      .where(
        and(
          eq(runs.site_id, siteId),
          eq(runs.warehouse, input.warehouse),
          eq(runs.run, input.run),
          input.run_id === undefined ? undefined : ne(runs.run_id, input.run_id),
        ),
      );
    if (clash) refusals.push({ message: M.runExists(input.warehouse, input.run) });
    const base = existing ? settingsOf(existing) : runTemplateSettings(input.template);
    const settings = { ...base, ...sentSettings(input) };
    const parent = settings.run_parent_id;
    if (parent !== null) {
      if (parent === input.run_id) refusals.push({ message: M.parentIsSelf });
      else if (!(await findRun(db, siteId, parent)))
        refusals.push({ message: M.parentNotFound(parent) });
    }
    if (refusals.length === errorsBefore) planned.push({ input, existing, settings });
  }
  if (refusals.length > 0) throw new RuleErrors(refusals);

  const saved: number[] = [];
  for (const { input, existing, settings } of planned) {
    const values = {
      ...settings,
      run: input.run,
      run_name: input.run_name,
      warehouse: input.warehouse,
      ...(!existing && input.template ? { run_template: input.template } : {}),
    };
    let runId: number;
    if (existing) {
      const moved = existing.warehouse !== input.warehouse;
      await db
        .update(runs)
        .set({ ...values, ...(moved ? { runset_id: null } : {}), updated_at: new Date() })
        .where(and(eq(runs.site_id, siteId), eq(runs.run_id, existing.run_id)));
      runId = existing.run_id;
    } else {
      const [row] = await db
        .insert(runs)
        .values({ site_id: siteId, ...values })
        .returning({ run_id: runs.run_id });
      runId = row!.run_id;
    }
    if (settings.default_run) {
      await db
        .update(runs)
        .set({ default_run: false, updated_at: new Date() })
        .where(
          and(
            eq(runs.site_id, siteId),
            eq(runs.warehouse, input.warehouse),
            eq(runs.default_run, true),
            ne(runs.run_id, runId),
          ),
        );
    }
    saved.push(runId);
  }
  const rows = await selectRuns(db, siteId).where(
    and(eq(runs.site_id, siteId), inArray(runs.run_id, saved)),
  );
  const byId = new Map(rows.map((r) => [r.run_id, r]));
  return saved.map((id) => byId.get(id)!);
}

/**
 * How many of the site's sales orders, picks and purchase orders name the run, and how many
 * runs outside `deleting` have it as their parent.
 */
async function usesOf(db: Db, siteId: string, runId: number, deleting: number[]) {
  const count = (table: typeof salesOrders | typeof picks | typeof purchaseOrders) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(eq(table.site_id, siteId), eq(table.run_id, runId)))
      .then(([r]) => r!.n);
  const [children] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(runs)
    .where(
      and(
        eq(runs.site_id, siteId),
        eq(runs.run_parent_id, runId),
        notInArray(runs.run_id, deleting),
      ),
    );
  return {
    orders: await count(salesOrders),
    picks: await count(picks),
    purchaseOrders: await count(purchaseOrders),
    children: children!.n,
  };
}

/**
 * Delete runs: every one must exist and be used by no sales order, pick, purchase order or
 * child run (other than one deleted with it), else the call is refused with one error per
 * run and nothing is deleted.
 */
export async function deleteRuns(db: Db, siteId: string, runIds: number[]): Promise<TRunRow[]> {
  const refusals: TMessage[] = [];
  const found: TRunRow[] = [];
  for (const runId of new Set(runIds)) {
    const row = await findRun(db, siteId, runId);
    if (!row) {
      refusals.push({ message: M.runNotFound(runId) });
      continue;
    }
    const uses = await usesOf(db, siteId, runId, runIds);
    if (uses.orders + uses.picks + uses.purchaseOrders > 0)
      refusals.push({ message: M.runInUse(row.run, uses.orders, uses.picks, uses.purchaseOrders) });
    else if (uses.children > 0) refusals.push({ message: M.parentInUse(row.run, uses.children) });
    else found.push(row);
  }
  if (refusals.length > 0) throw new RuleErrors(refusals);
  const ids = found.map((r) => r.run_id);
  await db
    .update(runs)
    .set({ run_parent_id: null })
    .where(and(eq(runs.site_id, siteId), inArray(runs.run_parent_id, ids)));
  await db.delete(runs).where(and(eq(runs.site_id, siteId), inArray(runs.run_id, ids)));
  return found;
}
