import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useLocation, useParams } from 'react-router-dom';
import {
  PURCHASE_ORDER_MESSAGES,
  can,
  docketLineVariant,
  docketPath,
  docketRowVariant,
  poLineVariant,
  poStatusLabel,
  poStatusVariant,
  type TPoDetail,
  type TPoDocket,
  type TPoLine,
} from '../../../contract';
import {
  backFrom,
  Button,
  DataTable,
  DetailPage,
  errorText,
  Fact,
  StatusBadge,
  useNavContext,
  RecordHeader,
  RecordSection,
  formatQuantity,
} from '../../../ui';
import { savePurchaseOrder } from '../api';
import { purchaseOrderKeys } from '../keys';
import { usePurchaseOrder, usePurchasingContext } from '../use-purchase-orders';

const right = { align: 'right' } as const;

const docketColumn = createColumnHelper<TPoDocket>();
const docketColumns = [
  docketColumn.accessor('delivery_docket', {
    header: 'Delivery Docket',
    cell: ({ getValue }) => (
      <Link
        to={docketPath(getValue())}
        className="inline-flex min-h-11 items-center text-brand-700 hover:underline"
      >
        {getValue()}
      </Link>
    ),
  }),
  docketColumn.accessor('received_date', { header: 'Received' }),
  docketColumn.accessor('finalised_date', { header: 'Finalised' }),
  docketColumn.accessor('docket_status', { header: 'Docket Status' }),
  docketColumn.accessor('wms_status', {
    header: 'Status',
    cell: ({ row }) => (
      <span className="flex items-center gap-1">
        {row.original.wms_status}
        {row.original.hold && <StatusBadge variant="secondary">Held</StatusBadge>}
      </span>
    ),
  }),
  docketColumn.accessor('erp_label', { header: 'ERP ID' }),
  docketColumn.accessor('erp_reference', { header: 'ERP Reference' }),
  docketColumn.accessor('erp_status', {
    header: 'ERP Status',
    cell: ({ getValue }) => <StatusBadge erp={getValue()} />,
  }),
  docketColumn.display({
    id: 'lines',
    header: 'Lines',
    meta: right,
    cell: ({ row }) => {
      const lines = row.original.docket_lines;
      const complete = lines.filter((l) => docketLineVariant(l.line_status) === 'success').length;
      return `${complete}/${lines.length} complete`;
    },
  }),
];

const lineColumn = createColumnHelper<TPoLine>();
const lineColumns = [
  lineColumn.accessor('purchase_order_line', { header: 'Line', meta: right }),
  lineColumn.accessor('inventory_code', { header: 'Inventory' }),
  lineColumn.accessor('description', { header: 'Description' }),
  lineColumn.accessor('supplier_catalogue', { header: 'Supplier Catalogue' }),
  lineColumn.accessor('unit_of_measure', { header: 'Unit' }),
  lineColumn.accessor('unit_price', {
    header: 'Unit Price',
    meta: right,
    cell: ({ getValue }) => getValue().toFixed(2),
  }),
  lineColumn.accessor('quantity_ordered', {
    header: 'Ordered',
    meta: right,
    cell: ({ getValue }) => formatQuantity(getValue()),
  }),
  lineColumn.accessor('quantity_received', {
    header: 'Received',
    meta: right,
    cell: ({ getValue }) => formatQuantity(getValue()),
  }),
  lineColumn.accessor('line_status', {
    header: 'Line Status',
    cell: ({ getValue }) => (
      <StatusBadge variant={poLineVariant(getValue()) ?? 'light'}>{getValue()}</StatusBadge>
    ),
  }),
];

/** /po/{purchase_order}: the order, its delivery dockets and its lines with their statuses. */
export default function PurchaseOrderScreen() {
  const { purchaseOrder = '' } = useParams();
  const back = backFrom(useLocation().state, '/po');
  const { siteId } = usePurchasingContext();
  const order = usePurchaseOrder(purchaseOrder);
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'po', 'update');
  const queryClient = useQueryClient();
  const hold = useMutation({
    mutationFn: (next: boolean) => savePurchaseOrder({ purchase_order: purchaseOrder, hold: next }),
    onSuccess: (po: TPoDetail) =>
      queryClient.setQueryData(purchaseOrderKeys.order(siteId, purchaseOrder), po),
  });

  return (
    <DetailPage
      back={back}
      backLabel="Purchase Orders"
      query={order}
      loadingLabel="Loading the purchase order"
      failedTitle={PURCHASE_ORDER_MESSAGES.loadFailed}
      failedDetail={errorText(order.error)}
    >
      {(po) => (
        <>
          <RecordHeader title={po.purchase_order} name={po.supplier_name}>
            {mayUpdate && (
              <Button
                variant="secondary"
                disabled={hold.isPending}
                onClick={() => hold.mutate(!po.hold)}
              >
                {po.hold ? 'Release hold' : 'Put on hold'}
              </Button>
            )}
          </RecordHeader>
          {hold.error && (
            <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
              {hold.error.message}
            </p>
          )}
          <dl
            className={`grid grid-cols-2 gap-3 rounded-xl border p-4 sm:grid-cols-4 ${
              po.hold ? 'border-slate-300 bg-slate-100' : 'border-slate-200 bg-white'
            }`}
          >
            <Fact label="Status">
              <StatusBadge variant={po.status === 'Open' ? 'warning' : 'info'}>
                {po.status}
              </StatusBadge>
            </Fact>
            <Fact label="WMS Status">
              <StatusBadge variant={poStatusVariant(po.wms_status)}>
                {poStatusLabel(po.wms_status)}
              </StatusBadge>
            </Fact>
            <Fact label="ERP Status">
              <StatusBadge erp={po.erp_status} />
            </Fact>
            <Fact label="Held">{po.hold ? 'Yes' : 'No'}</Fact>
            <Fact label="Warehouse">{po.warehouse}</Fact>
            <Fact label="Expected Date">{po.expected_date}</Fact>
            <Fact label="Run">{po.run_name}</Fact>
            <Fact label="ERP ID">{po.erp_id}</Fact>
            <Fact label="Supplier">{`${po.supplier_code} ${po.supplier_name}`}</Fact>
            <Fact label="No Lines">{po.no_lines}</Fact>
            <div className="col-span-2">
              <Fact label="Delivery Instructions">{po.delivery_instructions}</Fact>
            </div>
          </dl>
          <RecordSection title="Delivery Dockets">
            <DataTable
              label="Delivery Dockets"
              columns={docketColumns}
              data={po.delivery_dockets}
              emptyMessage="Nothing has been received against this order yet"
              rowVariant={docketRowVariant}
              getRowId={(d) => d.delivery_docket}
              countNoun={['docket', 'dockets']}
            />
          </RecordSection>
          <RecordSection title="PO Lines">
            <DataTable
              label="PO Lines"
              columns={lineColumns}
              data={po.po_lines}
              emptyMessage="This order has no lines"
              rowVariant={(l) => poLineVariant(l.line_status)}
              getRowId={(l) => String(l.purchase_order_line)}
              countNoun={['line', 'lines']}
            />
          </RecordSection>
        </>
      )}
    </DetailPage>
  );
}
