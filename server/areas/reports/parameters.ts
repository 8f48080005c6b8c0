import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import {
  REPORT_MESSAGES as M,
  isCalendarDate,
  resolveDate,
  todayIn,
  type TImportData,
  type TListValue,
  type TParameterValue,
  type TReportParameter,
  type TReportParameters,
} from '../../../src/contract';
import { RuleErrors } from '../../errors';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What a report's SQL may name: each parameter (ranges as name_from, name_to) and the run's. */
export type Bindings = Map<string, unknown>;

type Scalar = string | number;

/**
 * A date value as the report's SQL receives it: a from_date or to_date field (sent as the
 * site's local YYYY-MM-DDTHH:mm:ss) becomes that instant in UTC ISO form; a date field stays a
 * day. Relative dates are resolved on the site's today. null when it is not a date.
 */
function bindDate(
  p: TReportParameter,
  value: Scalar,
  zone: string,
  today: string,
  end: boolean,
): string | null {
  const text = String(value).trim();
  const asEnd = p.field_type === 'to_date' || (p.field_type !== 'from_date' && end);
  const day = resolveDate(text, today, asEnd);
  if (day === null || day === '' || !isCalendarDate(day)) return null;
  if (p.field_type === 'date') return day;
  const time = /T(\d{2}:\d{2}:\d{2})/.exec(text)?.[1] ?? (asEnd ? '23:59:59' : '00:00:00');
  const local = dayjs.tz(`${day} ${time}`, zone);
  return (asEnd && time === '23:59:59' ? local.add(999, 'millisecond') : local).toISOString();
}

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Check the values sent against the report's parameters and turn them into bindings. Every
 * failure is collected and answered at once; a value for a parameter the report does not have
 * is refused. Relative dates ('last 7 days', 'today-7') resolve on the site's today.
 */
export function bindParameters(options: {
  parameters: readonly TReportParameter[];
  values: TReportParameters;
  listOptions: Record<string, TListValue[]>;
  zone: string;
  now?: Date;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  importData?: TImportData | undefined;
  siteId: string;
}): Bindings {
  const { parameters, values, listOptions, zone } = options;
  const today = todayIn(zone, options.now);
  const problems: string[] = [];
  const bindings: Bindings = new Map();
  const known = new Set(parameters.map((p) => p.database_field));
  for (const name of Object.keys(values)) {
    if (!known.has(name)) problems.push(M.unknownParameter(name));
  }

  const one = (p: TReportParameter, v: Scalar, end: boolean): unknown => {
    const label = p.display_name || p.database_field;
    switch (p.field_type) {
      case 'date':
      case 'from_date':
      case 'to_date': {
        const d = bindDate(p, v, zone, today, end);
        if (d === null) problems.push(M.parameterDate(label));
        return d;
      }
      case 'number': {
        const n = typeof v === 'number' ? v : Number(String(v).trim());
        if (!Number.isFinite(n)) {
          problems.push(M.parameterNumber(label));
          return null;
        }
        if (
          (p.minimum_value !== null && n < p.minimum_value) ||
          (p.maximum_value !== null && n > p.maximum_value)
        )
          problems.push(M.parameterRange(label, p.minimum_value, p.maximum_value));
        return n;
      }
      case 'list':
      case 'choice': {
        const text = String(v).trim();
        const choices = listOptions[p.database_field];
        if (choices && choices.length > 0 && !choices.some((c) => c.list_value === text))
          problems.push(M.parameterNotInList(label, text));
        return text;
      }
      case 'file':
        return options.importData ? JSON.stringify(options.importData) : null;
      default:
        return String(v).trim();
    }
  };

  for (const p of parameters) {
    const label = p.display_name || p.database_field;
    const v: TParameterValue | undefined = values[p.database_field];
    const name = p.database_field;
    if (p.field_type === 'file') {
      bindings.set(name, options.importData ? JSON.stringify(options.importData) : null);
      if (p.required && !options.importData) problems.push(M.parameterRequired(label));
      continue;
    }
    if (p.selection_mode === 'range') {
      const range =
        v !== undefined && typeof v === 'object' && !Array.isArray(v)
          ? v
          : blank(v)
            ? {}
            : { from: v as Scalar };
      const from = blank(range.from) ? null : one(p, range.from!, false);
      const to = blank(range.to) ? null : one(p, range.to!, true);
      if (p.required && from === null && to === null) problems.push(M.parameterRequired(label));
      bindings.set(`${name}_from`, from);
      bindings.set(`${name}_to`, to);
      continue;
    }
    if (p.selection_mode === 'multiple') {
      const list = (Array.isArray(v) ? v : blank(v) ? [] : [v as Scalar]).filter((x) => !blank(x));
      if (p.required && list.length === 0) problems.push(M.parameterRequired(label));
      bindings.set(name, list.length === 0 ? null : list.map((x) => one(p, x, false)));
      continue;
    }
    if (v !== undefined && typeof v === 'object') {
      problems.push(M.parameterRequired(label));
      continue;
    }
    if (blank(v)) {
      if (p.required) problems.push(M.parameterRequired(label));
      bindings.set(name, null);
      continue;
    }
    bindings.set(name, one(p, v!, false));
  }

  // The run's own range (from_date 00:00:00, to_date 23:59:59), unless a parameter has the name.
  const runDate = (name: 'from_date' | 'to_date', value: string | undefined) => {
    if (bindings.has(name)) return;
    const p: TReportParameter = {
      database_field: name,
      display_name: name,
      field_type: name,
      use_list: '',
      selection_mode: 'single',
      default_from: '',
      default_to: '',
      minimum_value: null,
      maximum_value: null,
      required: false,
    };
    bindings.set(name, blank(value) ? null : one(p, value!, name === 'to_date'));
  };
  runDate('from_date', options.fromDate);
  runDate('to_date', options.toDate);
  if (!bindings.has('import_data'))
    bindings.set('import_data', options.importData ? JSON.stringify(options.importData) : null);
  if (!bindings.has('site_id')) bindings.set('site_id', options.siteId);

  if (problems.length > 0)
    throw new RuleErrors([...new Set(problems)].map((message) => ({ message })));
  return bindings;
}

/** The bindings as the sandbox's `params` (plain JSON). */
export const paramsObject = (bindings: Bindings): Record<string, unknown> =>
  Object.fromEntries(bindings);
