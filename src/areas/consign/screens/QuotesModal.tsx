import { createColumnHelper } from '@tanstack/react-table';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type TConsignment, type TQuote } from '../../../contract';
import { Button, DataTable, Modal, errorText, useSiteId } from '../../../ui';
import { bookQuote, fetchQuotes } from '../api';
import { consignKeys } from '../keys';

const column = createColumnHelper<TQuote>();

/**
 * Quotes for the selected orders (document 1 "Quote": courier, service, estimated date,
 * price), best first; picking one books it.
 */
export function QuotesModal({
  salesOrders,
  printerSet,
  onClose,
  onBooked,
}: {
  salesOrders: string[] | null;
  printerSet: string | null;
  onClose: () => void;
  onBooked: (made: TConsignment[]) => void;
}) {
  const open = salesOrders !== null;
  const siteId = useSiteId();
  const quotes = useQuery({
    queryKey: consignKeys.quotes(siteId, salesOrders),
    queryFn: () => fetchQuotes(salesOrders ?? []),
    enabled: open,
    gcTime: 0,
  });
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const key = (q: TQuote) => `${q.courier_interface}/${q.courier_code}/${q.service_code}`;

  const book = async (q: TQuote) => {
    setBusy(key(q));
    setFailure(null);
    try {
      onBooked(await bookQuote(salesOrders ?? [], q, printerSet));
    } catch (e) {
      setFailure(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  const columns = [
    column.accessor('courier', { header: 'Courier' }),
    column.accessor('courier_service', { header: 'Service' }),
    column.accessor('estimated_delivery', { header: 'Estimated Date' }),
    column.accessor('total_cost', {
      header: 'Price',
      meta: { align: 'right' },
      cell: (c) => `$${c.getValue().toFixed(2)}`,
    }),
    column.display({
      id: 'book',
      header: '',
      cell: ({ row: { original: q, index } }) => (
        <Button
          variant={index === 0 ? 'primary' : 'secondary'}
          disabled={busy !== null}
          onClick={() => void book(q)}
          aria-label={`Book ${q.courier} ${q.courier_service}`}
        >
          {busy === key(q) ? 'Booking…' : index === 0 ? 'Book (best)' : 'Book'}
        </Button>
      ),
    }),
  ];

  return (
    <Modal open={open} onClose={onClose} title="Quotes" size="lg">
      <p className="mb-3 text-sm text-slate-600">
        {salesOrders?.length ?? 0} order{salesOrders?.length === 1 ? '' : 's'}: best first.
      </p>
      <DataTable
        label="Quotes"
        columns={columns}
        data={quotes.data}
        loading={quotes.isPending}
        emptyMessage="No carrier quoted these orders"
        getRowId={key}
      />
      {failure ? (
        <p role="alert" className="mt-3 whitespace-pre-line text-red-700">
          {failure}
        </p>
      ) : null}
    </Modal>
  );
}
