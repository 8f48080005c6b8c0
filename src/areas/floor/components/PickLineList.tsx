import { StatusBadge, cx } from '../../../ui';
import type { TFloorPickLine } from '../pick-lines';

const STATE_LABEL: Record<TFloorPickLine['state'], string> = {
  open: 'To pick',
  pending: 'Pending',
  picked: 'Picked',
  short: 'Short',
  attention: 'Needs attention',
};
const STATE_VARIANT = {
  open: 'light',
  pending: 'warning',
  picked: 'success',
  short: 'danger',
  attention: 'danger',
} as const;

/**
 * A pick's lines with how much of each is picked and its state; an open line is a button
 * that makes it the current line (`currentId` is highlighted).
 */
export function PickLineList({
  lines,
  currentId,
  onChoose,
}: {
  lines: TFloorPickLine[];
  currentId: number | undefined;
  onChoose: (line: TFloorPickLine) => void;
}) {
  return (
    <ul
      className="flex flex-col divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200"
      aria-label="Pick lines"
    >
      {lines.map((l) => (
        <li key={l.key}>
          <button
            type="button"
            disabled={l.state !== 'open'}
            onClick={() => onChoose(l)}
            data-testid={`line-${l.pick_line_id}`}
            data-state={l.state}
            className={cx(
              'flex min-h-12 w-full flex-wrap items-center gap-3 px-3 py-2 text-left text-lg',
              currentId === l.pick_line_id && 'bg-brand-50',
            )}
          >
            <span className="w-32 font-semibold">{l.pick_face || '—'}</span>
            <span className="font-medium">{l.inventory_code}</span>
            <span className="hidden text-slate-600 md:inline">{l.description}</span>
            <span className="ml-auto">
              {l.quantity_picked + l.pending_quantity} / {l.quantity_req} {l.unit}
            </span>
            <StatusBadge variant={STATE_VARIANT[l.state]}>{STATE_LABEL[l.state]}</StatusBadge>
          </button>
        </li>
      ))}
    </ul>
  );
}
