import type { ReactNode } from 'react';

/** A calm notice above a list (e.g. "choose a warehouse"), announced as a status. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded border border-amber-300 bg-amber-50 p-4 text-amber-900">
      {children}
    </p>
  );
}
