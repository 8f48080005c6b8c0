import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import {
  ALL_WAREHOUSES,
  CONSIGN_MESSAGES,
  isConsignRowLate,
  todayIn,
  type TConsignOrderLine,
  type TConsignment,
} from '../../../contract';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  DataTable,
  Notice,
  TextField,
  useSiteZone,
  useWorkContext,
} from '../../../ui';
import { clearOrders, deleteByConnote } from '../api';
import { consignKeys } from '../keys';
import { useReadyOrders } from '../use-consign';
import { ClearedOrdersSection } from './ClearedOrdersSection';
import { ConfirmationModal } from './ConfirmationModal';
import { ManifestSection } from './ManifestSection';
import { QuotesModal } from './QuotesModal';
import { toggle } from './toggle';

const column = createColumnHelper<TConsignOrderLine>();
/** Columns shown on a wide screen only, so the orders fit a tablet 800 px wide. */
const WIDE_ONLY = 'hidden lg:table-cell';
const WIDE_ONLY_HIDDEN = 'lg:hidden';
/** A two-word header may take two lines. */
const HEADER_WRAPS = 'whitespace-normal!';

/**
 * /consign (document 1 "Consign screen", "Consign flow"): the warehouse's orders ready to
 * consign; select orders, get quotes, pick one (books it), see the confirmation, then scan the
 * packs and close the manifest. Orders can be cleared from the list; a consignment can be
 * deleted by its connote.
 */
export default function ConsignScreen() {
  const context = useWorkContext();
  const warehouse = context?.warehouse ?? '';
  const zone = useSiteZone();
  const today = todayIn(zone);
  const orders = useReadyOrders(warehouse === ALL_WAREHOUSES ? '' : warehouse);
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [quoting, setQuoting] = useState<string[] | null>(null);
  const [booked, setBooked] = useState<TConsignment[] | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [connote, setConnote] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [clearing, setClearing] = useState<string[] | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const [focusSignal, setFocusSignal] = useState(0);
  const reload = () => queryClient.invalidateQueries({ queryKey: consignKeys.all });

  if (!warehouse || warehouse === ALL_WAREHOUSES)
    return (
      <main className="mx-auto max-w-6xl px-4 py-6">
        <h1 className="mb-4 text-2xl font-semibold text-slate-900">Consign</h1>
        <Notice>Choose a warehouse to consign its orders.</Notice>
      </main>
    );

  const rows = orders.data ?? [];
  const columns = [
    column.display({
      id: 'select',
      header: 'Select',
      cell: ({ row: { original: o } }) => (
        <Checkbox
          hideLabel
          label={`Select ${o.sales_order}`}
          checked={selected.has(o.sales_order)}
          onChange={(on) => setSelected((s) => toggle(s, o.sales_order, on))}
        />
      ),
    }),
    column.accessor('sales_order', { header: 'Order' }),
    column.accessor('sales_order_name', { header: 'Name', meta: { wrap: true } }),
    column.accessor('delivery_suburb', {
      header: 'Suburb',
      meta: { wrap: true },
      // Narrower than a wide screen (a tablet at the dock): state and postcode ride here.
      cell: ({ row: { original: o } }) => (
        <>
          {o.delivery_suburb}
          <span className={WIDE_ONLY_HIDDEN}>
            {' '}
            {o.delivery_state} {o.delivery_postcode}
          </span>
        </>
      ),
    }),
    column.accessor('delivery_state', { header: 'State', meta: { className: WIDE_ONLY } }),
    column.accessor('delivery_postcode', { header: 'Postcode', meta: { className: WIDE_ONLY } }),
    column.accessor('number_of_packages', { header: 'Packages', meta: { align: 'right' } }),
    column.accessor('total_weight', {
      header: 'Weight in KG',
      meta: { align: 'right', className: HEADER_WRAPS },
    }),
    column.accessor('total_volume', {
      header: 'Volume in M3',
      meta: { align: 'right', className: HEADER_WRAPS },
    }),
  ];
  const chosenOrders = rows.filter((r) => selected.has(r.sales_order)).map((r) => r.sales_order);

  const onBooked = (made: TConsignment[]) => {
    setQuoting(null);
    setBooked(made);
    setSelected(new Set());
    setChosen((c) => made.reduce((s, k) => toggle(s, k.connote, true), c));
    void reload();
  };

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Consign</h1>
      <DataTable
        label={`Orders to consign at ${warehouse}`}
        columns={columns}
        data={orders.data}
        loading={orders.isPending}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        emptyMessage="No orders are ready to consign"
        getRowId={(r) => r.sales_order}
        rowVariant={(r) => (isConsignRowLate(r, today) ? 'danger' : undefined)}
        countNoun={['order', 'orders']}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button disabled={!chosenOrders.length} onClick={() => setQuoting(chosenOrders)}>
              Get quotes{chosenOrders.length ? ` (${chosenOrders.length})` : ''}
            </Button>
            <Button
              variant="secondary"
              disabled={!chosenOrders.length}
              onClick={() => setClearing(chosenOrders)}
            >
              Clear orders
            </Button>
          </div>
        }
      />
      <ClearedOrdersSection warehouse={warehouse} />
      <ManifestSection
        warehouse={warehouse}
        chosen={chosen}
        onChoose={(c, on) => setChosen((s) => toggle(s, c, on))}
        focusSignal={focusSignal}
      />
      <section aria-labelledby="delete-title" className="flex flex-col gap-2">
        <h2 id="delete-title" className="text-xl font-semibold text-slate-900">
          Delete a consignment
        </h2>
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (connote.trim()) setDeleting(true);
          }}
        >
          <TextField
            label="Connote"
            value={connote}
            onChange={(e) => setConnote(e.target.value)}
            className="flex-1"
          />
          <Button type="submit" variant="danger" disabled={!connote.trim()}>
            Delete
          </Button>
        </form>
        {deleted ? <p role="status">Consignment {deleted} deleted</p> : null}
      </section>
      <QuotesModal
        salesOrders={quoting}
        printerSet={context?.printer_set ?? null}
        onClose={() => setQuoting(null)}
        onBooked={onBooked}
      />
      <ConfirmationModal
        booked={booked}
        onClose={() => {
          setBooked(null);
          setFocusSignal((n) => n + 1);
        }}
      />
      <ConfirmDialog
        open={clearing !== null}
        title="Clear orders"
        message={CONSIGN_MESSAGES.confirmClear(clearing?.length ?? 0)}
        confirmLabel="Clear orders"
        onClose={() => setClearing(null)}
        onConfirm={async () => {
          await clearOrders(clearing ?? []);
          setSelected(new Set());
          await reload();
        }}
      />
      <ConfirmDialog
        open={deleting}
        title="Delete consignment"
        message={`Delete the consignment with connote ${connote.trim()}? Its orders go back on the consign list.`}
        variant="danger"
        confirmLabel="Delete"
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          const c = connote.trim();
          await deleteByConnote(c);
          setDeleted(c);
          setConnote('');
          await reload();
        }}
      />
    </main>
  );
}
