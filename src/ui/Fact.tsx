import type { ReactNode } from 'react';

/** One labelled fact of a record's header ('—' when it has no value). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{children || '—'}</dd>
    </div>
  );
}

/** The list address a detail page was opened from (kept in the history state), or `fallback`. */
export function backFrom(state: unknown, fallback: string): string {
  return state && typeof state === 'object' && 'from' in state && typeof state.from === 'string'
    ? state.from
    : fallback;
}
