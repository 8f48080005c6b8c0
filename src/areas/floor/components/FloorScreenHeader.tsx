import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { warmMirrorIndexes } from '../../../offline/mirror-index';
import { useWorkContext } from '../../../ui';

/** A floor screen's title with the way back to the hub and the warehouse worked in. */
export function FloorScreenHeader({ title }: { title: string }) {
  const context = useWorkContext();
  // Every floor screen scans: have the lookup indexes ready before the first scan.
  useEffect(() => void warmMirrorIndexes(), []);
  return (
    <header className="flex items-center gap-3">
      <Link
        to="/floor"
        className="inline-flex min-h-12 min-w-12 items-center justify-center rounded-lg px-3 text-lg font-semibold text-brand-700 ring-1 ring-slate-300 ring-inset"
      >
        <span aria-hidden="true">←&nbsp;</span>Floor
      </Link>
      <h1 className="text-2xl font-semibold">{title}</h1>
      {context?.warehouse && (
        <span className="ml-auto text-lg text-slate-700">{context.warehouse}</span>
      )}
    </header>
  );
}
