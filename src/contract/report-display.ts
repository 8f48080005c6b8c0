import { z } from 'zod';
import { DATE_FORMAT, DEFAULT_LOCALE, DISPLAY_TIME_FORMAT } from './defaults';
import { formatInZone } from './movements';

/*
 * How a report's result reads (issue 29, item 4): each result column may say how its values
 * are shown (its format), whether the totals row adds it up, where a row's value leads (a
 * drill-down to the records behind it) and the part it plays in the report's chart. A column
 * without a label is headed by its key made readable ("inventory_code" -> "Inventory code").
 */

/**
 * auto: from the values (whole numbers, decimals, ISO days and instants); integer: grouped
 * whole numbers; number: up to 2 decimals; quantity: up to 3 (the ledger's); percent: a value
 * already in per cent, 1 decimal; hours: 2 decimals; date: a day as the site writes it;
 * datetime: an instant in the site's zone.
 */
export const COLUMN_FORMATS = [
  'auto',
  'text',
  'integer',
  'number',
  'quantity',
  'percent',
  'hours',
  'date',
  'datetime',
] as const;
export type TColumnFormat = (typeof COLUMN_FORMATS)[number];

/** auto: numbers of an additive format are added up (integer, number, quantity, hours). */
export const COLUMN_TOTALS = ['auto', 'sum', 'none'] as const;
export type TColumnTotal = (typeof COLUMN_TOTALS)[number];

/**
 * Where a cell leads: the sales order it names, the item's movements, the purchase order.
 * The run screen links the cell to that record's screen.
 */
export const COLUMN_LINKS = ['', 'sales_order', 'item_movements', 'purchase_order'] as const;
export type TColumnLink = (typeof COLUMN_LINKS)[number];

/**
 * The column's part in the chart drawn above the results: the label (the axis, or the slices
 * of a pie), or a value drawn as bars, a line or a pie. A report whose columns name a label
 * and at least one value has a chart; rows with the same label are added together.
 */
export const CHART_ROLES = ['', 'label', 'bar', 'line', 'pie'] as const;
export type TChartRole = (typeof CHART_ROLES)[number];
export type TChartKind = Exclude<TChartRole, '' | 'label'>;

/**
 * What the server shows instead of a code the report's SQL cannot read the name of: a user id
 * becomes the user's name at the site (report SQL never reads the users table).
 */
export const COLUMN_LOOKUPS = ['', 'user_name'] as const;
export type TColumnLookup = (typeof COLUMN_LOOKUPS)[number];

/** How the report editor names each choice. */
export const COLUMN_FORMAT_LABELS: Record<TColumnFormat, string> = {
  auto: 'Auto',
  text: 'Text',
  integer: 'Whole number',
  number: 'Number (2 dp)',
  quantity: 'Quantity (3 dp)',
  percent: 'Per cent',
  hours: 'Hours',
  date: 'Date',
  datetime: 'Date and time',
};
export const COLUMN_TOTAL_LABELS: Record<TColumnTotal, string> = {
  auto: 'Auto',
  sum: 'Sum',
  none: 'None',
};
export const CHART_ROLE_LABELS: Record<TChartRole, string> = {
  '': 'Not charted',
  label: 'Label (axis)',
  bar: 'Bars',
  line: 'Line',
  pie: 'Pie slices',
};
export const COLUMN_LINK_LABELS: Record<TColumnLink, string> = {
  '': 'Nothing',
  sales_order: 'The sales order',
  item_movements: 'The item’s movements',
  purchase_order: 'The purchase order',
};
export const COLUMN_LOOKUP_LABELS: Record<TColumnLookup, string> = {
  '': 'The value as it is',
  user_name: 'A user id as the user’s name',
};

export const ZColumnDisplay = z.object({
  format: z.enum(COLUMN_FORMATS).default('auto'),
  total: z.enum(COLUMN_TOTALS).default('auto'),
  link: z.enum(COLUMN_LINKS).default(''),
  chart: z.enum(CHART_ROLES).default(''),
  lookup: z.enum(COLUMN_LOOKUPS).default(''),
  /**
   * A drill-down to another report: its code, and the parameter the cell's value fills (a date
   * range's both ends for a day). The run's other parameters and the row's warehouse go along,
   * where the report has them.
   */
  drill_report: z.string().trim().max(60).default(''),
  drill_parameter: z.string().trim().max(63).default(''),
});

/** A result column as the run screen gets it: its heading and how it reads. */
export const ZReportColumn = z
  .object({ key: z.string(), label: z.string() })
  .extend(ZColumnDisplay.shape);
export type TReportColumn = z.output<typeof ZReportColumn>;

/** A key made readable: "inventory_code" -> "Inventory code", "linesPerHour" -> "Lines per hour". */
export function humaniseKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

type Cell = string | number | boolean | null | undefined;

/** How many of a column's values (not blank) settle its auto format. */
const SAMPLE = 200;

/** The format of an auto column, from its values (the first 200 that are not blank). */
export function inferFormat(values: readonly Cell[]): Exclude<TColumnFormat, 'auto'> {
  const seen = values.filter((v) => v !== null && v !== undefined && v !== '').slice(0, SAMPLE);
  if (seen.length === 0) return 'text';
  if (seen.every((v) => typeof v === 'number'))
    return seen.every((v) => Number.isInteger(v)) ? 'integer' : 'quantity';
  if (seen.every((v) => typeof v === 'string' && ISO_DAY.test(v))) return 'date';
  if (seen.every((v) => typeof v === 'string' && ISO_INSTANT.test(v))) return 'datetime';
  return 'text';
}

/** The columns with auto formats settled from the rows. */
export function settleFormats(
  columns: readonly TReportColumn[],
  rows: readonly Record<string, Cell>[],
): TReportColumn[] {
  return columns.map((c) =>
    c.format === 'auto' ? { ...c, format: inferFormat(rows.map((r) => r[c.key])) } : c,
  );
}

const ADDITIVE: readonly TColumnFormat[] = ['integer', 'number', 'quantity', 'hours'];

/** Does the totals row add this (settled) column up? */
export const totalled = (c: TReportColumn) =>
  c.total === 'sum' || (c.total === 'auto' && ADDITIVE.includes(c.format));

/**
 * The totals row, added up as the rows come (an export streams them; the run screen has them
 * in hand): each column's sum of its numbers and, for an auto column, the first values that
 * settle its format. `totals()` answers each totalled column's sum, rounded to the ledger's 3
 * decimals, or null when no column is totalled or there were no rows. The run screen's totals
 * and the exports' totals row are this one rule.
 */
export function totalsTally(columns: readonly TReportColumn[]) {
  const sums = columns.map(() => 0);
  const samples = columns.map(() => [] as Cell[]);
  let rows = 0;
  const settled = (): TReportColumn[] =>
    columns.map((c, i) => (c.format === 'auto' ? { ...c, format: inferFormat(samples[i]!) } : c));
  return {
    /** One row's cells, in the order of `columns`. */
    add(cells: readonly Cell[]) {
      rows += 1;
      columns.forEach((c, i) => {
        const v = cells[i];
        if (typeof v === 'number' && Number.isFinite(v)) sums[i]! += v;
        const sample = samples[i]!;
        if (
          c.format === 'auto' &&
          sample.length < SAMPLE &&
          v !== null &&
          v !== undefined &&
          v !== ''
        )
          sample.push(v);
      });
    },
    /** The columns with auto formats settled from the rows added so far. */
    settled,
    totals(): Record<string, number> | null {
      if (rows === 0) return null;
      const out: Record<string, number> = {};
      settled().forEach((c, i) => {
        if (totalled(c)) out[c.key] = Math.round(sums[i]! * 1000) / 1000;
      });
      return Object.keys(out).length > 0 ? out : null;
    },
  };
}

/**
 * The totals row of rows in hand: each totalled column's sum over the rows (numbers only), or
 * null when no column is totalled or there are no rows (see totalsTally).
 */
export function reportTotals(
  columns: readonly TReportColumn[],
  rows: readonly Record<string, Cell>[],
): Record<string, number> | null {
  const tally = totalsTally(columns);
  for (const r of rows) tally.add(columns.map((c) => r[c.key]));
  return tally.totals();
}

const numberFormats: Partial<Record<TColumnFormat, Intl.NumberFormatOptions>> = {
  integer: { maximumFractionDigits: 0 },
  number: { maximumFractionDigits: 2 },
  quantity: { maximumFractionDigits: 3 },
  percent: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  hours: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
};

/** A cell as the report shows it: numbers grouped by format, days and instants the site's way. */
export function formatCell(value: Cell, format: TColumnFormat, zone: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const options = numberFormats[format];
  if (options) {
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n)) return String(value);
    const text = n.toLocaleString(DEFAULT_LOCALE, options);
    return format === 'percent' ? `${text}%` : text;
  }
  if (typeof value === 'string' && format === 'date' && ISO_DAY.test(value.slice(0, 10)))
    return ISO_INSTANT.test(value)
      ? formatInZone(value, zone, DATE_FORMAT)
      : formatInZone(`${value.slice(0, 10)}T12:00:00Z`, 'UTC', DATE_FORMAT);
  if (typeof value === 'string' && format === 'datetime' && ISO_INSTANT.test(value))
    return formatInZone(value, zone, DISPLAY_TIME_FORMAT);
  if (typeof value === 'number' && format === 'text') return String(value);
  if (typeof value === 'number') return value.toLocaleString(DEFAULT_LOCALE);
  return value;
}

/** The chart a report's columns describe: its label column and value columns, if any. */
export function reportChart(
  columns: readonly TReportColumn[],
): { label: TReportColumn; values: TReportColumn[]; kind: TChartKind } | null {
  const label = columns.find((c) => c.chart === 'label');
  const values = columns.filter((c) => c.chart !== '' && c.chart !== 'label');
  if (!label || values.length === 0) return null;
  return { label, values, kind: values[0]!.chart as TChartKind };
}

/**
 * Where a parameter of field type `choice` takes its choices: the server answers them from
 * the caller's site (warehouses, customers, pick sections, users by name, suppliers, reasons,
 * storage types).
 */
export const CHOICE_SOURCES = {
  warehouses: 'Warehouses',
  customers: 'Customers',
  pick_sections: 'Pick sections',
  users: 'Users (by name)',
  suppliers: 'Suppliers',
  reason_codes: 'Reason codes',
  storage: 'Storage types',
} as const;
export type TChoiceSource = keyof typeof CHOICE_SOURCES;
export const CHOICE_SOURCE_KEYS = Object.keys(CHOICE_SOURCES) as TChoiceSource[];
export const isChoiceSource = (v: string): v is TChoiceSource => v in CHOICE_SOURCES;

export const REPORT_DISPLAY_MESSAGES = {
  unknownChoices: (parameter: string, source: string) =>
    `Parameter '${parameter}' lists choices from '${source}': use one of ${CHOICE_SOURCE_KEYS.join(', ')}`,
  totals: 'Total',
} as const;
