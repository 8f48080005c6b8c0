import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useLocation, useParams } from 'react-router-dom';
import {
  DELIVERY_DOCKET_MESSAGES,
  can,
  docketLineVariant,
  docketRowVariant,
  purchaseOrderPath,
  type TDocketDetail,
  type TDocketLine,
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
import { retryDocket, saveDocket } from '../api';
import { docketKeys } from '../keys';
import { useDocket, useDocketContext } from '../use-delivery-dockets';

const right = { align: 'right' } as const;

const lineColumn = createColumnHelper<TDocketLine>();
const lineColumns = [
  lineColumn.accessor('line_no', { header: 'Line', meta: right }),
  lineColumn.accessor('purchase_order_line', { header: 'PO Line', meta: right }),
  lineColumn.accessor('inventory_code', { header: 'Inventory' }),
  lineColumn.accessor('description', { header: 'Description' }),
  lineColumn.accessor('quantity_ordered', {
    header: 'Ordered',
    meta: right,
    cell: ({ getValue }) => formatQuantity(getValue()),
  }),
  lineColumn.accessor('carton_qty', {
    header: 'Received',
    meta: right,
    cell: ({ getValue }) => formatQuantity(getValue()),
  }),
  lineColumn.accessor('serial_batch', { header: 'Serial/Batch' }),
  lineColumn.accessor('date_code', { header: 'Date Code' }),
  lineColumn.accessor('line_status', {
    header: 'Line Status',
    cell: ({ getValue }) => (
      <StatusBadge variant={docketLineVariant(getValue()) ?? 'light'}>{getValue()}</StatusBadge>
    ),
  }),
];

/** /dd/{delivery_docket}: the docket and its lines; Retry flags it for update. */
export default function DeliveryDocketScreen() {
  const { deliveryDocket = '' } = useParams();
  const back = backFrom(useLocation().state, '/dd');
  const { siteId } = useDocketContext();
  const docket = useDocket(deliveryDocket);
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'dd', 'update');
  const queryClient = useQueryClient();
  const store = (d: TDocketDetail) =>
    queryClient.setQueryData(docketKeys.docket(siteId, deliveryDocket), d);
  const retry = useMutation({ mutationFn: () => retryDocket(deliveryDocket), onSuccess: store });
  const hold = useMutation({
    mutationFn: (next: boolean) => saveDocket({ delivery_docket: deliveryDocket, hold: next }),
    onSuccess: store,
  });
  const failure = retry.error ?? hold.error;

  return (
    <DetailPage
      back={back}
      backLabel="Delivery Dockets"
      query={docket}
      loadingLabel="Loading the delivery docket"
      failedTitle={DELIVERY_DOCKET_MESSAGES.loadFailed(errorText(docket.error))}
    >
      {(d) => {
        const tone = docketRowVariant(d);
        return (
          <>
            <RecordHeader title={d.delivery_docket} name={d.supplier_name}>
              {mayUpdate && (
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    disabled={hold.isPending}
                    onClick={() => hold.mutate(!d.hold)}
                  >
                    {d.hold ? 'Release hold' : 'Put on hold'}
                  </Button>
                  <Button disabled={retry.isPending} onClick={() => retry.mutate()}>
                    Retry
                  </Button>
                </div>
              )}
            </RecordHeader>
            {failure && (
              <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
                {failure.message}
              </p>
            )}
            <dl
              data-variant={tone ?? 'light'}
              className={`grid grid-cols-2 gap-3 rounded-xl border p-4 sm:grid-cols-4 ${
                d.hold ? 'border-slate-300 bg-slate-100' : 'border-slate-200 bg-white'
              }`}
            >
              <Fact label="Purchase Order">
                <Link
                  to={purchaseOrderPath(d.purchase_order)}
                  className="text-brand-700 hover:underline"
                >
                  {d.purchase_order}
                </Link>
              </Fact>
              <Fact label="Status">
                <StatusBadge variant={tone ?? 'light'}>{d.wms_status}</StatusBadge>
              </Fact>
              <Fact label="ERP ID">{d.erp_label}</Fact>
              <Fact label="ERP Status">
                <StatusBadge erp={d.erp_status} />
              </Fact>
              <Fact label="Received Date">{d.received_date}</Fact>
              <Fact label="Expected Date">{d.expected_date}</Fact>
              <Fact label="Finalised Date">{d.finalised_date}</Fact>
              <Fact label="Warehouse">{d.warehouse}</Fact>
              <Fact label="Docket Status">{d.docket_status}</Fact>
              <Fact label="ERP Reference">{d.erp_reference}</Fact>
              <Fact label="ERP Action">{d.erp_action}</Fact>
              <Fact label="Held">{d.hold ? 'Yes' : 'No'}</Fact>
              <Fact label="Received By">{d.received_by}</Fact>
              <div className="col-span-2 sm:col-span-3">
                <Fact label="Delivery Instructions">{d.delivery_instructions}</Fact>
              </div>
            </dl>
            <RecordSection title="Lines">
              <DataTable
                label="Docket Lines"
                columns={lineColumns}
                data={d.docket_lines}
                emptyMessage="This docket has no lines"
                rowVariant={(l) => docketLineVariant(l.line_status)}
                getRowId={(l) => String(l.line_no)}
                countNoun={['line', 'lines']}
              />
            </RecordSection>
          </>
        );
      }}
    </DetailPage>
  );
}
