// Zod is set up (jitless) before anything here parses a stored value with it.
import './zod-config';

/** JSON in localStorage that never throws (private mode, quota, corrupt values). */
export function readJson<T>(key: string, parse: (value: unknown) => T | null): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (raw == null) return null;
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: the value lives in memory only.
  }
}
