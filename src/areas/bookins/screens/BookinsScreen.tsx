import { createColumnHelper } from '@tanstack/react-table';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  BOOKIN_DEFAULT_DAYS,
  BOOKIN_MESSAGES,
  bookinPath,
  bookinRowVariant,
  can,
  todayIn,
  type TBookinListRow,
  type TBookinRangeQuery,
  type TBookinSummary,
} from '../../../contract';
import {
  Button,
  DataTable,
  DateRange,
  Modal,
  Notice,
  StatusBadge,
  errorText,
  useNavContext,
  type TDateRange,
  useSiteZone,
} from '../../../ui';
import { PutAwayPanel } from '../components/PutAwayPanel';
import { ReceivePanel } from '../components/ReceivePanel';
import { useBookinContext, useBookinSummary, useBookins } from '../use-bookins';

const column = createColumnHelper<TBookinListRow>();
const columns = [
  column.accessor('booking_id', { header: 'Bookin', meta: { align: 'right' } }),
  column.accessor('booking_date', { header: 'Date' }),
  column.accessor('customer_name', {
    header: 'Supplier',
    cell: ({ row }) => (
      <span>
        {row.original.customer_name}
        <span className="ml-2 text-sm text-slate-600">{row.original.customer_code}</span>
      </span>
    ),
  }),
  column.accessor('purchase_order_number', { header: 'Orders' }),
  column.accessor('delivery_dockets', {
    header: 'Dockets',
    enableSorting: false,
    cell: ({ getValue }) => getValue().join(', '),
  }),
  column.accessor('no_put_aways', {
    header: 'P/Aways',
    meta: { align: 'right' },
    cell: ({ row }) =>
      row.original.put_aways_pending
        ? `${row.original.no_put_aways} (${row.original.put_aways_pending} at dock)`
        : row.original.no_put_aways,
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <span className="flex flex-wrap gap-1">
        {row.original.receiving_status === 'Opened' && (
          <StatusBadge variant="info">Receiving</StatusBadge>
        )}
        {row.original.docket_status && (
          <StatusBadge variant={row.original.docket_status === 'Checked' ? 'success' : 'light'}>
            {row.original.docket_status}
          </StatusBadge>
        )}
      </span>
    ),
  }),
];

const COUNTS: [keyof TBookinSummary, string][] = [
  ['bookins', 'Bookins'],
  ['dockets', 'Dockets'],
  ['receiving', 'Receiving'],
  ['put_aways_pending', 'At the dock'],
  ['put_aways_done', 'Put away'],
  ['checked', 'Checked'],
  ['dockets_awaiting', 'Awaiting receipt'],
];

/**
 * /ev_dd (Bookin Management): the bookins of the current warehouse in a date range (last 7
 * days by default), their counts, and the dock's two jobs: receive a docket, put away.
 */
export default function BookinsScreen() {
  const { context, warehouse } = useBookinContext();
  const navigate = useNavigate();
  const here = useLocation();
  const zone = useSiteZone();
  const today = todayIn(zone);
  const [params, setParams] = useSearchParams();
  const [dates, setDates] = useState<TDateRange>({
    from:
      params.get('from') ??
      dayjs(today)
        .subtract(BOOKIN_DEFAULT_DAYS - 1, 'day')
        .format('YYYY-MM-DD'),
    to: params.get('to') ?? today,
  });
  const [open, setOpen] = useState<null | 'receive' | { barcode: string }>(null);
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'dd', 'update');

  const query = useMemo<TBookinRangeQuery>(
    () => ({ warehouse, from_date: dates.from, to_date: dates.to }),
    [warehouse, dates.from, dates.to],
  );
  const list = useBookins(query);
  const summary = useBookinSummary(query);
  const chooseDates = (d: TDateRange) => {
    setDates(d);
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (d.from) out.set('from', d.from);
        if (d.to) out.set('to', d.to);
        return out;
      },
      { replace: true },
    );
  };

  if (!context) return null;
  const hasDates = !!dates.from && !!dates.to;

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Bookin Management</h1>
        {mayUpdate && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setOpen('receive')}>Receive a docket</Button>
            <Button variant="secondary" onClick={() => setOpen({ barcode: '' })}>
              Put away
            </Button>
          </div>
        )}
      </header>
      <DateRange label="Booked in" required value={dates} onChange={chooseDates} today={today} />
      {!warehouse && <Notice>{BOOKIN_MESSAGES.selectWarehouse}</Notice>}
      <section aria-label="Bookin counts">
        {summary.error ? (
          <p role="alert" className="text-red-800">
            {BOOKIN_MESSAGES.listFailed} - {errorText(summary.error)}
          </p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
            {COUNTS.map(([key, label]) => (
              <div key={key} className="rounded-xl border border-slate-200 bg-white p-3">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="text-2xl font-semibold text-slate-900">
                  {summary.data ? summary.data[key] : '…'}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <DataTable
        label="Bookins"
        cards
        columns={columns}
        data={hasDates ? list.data : []}
        loading={hasDates && list.isPending}
        error={list.error ? `${BOOKIN_MESSAGES.listFailed} - ${errorText(list.error)}` : null}
        onRetry={() => void list.refetch()}
        emptyMessage={hasDates ? 'No bookins in these dates' : 'Choose the dates to list bookins'}
        rowVariant={bookinRowVariant}
        getRowId={(r) => String(r.booking_id)}
        onRowClick={(r) =>
          void navigate(bookinPath(r.booking_id), {
            state: { from: here.pathname + here.search },
          })
        }
        countNoun={['bookin', 'bookins']}
      />
      <Modal
        open={open === 'receive'}
        onClose={() => setOpen(null)}
        title="Receive a docket"
        size="lg"
      >
        <ReceivePanel warehouse={warehouse} onPutAway={(barcode) => setOpen({ barcode })} />
      </Modal>
      <Modal
        open={open !== null && open !== 'receive'}
        onClose={() => setOpen(null)}
        title="Put away"
        size="lg"
      >
        {open !== null && open !== 'receive' && <PutAwayPanel initialBarcode={open.barcode} />}
      </Modal>
    </main>
  );
}
