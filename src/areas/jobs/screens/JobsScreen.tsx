import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  DEFAULT_JOB_STATUS_FILTER,
  JOB_MESSAGES as M,
  JOB_STATUS_FILTERS,
  JOB_STATUS_FILTER_LABELS,
  formatMinutes,
  jobStatusVariant,
  type TJob,
  type TJobListRequest,
  type TJobStatusFilter,
} from '../../../contract';
import {
  DataTable,
  DateRange,
  Notice,
  SearchBox,
  Select,
  errorText,
  formatQuantity,
  useSiteLookups,
  type TDateRange,
} from '../../../ui';
import { useJobContext, useJobs } from '../api';
import { JobErpBadge, JobStatusBadges } from '../components/JobBadges';

const column = createColumnHelper<TJob>();
const columns = [
  column.accessor('job_reference', { header: 'Job' }),
  column.accessor('job_type', {
    header: 'Type',
    cell: ({ row }) => (
      <span title={row.original.job_type_name}>{row.original.job_type || '—'}</span>
    ),
  }),
  column.accessor('job_description', { header: 'Description', meta: { wrap: true } }),
  column.accessor('work_centre', { header: 'Work Centre' }),
  column.accessor('planned_date', { header: 'Planned', cell: ({ getValue }) => getValue() ?? '' }),
  column.accessor('quantity_required', {
    header: 'Required',
    meta: { align: 'right' },
    cell: ({ getValue }) => formatQuantity(getValue()),
  }),
  column.accessor('quantity_moved', {
    header: 'Moved',
    meta: { align: 'right' },
    cell: ({ getValue }) => formatQuantity(getValue()),
  }),
  column.accessor('total_minutes', {
    header: 'Time',
    meta: { align: 'right' },
    cell: ({ getValue }) => formatMinutes(getValue()),
  }),
  column.accessor('open_timesheet_count', {
    header: 'Tagged on',
    meta: { align: 'right' },
    cell: ({ row }) =>
      row.original.open_timesheets.length > 0
        ? row.original.open_timesheets.map((t) => t.user_name).join(', ')
        : row.original.open_timesheet_count || '',
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ row }) => <JobStatusBadges job={row.original} />,
  }),
  column.accessor('erp_status', {
    header: 'ERP',
    cell: ({ getValue }) => <JobErpBadge status={getValue()} />,
  }),
];

const isFilter = (v: string | null): v is TJobStatusFilter =>
  (JOB_STATUS_FILTERS as readonly string[]).includes(v ?? '');

/**
 * /job (Job/Work Orders, document 2 sections 2-5): the jobs of the current warehouse by the
 * listing filters (New and In Progress by default, Not Started, In Progress, Complete), a work
 * centre, planned dates and a search; status colours; a row opens the job.
 */
export default function JobsScreen() {
  const { context, siteId, warehouse } = useJobContext();
  const navigate = useNavigate();
  const here = useLocation();
  const [params, setParams] = useSearchParams();
  const lookups = useSiteLookups(siteId);
  const status: TJobStatusFilter = isFilter(params.get('status'))
    ? (params.get('status') as TJobStatusFilter)
    : DEFAULT_JOB_STATUS_FILTER;
  const workCentre = params.get('work_centre') ?? '';
  const [dates, setDates] = useState<TDateRange>({
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  });
  const [search, setSearch] = useState(params.get('q') ?? '');
  const set = (key: string, value: string) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (value) out.set(key, value);
        else out.delete(key);
        return out;
      },
      { replace: true },
    );

  const query = useMemo<TJobListRequest>(
    () => ({
      warehouse,
      status,
      include_open_timesheets: status === 'NEW_AND_IN_PROGRESS' || status === 'STARTED',
      ...(workCentre ? { work_centre: workCentre } : {}),
      ...(dates.from ? { from_date: dates.from } : {}),
      ...(dates.to ? { to_date: dates.to } : {}),
      ...(search ? { search } : {}),
    }),
    [warehouse, status, workCentre, dates.from, dates.to, search],
  );
  const list = useJobs(query);
  const centres = (lookups.data?.workCentres ?? []).filter((c) => c.warehouse === warehouse);

  if (!context) return null;
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Job/Work Orders</h1>
      {!warehouse ? (
        <Notice>{M.selectWarehouse}</Notice>
      ) : (
        <>
          <div role="group" className="flex flex-wrap items-end gap-3" aria-label="Job filters">
            <Select
              label="Status"
              name="status"
              value={status}
              options={JOB_STATUS_FILTERS.map((f) => ({
                value: f,
                label: JOB_STATUS_FILTER_LABELS[f],
              }))}
              onChange={(v) => set('status', v === DEFAULT_JOB_STATUS_FILTER ? '' : v)}
            />
            <Select
              label="Work Centre"
              name="work_centre"
              value={workCentre}
              placeholder="All work centres"
              options={centres.map((c) => ({ value: c.value, label: `${c.value} - ${c.text}` }))}
              onChange={(v) => set('work_centre', v)}
            />
            <DateRange
              label="Planned"
              value={dates}
              onChange={(d) => {
                setDates(d);
                set('from', d.from);
                set('to', d.to);
              }}
            />
            <SearchBox
              label="Search jobs"
              placeholder="Reference, description or item"
              defaultValue={search}
              autoFocus={false}
              onSearch={(term) => {
                setSearch(term);
                set('q', term);
              }}
            />
          </div>
          <p className="text-slate-600">
            Warehouse <span className="font-semibold">{warehouse}</span>
          </p>
          <DataTable
            label="Jobs"
            cards
            columns={columns}
            data={list.data}
            loading={list.isPending}
            error={list.error ? errorText(list.error) : null}
            onRetry={() => void list.refetch()}
            emptyMessage="No jobs match these filters"
            rowVariant={(j) => jobStatusVariant(j.status)}
            getRowId={(j) => String(j.job_id)}
            onRowClick={(j) =>
              void navigate(`/job/${j.job_id}`, { state: { from: here.pathname + here.search } })
            }
            countNoun={['job', 'jobs']}
          />
        </>
      )}
    </main>
  );
}
