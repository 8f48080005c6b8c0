import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { FLOOR_MESSAGES as F, OUTBOX_MESSAGES as M, type TOutboxEntry } from '../../../contract';
import { floorDb } from '../../../offline/db';
import { useWorkContext } from '../../../ui';
import { LastWrite } from './LastWrite';

/** How many of the screen's writes it shows; the rest are on the Sync page. */
const SHOWN = 5;

/**
 * The writes of one floor screen: the ones made here since it opened (pending, then sent
 * or needing attention) and, read from the outbox, the screen's writes still waiting or
 * refused — so they are on the screen again after a reload, offline included.
 * `belongs` tells the screen's writes from the others: a function that stays the same
 * (module level), as the outbox is read again when it changes; null for a screen that
 * lists its waiting writes its own way (only the ones made here are kept then).
 */
export function useScreenWrites(belongs: ((entry: TOutboxEntry) => boolean) | null) {
  const site = useWorkContext()?.site_id ?? '';
  const [made, setMade] = useState<TOutboxEntry[]>([]);
  const waiting = useLiveQuery(async () => {
    if (!belongs) return [] as TOutboxEntry[];
    try {
      const entries = await floorDb.outbox.where('site_id').equals(site).toArray();
      return entries.filter(belongs);
    } catch {
      return [] as TOutboxEntry[];
    }
  }, [site, belongs]);
  const writes = useMemo(() => {
    const ids = new Set(made.map((e) => e.id));
    // Newest first: made here (sent ones stay to show "Sent"), then the outbox's others.
    const others = [...(waiting ?? [])].filter((e) => !ids.has(e.id)).reverse();
    return [...made, ...others];
  }, [made, waiting]);
  const add = useCallback(
    (entry: TOutboxEntry) => setMade((list) => [entry, ...list].slice(0, SHOWN)),
    [],
  );
  return { writes, add };
}

/** The screen's writes (see useScreenWrites), newest first, with the way to the rest. */
export function ScreenWrites({
  writes,
  label = M.pendingHelp,
}: {
  writes: TOutboxEntry[];
  label?: string;
}) {
  const more = writes.length - SHOWN;
  return (
    <div className="flex flex-col gap-2" aria-label={label} role="group">
      {writes.slice(0, SHOWN).map((entry) => (
        <LastWrite key={entry.id} entry={entry} />
      ))}
      {more > 0 && (
        <Link
          to="/sync"
          className="inline-flex min-h-12 items-center py-2 text-lg font-medium text-brand-700 underline"
        >
          {F.moreWaiting(more)}
        </Link>
      )}
    </div>
  );
}
