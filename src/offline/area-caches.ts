/**
 * Areas register how to clear what they keep on this device (Dexie tables, memory).
 * A site switch clears every area; a warehouse change clears the caches tagged 'location'.
 */
export type TAreaCacheTag = 'location';
export type TAreaCache = { clear: () => void | Promise<void>; tags?: TAreaCacheTag[] };

const caches = new Map<string, TAreaCache>();

/** Register (or replace) an area's cache; returns a function that unregisters it. */
export function registerAreaCache(name: string, cache: TAreaCache): () => void {
  caches.set(name, cache);
  return () => {
    if (caches.get(name) === cache) caches.delete(name);
  };
}

/** Clear every registered cache, or only those with the tag. Failures do not stop the rest. */
export async function clearAreaCaches(tag?: TAreaCacheTag): Promise<void> {
  const selected = [...caches.values()].filter((c) => !tag || c.tags?.includes(tag));
  await Promise.allSettled(selected.map(async (c) => c.clear()));
}

export function registeredAreaCaches(): string[] {
  return [...caches.keys()];
}
