import type { ReactNode } from 'react';
import { cx } from '../../../ui';

/** One dashboard panel: a titled section; its own loading, empty and error states inside. */
export function Panel({
  title,
  actions,
  children,
  className,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className={cx(
        'flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
        className,
      )}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-slate-800">
          {title}
        </h2>
        {actions && <div className="flex flex-wrap items-end gap-3">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/**
 * A chart and the table holding the same figures: the chart above the table, or beside it on
 * the widest screens (the table as wide as its columns, the chart the rest); with nothing to
 * draw (`chart` false) the table has the width to itself.
 */
export function ChartBeside({ chart, table }: { chart: ReactNode; table: ReactNode }) {
  if (!chart) return <div className="min-w-0">{table}</div>;
  return (
    <div className="grid min-w-0 gap-4 2xl:grid-cols-[minmax(0,1fr)_auto]">
      <div className="min-w-0">{chart}</div>
      <div className="min-w-0">{table}</div>
    </div>
  );
}

/** A row of figures (totals tiles). */
export function Tiles({ label, items }: { label: string; items: [string, ReactNode][] }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {items.map(([name, value]) => (
        <div key={name} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
          <dt className="text-sm text-slate-600">{name}</dt>
          <dd className="text-xl font-semibold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
