import { useQuery } from '@tanstack/react-query';
import { calendarDayVariant, type TPickSummaryDay } from '../../../contract';
import { badgeVariantClass, cx } from '../../../ui';
import { fetchPickCalendar } from '../api';
import { dashboardKeys } from '../keys';
import { PanelState } from './PanelState';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The first and last date of a month 'YYYY-MM'. */
export function monthBounds(month: string): { from: string; to: string; days: number } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(days).padStart(2, '0')}`, days };
}

export function monthTitle(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString(undefined, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The pick calendar of a month (document 1 "Dashboard"): one button per day with its picks,
 * coloured warning when the day's colour is YELLOW (a pick not complete), otherwise success;
 * choosing a day makes it the action date.
 */
export function PickCalendar({
  siteId,
  warehouse,
  month,
  selected,
  onSelect,
}: {
  siteId: string;
  warehouse: string;
  month: string;
  selected: string;
  onSelect: (date: string) => void;
}) {
  const { from, to, days } = monthBounds(month);
  const query = useQuery({
    queryKey: dashboardKeys.calendar(siteId, warehouse, from, to),
    queryFn: () => fetchPickCalendar(warehouse, from, to),
  });
  const byDate = new Map<string, TPickSummaryDay>((query.data ?? []).map((d) => [d.date, d]));
  // Monday-first weeks: blanks before the 1st.
  const firstWeekday = (new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: firstWeekday }, () => null),
    ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const title = monthTitle(month);

  return (
    <PanelState
      pending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      loadingLabel="Loading the pick calendar"
    >
      <table
        aria-label={`Pick calendar ${title}`}
        className="w-full table-fixed border-separate border-spacing-1"
      >
        <caption className="sr-only">
          {`Picks per required date in ${title}: amber days have picks not complete, green days are complete.`}
        </caption>
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
                const day = byDate.get(date);
                const variant = day ? calendarDayVariant(day.colour) : undefined;
                const text = day
                  ? `${day.picks} pick${day.picks === 1 ? '' : 's'}${day.complete < day.picks ? `, ${day.picks - day.complete} open` : ''}`
                  : '';
                return (
                  <td key={date} className="p-0">
                    <button
                      type="button"
                      onClick={() => onSelect(date)}
                      aria-pressed={date === selected}
                      aria-label={`${date}${text ? `: ${text}` : ': no picks'}`}
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
    </PanelState>
  );
}
