import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract';
import {
  DATE_RANGE_MESSAGES,
  DateRange,
  dateRangeErrors,
  quickDateRange,
  type DateRangeProps,
  type TDateRange,
} from '../../src/ui';

function Harness(props: Partial<DateRangeProps> & { initial?: TDateRange }) {
  const [value, setValue] = useState<TDateRange>(props.initial ?? { from: '', to: '' });
  return (
    <>
      <DateRange today="2025-02-14" {...props} value={value} onChange={setValue} />
      <output data-testid="value">{`${value.from}|${value.to}`}</output>
    </>
  );
}
const from = () => screen.getByLabelText('From') as HTMLInputElement;
const to = () => screen.getByLabelText('To') as HTMLInputElement;
const shown = () => screen.getByTestId('value').textContent;

describe('dateRangeErrors and quickDateRange', () => {
  it('needs both dates only when required, real dates in YYYY-MM-DD, and to on or after from', () => {
    expect(dateRangeErrors({ from: '', to: '' })).toEqual({});
    expect(dateRangeErrors({ from: '', to: '' }, { required: true })).toEqual({
      from: MESSAGES.required,
      to: MESSAGES.required,
    });
    expect(dateRangeErrors({ from: '2025-02-30', to: '14/02/2025' })).toEqual({
      from: DATE_RANGE_MESSAGES.invalid,
      to: DATE_RANGE_MESSAGES.invalid,
    });
    expect(dateRangeErrors({ from: '2025-02-14', to: '2025-02-13' })).toEqual({
      to: DATE_RANGE_MESSAGES.order,
    });
    expect(dateRangeErrors({ from: '2025-02-14', to: '2025-02-14' })).toEqual({});
  });

  it('quick picks are relative to today', () => {
    expect(quickDateRange('today', '2025-02-14')).toEqual({ from: '2025-02-14', to: '2025-02-14' });
    expect(quickDateRange('last7', '2025-03-03')).toEqual({ from: '2025-02-25', to: '2025-03-03' });
    expect(quickDateRange('month', '2024-02-14')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });
});

describe('DateRange', () => {
  it('shows From and To date inputs in a named group', () => {
    render(<Harness label="Movement dates" />);
    expect(screen.getByRole('group', { name: 'Movement dates' })).toBeTruthy();
    expect(from().type).toBe('date');
    fireEvent.change(from(), { target: { value: '2025-02-01' } });
    fireEvent.change(to(), { target: { value: '2025-02-10' } });
    expect(shown()).toBe('2025-02-01|2025-02-10');
    expect(to().min).toBe('2025-02-01');
    expect(from().max).toBe('2025-02-10');
  });

  it('says at once when To is before From, tied to the field', () => {
    render(<Harness initial={{ from: '2025-02-10', to: '2025-02-01' }} />);
    const error = screen.getByText(DATE_RANGE_MESSAGES.order);
    expect(to().getAttribute('aria-invalid')).toBe('true');
    expect(to().getAttribute('aria-describedby')).toBe(error.id);
    expect(from().getAttribute('aria-invalid')).toBeNull();
  });

  it('when required, says a date is missing after the field is left, or when told to', () => {
    const { rerender } = render(<Harness required />);
    expect(screen.queryByText(MESSAGES.required)).toBeNull();
    fireEvent.blur(from());
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(1);
    rerender(<Harness required showErrors />);
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2);
  });

  it('quick picks fill both dates and show which one is active', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(shown()).toBe('2025-02-14|2025-02-14');
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(shown()).toBe('2025-02-08|2025-02-14');
    fireEvent.click(screen.getByRole('button', { name: 'This month' }));
    expect(shown()).toBe('2025-02-01|2025-02-28');
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('text input shows and takes YYYY-MM-DD, flagging a date that does not exist', () => {
    render(<Harness input="text" />);
    expect(from().type).toBe('text');
    expect(from().placeholder).toBe('YYYY-MM-DD');
    fireEvent.change(from(), { target: { value: '2025-02-30' } });
    fireEvent.blur(from());
    expect(screen.getByText(DATE_RANGE_MESSAGES.invalid)).toBeTruthy();
    fireEvent.change(from(), { target: { value: '2025-02-28' } });
    expect(screen.queryByText(DATE_RANGE_MESSAGES.invalid)).toBeNull();
  });

  it('shows errors passed in (e.g. from the server) over its own', () => {
    render(<Harness errors={{ from: 'Too far back' }} />);
    expect(screen.getByText('Too far back')).toBeTruthy();
    expect(from().getAttribute('aria-invalid')).toBe('true');
  });
});
