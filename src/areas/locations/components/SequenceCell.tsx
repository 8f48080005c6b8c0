import { useEffect, useState } from 'react';
import type { TLocation } from '../../../contract';

/** The pick sequence of a row, edited in place (Enter or leaving the box saves a change). */
export function SequenceCell({
  row,
  onSave,
}: {
  row: TLocation;
  onSave: (id: number, sequence: number) => Promise<void>;
}) {
  const [value, setValue] = useState(String(row.pick_sequence));
  useEffect(() => setValue(String(row.pick_sequence)), [row.pick_sequence]);
  const commit = () => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) return setValue(String(row.pick_sequence));
    if (n !== row.pick_sequence) void onSave(row.location_id, n);
  };
  return (
    <input
      type="number"
      min={0}
      aria-label={`Sequence of ${row.location}`}
      className="w-24 rounded border border-slate-300 px-2 py-1 text-right"
      value={value}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') setValue(String(row.pick_sequence));
      }}
      onChange={(e) => setValue(e.target.value)}
      onBlur={commit}
    />
  );
}
