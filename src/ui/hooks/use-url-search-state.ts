import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TDateRange } from '../DateRange';

/**
 * A list screen's search kept in the address (so coming back from a record shows the same
 * list): the mode `type` (absent for `fallback`), the term `q` and the dates `from`/`to`.
 */
export function useUrlSearchState<T extends string>(types: readonly T[], fallback: T) {
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const searchType: T = (types as readonly (string | null)[]).includes(typeParam)
    ? (typeParam as T)
    : fallback;
  const term = params.get('q') ?? '';
  const [dates, setDates] = useState<TDateRange>({
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  });

  /** Sets (or, when empty, removes) these parameters, replacing the history entry. */
  const set = (next: Record<string, string>) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        for (const [k, v] of Object.entries(next)) {
          if (v) out.set(k, v);
          else out.delete(k);
        }
        return out;
      },
      { replace: true },
    );

  return {
    params,
    searchType,
    term,
    /** The dates as chosen (kept here too, so a half-chosen range stays on screen). */
    dates,
    set,
    setType: (type: string) => set({ type: type === fallback ? '' : type }),
    setTerm: (q: string) => set({ q }),
    clearTerm: () => set({ q: '' }),
    setDates: (d: TDateRange) => {
      setDates(d);
      set({ from: d.from, to: d.to });
    },
  };
}
