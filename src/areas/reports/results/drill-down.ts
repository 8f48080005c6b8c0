import type { TColumnLink } from '../../../contract';

type Cell = string | number | boolean | null | undefined;

/** The report an item's movements open (seeded at each stock site, demo-report-pack-stock.ts). */
export const ITEM_MOVEMENTS_REPORT = 'ITEM_MOVEMENTS';

/** A run screen address that fills the report's parameters and runs it at once. */
export function runReportPath(report: string, parameters: Record<string, string>): string {
  const search = new URLSearchParams({ report, run: '1' });
  for (const [name, value] of Object.entries(parameters)) search.set(`p.${name}`, value);
  return `/report/run?${search.toString()}`;
}

/**
 * Where a cell of a linked column leads (the records behind the row): a sales order's or a
 * purchase order's screen, or the item's movements (in the row's warehouse when it has one).
 * null for an empty cell or a column without a link.
 */
export function drillDownPath(
  link: TColumnLink,
  value: Cell,
  row: Record<string, Cell>,
): string | null {
  if (value === null || value === undefined || value === '') return null;
  const code = String(value);
  switch (link) {
    case 'sales_order':
      return `/so/${encodeURIComponent(code)}`;
    case 'purchase_order':
      return `/po/${encodeURIComponent(code)}`;
    case 'item_movements': {
      const warehouse = typeof row.warehouse === 'string' ? row.warehouse : '';
      return runReportPath(ITEM_MOVEMENTS_REPORT, {
        inventory_code: code,
        ...(warehouse ? { warehouse } : {}),
      });
    }
    default:
      return null;
  }
}

/** The parameters a run screen address fills (p.name=value), by name. */
export function parametersFromSearch(search: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of search) if (key.startsWith('p.')) out[key.slice(2)] = value;
  return out;
}
