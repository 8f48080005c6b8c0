import { Link } from 'react-router-dom';
import { FLOOR_TITLES, OUTBOX_MESSAGES as M } from '../../../contract';
import { useOutboxCounts } from '../../../offline/outbox';
import { useWorkContext } from '../../../ui';

/** The floor's tasks, titled as their screens and pages are (FLOOR_TITLES). */
const TILES = [
  { to: '/floor/move', hint: 'From location, item, quantity, to location' },
  { to: '/floor/adjust', hint: 'Take stock off or put it on, with a reason' },
  { to: '/floor/pick', hint: 'Scan location and item, confirm quantity' },
  { to: '/floor/pack', hint: 'Scan or make a pack, scan items into it' },
  { to: '/floor/job', hint: 'Scan a job, tag on, tag off, record a move' },
] as const;

/** /floor: the floor's tasks as big tiles, with what is waiting to be sent. */
export default function FloorHubScreen() {
  const context = useWorkContext();
  const { pending, attention } = useOutboxCounts();
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 p-4">
      <header className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-3xl font-semibold">Floor</h1>
        {context?.warehouse && <span className="text-xl text-slate-700">{context.warehouse}</span>}
        <Link
          to="/sync"
          className="ml-auto inline-flex min-h-12 items-center text-lg font-medium text-brand-700 underline"
        >
          {M.pending(pending)}
          {attention > 0 ? ` · ${M.attention(attention)}` : ''}
        </Link>
      </header>
      <nav
        aria-label="Floor tasks"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {TILES.map((tile) => (
          <Link
            key={tile.to}
            to={tile.to}
            className="flex min-h-36 flex-col justify-center gap-2 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-500"
          >
            <span className="text-2xl font-semibold text-slate-900">{FLOOR_TITLES[tile.to]}</span>
            <span className="text-lg text-slate-600">{tile.hint}</span>
          </Link>
        ))}
      </nav>
    </main>
  );
}
