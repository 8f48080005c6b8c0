import { useLiveQuery } from 'dexie-react-hooks';
import { useRef, useState, type FormEvent } from 'react';
import {
  JOB_MESSAGES as M,
  OUTBOX_STATUS_LABELS,
  OUTBOX_STATUS_VARIANTS,
  formatMinutes,
  isClosedJobStatus,
  jobStatusVariant,
  JOB_CALLS,
  isOutboxEntryOf,
  type ActionInput,
  type TOutboxEntry,
} from '../../../contract';
import { floorDb, type TMirrorRow } from '../../../offline/db';
import { ScanField, findJob, scanFeedback, type TJobRow, type TScan } from '../../../scan';
import { callResults } from '../../../api';
import { Button, StatusBadge, cx, useSession, useWorkContext } from '../../../ui';
import { FloorScreenHeader } from '../components/FloorScreenHeader';
import { useFloorWrite } from '../components/useFloorWrite';
import { useKeptJob } from '../components/useKeptJob';

/** A job as the floor screen shows it: the mirror's row. */
type TFloorJob = TJobRow & {
  job_description?: string;
  work_centre?: string;
  hold?: boolean;
  hold_reason?: string;
  quantity_required?: number | string;
};

type TJobWriteData = {
  job_id: number;
  time_id?: string;
  move_id?: string;
  movement_qty?: number;
  start_timestamp?: string;
  end_timestamp?: string;
};

/** One timesheet of the signed-in user on this job, from the mirror or a write not yet sent. */
type TMyTimesheet = { time_id: string; start: string; pending: boolean; entry?: TOutboxEntry };

/** The job writes of the floor (each checked with its contract's input before it is queued). */
type TJobWriteCall = typeof JOB_CALLS.tag_on | typeof JOB_CALLS.tag_off | typeof JOB_CALLS.move;

const isJobEntry = (e: TOutboxEntry, jobId: number) =>
  e.kind === 'job' &&
  e.service === JOB_CALLS.tag_on.service &&
  e.entity === JOB_CALLS.tag_on.entity &&
  (e.data as TJobWriteData | null)?.job_id === jobId;

/**
 * The user's open timesheets on a job: the mirror's, then the writes of the outbox in order
 * (a tag-on opens its client-made time_id, a tag-off closes it), then writes this screen made
 * that already left the outbox (accepted: the mirror catches up at its next refresh). A write
 * the server refused (needs attention) changes nothing.
 */
export function openTimesheets(
  mirror: readonly TMirrorRow[],
  entries: readonly TOutboxEntry[],
  sent: readonly TOutboxEntry[],
  userId: string,
): TMyTimesheet[] {
  const me = userId.toLowerCase();
  const open = new Map<string, TMyTimesheet>();
  const closed = new Set<string>();
  for (const t of mirror) {
    if (String(t.user_id ?? '').toLowerCase() !== me) continue;
    const id = String(t.time_id);
    if (t.end_timestamp) closed.add(id);
    else open.set(id, { time_id: id, start: String(t.start_timestamp ?? ''), pending: false });
  }
  const waiting = new Set(entries.map((e) => e.id));
  const writes = [...sent.filter((e) => !waiting.has(e.id)), ...entries];
  for (const e of writes) {
    if (e.status === 'attention' || e.user_id.toLowerCase() !== me) continue;
    const d = e.data as TJobWriteData;
    if (!d.time_id) continue;
    const pending = waiting.has(e.id);
    if (isOutboxEntryOf(e, JOB_CALLS.tag_on) && !closed.has(d.time_id)) {
      open.set(d.time_id, {
        time_id: d.time_id,
        start: d.start_timestamp ?? e.created_at,
        pending,
        entry: e,
      });
    }
    if (isOutboxEntryOf(e, JOB_CALLS.tag_off)) {
      closed.add(d.time_id);
      open.delete(d.time_id);
    }
  }
  return [...open.values()];
}

/**
 * A job the mirror does not hold yet (made since its last refresh), asked of the server while
 * online: by reference (exact, case-free) or number among the warehouse's open jobs.
 */
async function askServer(code: string, warehouse: string): Promise<TFloorJob | null> {
  if (!warehouse || warehouse === 'ALL' || !navigator.onLine) return null;
  try {
    const jobs = await callResults(
      JOB_CALLS.list,
      { warehouse, search: code },
      { quietErrors: true },
    );
    const lc = code.toLowerCase();
    const job = jobs.find((j) => j.job_reference.toLowerCase() === lc || String(j.job_id) === code);
    return job ? ({ ...job, key: String(job.job_id) } as TFloorJob) : null;
  } catch {
    return null;
  }
}

const minutesSince = (iso: string) => (Date.now() - new Date(iso).getTime()) / 60_000;

function PendingEntry({ entry }: { entry: TOutboxEntry }) {
  return (
    <li className="flex flex-wrap items-center gap-2 text-lg" data-testid="job-write">
      <StatusBadge variant={OUTBOX_STATUS_VARIANTS[entry.status]}>
        {OUTBOX_STATUS_LABELS[entry.status]}
      </StatusBadge>
      <span>{entry.label}</span>
      {entry.error && <span className="w-full font-medium text-red-800">{entry.error}</span>}
    </li>
  );
}

/**
 * /floor/job: scan a job (its number or reference) from the device's mirror, then Tag on,
 * Tag off or Record a move. Every write goes to the outbox (kind 'job') with a client-made
 * time_id / move_id and its time, so it works offline: a tag-off made offline names the
 * timesheet its offline tag-on opened. "Tagged on" comes from the mirror plus the writes
 * not yet sent, shown as pending.
 */
export default function FloorJobScreen() {
  const session = useSession();
  const context = useWorkContext();
  const userId = session?.user.user_id ?? '';
  const [text, setText] = useState('');
  const [notFound, setNotFound] = useState<string | null>(null);
  // The scanned job is kept on the device: it is still open after a reload.
  const [job, setJob] = useKeptJob<TFloorJob>(context?.site_id ?? '', userId);
  const [qty, setQty] = useState('');
  const [moveError, setError] = useState<string | null>(null);
  // The waiting writes show below, from the outbox (entries): the hook keeps none of its own.
  const { error: saveError, queue } = useFloorWrite(null);
  const error = moveError ?? saveError;
  const [sent, setSent] = useState<TOutboxEntry[]>([]);
  const qtyRef = useRef<HTMLInputElement>(null);
  const jobId = job?.job_id ?? 0;

  const mirrorSheets = useLiveQuery(
    async () =>
      jobId ? floorDb.mirror('job_timesheets').where('job_id').equals(jobId).toArray() : [],
    [jobId],
  );
  const mirrorJob = useLiveQuery(
    async () =>
      jobId ? ((await floorDb.mirror('jobs').where('job_id').equals(jobId).first()) ?? null) : null,
    [jobId],
  );
  const entries = useLiveQuery(
    async () =>
      jobId
        ? (await floorDb.outbox.orderBy('seq').toArray()).filter((e) => isJobEntry(e, jobId))
        : [],
    [jobId],
  );
  const shown = (mirrorJob as TFloorJob | null | undefined) ?? job;
  const mine = job ? openTimesheets(mirrorSheets ?? [], entries ?? [], sent, userId) : [];
  const others = (mirrorSheets ?? []).filter(
    (t) => !t.end_timestamp && String(t.user_id).toLowerCase() !== userId.toLowerCase(),
  );
  const closed = shown ? isClosedJobStatus(String(shown.status ?? '')) : false;
  const held = Boolean(shown?.hold);
  const ref = shown ? shown.job_reference || String(shown.job_id) : '';

  const onScan = async (scan: TScan) => {
    setError(null);
    const found =
      ((await findJob(scan)) as TFloorJob | null) ??
      (await askServer(scan.text.trim(), context?.warehouse ?? ''));
    if (!found) {
      scanFeedback('not-found');
      setNotFound(M.referenceNotFound(scan.text));
      setJob(null);
      return;
    }
    scanFeedback('ok');
    setNotFound(null);
    setJob(found);
    setSent([]);
  };

  const write = async <C extends TJobWriteCall>(
    contract: C,
    data: ActionInput<C>,
    label: string,
  ) => {
    setError(null);
    const entry = await queue({ contract, data, kind: 'job', label });
    if (entry) setSent((list) => [...list, entry]);
    return entry;
  };

  const tagOn = () =>
    void write(
      JOB_CALLS.tag_on,
      { job_id: jobId, time_id: crypto.randomUUID(), start_timestamp: new Date().toISOString() },
      `Tag on job ${ref}`,
    );
  const tagOff = (t: TMyTimesheet) =>
    void write(
      JOB_CALLS.tag_off,
      { job_id: jobId, time_id: t.time_id, end_timestamp: new Date().toISOString() },
      `Tag off job ${ref} (${formatMinutes(minutesSince(t.start))})`,
    );
  const move = async (e: FormEvent) => {
    e.preventDefault();
    const n = Number(qty);
    if (!Number.isFinite(n) || n === 0) {
      setError(M.moveQuantity);
      qtyRef.current?.focus();
      return;
    }
    const entry = await write(
      JOB_CALLS.move,
      { job_id: jobId, movement_qty: n, move_id: crypto.randomUUID() },
      `Move ${n} on job ${ref}`,
    );
    if (entry) setQty('');
  };

  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-3 p-3">
      <FloorScreenHeader title="Job" />
      <ScanField
        label="Job"
        name="job"
        value={text}
        onChange={setText}
        onScan={(s) => void onScan(s)}
        autoFocus
        placeholder="Scan or type a job number or reference"
        error={notFound}
      />
      {shown && (
        <section
          aria-label={`Job ${ref}`}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
        >
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-2xl font-semibold">{ref}</h2>
            <StatusBadge variant={jobStatusVariant(String(shown.status)) ?? 'light'}>
              {String(shown.status)}
            </StatusBadge>
            {held && <StatusBadge variant="danger">Held</StatusBadge>}
            {shown.work_centre && (
              <span className="text-lg text-slate-700">{shown.work_centre}</span>
            )}
          </div>
          {shown.job_description && <p className="text-lg">{shown.job_description}</p>}
          {others.length > 0 && (
            <p className="text-slate-700">
              Also tagged on: {others.map((t) => String(t.user_id)).join(', ')}
            </p>
          )}
          {(closed || held) && (
            <p role="status" className="text-lg font-medium text-amber-900">
              {held
                ? M.onHold(ref, String(shown.hold_reason ?? ''))
                : M.closed(ref, String(shown.status))}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            {mine.length === 0 ? (
              <Button className="min-h-14 px-8 text-xl" disabled={closed || held} onClick={tagOn}>
                Tag on
              </Button>
            ) : (
              mine.map((t) => (
                <div key={t.time_id} className="flex items-center gap-3" data-testid="tagged-on">
                  <Button className="min-h-14 px-8 text-xl" onClick={() => tagOff(t)}>
                    Tag off
                  </Button>
                  <span className="text-lg">
                    Tagged on {formatMinutes(minutesSince(t.start))} ago
                    {t.pending && (
                      <StatusBadge variant="warning" className="ml-2">
                        Pending
                      </StatusBadge>
                    )}
                  </span>
                </div>
              ))
            )}
          </div>
          <form onSubmit={(e) => void move(e)} className="flex flex-wrap items-end gap-3">
            <label className="flex flex-col gap-1 text-lg font-medium">
              Quantity
              <input
                ref={qtyRef}
                name="movement_qty"
                inputMode="decimal"
                value={qty}
                onChange={(e) => setQty(e.target.value)}
                disabled={closed || held}
                className={cx(
                  'min-h-14 w-40 rounded-lg border border-slate-300 px-3 text-2xl',
                  'focus:outline-2 focus:outline-brand-600',
                )}
              />
            </label>
            <Button
              type="submit"
              variant="secondary"
              className="min-h-14 px-6 text-xl"
              disabled={closed || held || qty === ''}
            >
              Record move
            </Button>
          </form>
          {error && (
            <p role="alert" className="text-lg font-medium text-red-800">
              {error}
            </p>
          )}
          {(entries ?? []).length > 0 && (
            <section aria-label="Waiting to send">
              <h3 className="font-semibold text-slate-800">Waiting to send</h3>
              <ul className="flex flex-col gap-1">
                {(entries ?? []).map((e) => (
                  <PendingEntry key={e.id} entry={e} />
                ))}
              </ul>
            </section>
          )}
        </section>
      )}
    </main>
  );
}
