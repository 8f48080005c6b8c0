import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import {
  ORDER_MANAGEMENT_MESSAGES as M,
  PICK_STATUS_LABELS,
  PICK_TIME_FORMAT,
  formatInZone,
  pickCounts,
  pickRowVariant,
  type TPickRow,
} from '../../../contract';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  DataTable,
  Notice,
  StatusBadge,
  errorText,
  formatQuantity,
} from '../../../ui';
import { completePicks, type TOmScope } from '../api';
import { usePicks, useRefreshAfterPickChange } from '../use-order-management';
import { PickDetailModal } from './PickDetailModal';

const column = createColumnHelper<TPickRow>();

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border border-slate-200 px-4 py-2">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-xl font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The picks of the run set for the date (document 2 "Picks list"): the counts above it, the
 * locked-only filter, unstarted rows info, selection and Force complete, and the pick modal.
 */
export function PicksTab({
  siteId,
  scope,
  mayUpdate,
  zone,
}: {
  siteId: string;
  scope: TOmScope;
  mayUpdate: boolean;
  zone: string;
}) {
  const [lockedOnly, setLockedOnly] = useState(false);
  const picks = usePicks(siteId, { ...scope, lockedOnly });
  const refresh = useRefreshAfterPickChange(siteId);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [open, setOpen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);

  const rows = useMemo(() => picks.data ?? [], [picks.data]);
  const counts = pickCounts(rows);
  const chosen = rows.filter((p) => selected.has(p.pick_id) && p.status !== 'complete');
  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOn = rows.length > 0 && rows.every((p) => selected.has(p.pick_id));

  const columns = useMemo(
    () => [
      column.display({
        id: 'select',
        header: () =>
          mayUpdate ? (
            <Checkbox
              hideLabel
              label="Select all picks"
              checked={allOn}
              onChange={(on) => setSelected(on ? new Set(rows.map((p) => p.pick_id)) : new Set())}
            />
          ) : null,
        cell: ({ row }) =>
          mayUpdate ? (
            <Checkbox
              hideLabel
              label={`Select pick ${row.original.pick_id}`}
              checked={selected.has(row.original.pick_id)}
              onChange={(on) => toggle(row.original.pick_id, on)}
            />
          ) : null,
      }),
      column.accessor('required_date', {
        header: 'Pick Date',
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span>{row.original.required_date}</span>
            {row.original.timestamp && (
              <span className="text-sm text-slate-600">
                {formatInZone(row.original.timestamp, zone, PICK_TIME_FORMAT)}
              </span>
            )}
          </span>
        ),
      }),
      column.accessor('pick_section_name', { header: 'Pick Section' }),
      column.accessor('pick_type', { header: 'Pick Type' }),
      column.accessor('sales_order_number', {
        header: 'Sales Order',
        cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
      }),
      column.accessor('pick_name', { header: 'Pick name' }),
      column.accessor('no_lines', { header: 'Lines', meta: { align: 'right' } }),
      column.accessor('num_of_unpicked_lines', { header: 'Unpicked', meta: { align: 'right' } }),
      column.accessor('run_name', { header: 'Run' }),
      column.accessor('total_ordered', {
        header: 'Ordered',
        meta: { align: 'right' },
        cell: ({ getValue }) => formatQuantity(getValue()),
      }),
      column.accessor('total_picked', {
        header: 'Picked',
        meta: { align: 'right' },
        cell: ({ getValue }) => formatQuantity(getValue()),
      }),
      column.accessor('locked_user', { header: 'Locked User' }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <span className="flex items-center gap-2">
            <StatusBadge variant={pickRowVariant(row.original) ?? 'warning'}>
              {PICK_STATUS_LABELS[row.original.status] ?? row.original.status}
            </StatusBadge>
            <Button
              variant="ghost"
              aria-label={`Open pick ${row.original.pick_id}`}
              onClick={() => setOpen(row.original.pick_id)}
            >
              Open
            </Button>
          </span>
        ),
      }),
    ],
    [rows, selected, allOn, mayUpdate, zone],
  );

  return (
    <section aria-label="Picks" className="flex flex-col gap-4">
      <dl aria-label="Pick counts" className="flex flex-wrap gap-3">
        <Count label="Pick headers" value={counts.headers} />
        <Count label="Lines" value={counts.lines} />
        <Count label="Unstarted" value={counts.unstarted} />
        <Count label="In progress" value={counts.in_progress} />
        <Count label="Locked" value={counts.locked} />
      </dl>
      <div className="flex flex-wrap items-center gap-4">
        <Checkbox label="Locked only" checked={lockedOnly} onChange={setLockedOnly} />
        {mayUpdate && (
          <Button
            variant="danger"
            disabled={chosen.length === 0}
            onClick={() => setConfirming(true)}
          >
            Force complete{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
        )}
      </div>
      {!scope.warehouse ? (
        // The pick list is of one warehouse: at ALL it asks for one instead of searching.
        <Notice>{M.selectWarehouse}</Notice>
      ) : (
        <DataTable
          label="Picks"
          columns={columns}
          data={picks.data}
          loading={picks.isPending}
          error={picks.error ? M.summaryFailed(errorText(picks.error)) : null}
          onRetry={() => void picks.refetch()}
          emptyMessage={M.noPicks}
          rowVariant={(p) => pickRowVariant(p)}
          getRowId={(p) => String(p.pick_id)}
          onRowClick={(p) => setOpen(p.pick_id)}
          countNoun={['pick', 'picks']}
          density="comfortable"
        />
      )}
      <ConfirmDialog
        open={confirming}
        title="Force complete"
        message={`Force complete ${chosen.length} pick${chosen.length === 1 ? '' : 's'} (${chosen
          .map((p) => `${p.pick_id} ${p.sales_order_number}`)
          .join(', ')})? Lines not picked stay unpicked.`}
        confirmLabel="Force complete"
        variant="danger"
        onConfirm={async () => {
          try {
            await completePicks(chosen.map((p) => p.pick_id));
            setSelected(new Set());
          } finally {
            await refresh();
          }
        }}
        onClose={() => setConfirming(false)}
      />
      <PickDetailModal
        siteId={siteId}
        pickId={open}
        zone={zone}
        mayUpdate={mayUpdate}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}
