import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { MIRROR_ENTITY_NAMES, type TMirrorEntity } from '../contract';
import { floorDb, isChunked } from './db';

/** Where the mirror stands: a refresh running, the last one finished, the last failure. */
export type TMirrorState = {
  refreshing: boolean;
  /** Why the running (or last) refresh began. */
  reason: string | null;
  lastRefreshAt: string | null;
  error: string | null;
};

let state: TMirrorState = { refreshing: false, reason: null, lastRefreshAt: null, error: null };
const listeners = new Set<() => void>();

/** The mirror's small state store (module-wide, one per page). */
export const mirrorStatus = {
  get: (): TMirrorState => state,
  set(patch: Partial<TMirrorState>): void {
    state = { ...state, ...patch };
    for (const l of [...listeners]) l();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export type TMirrorStatus = TMirrorState & {
  /** Rows mirrored per entity (live from Dexie), null until read. */
  counts: Record<TMirrorEntity, number> | null;
};

async function readCounts(): Promise<Record<TMirrorEntity, number>> {
  // A chunked entity's count is its cursor's (counting its chunks would read them all).
  const cursors = new Map((await floorDb.cursors.toArray()).map((c) => [c.entity, c.rows]));
  const counts = await Promise.all(
    MIRROR_ENTITY_NAMES.map((e) =>
      isChunked(e) ? (cursors.get(e) ?? 0) : floorDb.mirror(e).count(),
    ),
  );
  return Object.fromEntries(MIRROR_ENTITY_NAMES.map((e, i) => [e, counts[i]!])) as Record<
    TMirrorEntity,
    number
  >;
}

/** When the mirror was last refreshed (this page's refresh, else the one stored on the device). */
export function useMirrorRefreshedAt(): string | null {
  const current = useSyncExternalStore(mirrorStatus.subscribe, mirrorStatus.get, mirrorStatus.get);
  const stored = useLiveQuery(async () => {
    const fact = await floorDb.device.get('mirror.lastRefreshAt');
    return typeof fact?.value === 'string' ? fact.value : null;
  }, []);
  return current.lastRefreshAt ?? stored ?? null;
}

/** The mirror's state and row counts, for a status line or the floor's home. */
export function useMirrorStatus(): TMirrorStatus {
  const current = useSyncExternalStore(mirrorStatus.subscribe, mirrorStatus.get, mirrorStatus.get);
  const stored = useLiveQuery(async () => {
    const fact = await floorDb.device.get('mirror.lastRefreshAt');
    return typeof fact?.value === 'string' ? fact.value : null;
  }, []);
  const counts = useLiveQuery(readCounts, []) ?? null;
  return { ...current, lastRefreshAt: current.lastRefreshAt ?? stored ?? null, counts };
}
