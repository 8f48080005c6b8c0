/**
 * Building blocks of the demo reports' definitions: parameters (a date range with a relative
 * default, a choice of the site's records, a number) and result columns with their format,
 * drill-down link and part in the chart.
 */
import type { TChoiceSource, TReportDefinitionInput } from '../../src/contract';

type Parameter = NonNullable<TReportDefinitionInput['parameters']>[number];
type Column = NonNullable<TReportDefinitionInput['result_columns']>[number];

/** A day range (:name_from, :name_to as YYYY-MM-DD), by default a relative period. */
export const period = (
  database_field: string,
  display_name: string,
  preset: string,
): Parameter => ({
  database_field,
  display_name,
  field_type: 'date',
  selection_mode: 'range',
  default_from: preset,
  default_to: preset,
  required: true,
});

/** One of the site's records (its code), or any when left empty. */
export const choice = (
  database_field: string,
  display_name: string,
  source: TChoiceSource,
): Parameter => ({ database_field, display_name, field_type: 'choice', use_list: source });

export const number = (
  database_field: string,
  display_name: string,
  value: number,
  minimum: number,
  maximum: number,
): Parameter => ({
  database_field,
  display_name,
  field_type: 'number',
  default_from: String(value),
  minimum_value: minimum,
  maximum_value: maximum,
  required: true,
});

export const text = (database_field: string, display_name: string): Parameter => ({
  database_field,
  display_name,
  field_type: 'text',
});

type ColumnOptions = Omit<Column, 'key' | 'label'>;
const col =
  (format: Column['format']) =>
  (key: string, label: string, options: ColumnOptions = {}): Column => ({
    key,
    label,
    format,
    ...options,
  });

export const textCol = col('text');
export const intCol = col('integer');
export const numCol = col('number');
export const qtyCol = col('quantity');
export const pctCol = col('percent');
export const hoursCol = col('hours');
export const dateCol = col('date');
export const timeCol = col('datetime');
