import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import {
  SALES_ORDER_MESSAGES,
  can,
  salesOrderErpStatus,
  salesOrderErpVariant,
  salesOrderStatusLabel,
  salesOrderStatusVariant,
  soLineVariant,
  type TSalesOrderContainer,
  type TSalesOrderDetail,
  type TSalesOrderLine,
  type TSalesOrderPicker,
  PICK_TIME_FORMAT,
  formatInZone,
} from '../../../contract';
import {
  Button,
  ConfirmDialog,
  DataTable,
  ErrorState,
  Modal,
  Spinner,
  StatusBadge,
  Tabs,
  TextField,
  errorText,
  useNavContext,
  formatQuantity,
  useSiteZone,
} from '../../../ui';
import { ApiError } from '../../../api';
import { runSalesOrderAction, saveSalesOrder, type TSalesOrderAction } from '../api';
import { salesOrderKeys } from '../keys';
import { useSalesOrder, useSalesOrderContext } from '../use-sales-orders';

const line = createColumnHelper<TSalesOrderLine>();
const lineColumns = [
  line.accessor('line_no', { header: 'Line', meta: { align: 'right' } }),
  line.accessor('inventory_code', { header: 'Inventory' }),
  line.accessor('description', { header: 'Description', meta: { wrap: true } }),
  line.accessor('stocking_factor_unit', { header: 'Unit' }),
  line.accessor('quantity_ordered', { header: 'Ordered', meta: { align: 'right' } }),
  line.accessor('quantity_supplied', { header: 'Supplied', meta: { align: 'right' } }),
  line.accessor('short_supply_reason', { header: 'Short Reason' }),
  line.accessor('line_status', {
    header: 'Status',
    cell: ({ getValue }) => (
      <StatusBadge variant={soLineVariant(getValue()) ?? 'light'}>{getValue()}</StatusBadge>
    ),
  }),
];
const container = createColumnHelper<TSalesOrderContainer>();

// Printing loads with the order, never with the shell.
const PrintButton = lazy(() => import('../../../ui/print/PrintButton'));
/** The order's packs: number, SSCC, package type, weight in kg, connote. */
const containerColumns = [
  container.accessor('wms_reference', { header: 'Pack' }),
  container.accessor('sscc_number', { header: 'SSCC' }),
  container.accessor('package_type', { header: 'Package' }),
  container.accessor('weight', {
    header: 'Weight (kg)',
    meta: { align: 'right' },
    cell: (c) => formatQuantity(c.getValue()),
  }),
  container.accessor('connote', { header: 'Connote' }),
];
const picker = createColumnHelper<TSalesOrderPicker>();
/** Who picked the order; pick times in the site's zone (document 2 §9). */
const pickerColumns = (zone: string) => [
  picker.accessor('user_id', { header: 'Picker' }),
  picker.accessor('lines', { header: 'Lines', meta: { align: 'right' } }),
  picker.accessor('quantity', {
    header: 'Quantity',
    meta: { align: 'right' },
    cell: (c) => formatQuantity(c.getValue()),
  }),
  picker.accessor('first_pick', {
    header: 'First Pick',
    cell: (c) => formatInZone(c.getValue(), zone, PICK_TIME_FORMAT),
  }),
  picker.accessor('last_pick', {
    header: 'Last Pick',
    cell: (c) => formatInZone(c.getValue(), zone, PICK_TIME_FORMAT),
  }),
];

const CONFIRM: Partial<
  Record<TSalesOrderAction, { title: string; message: string; label: string }>
> = {
  despatch: {
    title: 'Re-run despatch',
    message: 'Run the despatch process of this order again?',
    label: 'Re-run despatch',
  },
  delete_connote: {
    title: 'Delete connote',
    message: 'Clear the connote of this order (and its containers and consignments)?',
    label: 'Delete connote',
  },
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{children || '—'}</dd>
    </div>
  );
}

/**
 * /so/{sales_order}: the order's header, its lines (Complete green, Short red), containers,
 * pickers and details, and the actions of document 2: re-run despatch, flag a retry update
 * (the ERP sends it again), refresh, and delete the connote.
 */
export default function SalesOrderDetailScreen() {
  const { salesOrder = '' } = useParams();
  const { context, siteId, printerSet } = useSalesOrderContext();
  const zone = useSiteZone();
  const order = useSalesOrder(siteId, salesOrder);
  const queryClient = useQueryClient();
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'so', 'update');
  const back = (useLocation().state as { from?: string } | null)?.from ?? '/so';
  const [asking, setAsking] = useState<TSalesOrderAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [holding, setHolding] = useState(false);
  const [reason, setReason] = useState('');

  const done = (next: TSalesOrderDetail) => {
    queryClient.setQueryData<TSalesOrderDetail>(salesOrderKeys.order(siteId, salesOrder), next);
    void queryClient.invalidateQueries({ queryKey: salesOrderKeys.lists(siteId) });
  };
  const failed = (e: unknown, base: string) => {
    // A refusal is already shown as the server's alert; anything else gets the document's words.
    if (!(e instanceof ApiError && e.errors.length > 0)) setFailure(`${base} ${errorText(e)}`);
  };
  const hold = async (on: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      done(
        await saveSalesOrder({
          sales_order: salesOrder,
          hold: on,
          review_reason: on ? reason.trim() : '',
        }),
      );
      setHolding(false);
    } catch (e) {
      failed(e, SALES_ORDER_MESSAGES.updateFailed);
    } finally {
      setBusy(false);
    }
  };

  const run = async (kind: TSalesOrderAction) => {
    setBusy(true);
    setFailure(null);
    try {
      done(await runSalesOrderAction(kind, salesOrder, printerSet));
    } catch (e) {
      failed(
        e,
        kind === 'despatch'
          ? SALES_ORDER_MESSAGES.redespatchFailed
          : SALES_ORDER_MESSAGES.updateFailed,
      );
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  if (!context) return null;
  const o = order.data;
  const confirm = asking ? CONFIRM[asking] : undefined;

  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
      <Link to={back} className="inline-flex min-h-11 items-center text-brand-700 underline">
        Back to sales orders
      </Link>
      {order.isPending ? (
        <Spinner />
      ) : order.error || !o ? (
        <ErrorState title={SALES_ORDER_MESSAGES.getFailed}>
          <p className="whitespace-pre-line">{errorText(order.error)}</p>
          <Button variant="secondary" onClick={() => void order.refetch()}>
            Retry
          </Button>
        </ErrorState>
      ) : (
        <>
          <header className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold text-slate-900">Sales Order {o.sales_order}</h1>
            <StatusBadge variant={salesOrderStatusVariant(o.wms_status)}>
              {salesOrderStatusLabel(o.wms_status)}
            </StatusBadge>
            <span aria-label="ERP status">
              <StatusBadge variant={salesOrderErpVariant(o)}>{salesOrderErpStatus(o)}</StatusBadge>
            </span>
          </header>
          <dl className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-4">
            <Field label="Customer">
              {o.customer_name} ({o.customer_id})
            </Field>
            <Field label="Customer Order">{o.customer_order}</Field>
            <Field label="Required Date">{o.required_date}</Field>
            <Field label="Run">{o.run_name}</Field>
            <Field label="Warehouse">{o.warehouse}</Field>
            <Field label="Connote">{o.connote}</Field>
            <Field label="ERP Action">{o.erp_action}</Field>
            <Field label="Lines">{o.num_of_lines}</Field>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void order.refetch()} disabled={busy}>
              Refresh
            </Button>
            <Suspense fallback={null}>
              <PrintButton
                request={{
                  title: `Print labels ${o.sales_order}`,
                  label_type: 'sales_order',
                  keys: [o.sales_order],
                }}
              >
                Print labels
              </PrintButton>
            </Suspense>
            {mayUpdate && (
              <>
                <Button variant="secondary" onClick={() => void run('retry')} disabled={busy}>
                  Retry ERP update
                </Button>
                <Button variant="secondary" onClick={() => setAsking('despatch')} disabled={busy}>
                  Re-run despatch
                </Button>
                {o.hold ? (
                  <Button variant="secondary" onClick={() => void hold(false)} disabled={busy}>
                    Release hold
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setReason('');
                      setHolding(true);
                    }}
                    disabled={busy}
                  >
                    Hold order
                  </Button>
                )}
                {o.connote && (
                  <Button
                    variant="danger"
                    onClick={() => setAsking('delete_connote')}
                    disabled={busy}
                  >
                    Delete connote
                  </Button>
                )}
              </>
            )}
          </div>
          {failure && (
            <p
              role="alert"
              className="rounded border border-red-300 bg-red-50 p-3 whitespace-pre-line text-red-900"
            >
              {failure}
            </p>
          )}
          <Tabs
            items={[
              {
                label: 'Lines',
                content: (
                  <DataTable
                    label="Order lines"
                    columns={lineColumns}
                    data={o.so_lines}
                    emptyMessage="This order has no lines"
                    rowVariant={(l) => soLineVariant(l.line_status)}
                    getRowId={(l) => String(l.line_no)}
                    countNoun={['line', 'lines']}
                  />
                ),
              },
              {
                label: 'Containers',
                content: (
                  <DataTable
                    label="Containers"
                    columns={containerColumns}
                    data={o.containers}
                    emptyMessage="No containers have been packed for this order"
                    getRowId={(c) => c.wms_reference}
                    countNoun={['container', 'containers']}
                  />
                ),
              },
              {
                label: 'Pickers',
                content: (
                  <DataTable
                    label="Pickers"
                    columns={pickerColumns(zone)}
                    data={o.pickers}
                    emptyMessage="Nobody has picked this order yet"
                    countNoun={['picker', 'pickers']}
                  />
                ),
              },
              {
                label: 'Details',
                content: (
                  <dl className="grid grid-cols-1 gap-3 md:grid-cols-3">
                    <Field label="Delivery Address">
                      {[o.delivery_address_1, o.delivery_address_2].filter(Boolean).join(', ')}
                    </Field>
                    <Field label="Suburb">
                      {[o.delivery_suburb, o.delivery_state, o.delivery_postcode]
                        .filter(Boolean)
                        .join(' ')}
                    </Field>
                    <Field label="Country">{o.delivery_country}</Field>
                    <Field label="Delivery Instructions">{o.delivery_instructions}</Field>
                    <Field label="Held">
                      {o.hold ? `Yes — ${o.review_reason || 'no reason given'}` : 'No'}
                    </Field>
                    <Field label="Type">{o.type}</Field>
                    <Field label="ERP Id">{o.erp_id}</Field>
                    <Field label="Locked By">{o.locked_user}</Field>
                    <Field label="Last Updated">{o.updated_at}</Field>
                  </dl>
                ),
              },
            ]}
          />
        </>
      )}
      <Modal
        open={holding}
        onClose={() => setHolding(false)}
        title="Hold order"
        footer={
          <>
            <Button variant="secondary" onClick={() => setHolding(false)}>
              Cancel
            </Button>
            <Button onClick={() => void hold(true)} disabled={busy || reason.trim() === ''}>
              Hold order
            </Button>
          </>
        }
      >
        <TextField
          label="Review reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          hint="Shown as the order's ERP status while it is held"
          autoFocus
        />
      </Modal>
      {confirm && asking && (
        <ConfirmDialog
          open
          title={confirm.title}
          message={confirm.message}
          confirmLabel={confirm.label}
          variant={asking === 'delete_connote' ? 'danger' : 'primary'}
          onConfirm={() => run(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </main>
  );
}
