import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCell, type TChartKind, type TReportColumn } from '../../../contract';
import { chartRows, type ChartRow } from './chart-rows';

/** Series colours (Tailwind 600s): distinct for bars, lines and slices. */
const COLOURS = ['#2563eb', '#059669', '#d97706', '#dc2626', '#7c3aed', '#0891b2', '#db2777'];

type Props = {
  label: string;
  kind: TChartKind;
  labelColumn: TReportColumn;
  values: TReportColumn[];
  rows: Record<string, string | number | boolean | null>[];
  zone: string;
};

/**
 * The chart a report's columns describe (recharts, loaded with this module only when a run has
 * a chart): bars, a line or a pie of the value columns by the label column, rows with the same
 * label added together. The same figures are in the table below, so nothing is only in the
 * picture.
 */
export default function ReportChart({ label, kind, labelColumn, values, rows, zone }: Props) {
  const data: ChartRow[] = chartRows(labelColumn, values, rows, zone);
  if (data.length === 0) return null;
  const tick = { fontSize: 13 };
  const format = (column: TReportColumn) => (v: unknown) =>
    formatCell(typeof v === 'number' ? v : null, column.format, zone);
  const first = values[0]!;
  return (
    <figure role="img" aria-label={label} className="m-0 h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        {kind === 'pie' ? (
          <PieChart>
            <Pie
              data={data}
              dataKey={first.key}
              nameKey="label"
              outerRadius="80%"
              isAnimationActive={false}
              label={(slice: { name?: string }) => slice.name ?? ''}
            >
              {data.map((d, i) => (
                <Cell key={d.label} fill={COLOURS[i % COLOURS.length]} />
              ))}
            </Pie>
            <Tooltip formatter={format(first)} />
          </PieChart>
        ) : kind === 'line' ? (
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={tick} interval="preserveStartEnd" />
            <YAxis tick={tick} width={56} tickFormatter={format(first)} />
            <Tooltip />
            {values.length > 1 && <Legend />}
            {values.map((v, i) => (
              <Line
                key={v.key}
                dataKey={v.key}
                name={v.label}
                stroke={COLOURS[i % COLOURS.length]}
                strokeWidth={2}
                dot={data.length <= 40}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={tick} interval="preserveStartEnd" />
            <YAxis tick={tick} width={56} tickFormatter={format(first)} />
            <Tooltip />
            {values.length > 1 && <Legend />}
            {values.map((v, i) => (
              <Bar
                key={v.key}
                dataKey={v.key}
                name={v.label}
                fill={COLOURS[i % COLOURS.length]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </figure>
  );
}
