import type { TPutAwayContent } from '../../../contract';
import { formatQuantity } from '../../../ui';

/** What a put-away holds, one line per item: code, description, quantity, batch. */
export function PutAwayContents({ contents }: { contents: TPutAwayContent[] }) {
  if (!contents.length) return <span className="text-slate-500">Empty</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {contents.map((c) => (
        <li key={c.line_no}>
          <span className="font-medium">{c.inventory_code}</span>{' '}
          <span className="text-slate-700">{c.description}</span>{' '}
          <span className="font-semibold">× {formatQuantity(c.quantity)}</span>
          {c.serial_batch && <span className="text-slate-600"> · batch {c.serial_batch}</span>}
          {c.date_code && <span className="text-slate-600"> · {c.date_code}</span>}
        </li>
      ))}
    </ul>
  );
}
