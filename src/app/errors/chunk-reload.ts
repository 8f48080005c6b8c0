import { PAGE_RELOAD_GUARD_MS } from '../../contract';

const KEY = 'wms.chunk-reload-at';

/** Whether an error is a failed load of a code chunk (usually: a new deploy replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    text,
  );
}

/**
 * Reload the page to pick up the new build, at most once per PAGE_RELOAD_GUARD_MS
 * (a sessionStorage timestamp), so a chunk that is really gone cannot loop reloads.
 * Returns whether it reloaded.
 */
export function reloadOnceForChunkError(
  now = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  let last: number;
  try {
    last = Number(sessionStorage.getItem(KEY) ?? 0);
  } catch {
    last = 0;
  }
  if (now - last < PAGE_RELOAD_GUARD_MS) return false;
  try {
    sessionStorage.setItem(KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Vite tells the page when a preload failed: reload once instead of breaking. */
export function installChunkReloadHandler(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault();
  });
}
