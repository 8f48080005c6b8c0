import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import {
  BOOKIN_MESSAGES,
  bookinLineVariant,
  bookinRowVariant,
  can,
  docketPath,
  purchaseOrderPath,
  type TBookinPoLine,
} from '../../../contract';
import {
  backFrom,
  DataTable,
  DetailPage,
  errorText,
  Fact,
  formatQuantity,
  Modal,
  RecordHeader,
  RecordSection,
  StatusBadge,
  useNavContext,
  useSiteZone,
} from '../../../ui';
import { PutAwayPanel } from '../components/PutAwayPanel';
import { PutAwaysTable } from '../components/PutAwaysTable';
import { useBookin } from '../use-bookins';

const right = { align: 'right' } as const;
const line = createColumnHelper<TBookinPoLine>();
const lineColumns = [
  line.accessor('purchase_order_line', { header: 'Line', meta: right }),
  line.accessor('inventory_code', { header: 'Inventory' }),
  line.accessor('description', { header: 'Description' }),
  line.accessor('unit_of_measure', {
    header: 'Unit',
    cell: ({ row }) =>
      row.original.pack_size > 1
        ? `${row.original.unit_of_measure} of ${formatQuantity(row.original.pack_size)}`
        : row.original.unit_of_measure,
  }),
  line.accessor('quantity_ordered', {
    header: 'Ordered',
    meta: right,
    cell: ({ getValue }) => formatQuantity(getValue()),
  }),
  line.accessor('quantity_received', {
    header: 'Received',
    meta: right,
    cell: ({ getValue }) => formatQuantity(getValue()),
  }),
  line.accessor('received_in_bookin', {
    header: 'In this bookin',
    meta: right,
    cell: ({ getValue }) => formatQuantity(getValue()),
  }),
  line.accessor('line_status', {
    header: 'Status',
    cell: ({ getValue }) => (
      <StatusBadge variant={bookinLineVariant(getValue())}>{getValue()}</StatusBadge>
    ),
  }),
];

/** /ev_dd/{booking_id}: the bookin, its purchase orders with their lines, its put-aways. */
export default function BookinScreen() {
  const { bookingId = '' } = useParams();
  const id = Number(bookingId) || 0;
  const back = backFrom(useLocation().state, '/ev_dd');
  const bookin = useBookin(id);
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'dd', 'update');
  const [putting, setPutting] = useState<string | null>(null);
  const zone = useSiteZone();

  return (
    <DetailPage
      back={back}
      backLabel="Bookin Management"
      query={bookin}
      loadingLabel="Loading the bookin"
      failedTitle={BOOKIN_MESSAGES.loadFailed}
      failedDetail={errorText(bookin.error)}
    >
      {(b) => (
        <>
          <RecordHeader title={`Bookin ${b.booking_id}`} name={b.customer_name} />
          <dl
            data-variant={bookinRowVariant(b)}
            className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4"
          >
            <Fact label="Supplier">{`${b.customer_code} ${b.customer_name}`}</Fact>
            <Fact label="Warehouse">{b.warehouse}</Fact>
            <Fact label="Booked In">{b.booking_date}</Fact>
            <Fact label="Received By">{b.received_by}</Fact>
            <Fact label="Receiving Status">{b.receiving_status}</Fact>
            <Fact label="Docket Status">{b.docket_status}</Fact>
            <Fact label="Put-Aways">
              {b.put_aways_pending
                ? `${b.no_put_aways} (${b.put_aways_pending} at the dock)`
                : String(b.no_put_aways)}
            </Fact>
            <Fact label="Dockets">
              {b.delivery_dockets.map((d, i) => (
                <span key={d}>
                  {i > 0 && ', '}
                  <Link to={docketPath(d)} className="text-brand-700 hover:underline">
                    {d}
                  </Link>
                </span>
              ))}
            </Fact>
          </dl>
          <RecordSection title="Purchase Orders">
            {b.purchase_orders.length === 0 && (
              <p className="text-slate-600">No purchase orders are booked in here</p>
            )}
            {b.purchase_orders.map((po) => (
              <div key={po.purchase_order} className="flex flex-col gap-2">
                <h3 className="flex flex-wrap items-center gap-2 font-semibold">
                  <Link
                    to={purchaseOrderPath(po.purchase_order)}
                    className="inline-flex min-h-11 items-center text-brand-700 hover:underline"
                  >
                    {po.purchase_order}
                  </Link>
                  <span className="font-normal text-slate-600">expected {po.expected_date}</span>
                </h3>
                <DataTable
                  label={`Lines of ${po.purchase_order}`}
                  columns={lineColumns}
                  data={po.lines}
                  emptyMessage="This order has no lines"
                  rowVariant={(l) => bookinLineVariant(l.line_status)}
                  getRowId={(l) => String(l.purchase_order_line)}
                  countNoun={['line', 'lines']}
                />
              </div>
            ))}
          </RecordSection>
          <RecordSection title="Put-Aways">
            <PutAwaysTable
              putAways={b.put_aways}
              zone={zone}
              {...(mayUpdate ? { onPutAway: (barcode: string) => setPutting(barcode) } : {})}
            />
          </RecordSection>
          <Modal
            open={putting !== null}
            onClose={() => setPutting(null)}
            title="Put away"
            size="lg"
          >
            {putting !== null && <PutAwayPanel initialBarcode={putting} />}
          </Modal>
        </>
      )}
    </DetailPage>
  );
}
