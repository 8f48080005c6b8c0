import { createColumnHelper } from '@tanstack/react-table';
import { lazy, Suspense, useState } from 'react';
import type { TLocation } from '../../../contract';
import { Checkbox } from '../../../ui';

// The print button and popup load when the list first shows, never with the shell.
const PrintButton = lazy(() => import('../../../ui/print/PrintButton'));

const column = createColumnHelper<TLocation>();

/**
 * Location labels from /loc: a selection column, and "Print labels" for the chosen locations
 * (the location entity's label) to the current printer set or through the print popup.
 */
export function useLocationLabels(warehouse: string) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
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
  const count = selected.size;
  const button = (
    <Suspense fallback={null}>
      <PrintButton
        disabled={count === 0}
        request={{
          title: `Print labels (${count} location${count === 1 ? '' : 's'})`,
          label_type: 'location',
          keys: [...selected],
          warehouse,
        }}
      >
        Print labels{count ? ` (${count})` : ''}
      </PrintButton>
    </Suspense>
  );
  return { selectColumn, button };
}
