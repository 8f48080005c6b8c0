import type { ReactNode } from 'react';
import type { TVariant } from '../contract';
import { cx } from './cx';
import { badgeVariantClass } from './variant-classes';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** How many days the month 'YYYY-MM' has. */
export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The month 'YYYY-MM' as a title, e.g. "November 2026". */
export function monthTitle(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString(undefined, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The month's dates in Monday-first weeks, null for the blanks before the 1st and after the last. */
function monthWeeks(month: string): (string | null)[][] {
  const firstWeekday = (new Date(`${month}-01T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: firstWeekday }, () => null),
    ...Array.from(
      { length: daysInMonth(month) },
      (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`,
    ),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** What a day shows: its colour (none when it has nothing) and a short text ('' for none). */
export type MonthCalendarDay = { variant: TVariant | undefined; text: string };

export type MonthCalendarProps = {
  /** 'YYYY-MM'. */
  month: string;
  /** The table's name, followed by the month's title (e.g. "Pick calendar"). */
  label: string;
  caption?: ReactNode;
  selected: string;
  onSelect: (date: string) => void;
  dayOf: (date: string) => MonthCalendarDay;
  /** Added to a day's accessible name when it has no text (e.g. ': no picks'). */
  noneText?: string;
};

/** A month as a table of day buttons, coloured by each day's variant; choosing a day selects it. */
export function MonthCalendar({
  month,
  label,
  caption,
  selected,
  onSelect,
  dayOf,
  noneText = '',
}: MonthCalendarProps) {
  return (
    <table
      aria-label={`${label} ${monthTitle(month)}`}
      className="w-full table-fixed border-separate border-spacing-1"
    >
      {caption && <caption className="sr-only">{caption}</caption>}
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
        {monthWeeks(month).map((week, w) => (
          <tr key={w}>
            {week.map((date, i) => {
              if (!date) return <td key={i} />;
              const { variant, text } = dayOf(date);
              return (
                <td key={date} className="p-0">
                  <button
                    type="button"
                    onClick={() => onSelect(date)}
                    aria-pressed={date === selected}
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
                    {/* Named by what it shows, the month and year between: "3 November 2026: 1 pick". */}
                    <span className="font-semibold">{Number(date.slice(8))}</span>
                    <span className="sr-only">{` ${monthTitle(month)}${text ? ': ' : noneText}`}</span>
                    {text && <span className="text-xs leading-tight">{text}</span>}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
