import type { TParameterValue, TReportColumn, TReportParameters } from '../../../contract';

type Cell = string | number | boolean | null | undefined;

/** The report an item's movements open (seeded at each stock site, demo-report-pack-stock.ts). */
export const ITEM_MOVEMENTS_REPORT = 'ITEM_MOVEMENTS';

/** A value as the address carries it: a day of an ISO instant ('2026-11-02T00:00:00'). */
const plain = (v: string | number) =>
  typeof v === 'string'
    ? v.replace(/^(\d{4}-\d{2}-\d{2})T[\d:.]+(Z|[+-]\d{2}:?\d{2})?$/, '$1')
    : String(v);

/**
 * A run screen address that fills the report's parameters and runs it at once: p.name=value,
 * a range as p.name.from and p.name.to, several values as p.name repeated.
 */
export function runReportPath(report: string, parameters: TReportParameters): string {
  const search = new URLSearchParams({ report, run: '1' });
  for (const [name, value] of Object.entries(parameters)) {
    if (Array.isArray(value)) for (const v of value) search.append(`p.${name}`, plain(v));
    else if (typeof value === 'object') {
      if (value.from !== undefined) search.set(`p.${name}.from`, plain(value.from));
      if (value.to !== undefined) search.set(`p.${name}.to`, plain(value.to));
    } else search.set(`p.${name}`, plain(value));
  }
  return `/report/run?${search.toString()}`;
}

/**
 * Where a cell leads (the records behind the row): a sales order's or a purchase order's
 * screen, the item's movements (in the row's warehouse when it has one), or the column's
 * drill-down report with the cell's value, the run's other parameters and the row's warehouse.
 * null for an empty cell or a column that leads nowhere.
 */
export function drillDownPath(
  column: Pick<TReportColumn, 'link' | 'drill_report' | 'drill_parameter'>,
  value: Cell,
  row: Record<string, Cell>,
  sent: TReportParameters = {},
): string | null {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean')
    return null;
  const code = String(value);
  const warehouse = typeof row.warehouse === 'string' && row.warehouse ? row.warehouse : '';
  if (column.drill_report && column.drill_parameter) {
    const given: Record<string, TParameterValue> = {
      ...sent,
      ...(warehouse ? { warehouse } : {}),
    };
    // A day fills a date range's both ends; anything else is the parameter's value.
    given[column.drill_parameter] = /^\d{4}-\d{2}-\d{2}$/.test(code)
      ? { from: code, to: code }
      : code;
    return runReportPath(column.drill_report, given);
  }
  switch (column.link) {
    case 'sales_order':
      return `/so/${encodeURIComponent(code)}`;
    case 'purchase_order':
      return `/po/${encodeURIComponent(code)}`;
    case 'item_movements':
      return runReportPath(ITEM_MOVEMENTS_REPORT, {
        inventory_code: code,
        ...(warehouse ? { warehouse } : {}),
      });
    default:
      return null;
  }
}

/** The parameters a run screen address fills (p.name, p.name.from, p.name.to), by name. */
export function parametersFromSearch(search: URLSearchParams): TReportParameters {
  const out: TReportParameters = {};
  for (const key of new Set(search.keys())) {
    if (!key.startsWith('p.')) continue;
    const [name, side] = key.slice(2).split('.', 2) as [string, string | undefined];
    if (side === 'from' || side === 'to') {
      const old = out[name];
      const range = old && typeof old === 'object' && !Array.isArray(old) ? old : {};
      out[name] = { ...range, [side]: search.get(key) ?? '' };
    } else {
      const all = search.getAll(key);
      out[name] = all.length > 1 ? all : (all[0] ?? '');
    }
  }
  return out;
}
