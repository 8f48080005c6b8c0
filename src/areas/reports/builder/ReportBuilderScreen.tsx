import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  BLANK_BUILDER,
  BUILDER_AGGREGATE_LABELS,
  BUILDER_CHARTS,
  BUILDER_CHART_LABELS,
  BUILDER_DATASETS,
  BUILDER_DATASET_KEYS,
  BUILDER_DATE_SUGGESTIONS,
  BUILDER_MESSAGES,
  BUILDER_OPERATORS,
  ZBuiltReport,
  aggregatesFor,
  builderColumn,
  builderOutputKey,
  builderOutputLabel,
  can,
  operatorsFor,
  type TBuilderChart,
  type TBuilderColumn,
  type TBuilderDataset,
  type TBuilderDefinition,
  type TBuilderFilter,
  type TReportResult,
} from '../../../contract';
import {
  Button,
  ConfirmDialog,
  Select,
  TextField,
  errorText,
  useNavContext,
  useSiteZone,
} from '../../../ui';
import { reportKeys } from '../keys';
import { deleteBuilt, fetchBuilt, previewBuilt, saveBuilt } from './api';
import { ReportResults } from '../results/ReportResults';
import { ScheduleDialog } from './ScheduleDialog';

/** Rows are grouped by every column shown as it is once any column is summarised. */
function withGroups(def: TBuilderDefinition): TBuilderDefinition {
  const summarised = def.columns.some((c) => c.aggregate !== 'none');
  return {
    ...def,
    group_by: summarised
      ? [...new Set(def.columns.filter((c) => c.aggregate === 'none').map((c) => c.column))]
      : [],
  };
}

const chartDefaults = (def: TBuilderDefinition): TBuilderDefinition['chart'] => {
  const outputs = def.columns.map(builderOutputKey);
  const keep = (k: string) => (outputs.includes(k) ? k : '');
  return {
    ...def.chart,
    label_column: keep(def.chart.label_column),
    value_column: keep(def.chart.value_column),
  };
};

/**
 * /report/builder (issue 29): a report made by choosing, for those who do not write SQL. Choose
 * a dataset, its columns (each as it is, or summed, counted or averaged: the rows are then
 * grouped by the others), filters, the sort and a chart; Preview runs it, Save keeps it as a
 * site report (run, exported and mailed like the others). ?report=CODE opens a built report.
 */
export default function ReportBuilderScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { permissions } = useNavContext();
  const zone = useSiteZone();
  const [search] = useSearchParams();
  const opening = search.get('report') ?? '';
  const [report, setReport] = useState({ report: '', label: '', group: '', description: '' });
  const [def, setDef] = useState<TBuilderDefinition>({ ...BLANK_BUILDER });
  const [result, setResult] = useState<TReportResult | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [note, setNote] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [mailing, setMailing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  /** The report is saved at the site (opened, or saved once here). */
  const [exists, setExists] = useState(false);

  useEffect(() => {
    if (!opening) return;
    let live = true;
    void fetchBuilt(opening).then((found) => {
      if (!live) return;
      if (!found) {
        // A report written in SQL: its SQL is changed in the editor, with SQL Query update.
        setReport((r) => ({ ...r, report: opening }));
        setProblems([BUILDER_MESSAGES.notBuilt(opening)]);
        return;
      }
      setReport({
        report: found.report,
        label: found.label,
        group: found.group,
        description: found.description,
      });
      setDef(found.definition);
      setSaved(true);
      setExists(true);
    });
    return () => {
      live = false;
    };
  }, [opening]);

  const datasets = BUILDER_DATASET_KEYS.filter((d) =>
    can(permissions, BUILDER_DATASETS[d].module, 'view'),
  );
  const mayBuild = can(permissions, BUILDER_DATASETS[def.dataset].module, 'update');
  const columns = BUILDER_DATASETS[def.dataset].columns;
  const columnOptions = columns.map((c) => ({ value: c.key, label: c.label }));

  const change = (next: (d: TBuilderDefinition) => TBuilderDefinition) => {
    setDef((d) => {
      const changed = withGroups(next(d));
      return { ...changed, chart: chartDefaults(changed) };
    });
    setResult(null);
    setSaved(false);
  };
  const setColumn = (i: number, patch: Partial<TBuilderColumn>) =>
    change((d) => ({
      ...d,
      columns: d.columns.map((c, j) => (j === i ? { ...c, ...patch } : c)),
    }));
  const setFilter = (i: number, patch: Partial<TBuilderFilter>) =>
    change((d) => ({
      ...d,
      filters: d.filters.map((f, j) => (j === i ? { ...f, ...patch } : f)),
    }));
  const outputs = def.columns.map((c) => ({
    value: builderOutputKey(c),
    label: builderOutputLabel(def.dataset, c),
  }));
  const grouped = def.group_by.length > 0;

  /** The definition as the server takes it, or the problems to show. */
  const checked = () => {
    const parsed = ZBuiltReport.safeParse({ ...report, definition: def });
    const issues = parsed.success
      ? []
      : parsed.error.issues.filter((i) => i.path[0] === 'definition').map((i) => i.message);
    return { parsed, issues };
  };

  const preview = async () => {
    setNote(null);
    const { issues } = checked();
    setProblems(issues);
    if (issues.length > 0) return;
    setBusy(true);
    try {
      setResult(await previewBuilt(def));
    } catch (e) {
      setProblems([errorText(e)]);
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    setNote(null);
    const { parsed } = checked();
    if (!parsed.success) {
      setProblems(parsed.error.issues.map((i) => i.message));
      return;
    }
    setProblems([]);
    setBusy(true);
    try {
      await saveBuilt(parsed.data);
      setSaved(true);
      setExists(true);
      setNote(BUILDER_MESSAGES.saved(parsed.data.label));
      await queryClient.invalidateQueries({ queryKey: reportKeys.all });
    } catch (e) {
      setProblems([errorText(e)]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Report builder</h1>
        <Button variant="ghost" onClick={() => navigate('/report')}>
          Back to reports
        </Button>
      </div>
      <section aria-label="The report" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <TextField
          label="Report code"
          value={report.report}
          disabled={Boolean(opening)}
          onChange={(e) => setReport((r) => ({ ...r, report: e.target.value }))}
        />
        <TextField
          label="Report name"
          value={report.label}
          onChange={(e) => setReport((r) => ({ ...r, label: e.target.value }))}
        />
        <TextField
          label="Group"
          value={report.group}
          onChange={(e) => setReport((r) => ({ ...r, group: e.target.value }))}
        />
      </section>
      <Select
        label="Dataset"
        value={def.dataset}
        options={datasets.map((d) => ({ value: d, label: BUILDER_DATASETS[d].label }))}
        onChange={(v) => change(() => ({ ...BLANK_BUILDER, dataset: v as TBuilderDataset }))}
      />

      <section aria-label="Columns" className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-800">Columns</h2>
        {def.columns.map((c, i) => {
          const type = builderColumn(def.dataset, c.column)?.type ?? 'text';
          return (
            <div key={i} className="flex flex-wrap items-end gap-2">
              <Select
                label={`Column ${i + 1}`}
                value={c.column}
                options={columnOptions}
                onChange={(v) => {
                  const t = builderColumn(def.dataset, v)?.type ?? 'text';
                  setColumn(i, {
                    column: v,
                    aggregate: aggregatesFor(t).includes(c.aggregate) ? c.aggregate : 'none',
                  });
                }}
              />
              <Select
                label={`Summary ${i + 1}`}
                value={c.aggregate}
                options={aggregatesFor(type).map((a) => ({
                  value: a,
                  label: BUILDER_AGGREGATE_LABELS[a],
                }))}
                onChange={(v) => setColumn(i, { aggregate: v as TBuilderColumn['aggregate'] })}
              />
              <TextField
                label={`Heading ${i + 1}`}
                placeholder={builderOutputLabel(def.dataset, { ...c, label: '' })}
                value={c.label}
                onChange={(e) => setColumn(i, { label: e.target.value })}
              />
              <Button
                variant="ghost"
                aria-label={`Remove column ${i + 1}`}
                onClick={() =>
                  change((d) => ({ ...d, columns: d.columns.filter((_, j) => j !== i) }))
                }
              >
                Remove
              </Button>
            </div>
          );
        })}
        <div>
          <Button
            variant="secondary"
            onClick={() =>
              change((d) => ({
                ...d,
                columns: [...d.columns, { column: columns[0]!.key, aggregate: 'none', label: '' }],
              }))
            }
          >
            Add column
          </Button>
        </div>
        {grouped && (
          <p className="text-sm text-slate-700" role="note">
            Rows are grouped by{' '}
            {def.group_by.map((g) => builderColumn(def.dataset, g)?.label ?? g).join(', ')}, with
            the summaries worked out for each group.
          </p>
        )}
      </section>

      <section aria-label="Filters" className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-800">Filters</h2>
        {def.filters.map((f, i) => {
          const type = builderColumn(def.dataset, f.column)?.type ?? 'text';
          return (
            <div key={i} className="flex flex-wrap items-end gap-2">
              <Select
                label={`Filter ${i + 1} column`}
                value={f.column}
                options={columnOptions}
                onChange={(v) => {
                  const t = builderColumn(def.dataset, v)?.type ?? 'text';
                  setFilter(i, {
                    column: v,
                    operator: operatorsFor(t).includes(f.operator) ? f.operator : 'equals',
                  });
                }}
              />
              <Select
                label={`Filter ${i + 1} condition`}
                value={f.operator}
                options={operatorsFor(type).map((o) => ({
                  value: o,
                  label: BUILDER_OPERATORS[o].label,
                }))}
                onChange={(v) => setFilter(i, { operator: v as TBuilderFilter['operator'] })}
              />
              <TextField
                label={f.operator === 'between' ? `Filter ${i + 1} from` : `Filter ${i + 1} value`}
                list={type === 'date' ? 'builder-dates' : undefined}
                value={f.value}
                onChange={(e) => setFilter(i, { value: e.target.value })}
              />
              {f.operator === 'between' && (
                <TextField
                  label={`Filter ${i + 1} to`}
                  list={type === 'date' ? 'builder-dates' : undefined}
                  value={f.value_to}
                  onChange={(e) => setFilter(i, { value_to: e.target.value })}
                />
              )}
              <Button
                variant="ghost"
                aria-label={`Remove filter ${i + 1}`}
                onClick={() =>
                  change((d) => ({ ...d, filters: d.filters.filter((_, j) => j !== i) }))
                }
              >
                Remove
              </Button>
            </div>
          );
        })}
        <datalist id="builder-dates">
          {BUILDER_DATE_SUGGESTIONS.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <div>
          <Button
            variant="secondary"
            onClick={() =>
              change((d) => ({
                ...d,
                filters: [
                  ...d.filters,
                  { column: columns[0]!.key, operator: 'equals', value: '', value_to: '' },
                ],
              }))
            }
          >
            Add filter
          </Button>
        </div>
        <p className="text-sm text-slate-600">
          Dates may be relative (today, last 7 days, last week, today-30): they are worked out on
          the day the report runs. A filter is asked again, with its value filled in, when the
          report is run.
        </p>
      </section>

      <section aria-label="Sort and chart" className="grid grid-cols-1 gap-3 sm:grid-cols-4">
        <Select
          label="Sort by"
          value={def.sort[0]?.column ?? ''}
          placeholder="As grouped"
          options={outputs}
          onChange={(v) =>
            change((d) => ({
              ...d,
              sort: v ? [{ column: v, direction: d.sort[0]?.direction ?? 'asc' }] : [],
            }))
          }
        />
        <Select
          label="Order"
          value={def.sort[0]?.direction ?? 'asc'}
          options={[
            { value: 'asc', label: 'Smallest / A first' },
            { value: 'desc', label: 'Largest / Z first' },
          ]}
          onChange={(v) =>
            change((d) => ({
              ...d,
              sort: d.sort[0] ? [{ ...d.sort[0], direction: v as 'asc' | 'desc' }] : [],
            }))
          }
        />
        <Select
          label="Chart"
          value={def.chart.kind}
          options={BUILDER_CHARTS.map((k) => ({ value: k, label: BUILDER_CHART_LABELS[k] }))}
          onChange={(v) =>
            change((d) => ({ ...d, chart: { ...d.chart, kind: v as TBuilderChart } }))
          }
        />
        <TextField
          label="At most rows"
          type="number"
          min={1}
          value={def.limit ?? ''}
          onChange={(e) =>
            change((d) => ({ ...d, limit: e.target.value ? Number(e.target.value) : null }))
          }
        />
        {def.chart.kind !== 'table' && (
          <>
            <Select
              label="Chart labels"
              value={def.chart.label_column}
              placeholder="First text column"
              options={outputs}
              onChange={(v) => change((d) => ({ ...d, chart: { ...d.chart, label_column: v } }))}
            />
            <Select
              label="Chart values"
              value={def.chart.value_column}
              placeholder="First number column"
              options={outputs}
              onChange={(v) => change((d) => ({ ...d, chart: { ...d.chart, value_column: v } }))}
            />
          </>
        )}
      </section>

      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void preview()} disabled={busy}>
          Preview
        </Button>
        <Button onClick={() => void save()} disabled={busy || !mayBuild}>
          Save report
        </Button>
        <Button
          variant="secondary"
          disabled={!saved}
          onClick={() => navigate(`/report/run?report=${encodeURIComponent(report.report)}`)}
        >
          Run
        </Button>
        <Button variant="secondary" disabled={!saved} onClick={() => setMailing(true)}>
          Email this report
        </Button>
        {exists && mayBuild && (
          <Button variant="danger" onClick={() => setDeleting(true)}>
            Delete report
          </Button>
        )}
      </div>
      {!mayBuild && (
        <p className="text-sm text-slate-700">
          Saving a report of {BUILDER_DATASETS[def.dataset].label.toLowerCase()} needs update
          permission on its module; you may preview it.
        </p>
      )}
      {problems.length > 0 && (
        <ul role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {note && (
        <p role="status" className="rounded border border-green-300 bg-green-50 p-3 text-green-900">
          {note}
        </p>
      )}
      {result && (
        <section aria-label="Preview" className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold text-slate-800">
            Preview: {result.row_count} row{result.row_count === 1 ? '' : 's'}
          </h2>
          <ReportResults result={result} zone={zone} />
        </section>
      )}
      <ConfirmDialog
        open={deleting}
        title={`Delete ${report.label || report.report}?`}
        message="The report and its email schedules are deleted."
        confirmLabel="Delete"
        variant="danger"
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await deleteBuilt(report.report);
          await queryClient.invalidateQueries({ queryKey: reportKeys.all });
          navigate('/report');
        }}
      />
      <ScheduleDialog
        report={mailing ? report.report : null}
        label={report.label}
        onClose={() => setMailing(false)}
      />
    </main>
  );
}
