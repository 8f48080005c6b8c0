import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  buildRunParameters,
  defaultParameterValue,
  todayIn,
  type TExportFormat,
  type TImportData,
  type TParameterValue,
  type TReportDetail,
  type TReportParameters,
  type TReportResult,
  type TReportRunInput,
} from '../../../contract';
import { Button, EmptyState, ErrorState, Spinner, errorText, useSiteZone } from '../../../ui';
import { downloadExport, runReport } from '../api';
import { csvToImportData } from '../csv-upload';
import { parametersFromSearch } from '../results/drill-down';
import { ReportResults } from '../results/ReportResults';
import { useReport } from '../use-reports';
import { ParameterInput } from './ParameterInput';

/**
 * Each parameter's default, or the value the address gives (p.name=…, a drill-down's): a
 * range given one value (a day) is that value at both ends.
 */
const initialValues = (report: TReportDetail, given: TReportParameters): TReportParameters => {
  const values: TReportParameters = {};
  for (const p of report.parameters) {
    let v = given[p.database_field] ?? defaultParameterValue(p);
    if (p.selection_mode === 'range' && (typeof v === 'string' || typeof v === 'number'))
      v = { from: v, to: v };
    if (p.selection_mode === 'multiple' && (typeof v === 'string' || typeof v === 'number'))
      v = [v];
    if (v !== undefined) values[p.database_field] = v;
  }
  return values;
};

function RunForm({
  report,
  given,
  runAtOnce,
}: {
  report: TReportDetail;
  given: TReportParameters;
  runAtOnce: boolean;
}) {
  const zone = useSiteZone();
  const [values, setValues] = useState<TReportParameters>(() => initialValues(report, given));
  const [importData, setImportData] = useState<TImportData | undefined>(undefined);
  const [fileName, setFileName] = useState('');
  const [result, setResult] = useState<TReportResult | null>(null);
  /** The parameters of the run shown: a drill-down takes them along. */
  const [sent, setSent] = useState<TReportParameters>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'' | 'run' | TExportFormat>('');
  const [saved, setSaved] = useState('');
  const needsFile =
    report.report_type === 'import' || report.parameters.some((p) => p.field_type === 'file');

  const request = (): TReportRunInput => ({
    report: report.report,
    ...buildRunParameters(
      report.parameters.filter((p) => p.field_type !== 'file'),
      values,
      todayIn(zone),
    ),
    ...(importData ? { import_data: importData } : {}),
  });

  const act = async (kind: 'run' | TExportFormat) => {
    setBusy(kind);
    setError(null);
    setSaved('');
    try {
      if (kind === 'run') {
        const input = request();
        setResult(await runReport(input));
        setSent(input.parameters ?? {});
      } else setSaved(await downloadExport(request(), kind));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy('');
    }
  };

  // A drill-down's address runs the report as soon as it opens.
  const ran = useRef(false);
  useEffect(() => {
    if (!runAtOnce || ran.current) return;
    ran.current = true;
    void act('run');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening
  }, [runAtOnce]);

  return (
    <div className="flex flex-col gap-4">
      <form
        className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
        onSubmit={(e) => {
          e.preventDefault();
          void act('run');
        }}
      >
        {report.parameters
          .filter((p) => p.field_type !== 'file')
          .map((p) => (
            <ParameterInput
              key={p.database_field}
              parameter={p}
              value={values[p.database_field]}
              choices={report.list_options[p.database_field]}
              onChange={(v: TParameterValue) =>
                setValues((old) => ({ ...old, [p.database_field]: v }))
              }
            />
          ))}
        {needsFile && (
          <label className="flex flex-col gap-1 font-medium text-slate-800">
            {report.upload_file || 'File to import (CSV)'}
            <input
              type="file"
              accept=".csv,text/csv"
              className="min-h-11"
              onChange={async (e) => {
                const file = e.target.files?.[0];
                if (!file) return;
                setFileName(file.name);
                setImportData(csvToImportData(await file.text()));
              }}
            />
            {fileName && importData && (
              <span className="text-sm text-slate-600">
                {fileName}: {importData.length} rows
              </span>
            )}
          </label>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy !== ''} aria-busy={busy === 'run' || undefined}>
            {busy === 'run' ? 'Running…' : 'Run report'}
          </Button>
          <Button variant="secondary" disabled={busy !== ''} onClick={() => void act('csv')}>
            {busy === 'csv' ? 'Exporting…' : 'Export CSV'}
          </Button>
          <Button variant="secondary" disabled={busy !== ''} onClick={() => void act('xlsx')}>
            {busy === 'xlsx' ? 'Exporting…' : 'Export XLSX'}
          </Button>
        </div>
        {error && (
          <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
            {error}
          </p>
        )}
        {saved && (
          <p role="status" className="text-green-800">
            Saved {saved}
          </p>
        )}
      </form>
      {busy === 'run' && !result && <Spinner label="Running the report" />}
      {result && <ReportResults result={result} zone={zone} sent={sent} />}
    </div>
  );
}

/**
 * /report/run?report=… (the run-report screen, opened after a report is chosen): its
 * instructions, its parameters by type, Run (its chart, the formatted results with their
 * totals and drill-down links) and CSV / XLSX exports. p.name=value fills a parameter and
 * run=1 runs the report at once (a drill-down from another report's row).
 */
export default function RunReportScreen() {
  const [search] = useSearchParams();
  const code = search.get('report') ?? '';
  const given = parametersFromSearch(search);
  const runAtOnce = search.get('run') === '1';
  const report = useReport(code);
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <Link to="/report" className="text-brand-700 underline">
        Back to reports
      </Link>
      {!code ? (
        <EmptyState title="Choose a report from the list first" />
      ) : report.isLoading ? (
        <Spinner label="Loading the report" />
      ) : report.error || !report.data ? (
        <ErrorState title={errorText(report.error)}>
          <Button variant="secondary" onClick={() => void report.refetch()}>
            Try again
          </Button>
        </ErrorState>
      ) : (
        <>
          <header className="flex flex-col gap-1">
            <h1 className="text-2xl font-semibold text-slate-900">{report.data.label}</h1>
            {report.data.description && <p className="text-slate-700">{report.data.description}</p>}
            {report.data.instructions && (
              <p className="whitespace-pre-line text-sm text-slate-600">
                {report.data.instructions}
              </p>
            )}
          </header>
          <RunForm
            key={search.toString()}
            report={report.data}
            given={given}
            runAtOnce={runAtOnce}
          />
        </>
      )}
    </main>
  );
}
