import { callResults } from '../api/client';
import { getSession } from '../api/session';
import { getWorkContext } from '../api/work-context';
import {
  ALL_WAREHOUSES,
  MIRROR_CALLS,
  MIRROR_ENTITIES,
  MIRROR_ENTITY_NAMES,
  SYNC_MESSAGES,
  mayMirror,
  type TMirrorEntity,
  type TMirrorPullAnswer,
  type TMirrorPullRequest,
} from '../contract';
import { floorDb, type TMirrorCursor } from './db';
import { pullFirstPages } from './mirror-batch';
import { addLoadedPage, applyChanges, clearRows, hasRows, mirrorTables } from './mirror-store';
import { mirrorStatus } from './mirror-status';
import { forgetHeld } from './sent-writes';

/*
 * The device's mirror of the current site's floor data: every entity is pulled
 * page by page from `sync / mirror / pull` and kept in its Dexie table. A first load reads
 * the whole entity in scope; later refreshes ask for the changes since the cursor kept in
 * floorDb.cursors (per entity, with the site and warehouse it is for). Site-wide entities
 * come first, then the current warehouse's; at ALL only site-wide ones. One refresh at a
 * time: a refresh asked for meanwhile runs once the current one is done.
 */

export type TMirrorRefreshReason =
  'sign-in' | 'start' | 'site' | 'warehouse' | 'online' | 'timer' | 'outbox' | 'manual';

export type TMirrorRefresh = { reason: TMirrorRefreshReason; entities?: TMirrorEntity[] };

export type TMirrorRefreshResult = {
  /** Entities brought up to date. */
  entities: TMirrorEntity[];
  /** Rows put and keys removed. */
  put: number;
  deleted: number;
  /** Skipped: not signed in or no site. */
  skipped: boolean;
};

const isSiteWide = (entity: TMirrorEntity) => MIRROR_ENTITIES[entity].scope === 'site';
export const SITE_ENTITIES = MIRROR_ENTITY_NAMES.filter(isSiteWide);
export const WAREHOUSE_ENTITIES = MIRROR_ENTITY_NAMES.filter((e) => !isSiteWide(e));

/** Bumped by every clear: a refresh that began before stops instead of writing old data. */
let generation = 0;

class Superseded extends Error {
  constructor() {
    super('mirror refresh superseded');
  }
}

/**
 * Clear the mirror: every mirror table and cursor, or only the warehouse-scoped ones.
 * Never the outbox, the reserved pack numbers or the device facts.
 */
export async function clearMirror(scope: 'all' | 'warehouse' = 'all'): Promise<void> {
  generation += 1;
  const entities = scope === 'all' ? MIRROR_ENTITY_NAMES : WAREHOUSE_ENTITIES;
  const tables = [...new Set(entities.map((e) => mirrorTables(e)))];
  await floorDb.transaction('rw', [...tables, floorDb.cursors], async () => {
    await Promise.all(entities.map((e) => clearRows(e)));
    if (scope === 'all') await floorDb.cursors.clear();
    else await floorDb.cursors.bulkDelete(entities);
  });
  if (scope === 'all') {
    await floorDb.device.delete('mirror.lastRefreshAt');
    mirrorStatus.set({ lastRefreshAt: null, error: null });
  }
}

type Target = {
  site: string;
  warehouse: string;
  gen: number;
  /** When this refresh was asked for (ISO): the cursors' asked_at. */
  asked: string;
};

function stillCurrent(target: Target): void {
  const context = getWorkContext();
  if (
    target.gen !== generation ||
    !getSession() ||
    context?.site_id !== target.site ||
    context.warehouse !== target.warehouse
  ) {
    throw new Superseded();
  }
}

async function pullPage(target: Target, request: TMirrorPullRequest): Promise<TMirrorPullAnswer> {
  const [page] = await callResults(MIRROR_CALLS.pull, request, {
    quietErrors: true,
    siteId: target.site,
    background: true,
  });
  if (!page) throw new Error(SYNC_MESSAGES.refreshFailed);
  return page;
}

/** Where one entity's refresh starts: its stored cursor for this site and warehouse, or none. */
type Plan = {
  entity: TMirrorEntity;
  warehouse: string;
  saved: TMirrorCursor | undefined;
  since: string | undefined;
};

const pullRequest = (
  plan: Plan,
  since: string | undefined,
  after?: string,
): TMirrorPullRequest => ({
  entity: plan.entity,
  ...(plan.warehouse ? { warehouse: plan.warehouse } : {}),
  ...(since ? { updated_since: since } : {}),
  ...(after ? { after } : {}),
});

async function clearEntity(target: Target, entity: TMirrorEntity): Promise<void> {
  stillCurrent(target);
  await floorDb.transaction('rw', mirrorTables(entity), floorDb.cursors, async () => {
    stillCurrent(target);
    await clearRows(entity);
    await floorDb.cursors.delete(entity);
  });
}

/** The entity's cursor; rows of another site or warehouse (or a cursor lost) cleared first. */
async function planEntity(target: Target, entity: TMirrorEntity): Promise<Plan> {
  const warehouse = isSiteWide(entity) ? '' : target.warehouse;
  const saved = await floorDb.cursors.get(entity);
  const since =
    saved && saved.site_id === target.site && saved.warehouse === warehouse
      ? saved.cursor
      : undefined;
  if (since === undefined && (saved || (await hasRows(entity)))) await clearEntity(target, entity);
  return { entity, warehouse, saved, since };
}

/**
 * Bring one entity up to date: changes since its cursor, or a first load. `first` is its
 * first page already asked for with the plan's cursor (null: ask for it here).
 */
async function refreshEntity(
  target: Target,
  plan: Plan,
  first?: Promise<TMirrorPullAnswer | null>,
): Promise<{ put: number; deleted: number }> {
  const { entity, saved } = plan;
  const storage = mirrorTables(entity);
  let since = plan.since;
  let put = 0;
  let deleted = 0;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let cursor: string | undefined;
    let reset = false;
    let rows = since === undefined ? 0 : (saved?.rows ?? 0);
    const ask = (after: string | undefined) => pullPage(target, pullRequest(plan, since, after));
    const asked = attempt === 0 ? first : undefined;
    let next = asked ? asked.then((page) => page ?? ask(undefined)) : ask(undefined);
    for (;;) {
      const page = await next;
      if (page.reset) {
        reset = true;
        break;
      }
      // The first page's cursor: changes made while later pages were read come next time.
      cursor ??= page.cursor;
      const more = page.more && page.last_key !== null;
      // The next page is asked for while this one is written (the server works meanwhile);
      // if writing fails, its answer is not waited for.
      if (more) {
        next = ask(page.last_key!);
        next.catch(() => undefined);
      }
      const firstLoad = since === undefined;
      const change = await floorDb.transaction('rw', storage, async () => {
        stillCurrent(target);
        if (firstLoad) {
          await addLoadedPage(entity, page);
          return page.rows.length;
        }
        return applyChanges(entity, page);
      });
      if (change === null) {
        // The server's columns changed under the stored rows: load the entity again.
        reset = true;
        break;
      }
      rows += change;
      put += page.rows.length;
      deleted += page.deleted.length;
      if (!more) break;
    }
    if (reset) {
      // The change log was pruned past our cursor: load the entity again.
      await clearEntity(target, entity);
      since = undefined;
      continue;
    }
    await floorDb.transaction('rw', floorDb.cursors, async () => {
      stillCurrent(target);
      await floorDb.cursors.put({
        entity,
        site_id: target.site,
        warehouse: plan.warehouse,
        cursor: cursor!,
        pulled_at: new Date().toISOString(),
        asked_at: target.asked,
        rows,
      });
    });
    return { put, deleted };
  }
  throw new Error(SYNC_MESSAGES.refreshFailed);
}

/** Entities refreshed at once. */
const PARALLEL_ENTITIES = 3;

async function runRefresh(request: TMirrorRefresh): Promise<TMirrorRefreshResult> {
  const context = getWorkContext();
  const result: TMirrorRefreshResult = { entities: [], put: 0, deleted: 0, skipped: false };
  if (!getSession() || !context?.site_id) return { ...result, skipped: true };
  const target: Target = {
    site: context.site_id,
    warehouse: context.warehouse,
    gen: generation,
    asked: new Date().toISOString(),
  };
  const atWarehouse = Boolean(target.warehouse) && target.warehouse !== ALL_WAREHOUSES;
  const wanted = new Set(request.entities ?? MIRROR_ENTITY_NAMES);
  // Only what the user may read at the site: the server refuses the others.
  const permissions = getSession()?.user.sites.find((s) => s.site_id === target.site)?.permissions;
  const order = [...SITE_ENTITIES, ...(atWarehouse ? WAREHOUSE_ENTITIES : [])].filter(
    (e) => wanted.has(e) && mayMirror(permissions, e),
  );
  // Every entity's first page in one round trip, then a few entities written at a time.
  const plans = await Promise.all(order.map((entity) => planEntity(target, entity)));
  const firstPages = pullFirstPages(
    target.site,
    plans.map((plan) => pullRequest(plan, plan.since)),
  );
  firstPages.catch(() => undefined);
  let next = 0;
  const done = new Set<TMirrorEntity>();
  const worker = async () => {
    while (next < plans.length) {
      const index = next++;
      const { entity } = plans[index]!;
      const counts = await refreshEntity(
        target,
        plans[index]!,
        firstPages.then((pages) => pages[index] ?? null),
      );
      done.add(entity);
      result.put += counts.put;
      result.deleted += counts.deleted;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_ENTITIES, order.length) }, worker));
  result.entities = order.filter((e) => done.has(e));
  // The on hands now hold every stock write accepted before this refresh was asked for.
  if (done.has('on_hands')) await forgetHeld(floorDb, target.asked);
  return result;
}

async function runAndReport(request: TMirrorRefresh): Promise<TMirrorRefreshResult> {
  mirrorStatus.set({ refreshing: true, reason: request.reason });
  try {
    for (;;) {
      try {
        const result = await runRefresh(request);
        if (!result.skipped) {
          const at = new Date().toISOString();
          mirrorStatus.set({ lastRefreshAt: at, error: null });
          await floorDb.device.put({ name: 'mirror.lastRefreshAt', value: at });
        }
        return result;
      } catch (error) {
        // The site, warehouse or mirror changed under us: start over for the new one.
        if (error instanceof Superseded) continue;
        throw error;
      }
    }
  } catch (error) {
    mirrorStatus.set({
      error: error instanceof Error ? error.message : SYNC_MESSAGES.refreshFailed,
    });
    throw error;
  } finally {
    mirrorStatus.set({ refreshing: false });
  }
}

type Pending = { request: TMirrorRefresh; promise: Promise<TMirrorRefreshResult> };

/** The last refresh asked for (running or done). */
let chain: Promise<unknown> = Promise.resolve();
/** A refresh asked for that has not started yet: later asks join it. */
let pending: Pending | null = null;

/**
 * Refresh the mirror (all entities, or those named) for the current site and warehouse.
 * One at a time: asked while one runs, it runs once that one is done (asks made meanwhile
 * share that one run). Rejects with the server's or the network's error.
 */
export function refreshMirror(request: TMirrorRefresh): Promise<TMirrorRefreshResult> {
  if (pending) {
    const asked = pending.request.entities;
    if (asked && request.entities) {
      for (const e of request.entities) if (!asked.includes(e)) asked.push(e);
    } else {
      pending.request.entities = undefined;
    }
    return pending.promise;
  }
  const entry = {
    request: { ...request, entities: request.entities ? [...request.entities] : undefined },
  } as Pending;
  entry.promise = chain
    .catch(() => undefined)
    .then(() => {
      if (pending === entry) pending = null;
      return runAndReport(entry.request);
    });
  pending = entry;
  chain = entry.promise;
  return entry.promise;
}

/** Wait until no refresh is running or waiting (tests, sign-out). */
export async function mirrorIdle(): Promise<void> {
  let seen: Promise<unknown> | null = null;
  while (seen !== chain) {
    seen = chain;
    await chain.catch(() => undefined);
  }
}
