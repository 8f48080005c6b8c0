import {
  jobErpStatusVariant,
  jobLineErpStatusVariant,
  jobStatusVariant,
  type TJob,
} from '../../../contract';
import { StatusBadge } from '../../../ui';

/** The job's own status (OPEN warning, CANCELLED danger, COMPLETE success) and its hold. */
export function JobStatusBadges({ job }: { job: Pick<TJob, 'status' | 'hold' | 'hold_reason'> }) {
  return (
    <span className="flex flex-wrap gap-1">
      <StatusBadge variant={jobStatusVariant(job.status) ?? 'light'}>{job.status}</StatusBadge>
      {job.hold && (
        <StatusBadge variant="danger">
          {job.hold_reason ? `Held: ${job.hold_reason}` : 'Held'}
        </StatusBadge>
      )}
    </span>
  );
}

/** The job's ERP status: COMPLETE success, ERROR danger. */
export function JobErpBadge({ status }: { status: string }) {
  return <StatusBadge variant={jobErpStatusVariant(status) ?? 'light'}>{status}</StatusBadge>;
}

/** A timesheet's or move's ERP status: Pending warning, Complete success. */
export function LineErpBadge({ status }: { status: string }) {
  return <StatusBadge variant={jobLineErpStatusVariant(status) ?? 'light'}>{status}</StatusBadge>;
}
