import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import {
  DISPLAY_TIME_FORMAT,
  JOB_MESSAGES as M,
  can,
  formatInZone,
  formatMinutes,
  isClosedJobStatus,
  type TJobDetail,
  type TJobMove,
  type TJobTimesheet,
} from '../../../contract';
import {
  Button,
  DataTable,
  DetailPage,
  Fact,
  RecordHeader,
  RecordSection,
  TextField,
  backFrom,
  errorText,
  formatQuantity,
  useNavContext,
  useSession,
  useSiteZone,
} from '../../../ui';
import { useJob, useJobWrite } from '../api';
import { JobErpBadge, JobStatusBadges, LineErpBadge } from '../components/JobBadges';

const ts = createColumnHelper<TJobTimesheet>();
const mv = createColumnHelper<TJobMove>();

function useColumns(zone: string) {
  const time = (iso: string | null) => (iso ? formatInZone(iso, zone, DISPLAY_TIME_FORMAT) : '');
  return {
    timesheets: [
      ts.accessor('user_name', { header: 'Operator' }),
      ts.accessor('start_timestamp', {
        header: 'Tagged on',
        cell: ({ getValue }) => time(getValue()),
      }),
      ts.accessor('end_timestamp', {
        header: 'Tagged off',
        cell: ({ getValue }) => time(getValue()) || 'Open',
      }),
      ts.accessor('total_duration_mins', {
        header: 'Duration',
        meta: { align: 'right' },
        cell: ({ getValue }) => formatMinutes(getValue()),
      }),
      ts.accessor('erp_status', {
        header: 'ERP',
        cell: ({ getValue }) => <LineErpBadge status={getValue()} />,
      }),
    ],
    moves: [
      mv.accessor('timestamp', { header: 'Time', cell: ({ getValue }) => time(getValue()) }),
      mv.accessor('user_name', { header: 'Operator' }),
      mv.accessor('movement_qty', {
        header: 'Quantity',
        meta: { align: 'right' },
        cell: ({ getValue }) => formatQuantity(getValue()),
      }),
      mv.accessor('erp_status', {
        header: 'ERP',
        cell: ({ getValue }) => <LineErpBadge status={getValue()} />,
      }),
    ],
  };
}

/** Tag on, tag off and record a move, for the signed-in user (online; the floor screen queues). */
function JobActions({ job }: { job: TJobDetail }) {
  const session = useSession();
  const { permissions } = useNavContext();
  const write = useJobWrite(job.job_id);
  const [qty, setQty] = useState('');
  const me = (session?.user.user_id ?? '').toLowerCase();
  const mine = job.open_timesheets.find((t) => t.user_id.toLowerCase() === me);
  const closed = isClosedJobStatus(job.status);
  if (!can(permissions, 'job', 'update')) return null;

  const move = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(qty);
    if (!Number.isFinite(n) || n === 0) return;
    write.mutate(
      {
        action: 'move',
        data: { job_id: job.job_id, movement_qty: n, move_id: crypto.randomUUID() },
      },
      { onSuccess: () => setQty('') },
    );
  };
  const qtyError = qty !== '' && (!Number.isFinite(Number(qty)) || Number(qty) === 0);

  return (
    <section
      aria-label="Work on this job"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-end gap-3">
        {mine ? (
          <Button
            disabled={write.isPending}
            onClick={() =>
              write.mutate({
                action: 'tag_off',
                data: { job_id: job.job_id, time_id: mine.time_id },
              })
            }
          >
            Tag off
          </Button>
        ) : (
          <Button
            disabled={write.isPending || closed || job.hold}
            onClick={() =>
              write.mutate({
                action: 'tag_on',
                data: { job_id: job.job_id, time_id: crypto.randomUUID() },
              })
            }
          >
            Tag on
          </Button>
        )}
        <form onSubmit={move} className="flex flex-wrap items-end gap-2">
          <TextField
            label="Quantity"
            name="movement_qty"
            inputMode="decimal"
            value={qty}
            onChange={(e) => setQty(e.target.value)}
            error={qtyError ? M.moveQuantity : null}
            disabled={closed || job.hold}
          />
          <Button
            type="submit"
            variant="secondary"
            disabled={write.isPending || closed || job.hold || qty === '' || qtyError}
          >
            Record move
          </Button>
        </form>
      </div>
      {mine && <p className="text-slate-700">You are tagged on to this job.</p>}
      {(closed || job.hold) && !mine && (
        <p className="text-slate-600">
          {job.hold
            ? M.onHold(job.job_reference, job.hold_reason)
            : M.closed(job.job_reference, job.status)}
        </p>
      )}
      {write.error && (
        <p role="alert" className="text-red-800">
          {errorText(write.error)}
        </p>
      )}
    </section>
  );
}

/** /job/{id} (the job view, document 2): the job, its timesheets and moves, tag on/off, moves. */
export default function JobScreen() {
  const { jobId } = useParams();
  const id = Number(jobId);
  const query = useJob(id);
  const here = useLocation();
  const zone = useSiteZone();
  const columns = useColumns(zone);
  return (
    <DetailPage
      back={backFrom(here.state, '/job')}
      backLabel="Job/Work Orders"
      query={query}
      loadingLabel="Loading the job"
      failedTitle={M.getProblem()}
      failedDetail={query.error ? errorText(query.error) : undefined}
    >
      {(job) => (
        <>
          <RecordHeader title={job.job_reference} name={job.job_description}>
            <JobStatusBadges job={job} />
          </RecordHeader>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Fact label="Job type">
              {job.job_type ? `${job.job_type} - ${job.job_type_name}` : ''}
            </Fact>
            <Fact label="Warehouse / Work Centre">
              {`${job.warehouse}${job.work_centre ? ` / ${job.work_centre}` : ''}`}
            </Fact>
            <Fact label="Planned">{job.planned_date}</Fact>
            <Fact label="Inventory">
              {job.inventory_code
                ? `${job.inventory_code} ${job.inventory_description}`
                : job.entity_code}
            </Fact>
            <Fact label="Required">{formatQuantity(job.quantity_required)}</Fact>
            <Fact label="Moved">{formatQuantity(job.quantity_moved)}</Fact>
            <Fact label="Total time">{formatMinutes(job.total_minutes) || '0 min'}</Fact>
            <Fact label="ERP status">
              <JobErpBadge status={job.erp_status} />
            </Fact>
          </dl>
          <JobActions job={job} />
          <RecordSection title={`Timesheets (${job.open_timesheets.length} open)`}>
            <DataTable
              label="Timesheets"
              columns={columns.timesheets}
              data={job.timesheets}
              emptyMessage="No one has tagged on to this job yet"
              getRowId={(t) => t.time_id}
              countNoun={['timesheet', 'timesheets']}
            />
          </RecordSection>
          <RecordSection title="Moves">
            <DataTable
              label="Moves"
              columns={columns.moves}
              data={job.moves}
              emptyMessage="No moves recorded yet"
              getRowId={(m) => m.move_id}
              countNoun={['move', 'moves']}
            />
          </RecordSection>
        </>
      )}
    </DetailPage>
  );
}
