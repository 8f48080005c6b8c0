import { formatCell, type TReportColumn } from '../../../contract';

export type ChartRow = { label: string } & Record<string, number | string>;

/** At most this many labels are drawn (the largest by the first value; the rest as "Other"). */
export const CHART_MAX_LABELS = 24;

/**
 * The points of a report's chart: one per label (formatted as the table shows it), each value
 * column added up over the rows with that label, in the rows' order. A label column of dates
 * keeps every day; other labels beyond CHART_MAX_LABELS are added together as "Other".
 */
export function chartRows(
  labelColumn: TReportColumn,
  values: readonly TReportColumn[],
  rows: readonly Record<string, string | number | boolean | null>[],
  zone: string,
): ChartRow[] {
  const byLabel = new Map<string, ChartRow>();
  for (const r of rows) {
    const label = formatCell(r[labelColumn.key], labelColumn.format, zone) || '(blank)';
    let point = byLabel.get(label);
    if (!point) {
      point = { label };
      for (const v of values) point[v.key] = 0;
      byLabel.set(label, point);
    }
    for (const v of values) {
      const n = r[v.key];
      if (typeof n === 'number' && Number.isFinite(n)) point[v.key] = Number(point[v.key]) + n;
    }
  }
  const points = [...byLabel.values()];
  const dated = labelColumn.format === 'date' || labelColumn.format === 'datetime';
  if (dated || points.length <= CHART_MAX_LABELS) return points;
  const first = values[0]!.key;
  const sorted = [...points].sort((a, b) => Number(b[first]) - Number(a[first]));
  const kept = sorted.slice(0, CHART_MAX_LABELS - 1);
  const other: ChartRow = { label: 'Other' };
  for (const v of values)
    other[v.key] = sorted.slice(CHART_MAX_LABELS - 1).reduce((n, p) => n + Number(p[v.key]), 0);
  return [...kept, other];
}
