import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type BarSeries = { key: string; name: string; colour: string };

/**
 * A bar chart of rows (recharts) with an accessible name; the same figures are always in the
 * table beside it, so nothing is only in the picture.
 */
export function BarChartFigure({
  label,
  data,
  xKey,
  series,
  height = 260,
}: {
  label: string;
  data: object[];
  xKey: string;
  series: BarSeries[];
  height?: number;
}) {
  if (!data.length) return null;
  return (
    <figure role="img" aria-label={label} className="m-0 w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={xKey} tick={{ fontSize: 13 }} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tick={{ fontSize: 13 }} width={40} />
          <Tooltip />
          {series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              fill={s.colour}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
