import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  CONSIGNMENT_SEARCHES,
  consignmentStatusVariant,
  trackingStatusVariant,
  type TConsignmentDocument,
  type TConsignmentSearch,
} from '../../../contract';
import { Button, DataTable, Select, StatusBadge, TextField } from '../../../ui';
import { useConsignments } from '../use-consignments';

const DETAIL = '/consignment/consignment';
const detailOf = (r: TConsignmentDocument) =>
  `${DETAIL}?document_id=${encodeURIComponent(r.document_id)}`;

const column = createColumnHelper<TConsignmentDocument>();
const columns = [
  column.accessor('consignment', {
    header: 'Consignment',
    cell: (c) => (
      <span>
        <span className="font-medium">{c.row.original.connote || c.getValue()}</span>{' '}
        <StatusBadge variant={consignmentStatusVariant(c.row.original.status)}>
          {c.row.original.status}
        </StatusBadge>
      </span>
    ),
  }),
  column.accessor('customer_name', { header: 'Customer', meta: { wrap: true } }),
  column.accessor('ref', { header: 'Shipment Reference', meta: { wrap: true } }),
  column.accessor('despatch_date', { header: 'Despatch Date' }),
  column.accessor('etd', { header: 'Expected Date', cell: (c) => c.getValue() ?? '' }),
  column.accessor('tracking_status', {
    header: 'Tracking Status',
    cell: (c) => (
      <StatusBadge variant={trackingStatusVariant(c.getValue()) ?? 'light'}>
        {c.getValue()}
      </StatusBadge>
    ),
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: (c) => (
      <Link
        to={detailOf(c.row.original)}
        onClick={(e) => e.stopPropagation()}
        className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-brand-800 hover:bg-slate-100"
      >
        Open
      </Link>
    ),
  }),
];

const SEARCH_OPTIONS = CONSIGNMENT_SEARCHES.map((s) => ({ value: s.value, label: s.label }));

/**
 * /consignment (Consignments (list), document 1): the site's consignments from the document
 * store, searched by shipment reference, tracking status or despatch date; rows coloured by
 * status (DELETED danger, OPEN warning, COMPLETE success), 'On For Delivery' highlighted.
 */
export default function ConsignmentListScreen() {
  const [by, setBy] = useState<TConsignmentSearch>('reference');
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState<{ by: TConsignmentSearch; term: string }>({
    by: 'reference',
    term: '',
  });
  const list = useConsignments(search.by, search.term);
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch({ by, term });
  };
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Consignments</h1>
      <form
        className="flex flex-wrap items-end gap-3"
        role="search"
        aria-label="Search consignments"
        onSubmit={submit}
      >
        <Select
          label="Search by"
          className="max-w-xs"
          value={by}
          options={SEARCH_OPTIONS}
          onChange={(v) => {
            setBy(v as TConsignmentSearch);
            setTerm('');
          }}
        />
        <TextField
          label={CONSIGNMENT_SEARCHES.find((s) => s.value === by)!.label}
          name="term"
          type={by === 'despatch_date' ? 'date' : 'text'}
          className="max-w-xs"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
        <Button type="submit" className="min-h-11">
          Search
        </Button>
      </form>
      <DataTable
        label="Consignments"
        cards
        columns={columns}
        data={list.data}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessage={search.term ? 'No consignments match the search' : 'No consignments yet'}
        countNoun={['consignment', 'consignments']}
        getRowId={(r) => r.document_id}
        rowVariant={(r) => consignmentStatusVariant(r.status)}
        onRowClick={(r) => navigate(detailOf(r))}
      />
    </main>
  );
}
