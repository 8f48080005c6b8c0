import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DEFAULT_LOCATION_LABEL, type TLocation } from '../../../contract';
import { Button, Checkbox } from '../../../ui';
import { usePrint } from '../../../ui/print';

const column = createColumnHelper<TLocation>();

/**
 * Location labels from /loc: a selection column, and "Print labels" for the chosen locations
 * (label LOCATION, entity location) through the print popup or the current printer set.
 */
export function useLocationLabels(warehouse: string) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { print, popup } = usePrint();
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
  const button = (
    <Button
      variant="secondary"
      disabled={selected.size === 0}
      onClick={() =>
        print({
          title: `Print labels (${selected.size} location${selected.size === 1 ? '' : 's'})`,
          label: DEFAULT_LOCATION_LABEL,
          label_type: 'location',
          keys: [...selected],
          warehouse,
        })
      }
    >
      Print labels{selected.size ? ` (${selected.size})` : ''}
    </Button>
  );
  return { selectColumn, button, popup };
}
