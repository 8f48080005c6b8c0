import type { ReactNode } from 'react';

/** Nothing to show yet: a calm line and an optional action. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
      <p className="font-medium text-slate-800">{title}</p>
      {children && <div className="mt-2">{children}</div>}
    </div>
  );
}

/**
 * Something failed: the message (one line per error when it has several, see errorText) and
 * an optional way out.
 */
export function ErrorState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p className="font-semibold whitespace-pre-line">{title}</p>
      {children && <div className="mt-2">{children}</div>}
    </div>
  );
}
