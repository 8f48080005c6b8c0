import { useState } from 'react';
import {
  ORDER_MANAGEMENT_MESSAGES as M,
  calendarDayVariant,
  monthRange,
  type TMonthSummaryDay,
} from '../../../contract';
import { Button, ErrorState, Spinner, badgeVariantClass, cx, errorText } from '../../../ui';
import type { TOmScope } from '../api';
import { useMonthSummary } from '../use-order-management';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** YYYY-MM of `date` moved by `by` months. */
function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * The month of the required date (MONTH_SUMMARY) as a grid of days: each day with orders is
 * coloured by its status (YELLOW warning while any order is open, else success) with its
 * counts; choosing a day sets the required date and opens the first run tab.
 */
export function CalendarTab({
  siteId,
  scope,
  today,
  onPick,
}: {
  siteId: string;
  scope: TOmScope;
  today: string;
  onPick: (date: string) => void;
}) {
  const [month, setMonth] = useState(scope.date.slice(0, 7));
  const range = monthRange(`${month}-01`);
  const summary = useMonthSummary(siteId, { ...scope, from: range.from_date, to: range.to_date });
  const byDate = new Map<string, TMonthSummaryDay>(
    (summary.data ?? []).map((d) => [d.required_date, d]),
  );
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = Number(range.to_date.slice(8));
  // Monday first: 0 = Monday.
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const title = new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString(undefined, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  return (
    <section aria-label="Calendar" className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          aria-label="Previous month"
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          ‹
        </Button>
        <h2 className="min-w-48 text-center text-lg font-semibold">{title}</h2>
        <Button
          variant="secondary"
          aria-label="Next month"
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          ›
        </Button>
        {summary.isFetching && <Spinner label="Loading the month" />}
      </div>
      {summary.error ? (
        <ErrorState title={M.summaryFailed(errorText(summary.error))}>
          <Button variant="secondary" onClick={() => void summary.refetch()}>
            Try again
          </Button>
        </ErrorState>
      ) : (
        <div role="group" aria-label={`Orders in ${title}`} className="grid grid-cols-7 gap-1">
          {WEEKDAYS.map((d) => (
            <div key={d} aria-hidden="true" className="py-1 text-center text-sm text-slate-500">
              {d}
            </div>
          ))}
          {Array.from({ length: lead }, (_, i) => (
            <div key={`lead-${i}`} />
          ))}
          {Array.from({ length: days }, (_, i) => {
            const date = `${month}-${String(i + 1).padStart(2, '0')}`;
            const d = byDate.get(date);
            const chosen = date === scope.date;
            return (
              <button
                key={date}
                type="button"
                aria-label={
                  d
                    ? `${date}: ${d.orders} orders, ${d.new} new, ${d.in_progress} in progress, ${d.complete} complete`
                    : `${date}: no orders`
                }
                aria-pressed={chosen}
                onClick={() => onPick(date)}
                className={cx(
                  'flex min-h-20 flex-col items-stretch gap-1 rounded-lg border p-1.5 text-left',
                  'focus-visible:outline-3 focus-visible:outline-brand-500',
                  chosen ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200',
                  date === today && 'font-bold',
                )}
              >
                <span className="text-sm">{i + 1}</span>
                {d && (
                  <span
                    data-variant={calendarDayVariant(d.colour)}
                    className={cx(
                      'rounded px-1 text-xs ring-1 ring-inset',
                      badgeVariantClass(calendarDayVariant(d.colour)),
                    )}
                  >
                    {d.orders} · {d.new} new · {d.in_progress} prog · {d.complete} done
                  </span>
                )}
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}
