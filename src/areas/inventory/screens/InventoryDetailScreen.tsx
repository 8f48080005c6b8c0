import { createColumnHelper } from '@tanstack/react-table';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import {
  INVENTORY_MESSAGES,
  availabilityRows,
  can,
  inventoryCodeFromParam,
  itemOnHandVariant,
  type TAvailabilityRow,
  type TCommittedRow,
  type TIncomingRow,
  type TItemOnHand,
  type TInventoryDetail,
  type TInventoryItem,
} from '../../../contract';
import {
  Button,
  backFrom,
  DataTable,
  DetailPage,
  errorText,
  Fact,
  StatusBadge,
  Tabs,
  useEditor,
  useNavContext,
  RecordHeader,
  RecordSection,
  formatQuantity,
} from '../../../ui';
import { InventoryEditor, editableItem } from '../components/InventoryEditor';
import {
  useAvailable,
  useCommitted,
  useIncoming,
  useInventoryContext,
  useInventoryItem,
  useWarehouseOnHands,
} from '../use-inventory';

const right = { align: 'right' } as const;

const onHandColumn = createColumnHelper<TItemOnHand>();
const onHandColumns = (showWarehouse: boolean) => [
  ...(showWarehouse ? [onHandColumn.accessor('warehouse', { header: 'Warehouse' })] : []),
  onHandColumn.accessor('location', {
    header: 'Location',
    cell: ({ row }) => (
      <span className="flex items-center gap-2">
        {row.original.location}
        {row.original.is_pick_face && <StatusBadge variant="warning">Pick face</StatusBadge>}
      </span>
    ),
  }),
  onHandColumn.accessor('serial_batch', { header: 'Serial/Batch' }),
  onHandColumn.accessor('date_code', { header: 'Date Code' }),
  onHandColumn.accessor('quantity', {
    header: 'On Hand',
    meta: right,
    cell: ({ getValue }) => formatQuantity(getValue()),
  }),
  onHandColumn.display({
    id: 'status',
    header: 'Status',
    cell: ({ row }) =>
      row.original.recall ? (
        <StatusBadge variant="danger">Recalled</StatusBadge>
      ) : row.original.quarantine ? (
        <StatusBadge variant="info">Quarantined</StatusBadge>
      ) : null,
  }),
];

type Factor = TInventoryDetail['stocking_factors'][number];
const factorColumn = createColumnHelper<Factor>();
const factorColumns = [
  factorColumn.accessor('unit_of_measure', { header: 'Unit' }),
  factorColumn.accessor('barcode', { header: 'Barcode' }),
  factorColumn.accessor('pack_size', { header: 'Pack Size', meta: right }),
  factorColumn.accessor('weight', { header: 'Weight (kg)', meta: right }),
  factorColumn.accessor('height', { header: 'Height (cm)', meta: right }),
  // Document 2: the stocking factor's length is shown as Width.
  factorColumn.accessor('length', { header: 'Width (cm)', meta: right }),
  factorColumn.accessor('depth', { header: 'Depth (cm)', meta: right }),
];

const availableColumn = createColumnHelper<TAvailabilityRow>();
const availableColumns = [
  availableColumn.accessor('warehouse', { header: 'Warehouse' }),
  ...(['on_hand', 'committed', 'incoming', 'quarantined', 'recalled', 'available'] as const).map(
    (key) =>
      availableColumn.accessor(key, {
        header: key === 'on_hand' ? 'On Hand' : key[0]!.toUpperCase() + key.slice(1),
        meta: right,
        cell: ({ getValue }) => formatQuantity(getValue()),
      }),
  ),
];

const committedColumn = createColumnHelper<TCommittedRow>();
const committedColumns = [
  committedColumn.accessor('sales_order_number', { header: 'Sales Order' }),
  committedColumn.accessor('customer_display_name', { header: 'Customer' }),
  committedColumn.accessor('run_name', { header: 'Run' }),
  committedColumn.accessor('required_date', { header: 'Required Date' }),
  committedColumn.accessor('stocking_factor_unit', { header: 'Unit' }),
  committedColumn.accessor('pack_size', { header: 'Pack Size', meta: right }),
  committedColumn.accessor('ordered_qty', { header: 'Ordered', meta: right }),
  committedColumn.accessor('committed', {
    header: 'Committed',
    meta: right,
    cell: ({ getValue }) => formatQuantity(getValue()),
  }),
];

const incomingColumn = createColumnHelper<TIncomingRow>();
const incomingColumns = [
  incomingColumn.accessor('purchase_order_number', { header: 'Purchase Order' }),
  incomingColumn.accessor('supplier_name', { header: 'Supplier' }),
  incomingColumn.accessor('close_date', { header: 'Close Date' }),
  incomingColumn.accessor('stocking_factor_unit', { header: 'Unit' }),
  incomingColumn.accessor('ordered_qty', { header: 'Ordered', meta: right }),
  incomingColumn.accessor('remaining_qty', { header: 'Remaining', meta: right }),
];

const houseColumn = createColumnHelper<TAvailabilityRow>();
const houseColumns = [
  houseColumn.accessor('warehouse', { header: 'Warehouse' }),
  ...(['on_hand', 'quarantined', 'recalled'] as const).map((key) =>
    houseColumn.accessor(key, {
      header: key === 'on_hand' ? 'On Hand' : key[0]!.toUpperCase() + key.slice(1),
      meta: right,
      cell: ({ getValue }) => formatQuantity(getValue()),
    }),
  ),
];

/** The item's stock in every warehouse (on_hand_beta), the current one highlighted. */
function WarehouseOnHands({ code, warehouse }: { code: string; warehouse: string }) {
  const q = useWarehouseOnHands(code);
  return (
    <DataTable
      label="On hand by warehouse"
      columns={houseColumns}
      data={q.data}
      loading={q.isPending}
      error={q.error ? INVENTORY_MESSAGES.onHandsFailed : null}
      onRetry={() => void q.refetch()}
      emptyMessage="No stock in any warehouse"
      rowVariant={(r) => (r.warehouse === warehouse ? 'info' : undefined)}
      getRowId={(r) => r.warehouse}
      countNoun={['warehouse', 'warehouses']}
    />
  );
}

function AvailableTab({ item, warehouse }: { item: TInventoryDetail; warehouse: string }) {
  const q = useAvailable(item.inventory_code);
  return (
    <DataTable
      label="Available"
      columns={availableColumns}
      // Document 2 section 4: never empty, a zero placeholder row instead.
      data={
        q.data &&
        availabilityRows(q.data, {
          inventory_code: item.inventory_code,
          inventory_description: item.inventory_description,
          warehouse: warehouse || 'ALL',
        })
      }
      loading={q.isPending}
      error={q.error ? INVENTORY_MESSAGES.availabilityFailed : null}
      onRetry={() => void q.refetch()}
      emptyMessage="Nothing available"
      getRowId={(r) => `${r.inventory_code}|${r.warehouse}`}
    />
  );
}

function CommittedTab({ code }: { code: string }) {
  const q = useCommitted(code);
  return (
    <DataTable
      label="Committed"
      columns={committedColumns}
      data={q.data}
      loading={q.isPending}
      error={q.error ? INVENTORY_MESSAGES.committedFailed : null}
      onRetry={() => void q.refetch()}
      emptyMessage="No open sales orders for this item"
      countNoun={['order line', 'order lines']}
    />
  );
}

function IncomingTab({ code }: { code: string }) {
  const q = useIncoming(code);
  return (
    <DataTable
      label="Incoming"
      columns={incomingColumns}
      data={q.data}
      loading={q.isPending}
      error={q.error ? INVENTORY_MESSAGES.incomingFailed : null}
      onRetry={() => void q.refetch()}
      emptyMessage="No open purchase orders for this item"
      countNoun={['order line', 'order lines']}
    />
  );
}

/** /in/{inventory_code}: the item, its on hands (pick face highlighted), units and tabs. */
export default function InventoryDetailScreen() {
  const params = useParams();
  const back = backFrom(useLocation().state, '/in');
  const code = inventoryCodeFromParam(params['*'] ?? '');
  const { context, warehouse } = useInventoryContext();
  const item = useInventoryItem(code);
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'in', 'update');
  const editor = useEditor<TInventoryItem>();
  if (!context) return null;
  if (!code) return <Navigate to="/in" replace />;

  return (
    <DetailPage
      back={back}
      backLabel="Inventories"
      query={item}
      loadingLabel="Loading the item"
      failedTitle={INVENTORY_MESSAGES.itemFailed}
      failedDetail={errorText(item.error)}
    >
      {(d) => (
        <>
          <RecordHeader title={d.inventory_code} name={d.inventory_description}>
            {mayUpdate && <Button onClick={() => editor.edit(editableItem(d))}>Edit item</Button>}
          </RecordHeader>
          <InventoryEditor editor={editor} onSaved={() => item.refetch()} />
          <dl className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-5">
            <Fact label="Unit">{d.unit_of_measure}</Fact>
            <Fact label="Storage">{d.storage}</Fact>
            <Fact label="GTIN">{d.gtin}</Fact>
            <Fact label="Tracking">{d.tracking_type}</Fact>
            <Fact label={warehouse ? `Pick face (${warehouse})` : 'Pick face'}>{d.pick_face}</Fact>
          </dl>
          <RecordSection title="On hand">
            <DataTable
              label="On hand"
              columns={onHandColumns(!warehouse)}
              data={d.on_hands}
              emptyMessage="Nothing on hand"
              rowVariant={itemOnHandVariant}
              getRowId={(o) => `${o.warehouse}|${o.location}|${o.serial_batch}|${o.date_code}`}
              countNoun={['row', 'rows']}
            />
          </RecordSection>
          <RecordSection title="On hand by warehouse">
            <WarehouseOnHands code={d.inventory_code} warehouse={warehouse} />
          </RecordSection>
          <RecordSection title="Stocking factors">
            <DataTable
              label="Stocking factors"
              columns={factorColumns}
              data={d.stocking_factors}
              emptyMessage="No stocking factors"
              getRowId={(f) => String(f.stocking_factor_id)}
              countNoun={['unit', 'units']}
            />
          </RecordSection>
          <Tabs
            items={[
              { label: 'Available', content: <AvailableTab item={d} warehouse={warehouse} /> },
              { label: 'Committed', content: <CommittedTab code={d.inventory_code} /> },
              { label: 'Incoming', content: <IncomingTab code={d.inventory_code} /> },
            ]}
          />
        </>
      )}
    </DetailPage>
  );
}
