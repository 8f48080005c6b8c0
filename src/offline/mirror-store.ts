import { SYNC_DEFAULTS, mirrorPageRows, type TMirrorEntity } from '../contract/sync';
import {
  chunkId,
  floorDb,
  isChunked,
  mirrorRow,
  type TChunkedEntity,
  type TMirrorChunk,
  type TMirrorRow,
} from './db';
import { chunksChanged, mirrorIndex } from './mirror-index';

/*
 * How the mirror's rows are stored and read, whichever way an entity is kept (src/offline/
 * db.ts): a row per record in its own table, or in chunks of column arrays. The refresh
 * (src/offline/mirror.ts) writes through here; screens and scans read through here or
 * through the lookups (src/scan/lookups.ts).
 */

/** Rows as a pull page sends them: arrays in the order of `columns` (`key` first). */
export type TPageRows = { columns: string[]; rows: unknown[][] };

/** A chunk grows to this many rows with rows added by later refreshes. */
const CHUNK_ROWS = SYNC_DEFAULTS.pageSize;

const chunksOf = (entity: TChunkedEntity) => floorDb.chunks.where('entity').equals(entity);

/** Every stored row of an entity removed (its cursor is the caller's). */
export async function clearRows(entity: TMirrorEntity): Promise<void> {
  if (isChunked(entity)) {
    await chunksOf(entity).delete();
    chunksChanged(entity);
  } else {
    await floorDb.mirror(entity).clear();
  }
}

/**
 * A page of a first load, stored as it came: the next chunk of a chunked entity, else a
 * record per row. Run inside a transaction over the entity's storage (mirrorTables).
 */
export async function addLoadedPage(entity: TMirrorEntity, page: TPageRows): Promise<void> {
  if (!page.rows.length) return;
  if (isChunked(entity)) {
    const last = await chunksOf(entity).last();
    const n = last ? last.n + 1 : 0;
    await floorDb.chunks.put({
      id: chunkId(entity, n),
      entity,
      n,
      columns: page.columns,
      rows: page.rows,
    });
    chunksChanged(entity);
  } else {
    await floorDb.mirror(entity).bulkPut(mirrorPageRows(page).map((r) => mirrorRow(entity, r)));
  }
}

/**
 * Changes since the cursor: rows put by key (replaced, or added) and keys deleted. Answers
 * the change in the number of rows, or null when the page's columns are not the stored
 * chunks' (the server's table changed): the entity must be loaded again.
 */
export async function applyChanges(
  entity: TMirrorEntity,
  page: TPageRows & { deleted: string[] },
): Promise<number | null> {
  if (!isChunked(entity)) {
    const table = floorDb.mirror(entity);
    const before = await table.count();
    if (page.rows.length)
      await table.bulkPut(mirrorPageRows(page).map((r) => mirrorRow(entity, r)));
    if (page.deleted.length) await table.bulkDelete(page.deleted);
    return (await table.count()) - before;
  }
  if (!page.rows.length && !page.deleted.length) return 0;
  const chunks = await chunksOf(entity).toArray();
  const columns = chunks[0]?.columns ?? page.columns;
  if (columns.join('\u0000') !== page.columns.join('\u0000')) return null;

  const where = new Map<string, [number, number]>();
  chunks.forEach((chunk, c) =>
    chunk.rows.forEach((values, r) => where.set(String(values[0]), [c, r])),
  );
  const changed = new Set<number>();
  let delta = 0;
  for (const values of page.rows) {
    const at = where.get(String(values[0]));
    if (at) {
      chunks[at[0]]!.rows[at[1]] = values;
      changed.add(at[0]);
      continue;
    }
    let tail = chunks[chunks.length - 1];
    if (!tail || tail.rows.length >= CHUNK_ROWS) {
      const n = tail ? tail.n + 1 : 0;
      tail = { id: chunkId(entity, n), entity, n, columns, rows: [] };
      chunks.push(tail);
    }
    tail.rows.push(values);
    where.set(String(values[0]), [chunks.length - 1, tail.rows.length - 1]);
    changed.add(chunks.length - 1);
    delta += 1;
  }
  const gone = new Set(page.deleted);
  for (const key of gone) {
    const at = where.get(key);
    if (at) changed.add(at[0]);
  }
  const kept: TMirrorChunk[] = [];
  const emptied: string[] = [];
  for (const c of changed) {
    const chunk = chunks[c]!;
    const before = chunk.rows.length;
    chunk.rows = chunk.rows.filter((values) => !gone.has(String(values[0])));
    delta -= before - chunk.rows.length;
    if (chunk.rows.length) kept.push(chunk);
    else emptied.push(chunk.id);
  }
  if (kept.length) await floorDb.chunks.bulkPut(kept);
  if (emptied.length) await floorDb.chunks.bulkDelete(emptied);
  chunksChanged(entity);
  return delta;
}

/** The Dexie tables an entity's rows are stored in (for a transaction around the writes). */
export function mirrorTables(entity: TMirrorEntity) {
  return isChunked(entity) ? floorDb.chunks : floorDb.mirror(entity);
}

/** True when the device holds any row of the entity. */
export async function hasRows(entity: TMirrorEntity): Promise<boolean> {
  const found = isChunked(entity)
    ? await chunksOf(entity).count()
    : await floorDb.mirror(entity).limit(1).count();
  return found > 0;
}

/** How many rows of the entity the device holds. */
export async function countRows(entity: TMirrorEntity): Promise<number> {
  if (!isChunked(entity)) return floorDb.mirror(entity).count();
  let rows = 0;
  await chunksOf(entity).each((chunk) => void (rows += chunk.rows.length));
  return rows;
}

/** Every row of an entity, as objects with their lookup columns. */
export async function readRows(entity: TMirrorEntity): Promise<TMirrorRow[]> {
  if (!isChunked(entity)) return floorDb.mirror(entity).toArray();
  return (await mirrorIndex(entity)).all();
}

/** One row by its key. */
export async function getRow(entity: TMirrorEntity, key: string): Promise<TMirrorRow | undefined> {
  if (!isChunked(entity)) return floorDb.mirror(entity).get(key);
  return (await mirrorIndex(entity)).get(key);
}
