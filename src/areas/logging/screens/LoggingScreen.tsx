import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  isInterfaceEntity,
  LOG_LIST_LIMIT,
  logInterfaceLine,
  logPageLine,
  logTime,
  logToday,
  type TLogSearch,
  type TLogSummary,
} from '../../../contract';
import {
  Button,
  Checkbox,
  DataTable,
  Select,
  TextField,
  useSiteSettings,
  useSiteZone,
  useWorkContext,
} from '../../../ui';
import { useLogCount, useLogSearch } from '../use-log';

const column = createColumnHelper<TLogSummary>();
const HOURS = Array.from({ length: 24 }, (_, h) => ({
  value: String(h),
  label: `${String(h).padStart(2, '0')}:00`,
}));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Form = {
  text: string;
  entity: string;
  date: string;
  hour: string;
  errorsOnly: boolean;
  session: string;
};

function toSearch(f: Form): TLogSearch {
  return {
    ...(f.text.trim() ? { search_term: f.text.trim() } : {}),
    ...(f.entity.trim() ? { entity: f.entity.trim() } : {}),
    ...(f.date ? { date_part: f.date } : {}),
    ...(f.hour !== '' ? { hour: Number(f.hour) } : {}),
    errors_only: f.errorsOnly,
    summary: true,
  };
}

/**
 * /logging (Logs, document 3 "Logging"): the site's activity log searched by free text
 * (description, key, user), entity, day, hour and failures only, in pages of 500 ("1–500 of
 * 2,426", Previous and Next); failed calls in the danger colour; times in the site's time zone.
 * A session id opens that session's latest record. Searching the entity `interface` shows the
 * site's ERP interface and the date searched.
 */
export default function LoggingScreen() {
  const zone = useSiteZone();
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(() => ({
    text: '',
    entity: '',
    date: logToday(zone),
    hour: '',
    errorsOnly: false,
    session: '',
  }));
  const [search, setSearch] = useState<TLogSearch | null>(() => toSearch(form));
  const [sessionError, setSessionError] = useState('');
  const log = useLogSearch(search);
  const count = useLogCount(search);
  const offset = search?.offset ?? 0;
  const total = count.isPlaceholderData ? undefined : count.data;
  const shown = log.isPlaceholderData ? undefined : log.data?.length;
  const turn = (by: number) =>
    setSearch((s) => (s ? { ...s, offset: Math.max(0, (s.offset ?? 0) + by) } : s));
  const settings = useSiteSettings(useWorkContext()?.site_id).data;
  const searchedInterface = search !== null && isInterfaceEntity(search.entity ?? '');
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const columns = [
    column.accessor('log_description', {
      header: 'Description',
      cell: (c) => c.getValue() || `${c.row.original.entity} ${c.row.original.action}`,
    }),
    column.accessor('entity', { header: 'Entity' }),
    column.accessor('action', { header: 'Action' }),
    column.accessor('user_id', { header: 'User' }),
    column.accessor('finished_time', {
      header: 'End Timestamp',
      cell: (c) => logTime(c.getValue(), zone),
    }),
    column.accessor('duration', {
      header: 'Duration (ms)',
      cell: (c) => c.getValue().toFixed(2),
      meta: { align: 'right' },
    }),
  ];

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Activity Log</h1>
      <form
        className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-6"
        onSubmit={(e) => {
          e.preventDefault();
          const session = form.session.trim();
          if (session) {
            if (!UUID.test(session)) {
              setSessionError('Give the session id as a UUID');
              return;
            }
            setSessionError('');
            void navigate(`/logging/log?session_id=${encodeURIComponent(session)}`);
            return;
          }
          setSearch(toSearch(form));
        }}
      >
        <TextField
          label="Search"
          value={form.text}
          placeholder="Description, key or user"
          onChange={(e) => set({ text: e.target.value })}
        />
        <TextField
          label="Entity"
          value={form.entity}
          placeholder="e.g. query, user"
          onChange={(e) => set({ entity: e.target.value })}
        />
        <TextField
          label="Date"
          type="date"
          value={form.date}
          onChange={(e) => set({ date: e.target.value })}
        />
        <Select
          label="Hour"
          value={form.hour}
          placeholder="Any hour"
          options={HOURS}
          onChange={(hour) => set({ hour })}
        />
        <TextField
          label="Session id"
          value={form.session}
          error={sessionError || null}
          onChange={(e) => set({ session: e.target.value })}
        />
        <div className="flex items-end gap-3">
          <Checkbox
            label="Errors only"
            checked={form.errorsOnly}
            onChange={(errorsOnly) => set({ errorsOnly })}
          />
          <Button type="submit">Search</Button>
        </div>
      </form>
      {searchedInterface && (
        <p className="text-sm font-medium text-slate-700" data-testid="log-interface">
          {logInterfaceLine(settings?.erp_interface, search.date_part ?? '')}
        </p>
      )}
      <DataTable
        label="Activity log"
        columns={columns}
        data={log.data}
        loading={log.isPending}
        error={log.error}
        onRetry={() => void log.refetch()}
        emptyMessage="No log records match the search"
        rowVariant={(r) => (r.success ? undefined : 'danger')}
        getRowId={(r) => String(r.log_id)}
        onRowClick={(r) => void navigate(`/logging/log?log_id=${r.log_id}`)}
        countNoun={['record', 'records']}
        countLine={
          total !== undefined && shown !== undefined ? (
            <span data-testid="log-page">{logPageLine(offset, shown, total)}</span>
          ) : undefined
        }
        actions={
          total !== undefined && total > LOG_LIST_LIMIT ? (
            <>
              <Button
                variant="secondary"
                disabled={offset === 0 || log.isFetching}
                onClick={() => turn(-LOG_LIST_LIMIT)}
              >
                Previous
              </Button>
              <Button
                variant="secondary"
                disabled={offset + LOG_LIST_LIMIT >= total || log.isFetching}
                onClick={() => turn(LOG_LIST_LIMIT)}
              >
                Next
              </Button>
            </>
          ) : undefined
        }
      />
    </main>
  );
}
