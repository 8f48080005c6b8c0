import { z } from 'zod';
import { actionContract } from './action-contract';
import * as fields from './fields';
import type { TModule } from './permissions';
import { RELATIVE_DATE_PRESETS } from './report-parameters';
import { ZReportResult, ZReportRow } from './reports';

/*
 * The report builder (issue 29, item 2): a report made by choosing, not by writing SQL. A
 * definition names one dataset of a fixed list, the columns it shows (each as it is, or summed,
 * counted or averaged), the columns it groups by, filters, sort and a chart. The server compiles
 * it into SQL from the allow-list of datasets and columns (server/areas/report-builder) with the
 * filter values bound as parameters, and saves it as an ordinary site report.
 */

export const BUILDER_COLUMN_TYPES = ['text', 'number', 'date'] as const;
export type TBuilderColumnType = (typeof BUILDER_COLUMN_TYPES)[number];

export type TBuilderColumnInfo = { key: string; label: string; type: TBuilderColumnType };
export type TBuilderDatasetInfo = {
  label: string;
  /** The module whose data it is: running the report needs view, building it update. */
  module: TModule;
  columns: readonly TBuilderColumnInfo[];
};

const t = (key: string, label: string): TBuilderColumnInfo => ({ key, label, type: 'text' });
const n = (key: string, label: string): TBuilderColumnInfo => ({ key, label, type: 'number' });
const d = (key: string, label: string): TBuilderColumnInfo => ({ key, label, type: 'date' });

/** The datasets a built report may read and their columns (the server holds their SQL). */
export const BUILDER_DATASETS = {
  orders: {
    label: 'Orders',
    module: 'so',
    columns: [
      t('sales_order', 'Sales order'),
      t('warehouse', 'Warehouse'),
      t('customer_code', 'Customer'),
      t('customer_order', 'Customer order'),
      t('order_type', 'Order type'),
      d('required_date', 'Required date'),
      d('created_date', 'Created date'),
      t('wms_status', 'WMS status'),
      t('erp_status', 'ERP status'),
      t('delivery_suburb', 'Delivery suburb'),
      t('delivery_state', 'Delivery state'),
      n('lines', 'Lines'),
      n('units_ordered', 'Units ordered'),
      n('units_supplied', 'Units supplied'),
    ],
  },
  order_lines: {
    label: 'Order lines',
    module: 'so',
    columns: [
      t('sales_order', 'Sales order'),
      t('warehouse', 'Warehouse'),
      t('customer_code', 'Customer'),
      d('required_date', 'Required date'),
      t('wms_status', 'Order status'),
      n('line_no', 'Line'),
      t('inventory_code', 'Item'),
      t('description', 'Description'),
      t('unit', 'Unit'),
      n('quantity_ordered', 'Quantity ordered'),
      n('quantity_supplied', 'Quantity supplied'),
      n('quantity_short', 'Quantity short'),
      t('short_supply_reason', 'Short reason'),
    ],
  },
  picks: {
    label: 'Picks',
    module: 'so',
    columns: [
      t('picker', 'Picker'),
      t('warehouse', 'Warehouse'),
      d('picked_date', 'Picked date'),
      t('pick_section', 'Pick section'),
      t('sales_order', 'Sales order'),
      t('inventory_code', 'Item'),
      t('pick_face', 'Pick face'),
      t('batch_number', 'Batch'),
      n('quantity_picked', 'Quantity picked'),
      t('reason', 'Short reason'),
    ],
  },
  movements: {
    label: 'Movements',
    module: 'mo',
    columns: [
      d('movement_date', 'Date'),
      t('movement_type', 'Movement type'),
      t('warehouse', 'Warehouse'),
      t('inventory_code', 'Item'),
      t('from_location', 'From location'),
      t('to_location', 'To location'),
      t('serial_batch', 'Batch'),
      t('operator', 'Operator'),
      t('reference', 'Reference'),
      n('quantity', 'Quantity'),
    ],
  },
  stock: {
    label: 'Stock on hand',
    module: 'in',
    columns: [
      t('warehouse', 'Warehouse'),
      t('location', 'Location'),
      t('inventory_code', 'Item'),
      t('description', 'Description'),
      t('serial_batch', 'Batch'),
      t('date_code', 'Date code'),
      n('quantity', 'Quantity'),
    ],
  },
  receipts: {
    label: 'Receipts',
    module: 'dd',
    columns: [
      t('delivery_docket', 'Delivery docket'),
      t('warehouse', 'Warehouse'),
      d('received_date', 'Received date'),
      t('wms_status', 'Status'),
      t('inventory_code', 'Item'),
      t('description', 'Description'),
      t('serial_batch', 'Batch'),
      n('quantity_ordered', 'Quantity ordered'),
      n('quantity_received', 'Quantity received'),
    ],
  },
  consignments: {
    label: 'Consignments',
    module: 'so',
    columns: [
      t('consignment', 'Consignment'),
      t('connote', 'Connote'),
      t('warehouse', 'Warehouse'),
      t('courier', 'Courier'),
      t('service', 'Carrier and service'),
      t('customer_code', 'Customer'),
      d('despatch_date', 'Despatch date'),
      t('receiver_town', 'Receiver town'),
      t('receiver_state', 'Receiver state'),
      t('status', 'Status'),
      n('packages', 'Packages'),
      n('weight', 'Weight'),
      n('volume', 'Volume'),
      n('shipment_total', 'Shipment total'),
    ],
  },
} as const satisfies Record<string, TBuilderDatasetInfo>;
export type TBuilderDataset = keyof typeof BUILDER_DATASETS;
export const BUILDER_DATASET_KEYS = Object.keys(BUILDER_DATASETS) as TBuilderDataset[];

export const builderColumn = (
  dataset: TBuilderDataset,
  key: string,
): TBuilderColumnInfo | undefined =>
  (BUILDER_DATASETS[dataset].columns as readonly TBuilderColumnInfo[]).find((c) => c.key === key);

export const BUILDER_AGGREGATES = ['none', 'sum', 'count', 'count_distinct', 'avg'] as const;
export type TBuilderAggregate = (typeof BUILDER_AGGREGATES)[number];
export const BUILDER_AGGREGATE_LABELS: Record<TBuilderAggregate, string> = {
  none: 'As it is',
  sum: 'Sum',
  count: 'Count',
  count_distinct: 'Count of different',
  avg: 'Average',
};
/** The summaries a column of a type may take (sum and average need numbers). */
export const aggregatesFor = (type: TBuilderColumnType): TBuilderAggregate[] =>
  type === 'number' ? [...BUILDER_AGGREGATES] : ['none', 'count', 'count_distinct'];

export const BUILDER_OPERATORS = {
  equals: { label: 'is', types: ['text', 'number', 'date'] },
  not_equals: { label: 'is not', types: ['text', 'number'] },
  contains: { label: 'contains', types: ['text'] },
  at_least: { label: 'at least / on or after', types: ['number', 'date'] },
  at_most: { label: 'at most / on or before', types: ['number', 'date'] },
  between: { label: 'between', types: ['number', 'date'] },
} as const satisfies Record<string, { label: string; types: readonly TBuilderColumnType[] }>;
export type TBuilderOperator = keyof typeof BUILDER_OPERATORS;
export const BUILDER_OPERATOR_KEYS = Object.keys(BUILDER_OPERATORS) as TBuilderOperator[];
export const operatorsFor = (type: TBuilderColumnType): TBuilderOperator[] =>
  BUILDER_OPERATOR_KEYS.filter((o) =>
    (BUILDER_OPERATORS[o].types as readonly string[]).includes(type),
  );

export const BUILDER_CHARTS = ['table', 'bar', 'line', 'pie'] as const;
export type TBuilderChart = (typeof BUILDER_CHARTS)[number];

/** How the builder names each chart kind. */
export const BUILDER_CHART_LABELS: Record<TBuilderChart, string> = {
  table: 'Table only',
  bar: 'Bar chart',
  line: 'Line chart',
  pie: 'Pie chart',
};

/** Relative dates a date filter offers (resolved on the site's today when the report runs). */
export const BUILDER_DATE_SUGGESTIONS = [...RELATIVE_DATE_PRESETS, 'today-7', 'today-30'];

export const BUILDER_LIMITS = { columns: 20, groupBy: 5, filters: 10, sort: 5, rows: 100_000 };

export const BUILDER_MESSAGES = {
  unknownColumn: (dataset: string, column: string) =>
    `The dataset ${dataset} has no column '${column}'`,
  aggregateType: (column: string, aggregate: string) =>
    `${column} is not a number: it cannot be given ${BUILDER_AGGREGATE_LABELS[aggregate as TBuilderAggregate] ?? aggregate}`,
  operatorType: (column: string, operator: string) =>
    `${column} cannot be filtered with '${BUILDER_OPERATORS[operator as TBuilderOperator]?.label ?? operator}'`,
  notGrouped: (column: string) =>
    `${column} is shown as it is in a grouped report: group by it or summarise it`,
  unknownSort: (key: string) => `Sort by '${key}': the report shows no such column`,
  listedTwice: (key: string) => `The column '${key}' is shown twice`,
  filterValue: (column: string) => `Give the value ${column} is filtered on`,
  chartColumn: (key: string) => `The chart uses '${key}', which the report does not show`,
  notBuilt: (report: string) => `Report '${report}' was not made with the report builder`,
  mayNotBuild: (dataset: string) =>
    `Building a report of ${dataset} needs update permission on its module`,
  saved: (label: string) => `Report ${label} saved`,
} as const;

const key = () => fields.text(63).trim().min(1);

export const ZBuilderColumn = z.object({
  column: key(),
  aggregate: z.enum(BUILDER_AGGREGATES).default('none'),
  /** The heading shown (the column's label, with its summary, when blank). */
  label: fields.text(80).trim().default(''),
});
export type TBuilderColumn = z.output<typeof ZBuilderColumn>;

export const ZBuilderFilter = z.object({
  column: key(),
  operator: z.enum(BUILDER_OPERATOR_KEYS as [TBuilderOperator, ...TBuilderOperator[]]),
  /** The value (a date may be relative: 'last week', 'today-7'); the lower end of between. */
  value: fields.text(200).trim().default(''),
  /** The upper end of between. */
  value_to: fields.text(200).trim().default(''),
});
export type TBuilderFilter = z.output<typeof ZBuilderFilter>;

export const ZBuilderSort = z.object({
  /** An output key: a column's key, or aggregate_column for a summarised one. */
  column: key(),
  direction: z.enum(['asc', 'desc']).default('asc'),
});

export const ZBuilderChartSpec = z.object({
  kind: z.enum(BUILDER_CHARTS).default('table'),
  /** The output key along the axis (or the slices of a pie); blank: the first column. */
  label_column: fields.text(63).trim().default(''),
  /** The output key measured; blank: the first number column. */
  value_column: fields.text(63).trim().default(''),
});
export type TBuilderChartSpec = z.output<typeof ZBuilderChartSpec>;

/** The output key of a shown column: its key, or aggregate_key when summarised. */
export const builderOutputKey = (c: Pick<TBuilderColumn, 'column' | 'aggregate'>) =>
  c.aggregate === 'none' ? c.column : `${c.aggregate}_${c.column}`;

/** The heading of a shown column. */
export function builderOutputLabel(dataset: TBuilderDataset, c: TBuilderColumn): string {
  if (c.label) return c.label;
  const base = builderColumn(dataset, c.column)?.label ?? c.column;
  return c.aggregate === 'none' ? base : `${base} (${BUILDER_AGGREGATE_LABELS[c.aggregate]})`;
}

/** Is the report grouped (a group-by or any summarised column)? */
export const builderGrouped = (def: Pick<TBuilderDefinition, 'columns' | 'group_by'>) =>
  def.group_by.length > 0 || def.columns.some((c) => c.aggregate !== 'none');

const ZBuilderShape = z.object({
  dataset: z.enum(BUILDER_DATASET_KEYS as [TBuilderDataset, ...TBuilderDataset[]]),
  columns: z.array(ZBuilderColumn).min(1, 'Choose at least one column').max(BUILDER_LIMITS.columns),
  group_by: z.array(key()).max(BUILDER_LIMITS.groupBy).default([]),
  filters: z.array(ZBuilderFilter).max(BUILDER_LIMITS.filters).default([]),
  sort: z.array(ZBuilderSort).max(BUILDER_LIMITS.sort).default([]),
  chart: ZBuilderChartSpec.default({ kind: 'table', label_column: '', value_column: '' }),
  /** At most this many rows (blank: every row). */
  limit: fields.int(1, BUILDER_LIMITS.rows).nullable().default(null),
});
type TBuilderShape = z.output<typeof ZBuilderShape>;

/** Every problem of a definition against the allow-list (unknown columns, wrong summaries …). */
export function builderProblems(
  def: TBuilderShape,
): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const info = (path: (string | number)[], column: string) => {
    const found = builderColumn(def.dataset, column);
    if (!found)
      problems.push({ path, message: BUILDER_MESSAGES.unknownColumn(def.dataset, column) });
    return found;
  };
  const grouped = builderGrouped(def);
  const outputs = new Set<string>();
  def.columns.forEach((c, i) => {
    const found = info(['columns', i, 'column'], c.column);
    if (!found) return;
    if (!aggregatesFor(found.type).includes(c.aggregate))
      problems.push({
        path: ['columns', i, 'aggregate'],
        message: BUILDER_MESSAGES.aggregateType(found.label, c.aggregate),
      });
    if (grouped && c.aggregate === 'none' && !def.group_by.includes(c.column))
      problems.push({
        path: ['columns', i, 'aggregate'],
        message: BUILDER_MESSAGES.notGrouped(found.label),
      });
    const out = builderOutputKey(c);
    if (outputs.has(out))
      problems.push({ path: ['columns', i, 'column'], message: BUILDER_MESSAGES.listedTwice(out) });
    outputs.add(out);
  });
  def.group_by.forEach((g, i) => {
    info(['group_by', i], g);
  });
  def.filters.forEach((f, i) => {
    const found = info(['filters', i, 'column'], f.column);
    if (!found) return;
    if (!(BUILDER_OPERATORS[f.operator].types as readonly string[]).includes(found.type))
      problems.push({
        path: ['filters', i, 'operator'],
        message: BUILDER_MESSAGES.operatorType(found.label, f.operator),
      });
    if (f.value === '' && (f.operator !== 'between' || f.value_to === ''))
      problems.push({
        path: ['filters', i, 'value'],
        message: BUILDER_MESSAGES.filterValue(found.label),
      });
  });
  def.sort.forEach((s, i) => {
    if (!outputs.has(s.column))
      problems.push({
        path: ['sort', i, 'column'],
        message: BUILDER_MESSAGES.unknownSort(s.column),
      });
  });
  for (const k of [def.chart.label_column, def.chart.value_column])
    if (k && !outputs.has(k))
      problems.push({ path: ['chart'], message: BUILDER_MESSAGES.chartColumn(k) });
  return problems;
}

/** A builder definition, checked against the allow-list of datasets and columns. */
export const ZBuilderDefinition = ZBuilderShape.superRefine((def, ctx) => {
  for (const p of builderProblems(def)) ctx.addIssue({ code: 'custom', ...p });
});
export type TBuilderDefinition = z.output<typeof ZBuilderDefinition>;
export type TBuilderDefinitionInput = z.input<typeof ZBuilderDefinition>;

export const BLANK_BUILDER: TBuilderDefinition = {
  dataset: 'orders',
  columns: [],
  group_by: [],
  filters: [],
  sort: [],
  chart: { kind: 'table', label_column: '', value_column: '' },
  limit: null,
};

const reportCode = () =>
  fields
    .text(60)
    .trim()
    .min(1, 'Give the report a code')
    .regex(
      /^[\p{L}\p{N}_.-]*$/u,
      'May only contain letters, numbers, dots, dashes and underscores',
    );

/** A built report as saved: the report's code, label, group and its builder definition. */
export const ZBuiltReport = z.object({
  report: reportCode(),
  label: fields.text(120).trim().min(1, 'Give the report a name'),
  group: fields.text(60).trim().default(''),
  description: fields.text(1000).trim().default(''),
  definition: ZBuilderDefinition,
});
export type TBuiltReport = z.output<typeof ZBuiltReport>;
export type TBuiltReportInput = z.input<typeof ZBuiltReport>;

export const ZBuiltReportAnswer = ZBuiltReport.extend({ site_id: z.string() });
export type TBuiltReportAnswer = z.output<typeof ZBuiltReportAnswer>;

export const REPORT_BUILDER_CALLS = {
  /** Run a definition without saving it (the builder's preview). */
  preview: actionContract({
    service: 'reporting',
    entity: 'report_builder',
    action: 'preview',
    input: z.object({ definition: ZBuilderDefinition }),
    output: ZReportResult,
  }),
  /** Save a built report as a site report (compiled into its one query). */
  save: actionContract({
    service: 'reporting',
    entity: 'report_builder',
    action: 'save',
    input: ZBuiltReport,
    output: ZReportRow,
  }),
  /** Delete a built report of the site and its schedules (update on its dataset's module). */
  delete: actionContract({
    service: 'reporting',
    entity: 'report_builder',
    action: 'delete',
    input: z.object({ report: fields.text(60).trim().min(1) }),
    output: ZReportRow,
  }),
  /** A built report of the site with its builder definition (404 when not built). */
  get: actionContract({
    service: 'reporting',
    entity: 'report_builder',
    action: 'get',
    input: z.object({ report: fields.text(60).trim().min(1) }),
    output: ZBuiltReportAnswer,
  }),
};
