import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  DEFAULT_PICK_TYPE,
  ORDER_MANAGEMENT_MESSAGES as M,
  PICK_TYPES,
  salesOrderPath,
  salesOrderRowVariant,
  type TPickType,
  type TRunSetSummaryRow,
  type TSalesOrderListRow,
} from '../../../contract';
import { notify } from '../../../api';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  DataTable,
  Select,
  errorText,
  SalesOrderStatusBadges,
} from '../../../ui';
import { clearPicks, createPicks, type TOmScope } from '../api';
import { useRefreshAfterPickChange, useRunOrders } from '../use-order-management';
import { ChangeRunDateModal } from './ChangeRunDateModal';

const column = createColumnHelper<TSalesOrderListRow>();

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * One run's orders for the date with selection and the run's actions: Create Picks (only the
 * new orders selected are sent, one call for the run), Clear Picks (confirmed) and
 * Change Run / Date.
 */
export function RunOrdersTab({
  siteId,
  scope,
  run,
  mayUpdate,
}: {
  siteId: string;
  scope: TOmScope;
  run: TRunSetSummaryRow;
  mayUpdate: boolean;
}) {
  const here = useLocation();
  const from = here.pathname + here.search;
  // The run's own warehouse: at ALL warehouses the run tabs are of every warehouse.
  const orders = useRunOrders(siteId, { ...scope, warehouse: run.warehouse, runId: run.run_id });
  const refresh = useRefreshAfterPickChange(siteId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pickType, setPickType] = useState<TPickType>(DEFAULT_PICK_TYPE);
  const [asking, setAsking] = useState<'clear' | null>(null);
  const [moving, setMoving] = useState(false);
  const [busy, setBusy] = useState(false);

  const rows = useMemo(() => orders.data ?? [], [orders.data]);
  const chosen = rows.filter((o) => selected.has(o.sales_order));
  const chosenNew = chosen.filter((o) => o.status === 'new').map((o) => o.sales_order);
  const chosenClearable = chosen.filter((o) => o.status !== 'new').map((o) => o.sales_order);

  const toggle = (so: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(so);
      else next.delete(so);
      return next;
    });
  const allOn = rows.length > 0 && rows.every((o) => selected.has(o.sales_order));

  const columns = useMemo(
    () => [
      column.display({
        id: 'select',
        header: () => (
          <Checkbox
            hideLabel
            label="Select all orders"
            checked={allOn}
            onChange={(on) => setSelected(on ? new Set(rows.map((o) => o.sales_order)) : new Set())}
          />
        ),
        cell: ({ row }) => (
          <Checkbox
            hideLabel
            label={`Select ${row.original.sales_order}`}
            checked={selected.has(row.original.sales_order)}
            onChange={(on) => toggle(row.original.sales_order, on)}
          />
        ),
      }),
      column.accessor('sales_order', {
        header: 'Sales Order',
        cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
      }),
      column.accessor('customer_name', { header: 'Customer' }),
      column.accessor('customer_order', { header: 'Customer Order' }),
      column.accessor('num_of_lines', { header: 'Lines', meta: { align: 'right' } }),
      column.accessor('delivery_suburb', { header: 'Suburb' }),
      column.accessor('wms_status', {
        header: 'Status',
        cell: ({ row }) => <SalesOrderStatusBadges order={row.original} />,
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <Link
            to={salesOrderPath(row.original.sales_order)}
            state={{ from }}
            className="inline-flex min-h-11 items-center rounded px-2 font-medium text-brand-700 underline"
          >
            Open
          </Link>
        ),
      }),
    ],
    [rows, selected, allOn, from],
  );

  const create = async () => {
    if (chosenNew.length === 0) {
      notify({ kind: 'error', message: M.noNewSelected });
      return;
    }
    setBusy(true);
    try {
      // One call for the run (document 2 section 7).
      await createPicks({
        warehouse_id: run.warehouse,
        run_id: run.run_id,
        pick_type: pickType,
        required_date: scope.date,
        sales_order_numbers: chosenNew,
      });
      setSelected(new Set());
    } catch {
      // The alerts show the server's errors.
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  return (
    <section aria-label={`${run.run_name} orders`} className="flex flex-col gap-4">
      <dl className="flex flex-wrap gap-6">
        <Count label="Orders" value={run.orders} />
        <Count label="Lines" value={run.lines} />
        <Count label="New" value={run.new} />
        <Count label="In progress" value={run.in_progress} />
        <Count label="Complete" value={run.complete} />
        <Count label="Held" value={run.held} />
        <Count label="Picks" value={run.picks} />
      </dl>
      {mayUpdate && (
        <div className="flex flex-wrap items-end gap-3">
          <Select
            label="Pick type"
            value={pickType}
            options={PICK_TYPES.map((t) => ({ value: t, label: t }))}
            onChange={(v) => setPickType(v as TPickType)}
            className="w-60"
          />
          <Button onClick={() => void create()} disabled={busy || chosen.length === 0}>
            Create Picks{chosenNew.length > 0 ? ` (${chosenNew.length})` : ''}
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              chosenClearable.length > 0
                ? setAsking('clear')
                : notify({ kind: 'error', message: M.noneSelected })
            }
            disabled={busy || chosen.length === 0}
          >
            Clear Picks
          </Button>
          <Button
            variant="secondary"
            onClick={() => setMoving(true)}
            disabled={busy || chosen.length === 0}
          >
            Change Run / Date
          </Button>
        </div>
      )}
      <DataTable
        label={`${run.run_name} sales orders`}
        cards
        columns={columns}
        data={orders.data}
        loading={orders.isPending}
        error={orders.error ? M.summaryFailed(errorText(orders.error)) : null}
        onRetry={() => void orders.refetch()}
        emptyMessage={M.noOrders}
        rowVariant={(o) => salesOrderRowVariant(o)}
        getRowId={(o) => o.sales_order}
        onRowClick={(o) => toggle(o.sales_order, !selected.has(o.sales_order))}
        countNoun={['sales order', 'sales orders']}
        density="comfortable"
      />
      <ConfirmDialog
        open={asking === 'clear'}
        title="Clear Picks"
        message={`Clear the picks of ${chosenClearable.join(', ')}? Orders with anything picked or locked are refused.`}
        confirmLabel="Clear Picks"
        variant="danger"
        onConfirm={async () => {
          try {
            await clearPicks(chosenClearable);
            setSelected(new Set());
          } finally {
            await refresh();
          }
        }}
        onClose={() => setAsking(null)}
      />
      <ChangeRunDateModal
        open={moving}
        siteId={siteId}
        warehouse={run.warehouse}
        runId={run.run_id}
        date={scope.date}
        salesOrders={chosen.map((o) => o.sales_order)}
        onClose={() => setMoving(false)}
        onDone={async () => {
          setSelected(new Set());
          await refresh();
        }}
      />
    </section>
  );
}
