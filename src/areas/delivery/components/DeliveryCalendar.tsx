import { useQuery } from '@tanstack/react-query';
import { deliveryDayVariant, parseDeliveryCalendar } from '../../../contract';
import { Button, ErrorState, Spinner, badgeVariantClass, cx, errorText } from '../../../ui';
import { fetchCalendar } from '../api';
import { deliveryKeys } from '../keys';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The last day of the month of `date` (YYYY-MM-DD). */
function monthEnd(date: string): { last: string; days: number } {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { last: `${date.slice(0, 8)}${String(days).padStart(2, '0')}`, days };
}

/** The same day (clamped) of the month before or after. */
export function shiftMonth(date: string, by: number): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1 + by, 1));
  const month = first.toISOString().slice(0, 8);
  const { days } = monthEnd(`${month}01`);
  return `${month}${String(Math.min(Number(date.slice(8)), days)).padStart(2, '0')}`;
}

/**
 * The delivery calendar of the month of `selected` (document 2 "Calendar": date:colour pairs,
 * the first of the month through the date asked): yellow days are warning-coloured (a job is
 * still upcoming), the others success; choosing a day shows its runs and drivers.
 */
export function DeliveryCalendar({
  siteId,
  warehouse,
  selected,
  onSelect,
}: {
  siteId: string;
  warehouse: string;
  selected: string;
  onSelect: (date: string) => void;
}) {
  const { last, days } = monthEnd(selected);
  const query = useQuery({
    queryKey: deliveryKeys.calendar(siteId, warehouse, last),
    queryFn: () => fetchCalendar(last, warehouse),
  });
  const colours = new Map(
    parseDeliveryCalendar(query.data?.calendar ?? '').map((d) => [d.date, d.colour]),
  );
  const counts = new Map((query.data?.days ?? []).map((d) => [d.date, d]));
  const month = selected.slice(0, 8);
  const firstWeekday = (new Date(`${month}01T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: firstWeekday }, () => null),
    ...Array.from({ length: days }, (_, i) => `${month}${String(i + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const title = new Date(`${month}01T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  return (
    <section aria-label="Delivery calendar" className="space-y-2">
      <div className="flex items-center gap-2">
        <Button variant="secondary" onClick={() => onSelect(shiftMonth(selected, -1))}>
          Previous month
        </Button>
        <h2 className="flex-1 text-center text-lg font-semibold">{title}</h2>
        <Button variant="secondary" onClick={() => onSelect(shiftMonth(selected, 1))}>
          Next month
        </Button>
      </div>
      {query.isPending ? (
        <Spinner label="Loading the delivery calendar" />
      ) : query.error ? (
        <ErrorState title={errorText(query.error)}>
          <Button onClick={() => void query.refetch()}>Retry</Button>
        </ErrorState>
      ) : (
        <table
          aria-label={`Delivery calendar ${title}`}
          className="w-full table-fixed border-separate border-spacing-1"
        >
          <thead>
            <tr>
              {WEEKDAYS.map((d) => (
                <th key={d} scope="col" className="text-sm font-medium text-slate-600">
                  {d}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, w) => (
              <tr key={w}>
                {week.map((date, i) => {
                  if (!date) return <td key={i} />;
                  const colour = colours.get(date);
                  const variant = colour ? deliveryDayVariant(colour) : undefined;
                  const day = counts.get(date);
                  const text = day
                    ? `${day.no_jobs} job${day.no_jobs === 1 ? '' : 's'}, ${day.completed_jobs} complete`
                    : '';
                  return (
                    <td key={date} className="p-0">
                      <button
                        type="button"
                        onClick={() => onSelect(date)}
                        aria-pressed={date === selected}
                        aria-label={`${date}${text ? `: ${text}` : ''}`}
                        data-variant={variant}
                        className={cx(
                          'flex min-h-14 w-full flex-col items-start rounded-lg px-2 py-1 text-left ring-1 ring-inset',
                          'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-500',
                          variant
                            ? badgeVariantClass(variant)
                            : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50',
                          date === selected && 'outline-3 outline-brand-700',
                        )}
                      >
                        <span className="font-semibold">{Number(date.slice(8))}</span>
                        {day && <span className="text-xs leading-tight">{text}</span>}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
