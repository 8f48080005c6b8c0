import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router-dom';
import { OUTBOX_STATUS_LABELS, OUTBOX_STATUS_VARIANTS, type TOutboxEntry } from '../../../contract';
import { floorDb } from '../../../offline/db';
import { StatusBadge } from '../../../ui';

/**
 * The write just made, live from the outbox: pending at once, then sent (it left the
 * outbox) or needs attention with the server's message and the way to /sync.
 */
export function LastWrite({ entry }: { entry: TOutboxEntry }) {
  const current = useLiveQuery(
    async () => (await floorDb.outbox.where('id').equals(entry.id).first()) ?? null,
    [entry.id],
  );
  const status = current === undefined ? entry.status : current?.status;
  return (
    <div
      data-testid="last-write"
      data-status={status ?? 'sent'}
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-lg"
    >
      {status ? (
        <StatusBadge variant={OUTBOX_STATUS_VARIANTS[status]}>
          {OUTBOX_STATUS_LABELS[status]}
        </StatusBadge>
      ) : (
        <StatusBadge variant="success">Sent</StatusBadge>
      )}
      <span className="font-medium">{entry.label}</span>
      {current?.error && (
        <span className="w-full font-medium text-red-800">
          {current.error}{' '}
          <Link to="/sync" className="inline-flex min-h-12 items-center underline">
            Fix it on the Sync page
          </Link>
        </span>
      )}
    </div>
  );
}
