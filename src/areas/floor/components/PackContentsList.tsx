import type { TPackContent } from '../../../contract';
import { Button, formatQuantity } from '../../../ui';

/**
 * The open pack's lines, each with a Remove button that stays on the card however long the
 * line's codes are (`onRemove` takes its content_id).
 */
export function PackContentsList({
  contents,
  onRemove,
}: {
  contents: TPackContent[];
  onRemove: (contentId: string) => void;
}) {
  return (
    <ul
      aria-label="Pack contents"
      className="flex max-h-72 flex-col gap-1 overflow-y-auto rounded-xl border border-slate-200 p-2"
    >
      {contents.length === 0 && <li className="p-2 text-slate-600">Nothing in this pack yet</li>}
      {contents.map((c) => (
        <li
          key={c.content_id}
          data-testid="pack-line"
          className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2 rounded-lg bg-white p-2 text-lg ring-1 ring-slate-200"
        >
          <div className="flex min-w-0 flex-wrap items-baseline gap-x-2 break-words">
            <span className="font-semibold">{c.inventory_code}</span>
            <span>
              {formatQuantity(c.quantity)} {c.unit_of_measure}
            </span>
            <span className="min-w-0 text-slate-600">
              {[c.detail_reference, c.date_code, c.gtin].filter(Boolean).join(' · ')}
            </span>
          </div>
          <Button
            variant="ghost"
            className="min-h-12 shrink-0"
            aria-label={`Remove ${c.inventory_code}`}
            onClick={() => onRemove(c.content_id)}
          >
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}
