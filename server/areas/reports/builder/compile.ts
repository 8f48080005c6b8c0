import {
  BUILDER_DATASETS,
  BUILDER_OPERATORS,
  builderColumn,
  builderGrouped,
  builderOutputKey,
  builderOutputLabel,
  builderProblems,
  type TBuilderColumn,
  type TBuilderColumnType,
  type TBuilderDefinition,
  type TBuilderFilter,
  type TModule,
  type TReportParameter,
  type TReportParameters,
  type TResultColumn,
  ZResultColumn,
} from '../../../../src/contract';
import { RuleErrors } from '../../../errors';
import { DATASET_SQL } from './datasets';

/*
 * A builder definition as SQL. Everything in the text comes from the allow-list (DATASET_SQL):
 * column expressions, fixed keywords and the output keys (letters, digits and _ of the
 * contract). Filter values never enter the text: each filter is a report parameter (:f1, or
 * :f1_from / :f1_to for between) whose default is the value chosen, bound when the report runs.
 */

export type CompiledReport = {
  sql: string;
  parameters: TReportParameter[];
  /** The filters' values as a run sends them (the parameters' defaults). */
  values: TReportParameters;
  result_columns: TResultColumn[];
  modules: TModule[];
};

const SQL_TYPE: Record<TBuilderColumnType, string> = {
  text: 'text',
  number: 'numeric',
  date: 'date',
};

/** A column's expression of the dataset (refused when it is not in the allow-list). */
function expression(def: TBuilderDefinition, column: string): string {
  const found = DATASET_SQL[def.dataset].columns[column];
  if (found === undefined || !builderColumn(def.dataset, column))
    throw new RuleErrors([{ message: `The dataset ${def.dataset} has no column '${column}'` }]);
  return found;
}

const typeOf = (def: TBuilderDefinition, column: string): TBuilderColumnType =>
  builderColumn(def.dataset, column)!.type;

/** An output key as a quoted identifier (keys are [a-z0-9_] from the contract). */
function quoted(key: string): string {
  if (!/^[a-z][a-z0-9_]*$/.test(key)) throw new RuleErrors([{ message: `Bad column key ${key}` }]);
  return `"${key}"`;
}

function selected(def: TBuilderDefinition, c: TBuilderColumn): string {
  const e = expression(def, c.column);
  const type = typeOf(def, c.column);
  switch (c.aggregate) {
    case 'sum':
      return `sum(${e})::float8`;
    case 'avg':
      return `round(avg(${e})::numeric, 2)::float8`;
    case 'count':
      return `count(${e})::int`;
    case 'count_distinct':
      return `count(DISTINCT ${e})::int`;
    default:
      return type === 'number' ? `(${e})::float8` : type === 'date' ? `(${e})::text` : e;
  }
}

function filterSql(
  def: TBuilderDefinition,
  f: TBuilderFilter,
  name: string,
): { sql: string; parameter: TReportParameter; value: TReportParameters[string] } {
  const e = expression(def, f.column);
  const type = typeOf(def, f.column);
  const cast = SQL_TYPE[type];
  const info = builderColumn(def.dataset, f.column)!;
  const parameter: TReportParameter = {
    database_field: name,
    display_name: `${info.label} ${BUILDER_OPERATORS[f.operator].label}`.slice(0, 80),
    field_type: type === 'date' ? 'date' : type === 'number' ? 'number' : 'text',
    use_list: '',
    selection_mode: f.operator === 'between' ? 'range' : 'single',
    default_from: f.value,
    default_to: f.operator === 'between' ? f.value_to : '',
    minimum_value: null,
    maximum_value: null,
    required: true,
  };
  const p = `:${name}::${cast}`;
  switch (f.operator) {
    case 'equals':
      return { sql: `${e} = ${p}`, parameter, value: f.value };
    case 'not_equals':
      return { sql: `${e} IS DISTINCT FROM ${p}`, parameter, value: f.value };
    case 'contains':
      return { sql: `strpos(lower(${e}), lower(${p})) > 0`, parameter, value: f.value };
    case 'at_least':
      return { sql: `${e} >= ${p}`, parameter, value: f.value };
    case 'at_most':
      return { sql: `${e} <= ${p}`, parameter, value: f.value };
    case 'between': {
      const from = `:${name}_from::${cast}`;
      const to = `:${name}_to::${cast}`;
      return {
        sql: `(${from} IS NULL OR ${e} >= ${from}) AND (${to} IS NULL OR ${e} <= ${to})`,
        parameter,
        value: {
          ...(f.value ? { from: f.value } : {}),
          ...(f.value_to ? { to: f.value_to } : {}),
        },
      };
    }
  }
}

/** The output key a chart role falls on: the chosen one, else the first of the kind. */
function chartKeys(def: TBuilderDefinition): { label: string; value: string } | null {
  if (def.chart.kind === 'table') return null;
  const numeric = (c: TBuilderColumn) =>
    c.aggregate !== 'none' || typeOf(def, c.column) === 'number';
  const label = def.chart.label_column || def.columns.find((c) => !numeric(c))?.column || '';
  const value =
    def.chart.value_column || builderOutputKeyOf(def.columns.find((c) => numeric(c))) || '';
  return label && value ? { label, value } : null;
}

const builderOutputKeyOf = (c: TBuilderColumn | undefined) => (c ? builderOutputKey(c) : '');

/**
 * A shown column as the report's result column: its heading, how it reads (format, totals),
 * where it leads (an order, an item's movements), a picker's name for its id, and its part in
 * the chart (src/contract/report-display.ts). Parsed by the report contract, which keeps what
 * it knows.
 */
function resultColumn(def: TBuilderDefinition, c: TBuilderColumn): TResultColumn {
  const key = builderOutputKey(c);
  const type = typeOf(def, c.column);
  const plain = c.aggregate === 'none';
  const chart = chartKeys(def);
  const format = !plain
    ? c.aggregate === 'count' || c.aggregate === 'count_distinct'
      ? 'integer'
      : c.aggregate === 'avg'
        ? 'number'
        : 'quantity'
    : type === 'number'
      ? 'quantity'
      : type;
  return ZResultColumn.parse({
    key,
    label: builderOutputLabel(def.dataset, c),
    format,
    total: c.aggregate === 'avg' || (plain && type !== 'number') ? 'none' : 'auto',
    link:
      plain && c.column === 'sales_order'
        ? 'sales_order'
        : plain && c.column === 'inventory_code'
          ? 'item_movements'
          : '',
    lookup: plain && c.column === 'picker' ? 'user_name' : '',
    chart: chart?.label === key ? 'label' : chart?.value === key ? def.chart.kind : '',
  });
}

/** Compile a definition (checked again here: the allow-list is the server's). */
export function compileBuilder(def: TBuilderDefinition): CompiledReport {
  const problems = builderProblems(def);
  if (problems.length > 0) throw new RuleErrors(problems.map((p) => ({ message: p.message })));
  const dataset = DATASET_SQL[def.dataset];
  const grouped = builderGrouped(def);
  const select = def.columns.map((c) => `${selected(def, c)} AS ${quoted(builderOutputKey(c))}`);
  const filters = def.filters.map((f, i) => filterSql(def, f, `f${i + 1}`));
  // Grouped: by the group-by columns (each shown as it is, or only grouped on).
  const groupBy = grouped ? def.group_by.map((g) => expression(def, g)) : [];
  const outputs = def.columns.map(builderOutputKey);
  const order =
    def.sort.length > 0
      ? def.sort.map((s) => `${quoted(s.column)} ${s.direction === 'desc' ? 'DESC' : 'ASC'}`)
      : grouped
        ? def.group_by.filter((g) => outputs.includes(g)).map((g) => `${quoted(g)} ASC`)
        : [];
  const sql = [
    `SELECT ${select.join(',\n       ')}`,
    `  FROM ${dataset.from}`,
    filters.length > 0 ? ` WHERE ${filters.map((f) => f.sql).join('\n   AND ')}` : '',
    groupBy.length > 0 ? ` GROUP BY ${groupBy.join(', ')}` : '',
    order.length > 0 ? ` ORDER BY ${order.join(', ')}` : '',
    def.limit !== null ? ` LIMIT ${Math.trunc(def.limit)}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return {
    sql,
    parameters: filters.map((f) => f.parameter),
    values: Object.fromEntries(filters.map((f) => [f.parameter.database_field, f.value])),
    result_columns: def.columns.map((c) => resultColumn(def, c)),
    modules: [BUILDER_DATASETS[def.dataset].module],
  };
}
