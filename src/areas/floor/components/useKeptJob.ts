import { useState } from 'react';

/** Where the job screen keeps its scanned job on the device, per site and user. */
export const keptJobKey = (site: string, user: string) =>
  site && user ? `wms-floor-job:${site}:${user.toLowerCase()}` : '';

function read<T>(key: string): T | null {
  if (!key) return null;
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

/**
 * The job the floor job screen has open, kept in the tab's sessionStorage per site and user:
 * it comes back after a reload (a tablet's browser dropping the page, a pull to refresh) and
 * is never shown to another user or at another site. `setJob(null)` forgets it.
 */
export function useKeptJob<T>(site: string, user: string): [T | null, (job: T | null) => void] {
  const key = keptJobKey(site, user);
  const [kept, setKept] = useState(() => ({ key, job: read<T>(key) }));
  let { job } = kept;
  if (kept.key !== key) {
    // Signed in or switched site since: that site's and user's job, if any.
    job = read<T>(key);
    setKept({ key, job });
  }
  const setJob = (next: T | null) => {
    if (key) {
      try {
        if (next) sessionStorage.setItem(key, JSON.stringify(next));
        else sessionStorage.removeItem(key);
      } catch {
        // Storage full or refused: the job stays open until the page goes.
      }
    }
    setKept({ key, job: next });
  };
  return [job, setJob];
}
