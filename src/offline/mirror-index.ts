import Dexie from 'dexie';
import {
  floorDb,
  MIRROR_LOOKUPS,
  type TChunkedEntity,
  type TMirrorChunk,
  type TMirrorRow,
} from './db';

/*
 * The in-memory index of a chunked entity (src/offline/db.ts): its rows by key and by each
 * lookup column (MIRROR_LOOKUPS), built from its chunks on first use and dropped when they
 * change, in this tab or another (a BroadcastChannel says which entity changed). A scan is
 * then a Map lookup, well under the 2 ms the floor asks for, with 50k locations.
 */

/** A row's place: chunk number * ROW_SLOTS + row number. */
const ROW_SLOTS = 1 << 20;

export class MirrorIndex {
  private readonly byKey = new Map<string, number>();
  private readonly byLookup = new Map<string, Map<string, number[]>>();

  constructor(
    private readonly entity: TChunkedEntity,
    private readonly chunks: TMirrorChunk[],
  ) {
    const lookups = Object.entries(MIRROR_LOOKUPS[entity] ?? {});
    for (const [name] of lookups) this.byLookup.set(name, new Map());
    chunks.forEach((chunk, c) => {
      const made = lookups.map(([name, l]) => ({
        map: this.byLookup.get(name)!,
        column: chunk.columns.indexOf(l.from),
        make: l.make,
      }));
      chunk.rows.forEach((values, r) => {
        const at = c * ROW_SLOTS + r;
        this.byKey.set(String(values[0]), at);
        for (const { map, column, make } of made) {
          const value = make(column < 0 ? undefined : values[column]);
          if (!value) continue;
          const list = map.get(value);
          if (list) list.push(at);
          else map.set(value, [at]);
        }
      });
    });
  }

  /** Rows held. */
  get size(): number {
    return this.byKey.size;
  }

  private row(at: number): TMirrorRow {
    const chunk = this.chunks[Math.floor(at / ROW_SLOTS)]!;
    const values = chunk.rows[at % ROW_SLOTS]!;
    const row: Record<string, unknown> = {};
    chunk.columns.forEach((column, i) => (row[column] = values[i]));
    for (const [name, l] of Object.entries(MIRROR_LOOKUPS[this.entity] ?? {})) {
      row[name] = l.make(row[l.from]);
    }
    return row as TMirrorRow;
  }

  get(key: string): TMirrorRow | undefined {
    const at = this.byKey.get(key);
    return at === undefined ? undefined : this.row(at);
  }

  /** The rows whose lookup column `name` is `value` (already in the lookup's form). */
  find(name: string, value: string): TMirrorRow[] {
    return (this.byLookup.get(name)?.get(value) ?? []).map((at) => this.row(at));
  }

  all(): TMirrorRow[] {
    return [...this.byKey.values()].map((at) => this.row(at));
  }
}

const built = new Map<TChunkedEntity, Promise<MirrorIndex>>();
const generations = new Map<TChunkedEntity, number>();

const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('wms-mirror-chunks');

/** Entities whose index was in use: built again as soon as their chunks change. */
const inUse = new Set<TChunkedEntity>();

function forget(entity: TChunkedEntity): void {
  built.delete(entity);
  generations.set(entity, (generations.get(entity) ?? 0) + 1);
}

const rebuildTimers = new Map<TChunkedEntity, ReturnType<typeof setTimeout>>();
/** Quiet time after the last chunk written before an index in use is built again (ms). */
const REBUILD_AFTER_MS = 500;

/**
 * Forget the index; one in use is built again in the background once its chunks stop
 * changing (a load writes one chunk per page), ready for the next scan.
 */
function rebuild(entity: TChunkedEntity): void {
  forget(entity);
  if (!inUse.has(entity)) return;
  clearTimeout(rebuildTimers.get(entity));
  rebuildTimers.set(
    entity,
    setTimeout(() => {
      rebuildTimers.delete(entity);
      void mirrorIndex(entity).catch(() => undefined);
    }, REBUILD_AFTER_MS),
  );
}

channel?.addEventListener('message', (event: MessageEvent<TChunkedEntity>) => rebuild(event.data));

/**
 * The chunks of `entity` are being written: its index is built again when next needed, in
 * this tab and, once the write commits, in the others.
 */
export function chunksChanged(entity: TChunkedEntity): void {
  forget(entity);
  const done = () => {
    rebuild(entity);
    channel?.postMessage(entity);
  };
  const tx = Dexie.currentTransaction;
  if (tx) tx.on('complete', done);
  else done();
}

/** The index of a chunked entity (built from its chunks when missing or out of date). */
export function mirrorIndex(entity: TChunkedEntity): Promise<MirrorIndex> {
  const ready = built.get(entity);
  if (ready) return ready;
  const generation = generations.get(entity) ?? 0;
  inUse.add(entity);
  const building = floorDb.chunks
    .where('entity')
    .equals(entity)
    .toArray()
    .then((chunks) => new MirrorIndex(entity, chunks));
  built.set(entity, building);
  const drop = () => {
    if (built.get(entity) === building) built.delete(entity);
  };
  building.then(() => {
    // Chunks written while it was read: build again next time.
    if ((generations.get(entity) ?? 0) !== generation) drop();
  }, drop);
  return building;
}

/** The entities scans look up, warmed when a floor screen opens. */
const SCANNED: TChunkedEntity[] = ['locations', 'inventory', 'stocking_factors'];

/**
 * Build the scan indexes ahead of the first scan (a floor screen calls this as it opens):
 * the first scan is then as quick as the others. Failures are left for the scan to meet.
 */
export async function warmMirrorIndexes(): Promise<void> {
  for (const entity of SCANNED) await mirrorIndex(entity).catch(() => undefined);
}
