import { createColumnHelper } from '@tanstack/react-table';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  LOCATION_PAGE,
  PRINT_MESSAGES,
  ZCopies,
  effectiveLocationTerm,
  type TLocation,
} from '../../../contract';
import { Button, Checkbox, TextField, errorText } from '../../../ui';
import { fetchLocations } from '../api';
import type { LocationFilter } from '../use-locations';

// The print button and popup load when the list first shows, never with the shell.
const PrintButton = lazy(() => import('../../../ui/print/PrintButton'));

const column = createColumnHelper<TLocation>();

type Listed = { data: TLocation[] | undefined; total: number | undefined };

/**
 * Location labels from /loc: a selection column, Select all (every location the filter finds,
 * loaded or not), Clear, Copies and "Print labels" for the chosen locations (the location
 * entity's label) to the current printer set or through the print popup. The selection
 * clears once the labels were sent. The bar stays in view while the list scrolls.
 */
export function useLocationLabels(
  warehouse: string,
  filter: LocationFilter,
  listed: Listed,
): { selectColumn: ReturnType<typeof column.display>; bar: ReactNode } {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [copies, setCopies] = useState('1');
  const [problem, setProblem] = useState<string | null>(null);
  const [selecting, setSelecting] = useState(false);
  const toggle = (location: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(location);
      else next.delete(location);
      return next;
    });
  const selectColumn = column.display({
    id: 'select',
    header: 'Print',
    cell: ({ row: { original: l } }) => (
      <Checkbox
        hideLabel
        label={`Select ${l.location} for printing`}
        checked={selected.has(l.location)}
        onChange={(on) => toggle(l.location, on)}
      />
    ),
  });

  const loaded = listed.data ?? [];
  const total = listed.total ?? loaded.length;
  const selectAll = async () => {
    setProblem(null);
    if (loaded.length >= total) {
      setSelected(new Set(loaded.map((l) => l.location)));
      return;
    }
    setSelecting(true);
    try {
      const all = await fetchLocations({
        warehouse,
        search_term: effectiveLocationTerm(filter.term) ?? '',
        aisle: filter.aisle,
        pick_section: filter.pickSection,
        storage: filter.storage,
        limit: LOCATION_PAGE,
      });
      setSelected(new Set(all.map((l) => l.location)));
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      setSelecting(false);
    }
  };

  const count = selected.size;
  const read = ZCopies.safeParse(copies);
  const copiesError = read.success ? undefined : PRINT_MESSAGES.copies;
  const each = read.success ? read.data : 1;
  const bar = (
    <div
      role="group"
      aria-label="Print location labels"
      className="sticky bottom-0 z-10 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow"
    >
      <p className="self-center text-sm text-slate-700" aria-live="polite">
        {count ? `${count} selected` : 'No locations selected'}
      </p>
      <Button
        variant="secondary"
        onClick={() => void selectAll()}
        disabled={selecting || total === 0}
      >
        {selecting ? 'Selecting…' : `Select all (${total})`}
      </Button>
      <Button variant="secondary" onClick={() => setSelected(new Set())} disabled={count === 0}>
        Clear selection
      </Button>
      <TextField
        label="Copies"
        name="copies"
        inputMode="numeric"
        pattern="[0-9]*"
        className="w-28"
        value={copies}
        error={copiesError}
        onChange={(e) => setCopies(e.target.value)}
      />
      <Suspense fallback={null}>
        <PrintButton
          variant="primary"
          disabled={count === 0 || !read.success}
          onPrinted={() => setSelected(new Set())}
          request={{
            title: `Print labels (${count} location${count === 1 ? '' : 's'} x ${each})`,
            label_type: 'location',
            keys: [...selected],
            warehouse,
            copies: each,
          }}
        >
          Print labels{count ? ` (${count})` : ''}
        </PrintButton>
      </Suspense>
      {problem && (
        <p role="alert" className="w-full text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
  return { selectColumn, bar };
}
