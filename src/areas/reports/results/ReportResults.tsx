import { createColumnHelper } from '@tanstack/react-table';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router-dom';
import {
  REPORT_DISPLAY_MESSAGES,
  formatCell,
  reportChart,
  reportTotals,
  settleFormats,
  type TColumnFormat,
  type TReportColumn,
  type TReportParameters,
  type TReportResult,
} from '../../../contract';
import { DataTable, Spinner } from '../../../ui';
import { drillDownPath } from './drill-down';

/** The chart and recharts load only when a run has a chart to draw. */
const ReportChart = lazy(() => import('./ReportChart'));

type Row = TReportResult['rows'][number];
const column = createColumnHelper<Row>();

const NUMERIC: readonly TColumnFormat[] = ['integer', 'number', 'quantity', 'percent', 'hours'];

function tableColumns(columns: readonly TReportColumn[], zone: string, sent: TReportParameters) {
  return columns.map((c) =>
    column.accessor((r) => r[c.key], {
      id: c.key,
      header: c.label,
      meta: { align: NUMERIC.includes(c.format) ? 'right' : 'left' },
      cell: (cell) => {
        const value = cell.getValue();
        const text = formatCell(value, c.format, zone);
        const to = drillDownPath(c, value, cell.row.original, sent);
        return to ? (
          <Link to={to} className="text-brand-700 underline">
            {text}
          </Link>
        ) : (
          text
        );
      },
    }),
  );
}

/** The totals row: each added-up column's total, under its heading. */
function Totals(props: {
  columns: readonly TReportColumn[];
  totals: Record<string, number>;
  zone: string;
  partial: boolean;
}) {
  const shown = props.columns.filter((c) => c.key in props.totals);
  return (
    <dl
      aria-label="Totals"
      className="flex flex-wrap gap-x-6 gap-y-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
    >
      <dt className="font-semibold text-slate-900">
        {REPORT_DISPLAY_MESSAGES.totals}
        {props.partial ? ' (of the rows shown)' : ''}
      </dt>
      {shown.map((c) => (
        <div key={c.key} className="flex gap-1">
          <dt className="text-slate-600">{c.label}</dt>
          <dd className="font-semibold tabular-nums text-slate-900" data-total={c.key}>
            {formatCell(props.totals[c.key], c.format, props.zone)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A run's result as it reads best: a chart when the report's columns describe one, the table
 * with each column formatted by its type (numbers grouped and right-aligned, days and times the
 * site's way), cells that lead to the records behind them (another report's rows, an order, an
 * item's movements), and a totals row.
 */
export function ReportResults({
  result,
  zone,
  sent = {},
}: {
  result: TReportResult;
  zone: string;
  /** The parameters the run was made with (a drill-down takes them along). */
  sent?: TReportParameters;
}) {
  const columns = useMemo(
    () => settleFormats(result.columns, result.rows),
    [result.columns, result.rows],
  );
  const chart = reportChart(columns);
  const totals = reportTotals(columns, result.rows);
  return (
    <section className="flex flex-col gap-2" aria-label="Report results">
      {result.truncated && (
        <p role="status" className="text-amber-800">
          The first {result.row_count} rows are shown; export the report for every row.
        </p>
      )}
      {chart && result.rows.length > 0 && (
        <Suspense fallback={<Spinner label="Drawing the chart" />}>
          <ReportChart
            label={`${result.label}: ${chart.values.map((v) => v.label).join(', ')} by ${chart.label.label}`}
            kind={chart.kind}
            labelColumn={chart.label}
            values={chart.values}
            rows={result.rows}
            zone={zone}
          />
        </Suspense>
      )}
      <DataTable<Row>
        label={`${result.label} results`}
        columns={tableColumns(columns, zone, sent)}
        data={result.rows}
        emptyMessage="The report found no rows"
        countNoun={['row', 'rows']}
        density="dense"
        virtualizeAbove={200}
        maxHeight="70vh"
      />
      {totals && (
        <Totals columns={columns} totals={totals} zone={zone} partial={result.truncated} />
      )}
    </section>
  );
}
