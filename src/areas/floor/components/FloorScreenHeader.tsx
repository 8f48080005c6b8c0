import { Link } from 'react-router-dom';
import { useWorkContext } from '../../../ui';

/** A floor screen's title with the way back to the hub and the warehouse worked in. */
export function FloorScreenHeader({ title }: { title: string }) {
  const context = useWorkContext();
  return (
    <header className="flex items-center gap-3">
      <Link
        to="/floor"
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-lg font-semibold text-brand-700 ring-1 ring-slate-300 ring-inset"
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
