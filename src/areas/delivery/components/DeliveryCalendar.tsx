import { useQuery } from '@tanstack/react-query';
import { deliveryDayVariant, parseDeliveryCalendar } from '../../../contract';
import {
  Button,
  ErrorState,
  MonthCalendar,
  Spinner,
  daysInMonth,
  errorText,
  monthTitle,
  type MonthCalendarDay,
} from '../../../ui';
import { fetchCalendar } from '../api';
import { deliveryKeys } from '../keys';

/** The last day of the month of `date` (YYYY-MM-DD). */
function monthEnd(date: string): string {
  return `${date.slice(0, 8)}${String(daysInMonth(date.slice(0, 7))).padStart(2, '0')}`;
}

/** The same day (clamped) of the month before or after. */
export function shiftMonth(date: string, by: number): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1 + by, 1));
  const month = first.toISOString().slice(0, 8);
  const days = daysInMonth(month.slice(0, 7));
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
  const last = monthEnd(selected);
  const query = useQuery({
    queryKey: deliveryKeys.calendar(siteId, warehouse, last),
    queryFn: () => fetchCalendar(last, warehouse),
  });
  const colours = new Map(
    parseDeliveryCalendar(query.data?.calendar ?? '').map((d) => [d.date, d.colour]),
  );
  const counts = new Map((query.data?.days ?? []).map((d) => [d.date, d]));
  const title = monthTitle(selected.slice(0, 7));
  const dayOf = (date: string): MonthCalendarDay => {
    const colour = colours.get(date);
    const day = counts.get(date);
    return {
      variant: colour ? deliveryDayVariant(colour) : undefined,
      text: day
        ? `${day.no_jobs} job${day.no_jobs === 1 ? '' : 's'}, ${day.completed_jobs} complete`
        : '',
    };
  };

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
        <MonthCalendar
          month={selected.slice(0, 7)}
          label="Delivery calendar"
          selected={selected}
          onSelect={onSelect}
          dayOf={dayOf}
        />
      )}
    </section>
  );
}
