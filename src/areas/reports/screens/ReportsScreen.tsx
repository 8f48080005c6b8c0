import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  BLANK_REPORT,
  BUILDER_DATASETS,
  BUILDER_DATASET_KEYS,
  GLOBAL_SITE,
  REPORT_OWN_VARIANT,
  REPORT_MESSAGES as M,
  REPORT_SEARCH_TYPES,
  ZReportDefinition,
  can,
  type TReportDefinition,
  type TReportRow,
  type TModule,
  type TReportSearchType,
} from '../../../contract';
import {
  Button,
  DataTable,
  SearchBox,
  Select,
  errorText,
  useEditor,
  useNavContext,
} from '../../../ui';
import { fetchReport, saveReport } from '../api';
import { reportKeys } from '../keys';
import { useReports } from '../use-reports';
import { ScheduleDialog } from '../builder/ScheduleDialog';
import { ReportEditor } from './ReportEditor';

const column = createColumnHelper<TReportRow>();

const SEARCH_TYPE_LABELS: Record<TReportSearchType, string> = {
  ALL: 'Anything',
  REPORT: 'Report name',
  GROUP: 'Group',
};

/** The rows by group (in the server's order: group, sub-group, label). */
function byGroup(rows: readonly TReportRow[]): [string, TReportRow[]][] {
  const groups = new Map<string, TReportRow[]>();
  for (const r of rows) {
    const key = r.group || 'Other';
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups];
}

/** Definitions read from an uploaded JSON file: one definition or a list of them. */
function readDefinitions(text: string): TReportDefinition[] {
  const parsed: unknown = JSON.parse(text);
  const list = Array.isArray(parsed) ? parsed : [parsed];
  return list.map((d) => ZReportDefinition.parse(d));
}

/**
 * /report (Reporting, document 3 "Reports"): the site's reports and GLOBAL's by group, Report
 * Name and Group; the site's own reports are highlighted. Choosing one opens /report/run.
 * With SQL Query update a report is added, edited or imported from a JSON file.
 */
export default function ReportsScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { permissions, siteId } = useNavContext();
  const mayEdit = can(permissions, 'query', 'update');
  const mayDelete = can(permissions, 'query', 'delete');
  const [searchType, setSearchType] = useState<TReportSearchType>('ALL');
  const [term, setTerm] = useState('');
  const list = useReports({ search_type: searchType, search_term: term });
  const editor = useEditor<TReportDefinition>();
  const fileInput = useRef<HTMLInputElement>(null);
  const [importNote, setImportNote] = useState<{ ok: boolean; text: string } | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: reportKeys.all });
  const [mailing, setMailing] = useState<{ report: string; label: string } | null>(null);
  /** Update on every module the report reads: may schedule it (and build it). */
  const mayManage = (modules: readonly string[]) =>
    modules.every((m) => can(permissions, m as TModule, 'update'));
  const mayBuild = BUILDER_DATASET_KEYS.some((d) =>
    can(permissions, BUILDER_DATASETS[d].module, 'update'),
  );

  const openEditor = async (row: TReportRow) => {
    setImportNote(null);
    const detail = await fetchReport(row.report).catch((e: unknown) => {
      setImportNote({ ok: false, text: M.getting(row.label || row.report, errorText(e)) });
      return null;
    });
    if (!detail) return;
    const { list_options: _options, site_id: _site, updated_at: _at, ...definition } = detail;
    if (mayEdit && row.site_id === siteId) editor.edit(definition);
    else editor.view(definition);
  };

  const importFile = async (file: File) => {
    setImportNote(null);
    try {
      const definitions = readDefinitions(await file.text());
      for (const d of definitions) await saveReport(d);
      setImportNote({ ok: true, text: `${definitions.length} report(s) imported` });
      await reload();
    } catch (e) {
      setImportNote({ ok: false, text: errorText(e) });
    }
  };

  const columns = [
    column.accessor('label', {
      header: 'Report Name',
      cell: (c) => (
        <span>
          <span className="font-medium">{c.getValue()}</span>
          {c.row.original.description && (
            <span className="block text-sm text-slate-600">{c.row.original.description}</span>
          )}
        </span>
      ),
    }),
    column.accessor('group', {
      header: 'Group',
      cell: (c) => [c.getValue(), c.row.original.sub_group].filter(Boolean).join(' / ') || '—',
    }),
    column.accessor('site_id', {
      header: 'Owner',
      cell: (c) => (c.getValue() === GLOBAL_SITE ? 'GLOBAL' : c.getValue()),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: (c) => (
        <span className="flex gap-2" onClick={(e) => e.stopPropagation()}>
          <Button
            variant="secondary"
            onClick={() =>
              navigate(`/report/run?report=${encodeURIComponent(c.row.original.report)}`)
            }
          >
            Run
          </Button>
          {!mayEdit && mayBuild && c.row.original.site_id === siteId ? (
            <Button
              variant="ghost"
              onClick={() =>
                navigate(`/report/builder?report=${encodeURIComponent(c.row.original.report)}`)
              }
            >
              Edit
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => void openEditor(c.row.original)}>
              {mayEdit && c.row.original.site_id === siteId ? 'Edit' : 'View'}
            </Button>
          )}
          {mayManage(c.row.original.modules) && (
            <Button
              variant="ghost"
              aria-label={`Email ${c.row.original.label || c.row.original.report}`}
              onClick={() =>
                setMailing({ report: c.row.original.report, label: c.row.original.label })
              }
            >
              Email
            </Button>
          )}
        </span>
      ),
    }),
  ];

  const rows = list.data ?? [];
  const groups = byGroup(rows);
  const table = (label: string, data: TReportRow[] | undefined) => (
    <DataTable<TReportRow>
      key={label}
      label={label}
      columns={columns}
      data={data}
      loading={list.isLoading}
      error={list.error}
      onRetry={() => void list.refetch()}
      emptyMessage={term ? 'No reports match the search' : 'No reports yet'}
      getRowId={(r) => `${r.site_id}/${r.report}`}
      rowVariant={(r) => (r.site_id !== GLOBAL_SITE ? REPORT_OWN_VARIANT : undefined)}
      onRowClick={(r) => navigate(`/report/run?report=${encodeURIComponent(r.report)}`)}
      countNoun={['report', 'reports']}
    />
  );

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Reporting</h1>
        {(mayEdit || mayBuild) && (
          <div className="flex gap-2">
            {mayBuild && (
              <Button variant="secondary" onClick={() => navigate('/report/builder')}>
                Build a report
              </Button>
            )}
            {mayEdit && (
              <>
                <Button variant="secondary" onClick={() => fileInput.current?.click()}>
                  Import reports
                </Button>
                <Button onClick={() => editor.add({ ...BLANK_REPORT })}>New report</Button>
              </>
            )}
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              aria-label="Report definitions file"
              className="hidden"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void importFile(file);
              }}
            />
          </div>
        )}
      </div>
      {importNote && (
        <p
          role="status"
          className={
            importNote.ok
              ? 'rounded border border-green-300 bg-green-50 p-3 text-green-900'
              : 'rounded border border-red-300 bg-red-50 p-3 text-red-900'
          }
        >
          {importNote.text}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label="Search in"
          value={searchType}
          options={REPORT_SEARCH_TYPES.map((t) => ({ value: t, label: SEARCH_TYPE_LABELS[t] }))}
          onChange={(v) => setSearchType(v as TReportSearchType)}
        />
        <SearchBox label="Search reports" onSearch={setTerm} minLength={2} className="grow" />
      </div>
      {list.isLoading || list.error || rows.length === 0
        ? table('Reports', list.data)
        : groups.map(([group, data]) => (
            <section key={group} className="flex flex-col gap-2">
              <h2 className="text-lg font-semibold text-slate-800">{group}</h2>
              {table(`${group} reports`, data)}
            </section>
          ))}
      <ReportEditor
        editor={editor}
        reload={reload}
        mayDelete={mayDelete}
        mayEmail={(r) => mayManage(r.modules)}
        onEmail={(r) => {
          editor.close();
          setMailing({ report: r.report, label: r.label });
        }}
      />
      <ScheduleDialog
        report={mailing?.report ?? null}
        label={mailing?.label ?? ''}
        onClose={() => setMailing(null)}
      />
    </main>
  );
}
