import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MonthCalendar, daysInMonth, type MonthCalendarDay } from '../../src/ui';

const busy: Record<string, MonthCalendarDay> = {
  '2026-11-03': { variant: 'warning', text: '2 picks, 1 open' },
  '2026-11-04': { variant: 'success', text: '1 pick' },
};
const dayOf = (date: string): MonthCalendarDay => busy[date] ?? { variant: undefined, text: '' };

describe('MonthCalendar', () => {
  it('lays the month out in Monday-first weeks with one button a day', () => {
    render(
      <MonthCalendar
        month="2026-11"
        label="Pick calendar"
        selected="2026-11-04"
        onSelect={() => {}}
        dayOf={dayOf}
        noneText=": no picks"
      />,
    );
    const table = screen.getByRole('table', { name: /^Pick calendar .*2026/ });
    const rows = within(table).getAllByRole('row');
    // 1 November 2026 is a Sunday: six blanks, then 30 days over five weeks.
    expect(rows).toHaveLength(1 + 6);
    expect(within(rows[1]!).getAllByRole('button')).toHaveLength(1);
    expect(within(table).getAllByRole('button')).toHaveLength(daysInMonth('2026-11'));
    expect(within(rows[0]!).getAllByRole('columnheader')[0]!.textContent).toBe('Mon');
  });

  it('names and colours each day by its text and variant, marks the selected day, selects on press', () => {
    const onSelect = vi.fn();
    render(
      <MonthCalendar
        month="2026-11"
        label="Pick calendar"
        selected="2026-11-04"
        onSelect={onSelect}
        dayOf={dayOf}
        noneText=": no picks"
      />,
    );
    const open = screen.getByRole('button', { name: /^3 ?November 2026: ?2 picks, 1 open$/ });
    expect(open.getAttribute('data-variant')).toBe('warning');
    expect(open.getAttribute('aria-pressed')).toBe('false');
    // Named by what it shows (the day and its text), the month between for a screen reader.
    expect(open.textContent).toBe('3 November 2026: 2 picks, 1 open');
    const selected = screen.getByRole('button', { name: /^4 ?November 2026: ?1 pick$/ });
    expect(selected.getAttribute('aria-pressed')).toBe('true');
    const quiet = screen.getByRole('button', { name: /^5 ?November 2026: no picks$/ });
    expect(quiet.getAttribute('data-variant')).toBeNull();
    expect(quiet.textContent).toBe('5 November 2026: no picks');
    fireEvent.click(open);
    expect(onSelect).toHaveBeenCalledWith('2026-11-03');
  });

  it('knows leap years', () => {
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-02')).toBe(28);
  });
});
