import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { DATE_FORMAT, MESSAGES } from '../contract';
import { cx } from './cx';

/** A date range as the API takes it: both ends in DATE_FORMAT (YYYY-MM-DD), '' when unset. */
export type TDateRange = { from: string; to: string };
export type DateRangeErrors = { from?: string; to?: string };
export type DateQuickPick = 'today' | 'last7' | 'month';

/** The component's own messages (the catalogue has none for date ranges). */
export const DATE_RANGE_MESSAGES = {
  invalid: `Enter a date as ${DATE_FORMAT}`,
  order: 'The end date must be on or after the start date',
} as const;

const QUICK_PICKS: { pick: DateQuickPick; label: string }[] = [
  { pick: 'today', label: 'Today' },
  { pick: 'last7', label: 'Last 7 days' },
  { pick: 'month', label: 'This month' },
];

/** A real calendar date written exactly in DATE_FORMAT. */
export function isDateValue(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format(DATE_FORMAT) === value;
}

/** What is wrong with a range: each end a valid date (both needed when required), to ≥ from. */
export function dateRangeErrors(
  range: TDateRange,
  { required = false }: { required?: boolean } = {},
): DateRangeErrors {
  const errors: DateRangeErrors = {};
  for (const end of ['from', 'to'] as const) {
    const value = range[end].trim();
    if (value === '') {
      if (required) errors[end] = MESSAGES.required;
    } else if (!isDateValue(value)) {
      errors[end] = DATE_RANGE_MESSAGES.invalid;
    }
  }
  if (!errors.from && !errors.to && range.from && range.to && range.to < range.from) {
    errors.to = DATE_RANGE_MESSAGES.order;
  }
  return errors;
}

/**
 * The quick picks, relative to `today` (YYYY-MM-DD, in the site's zone): Today; Last 7 days
 * (today and the six before it); This month (its first to its last day).
 */
export function quickDateRange(pick: DateQuickPick, today: string): TDateRange {
  const day = dayjs(today);
  switch (pick) {
    case 'today':
      return { from: today, to: today };
    case 'last7':
      return { from: day.subtract(6, 'day').format(DATE_FORMAT), to: today };
    case 'month':
      return {
        from: day.startOf('month').format(DATE_FORMAT),
        to: day.endOf('month').format(DATE_FORMAT),
      };
  }
}

export type DateRangeProps = {
  value: TDateRange;
  onChange: (value: TDateRange) => void;
  /** The group's name (legend). */
  label?: string;
  fromLabel?: string;
  toLabel?: string;
  /** Both dates needed. */
  required?: boolean;
  /** Today in the site's zone (YYYY-MM-DD); defaults to the device's date. */
  today?: string;
  /** Show Today / Last 7 days / This month (default on). */
  quickPicks?: boolean;
  /**
   * Show every error now, not only after a field is left (set it after a submit attempt).
   */
  showErrors?: boolean;
  /**
   * 'date' (default): the browser's date input and picker (its value is always YYYY-MM-DD,
   * its display follows the device's locale). 'text': typed as YYYY-MM-DD, shown as such.
   */
  input?: 'date' | 'text';
  /** Errors from elsewhere (e.g. the server), shown over the component's own. */
  errors?: DateRangeErrors;
  className?: string;
};

/**
 * From and to dates with validation (to on or after from; both needed when required) and
 * quick picks. By default the inputs are native date inputs (tablets get their picker);
 * `input="text"` shows and takes YYYY-MM-DD as typed.
 */
export function DateRange({
  value,
  onChange,
  label = 'Dates',
  fromLabel = 'From',
  toLabel = 'To',
  required = false,
  today,
  quickPicks = true,
  showErrors = false,
  input = 'date',
  errors,
  className,
}: DateRangeProps) {
  const id = useId();
  const [touched, setTouched] = useState({ from: false, to: false });
  const own = dateRangeErrors(value, { required });
  // An out-of-order range is shown at once; a missing date after the field is left.
  const shown = (end: 'from' | 'to') =>
    errors?.[end] ??
    (showErrors || touched[end] || own[end] === DATE_RANGE_MESSAGES.order ? own[end] : undefined);
  const now = today ?? dayjs().format(DATE_FORMAT);

  const field = (end: 'from' | 'to', fieldLabel: string) => {
    const inputId = `${id}-${end}`;
    const error = shown(end);
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="font-medium text-slate-800">
          {fieldLabel}
        </label>
        <input
          id={inputId}
          type={input}
          placeholder={input === 'text' ? DATE_FORMAT : undefined}
          autoComplete="off"
          value={value[end]}
          required={required}
          min={end === 'to' && isDateValue(value.from) ? value.from : undefined}
          max={end === 'from' && isDateValue(value.to) ? value.to : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(e) => onChange({ ...value, [end]: e.target.value })}
          onBlur={() => setTouched((t) => ({ ...t, [end]: true }))}
          className={cx(
            'min-h-11 rounded-lg border bg-white px-3 py-2 text-slate-900 tabular-nums',
            input === 'text' && 'w-40',
            'focus:outline-3 focus:outline-offset-1 focus:outline-brand-500',
            error ? 'border-red-600' : 'border-slate-300',
          )}
        />
        {error && (
          <p id={`${inputId}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <fieldset className={cx('flex flex-col gap-2', className)}>
      <legend className="mb-1 font-medium text-slate-800">{label}</legend>
      <div className="flex flex-wrap items-start gap-3">
        {field('from', fromLabel)}
        {field('to', toLabel)}
      </div>
      {quickPicks && (
        <div className="flex flex-wrap gap-2">
          {QUICK_PICKS.map(({ pick, label: pickLabel }) => {
            const range = quickDateRange(pick, now);
            const active = range.from === value.from && range.to === value.to;
            return (
              <button
                key={pick}
                type="button"
                aria-pressed={active}
                onClick={() => onChange(range)}
                className={cx(
                  'min-h-11 rounded-lg px-3 text-sm font-medium ring-1 ring-inset',
                  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                  active
                    ? 'bg-brand-50 text-brand-800 ring-brand-600'
                    : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
                )}
              >
                {pickLabel}
              </button>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
