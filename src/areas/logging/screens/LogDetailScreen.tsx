import { useSearchParams } from 'react-router-dom';
import { LOG_MESSAGES as M, logTime } from '../../../contract';
import {
  EmptyState,
  ErrorState,
  Fact,
  Spinner,
  StatusBadge,
  errorText,
  useSiteZone,
} from '../../../ui';
import { useLogRecord } from '../use-log';

function Json({ label, value }: { label: string; value: unknown }) {
  return (
    <section className="flex flex-col gap-1">
      <h2 className="text-lg font-semibold text-slate-900">{label}</h2>
      <pre
        aria-label={label}
        className="max-h-[32rem] overflow-auto rounded bg-slate-900 p-3 text-sm text-slate-100"
      >
        {JSON.stringify(value ?? null, null, 2)}
      </pre>
    </section>
  );
}

/**
 * /logging/log and /log/log (document 3 "Log record"): one call's record, by log_id or the
 * latest of a session_id; its request and response as stored (secrets already redacted).
 */
export default function LogDetailScreen() {
  const [params] = useSearchParams();
  const zone = useSiteZone();
  const logId = Number(params.get('log_id'));
  const sessionId = params.get('session_id') ?? undefined;
  const record = useLogRecord(
    Number.isInteger(logId) && logId > 0 ? { log_id: logId } : { session_id: sessionId },
  );
  const r = record.data;
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      {record.isPending ? (
        <Spinner />
      ) : record.error ? (
        <ErrorState title={M.listProblem}>{errorText(record.error)}</ErrorState>
      ) : !r ? (
        <EmptyState title={M.notFound} />
      ) : (
        <>
          <h1 className="text-2xl font-semibold text-slate-900">
            LOG {r.log_id}: {r.log_description || `${r.entity} ${r.action}`}
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge variant={r.success ? 'success' : 'danger'}>
              {r.success ? 'Succeeded' : 'Failed'}
            </StatusBadge>
            {r.client_note && <StatusBadge variant="secondary">Device note</StatusBadge>}
          </div>
          {r.client_note && <p className="text-slate-700">{M.clientNote}</p>}
          <dl className="grid gap-3 sm:grid-cols-3">
            <Fact label="Entity">{r.entity}</Fact>
            <Fact label="Action">{r.action}</Fact>
            <Fact label="Key">{r.log_key}</Fact>
            <Fact label="Lookup">{r.log_lookup ?? ''}</Fact>
            <Fact label="User">{r.user_id ?? ''}</Fact>
            <Fact label="Session">{r.session_id ?? ''}</Fact>
            <Fact label="Start">{logTime(r.start_time, zone)}</Fact>
            <Fact label="End">{logTime(r.finished_time, zone)}</Fact>
            <Fact label="Duration (ms)">{r.duration.toFixed(2)}</Fact>
          </dl>
          {r.withheld ? (
            <p
              role="note"
              className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950"
            >
              {M.withheld}
            </p>
          ) : (
            <>
              {!r.success && <Json label="Errors" value={r.errors} />}
              <Json label="Request" value={r.request} />
              <Json label="Response" value={r.response} />
            </>
          )}
        </>
      )}
    </main>
  );
}
