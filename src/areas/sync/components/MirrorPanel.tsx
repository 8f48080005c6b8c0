import { DISPLAY_TIME_FORMAT, formatInZone } from '../../../contract';
import { refreshMirror } from '../../../offline/mirror';
import { useMirrorStatus } from '../../../offline/mirror-status';
import { Button } from '../../../ui';

/** The device's copy of the floor data: rows per entity, last refresh, refresh now. */
export function MirrorPanel({ zone }: { zone: string }) {
  const status = useMirrorStatus();
  const counts = status.counts;
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : null;
  return (
    <section
      aria-labelledby="sync-mirror-title"
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="sync-mirror-title" className="text-xl font-semibold">
          Floor data on this device
        </h2>
        <span className="text-slate-700" data-testid="mirror-summary">
          {total === null ? '…' : `${total.toLocaleString()} rows`}
          {' · '}
          {status.lastRefreshAt
            ? `refreshed ${formatInZone(status.lastRefreshAt, zone, DISPLAY_TIME_FORMAT)}`
            : 'not loaded yet'}
        </span>
        <Button
          variant="secondary"
          className="ml-auto"
          disabled={status.refreshing}
          onClick={() => void refreshMirror({ reason: 'manual' }).catch(() => undefined)}
        >
          {status.refreshing ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {status.error && <p className="font-medium text-red-800">{status.error}</p>}
      {counts && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-4">
          {Object.entries(counts).map(([entity, count]) => (
            <div key={entity} className="flex justify-between gap-2">
              <dt>{entity.replace(/_/g, ' ')}</dt>
              <dd className="font-medium tabular-nums">{count.toLocaleString()}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
