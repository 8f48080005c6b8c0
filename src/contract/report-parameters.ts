import { isCalendarDate } from './fields';
import type { TParameterValue, TReportParameter, TReportParameters } from './reports';

/**
 * Report parameters as the run screen sends them (document 3 section 5): a from_date goes as
 * the day at 00:00:00 and a to_date as 23:59:59, ISO form (YYYY-MM-DDTHH:mm:ss, the site's
 * local time); empty parameters are left out. Dates may be relative ("last 7 days", "today-7"),
 * resolved against the day the report runs.
 */

export const RELATIVE_DATE_PRESETS = [
  'today',
  'yesterday',
  'last 7 days',
  'last 30 days',
  'this week',
  'last week',
  'this month',
  'last month',
  'this year',
] as const;
export type TRelativeDatePreset = (typeof RELATIVE_DATE_PRESETS)[number];

export const DAY_START = 'T00:00:00';
export const DAY_END = 'T23:59:59';

const pad = (n: number) => String(n).padStart(2, '0');
/** A calendar day (UTC arithmetic on a date without a time) as YYYY-MM-DD. */
const ymd = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const parseDay = (day: string) => new Date(`${day}T00:00:00Z`);
const addDays = (day: string, n: number) => {
  const d = parseDay(day);
  d.setUTCDate(d.getUTCDate() + n);
  return ymd(d);
};

/** The range a preset stands for, on `today` (YYYY-MM-DD); weeks start on Monday. */
export function presetRange(
  preset: TRelativeDatePreset,
  today: string,
): { from: string; to: string } {
  const d = parseDay(today);
  const weekday = (d.getUTCDay() + 6) % 7;
  const first = (y: number, m: number) => ymd(new Date(Date.UTC(y, m, 1)));
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last 7 days':
      return { from: addDays(today, -6), to: today };
    case 'last 30 days':
      return { from: addDays(today, -29), to: today };
    case 'this week':
      return { from: addDays(today, -weekday), to: addDays(today, 6 - weekday) };
    case 'last week':
      return { from: addDays(today, -weekday - 7), to: addDays(today, -weekday - 1) };
    case 'this month':
      return { from: first(y, m), to: addDays(first(y, m + 1), -1) };
    case 'last month':
      return { from: first(y, m - 1), to: addDays(first(y, m), -1) };
    case 'this year':
      return { from: `${y}-01-01`, to: `${y}-12-31` };
  }
}

const isPreset = (text: string): text is TRelativeDatePreset =>
  (RELATIVE_DATE_PRESETS as readonly string[]).includes(text);

/**
 * A date as typed or stored: YYYY-MM-DD (an ISO instant's day), a preset (its start, or its end
 * for the `end` side), or today±N ("today-7"). null when it is none of these; '' stays ''.
 */
export function resolveDate(text: string, today: string, end = false): string | null {
  const value = text.trim().toLowerCase();
  if (value === '') return '';
  const day = value.slice(0, 10);
  if (/^\d{4}-\d{2}-\d{2}/.test(value) && isCalendarDate(day)) return day;
  if (isPreset(value)) {
    const range = presetRange(value, today);
    return end ? range.to : range.from;
  }
  const offset = /^today\s*([+-])\s*(\d{1,4})\s*(d|days?)?$/.exec(value);
  if (offset) return addDays(today, (offset[1] === '-' ? -1 : 1) * Number(offset[2]));
  return null;
}

/** A day as sent for a from_date (00:00:00) or a to_date (23:59:59). */
export const dayStart = (day: string) => `${day}${DAY_START}`;
export const dayEnd = (day: string) => `${day}${DAY_END}`;

const isEmpty = (v: TParameterValue | undefined): boolean => {
  if (v === undefined) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (typeof v === 'number') return !Number.isFinite(v);
  if (Array.isArray(v)) return v.length === 0;
  return isEmpty(v.from) && isEmpty(v.to);
};

/** The date-typed sides: a from_date field is a start, a to_date field an end. */
function sendDate(
  field: TReportParameter['field_type'],
  text: string,
  today: string,
  end: boolean,
): string {
  const day = resolveDate(text, today, field === 'to_date' || end) ?? text;
  if (!isCalendarDate(day)) return text;
  if (field === 'from_date') return dayStart(day);
  if (field === 'to_date') return dayEnd(day);
  return end ? dayEnd(day) : dayStart(day);
}

/**
 * What the run screen sends: each parameter's value with dates resolved and put in ISO form,
 * empty ones left out, plus the run's from_date and to_date (from the first from_date and
 * to_date fields, or the first date range).
 */
export function buildRunParameters(
  parameters: readonly TReportParameter[],
  values: TReportParameters,
  today: string,
): { parameters: TReportParameters; from_date?: string; to_date?: string } {
  const out: TReportParameters = {};
  let fromDate: string | undefined;
  let toDate: string | undefined;
  for (const p of parameters) {
    const v = values[p.database_field];
    if (v === undefined || isEmpty(v)) continue;
    const dated =
      p.field_type === 'date' || p.field_type === 'from_date' || p.field_type === 'to_date';
    if (!dated) {
      if (typeof v === 'object' && !Array.isArray(v)) {
        const range: { from?: string | number; to?: string | number } = {};
        if (v.from !== undefined && !isEmpty(v.from)) range.from = v.from;
        if (v.to !== undefined && !isEmpty(v.to)) range.to = v.to;
        out[p.database_field] = range;
      } else if (Array.isArray(v)) {
        out[p.database_field] = v.filter((x) => !isEmpty(x));
      } else {
        out[p.database_field] = typeof v === 'string' ? v.trim() : v;
      }
      continue;
    }
    if (typeof v === 'object' && !Array.isArray(v)) {
      const range: { from?: string; to?: string } = {};
      if (v.from !== undefined && !isEmpty(v.from))
        range.from = sendDate(p.field_type, String(v.from), today, false);
      if (v.to !== undefined && !isEmpty(v.to))
        range.to = sendDate(p.field_type, String(v.to), today, true);
      out[p.database_field] = range;
      fromDate ??= range.from;
      toDate ??= range.to;
      continue;
    }
    if (Array.isArray(v)) {
      out[p.database_field] = v.map((x) => sendDate(p.field_type, String(x), today, false));
      continue;
    }
    const sent = sendDate(p.field_type, String(v), today, false);
    out[p.database_field] = sent;
    if (p.field_type === 'from_date') fromDate ??= sent;
    if (p.field_type === 'to_date') toDate ??= sent;
  }
  return {
    parameters: out,
    ...(fromDate !== undefined ? { from_date: fromDate } : {}),
    ...(toDate !== undefined ? { to_date: toDate } : {}),
  };
}

/** The value a parameter starts with on the run screen (its defaults, relative dates kept). */
export function defaultParameterValue(p: TReportParameter): TParameterValue | undefined {
  if (p.selection_mode === 'range') {
    if (!p.default_from && !p.default_to) return undefined;
    return { from: p.default_from, to: p.default_to };
  }
  if (p.selection_mode === 'multiple') {
    return p.default_from
      ? p.default_from
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined;
  }
  if (p.field_type === 'to_date') return p.default_to || p.default_from || undefined;
  return p.default_from || undefined;
}
