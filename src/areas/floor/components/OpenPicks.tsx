import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { floorDb, type TMirrorRow } from '../../../offline/db';
import { useMirrorStatus } from '../../../offline/mirror-status';
import { useOutbox } from '../../../offline/outbox';
import { StatusBadge, useSession } from '../../../ui';
import { floorPickLines } from '../pick-lines';
import { str } from './mirror-text';
import { readMirrorRows } from './read-mirror-rows';

/** The pick statuses still to pick. */
const OPEN = new Set(['new', 'in_progress']);

/** The open picks of the warehouse, as large buttons, with lines left. */
export function OpenPicks({
  warehouse,
  onChoose,
}: {
  warehouse: string;
  onChoose: (pickId: number) => void;
}) {
  const mirror = useMirrorStatus();
  const me = (useSession()?.user.user_id ?? '').toLowerCase();
  const { entries } = useOutbox();
  const data = useLiveQuery(async () => {
    const picks = (await readMirrorRows(() => floorDb.mirror('picks').toArray())).filter(
      (p) => p.warehouse === warehouse && OPEN.has(str(p.status)),
    );
    const lines = await readMirrorRows(() => floorDb.mirror('pick_lines').toArray());
    return { picks, lines };
  }, [warehouse]);
  const rows = useMemo(() => {
    if (!data) return null;
    const byPick = new Map<number, TMirrorRow[]>();
    for (const l of data.lines) {
      const id = Number(l.pick_id);
      byPick.set(id, [...(byPick.get(id) ?? []), l]);
    }
    return data.picks
      .map((p) => {
        const lines = floorPickLines(byPick.get(Number(p.pick_id)) ?? [], entries);
        const lockedBy = str(p.locked_user);
        return {
          pick: p,
          /** Locked by another picker: the server refuses this device's picks. */
          lockedByOther: lockedBy !== '' && lockedBy.toLowerCase() !== me ? lockedBy : null,
          lines: lines.length,
          left: lines.filter((l) => l.state === 'open').length,
          pending: lines.filter((l) => l.state === 'pending').length,
        };
      })
      .sort(
        (a, b) =>
          Number(a.lockedByOther !== null) - Number(b.lockedByOther !== null) ||
          str(a.pick.required_date).localeCompare(str(b.pick.required_date)) ||
          str(a.pick.pick_section_name).localeCompare(str(b.pick.pick_section_name)) ||
          Number(a.pick.pick_id) - Number(b.pick.pick_id),
      );
  }, [data, entries, me]);

  if (!rows) return <p className="text-xl text-slate-600">Loading picks…</p>;
  if (rows.length === 0) {
    return (
      <p className="rounded-xl bg-white p-4 text-xl text-slate-700 ring-1 ring-slate-200">
        {mirror.refreshing
          ? 'Loading the floor data…'
          : `No open picks in ${warehouse} on this device.`}
      </p>
    );
  }
  return (
    <ul className="grid gap-2 md:grid-cols-2" aria-label="Open picks">
      {rows.map(({ pick, lockedByOther, lines, left, pending }) => (
        <li key={pick.key}>
          <button
            type="button"
            data-testid={`pick-${str(pick.pick_id)}`}
            disabled={lockedByOther !== null}
            onClick={() => onChoose(Number(pick.pick_id))}
            className="flex min-h-20 w-full flex-col items-start gap-1 rounded-xl bg-white p-3 text-left ring-1 ring-slate-300 hover:bg-slate-50 focus:ring-2 focus:ring-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500"
          >
            <span className="text-xl font-semibold">
              {str(pick.pick_name) || `Pick ${str(pick.pick_id)}`}
            </span>
            <span className="text-lg text-slate-700">
              {str(pick.pick_section_name) || str(pick.pick_section)} · {str(pick.required_date)} ·
              #{str(pick.pick_id)}
            </span>
            <span className="flex flex-wrap gap-2 text-lg">
              <StatusBadge variant={left ? 'light' : 'success'}>
                {left} of {lines} to pick
              </StatusBadge>
              {pending > 0 && <StatusBadge variant="warning">{pending} pending</StatusBadge>}
              {lockedByOther ? (
                <StatusBadge variant="danger">Locked by {lockedByOther}</StatusBadge>
              ) : (
                str(pick.locked_user) && <StatusBadge variant="info">Yours</StatusBadge>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
