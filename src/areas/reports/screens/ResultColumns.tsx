import {
  CHART_ROLES,
  CHART_ROLE_LABELS,
  COLUMN_FORMATS,
  COLUMN_FORMAT_LABELS,
  COLUMN_LINKS,
  COLUMN_LINK_LABELS,
  COLUMN_LOOKUPS,
  COLUMN_LOOKUP_LABELS,
  COLUMN_TOTALS,
  COLUMN_TOTAL_LABELS,
  ZResultColumn,
  type TChartRole,
  type TColumnFormat,
  type TColumnLink,
  type TColumnLookup,
  type TColumnTotal,
  type TResultColumn,
} from '../../../contract';
import { Button, Select, TextField, type FieldErrors } from '../../../ui';

/*
 * The report editor's result columns: each column's key and heading and how it reads (issue 29,
 * item 4): its format and total on the row, its chart role, the record or report a cell leads
 * to and the user-name lookup in the row's detail. The choices are the contract's enumerations.
 * An auto format reads the values (whole numbers, decimals, days, instants); an auto total adds
 * up whole numbers, numbers, quantities and hours.
 */

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** What the row's detail sets, in a few words (shown while it is closed). */
function detailSummary(c: TResultColumn): string {
  const set = [
    c.chart && `chart: ${CHART_ROLE_LABELS[c.chart].toLowerCase()}`,
    c.link && `opens ${COLUMN_LINK_LABELS[c.link].toLowerCase()}`,
    c.drill_report && `opens ${c.drill_report}`,
    c.lookup && 'user name',
  ].filter(Boolean);
  return set.length > 0 ? set.join(' · ') : 'none set';
}

/** A new result column: no key or label yet, every other field at its default. */
const blankResultColumn = (): TResultColumn => ({
  ...ZResultColumn.parse({ key: 'column', label: '' }),
  key: '',
});

function ResultColumnRow({
  column: c,
  index: i,
  errors,
  change,
  remove,
}: {
  column: TResultColumn;
  index: number;
  errors: FieldErrors;
  change: (patch: Partial<TResultColumn>) => void;
  remove: () => void;
}) {
  return (
    <fieldset
      aria-label={`Result column ${c.key || i + 1}`}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
    >
      <div className="grid gap-3 sm:grid-cols-4">
        <TextField
          label="Key"
          name={`result_columns.${i}.key`}
          errors={errors}
          value={c.key}
          onChange={(e) => change({ key: e.target.value })}
        />
        <TextField
          label="Label"
          value={c.label}
          onChange={(e) => change({ label: e.target.value })}
        />
        <Select
          label="Format"
          value={c.format}
          options={options(COLUMN_FORMATS, COLUMN_FORMAT_LABELS)}
          onChange={(v) => change({ format: v as TColumnFormat })}
        />
        <Select
          label="Total"
          value={c.total}
          options={options(COLUMN_TOTALS, COLUMN_TOTAL_LABELS)}
          onChange={(v) => change({ total: v as TColumnTotal })}
        />
      </div>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <details className="min-w-0 flex-1 text-sm">
          <summary className="cursor-pointer text-slate-700">
            Chart, drill-down and lookup: <span className="text-slate-500">{detailSummary(c)}</span>
          </summary>
          <div className="mt-2 grid gap-3 sm:grid-cols-3">
            <Select
              label="Chart role"
              value={c.chart}
              options={options(CHART_ROLES, CHART_ROLE_LABELS)}
              onChange={(v) => change({ chart: v as TChartRole })}
            />
            <Select
              label="Cell opens"
              value={c.link}
              options={options(COLUMN_LINKS, COLUMN_LINK_LABELS)}
              onChange={(v) => change({ link: v as TColumnLink })}
            />
            <Select
              label="Shows"
              value={c.lookup}
              options={options(COLUMN_LOOKUPS, COLUMN_LOOKUP_LABELS)}
              onChange={(v) => change({ lookup: v as TColumnLookup })}
            />
            <TextField
              label="Drill-down report"
              name={`result_columns.${i}.drill_report`}
              errors={errors}
              hint="Another report's code: the cell opens its rows"
              value={c.drill_report}
              onChange={(e) => change({ drill_report: e.target.value })}
            />
            <TextField
              label="Drill-down parameter"
              name={`result_columns.${i}.drill_parameter`}
              errors={errors}
              hint="The parameter of that report the cell fills"
              value={c.drill_parameter}
              onChange={(e) => change({ drill_parameter: e.target.value })}
            />
          </div>
        </details>
        <Button variant="ghost" onClick={remove}>
          Remove column
        </Button>
      </div>
    </fieldset>
  );
}

/** The result columns of a report definition: listed, added, changed and removed. */
export function ResultColumns({
  columns,
  onChange,
  errors,
}: {
  columns: readonly TResultColumn[];
  onChange: (update: (columns: readonly TResultColumn[]) => TResultColumn[]) => void;
  errors: FieldErrors;
}) {
  return (
    <section className="flex flex-col gap-3" aria-label="Result columns">
      <div className="flex items-center justify-between">
        <h3 className="text-lg font-semibold">Result Columns</h3>
        <Button variant="secondary" onClick={() => onChange((cs) => [...cs, blankResultColumn()])}>
          Add column
        </Button>
      </div>
      {columns.length === 0 && (
        <p className="text-sm text-slate-600">
          No columns listed: every column of the result is shown.
        </p>
      )}
      {columns.map((c, i) => (
        <ResultColumnRow
          key={i}
          column={c}
          index={i}
          errors={errors}
          change={(patch) =>
            onChange((cs) => cs.map((other, j) => (j === i ? { ...other, ...patch } : other)))
          }
          remove={() => onChange((cs) => cs.filter((_, j) => j !== i))}
        />
      ))}
    </section>
  );
}
