import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import {
  MOVEMENT_TIME_FORMAT,
  formatInZone,
  movementClockOff,
  movementDoneAt,
  movementStatus,
  type TMovementRow,
} from '../../../contract';
import {
  Button,
  ErrorState,
  Spinner,
  StatusBadge,
  errorText,
  useWorkContext,
  useSiteZone,
} from '../../../ui';
import { fetchMovement } from '../api';
import { movementKeys } from '../keys';

const FIELDS: [keyof TMovementRow, string][] = [
  ['movement_id', 'Movement'],
  ['movement_type', 'Type'],
  ['warehouse', 'Warehouse'],
  ['inventory_code', 'Inventory'],
  ['inventory_description', 'Description'],
  ['from_location', 'From'],
  ['to_location', 'To'],
  ['serial_batch', 'Ser/Bat'],
  ['date_code', 'Date Code'],
  ['movement_qty', 'Quantity'],
  ['operator', 'Operator'],
  ['reference', 'Reference'],
  ['notes', 'Notes'],
  ['erp_id', 'ERP ID'],
  ['erp_action', 'ERP Action'],
  ['wms_status', 'WMS Status'],
];

/** /mov/movement and /movements/movement?movement_id= : one movement (read only: a ledger row). */
export default function MovementDetailScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('movement_id'));
  const context = useWorkContext();
  const siteId = context?.site_id ?? '';
  const zone = useSiteZone();
  const valid = Number.isInteger(id) && id > 0;
  const movement = useQuery({
    queryKey: movementKeys.one(siteId, id),
    queryFn: () => fetchMovement(id),
    enabled: valid && siteId !== '',
  });
  const row = movement.data;
  const status = movementStatus(row?.erp_id);

  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
      <Link to="/mov" className="inline-flex min-h-11 items-center text-brand-700 underline">
        ← Movements
      </Link>
      <h1 className="flex items-center gap-3 text-2xl font-semibold text-slate-900">
        Movement {valid ? id : ''}
        {status && <StatusBadge variant={status.variant}>{status.label}</StatusBadge>}
      </h1>
      {!valid ? (
        <ErrorState title="No movement was chosen" />
      ) : movement.isPending ? (
        <Spinner />
      ) : movement.error ? (
        <ErrorState title={errorText(movement.error)}>
          <Button variant="secondary" onClick={() => void movement.refetch()}>
            Try again
          </Button>
        </ErrorState>
      ) : row ? (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-500">Time</dt>
            <dd className="font-medium">
              {formatInZone(movementDoneAt(row), zone, MOVEMENT_TIME_FORMAT)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-500">Received</dt>
            <dd className="font-medium">
              {formatInZone(row.timestamp, zone, MOVEMENT_TIME_FORMAT)}
            </dd>
          </div>
          {movementClockOff(row) && row.device_time && (
            <div>
              <dt className="text-sm text-slate-500">Device clock (not believed)</dt>
              <dd className="font-medium text-amber-700">
                {formatInZone(row.device_time, zone, MOVEMENT_TIME_FORMAT)}
              </dd>
            </div>
          )}
          {FIELDS.map(([key, label]) => (
            <div key={key}>
              <dt className="text-sm text-slate-500">{label}</dt>
              <dd className="font-medium break-words">{String(row[key] ?? '') || '—'}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </main>
  );
}
