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
import type { TBuilderChart, TReportResult } from '../../../contract';

const COLOURS = ['#1d4ed8', '#059669', '#d97706', '#dc2626', '#7c3aed', '#0891b2', '#65a30d'];

/** The builder's preview chart: one value by one label, as bars, a line or a pie. */
export function BuilderChart({
  kind,
  result,
  labelKey,
  valueKey,
}: {
  kind: TBuilderChart;
  result: TReportResult;
  labelKey: string;
  valueKey: string;
}) {
  if (kind === 'table' || !labelKey || !valueKey) return null;
  const valueLabel = result.columns.find((c) => c.key === valueKey)?.label ?? valueKey;
  const data = result.rows.slice(0, 50).map((r) => ({
    label: String(r[labelKey] ?? ''),
    value: typeof r[valueKey] === 'number' ? r[valueKey] : Number(r[valueKey]) || 0,
  }));
  return (
    <figure
      aria-label={`${kind} chart of ${valueLabel}`}
      data-chart={kind}
      className="h-72 w-full rounded border border-slate-200 bg-white p-2"
    >
      <ResponsiveContainer width="100%" height="100%">
        {kind === 'pie' ? (
          <PieChart>
            <Pie data={data} dataKey="value" nameKey="label" isAnimationActive={false} label>
              {data.map((d, i) => (
                <Cell key={d.label} fill={COLOURS[i % COLOURS.length]} />
              ))}
            </Pie>
            <Tooltip />
            <Legend />
          </PieChart>
        ) : kind === 'line' ? (
          <LineChart data={data}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" />
            <YAxis />
            <Tooltip />
            <Line dataKey="value" name={valueLabel} stroke={COLOURS[0]} isAnimationActive={false} />
          </LineChart>
        ) : (
          <BarChart data={data}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" />
            <YAxis />
            <Tooltip />
            <Bar dataKey="value" name={valueLabel} fill={COLOURS[0]} isAnimationActive={false} />
          </BarChart>
        )}
      </ResponsiveContainer>
    </figure>
  );
}
