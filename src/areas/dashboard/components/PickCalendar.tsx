import { useQuery } from '@tanstack/react-query';
import { calendarDayVariant, type TPickSummaryDay } from '../../../contract';
import { MonthCalendar, daysInMonth, monthTitle, type MonthCalendarDay } from '../../../ui';
import { fetchPickCalendar } from '../api';
import { dashboardKeys } from '../keys';
import { PanelState } from './PanelState';

/** The first and last date of a month 'YYYY-MM'. */
export function monthBounds(month: string): { from: string; to: string; days: number } {
  const days = daysInMonth(month);
  return { from: `${month}-01`, to: `${month}-${String(days).padStart(2, '0')}`, days };
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
  const { from, to } = monthBounds(month);
  const query = useQuery({
    queryKey: dashboardKeys.calendar(siteId, warehouse, from, to),
    queryFn: () => fetchPickCalendar(warehouse, from, to),
  });
  const byDate = new Map<string, TPickSummaryDay>((query.data ?? []).map((d) => [d.date, d]));
  const title = monthTitle(month);
  const dayOf = (date: string): MonthCalendarDay => {
    const day = byDate.get(date);
    if (!day) return { variant: undefined, text: '' };
    const open = day.picks - day.complete;
    return {
      variant: calendarDayVariant(day.colour),
      text: `${day.picks} pick${day.picks === 1 ? '' : 's'}${day.complete < day.picks ? `, ${open} open` : ''}`,
    };
  };

  return (
    <PanelState
      pending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      loadingLabel="Loading the pick calendar"
    >
      <MonthCalendar
        month={month}
        label="Pick calendar"
        caption={`Picks per required date in ${title}: amber days have picks not complete, green days are complete.`}
        selected={selected}
        onSelect={onSelect}
        dayOf={dayOf}
        noneText=": no picks"
      />
    </PanelState>
  );
}
