import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  DELIVERY_DOCKET_MESSAGES,
  DOCKET_SCREEN_SEARCH_TYPES,
  DOCKET_SEARCH_LABELS,
  docketPath,
  docketRowVariant,
  docketSearchProblem,
  type TDocketListQuery,
  type TDocketListRow,
  type TDocketSearchType,
} from '../../../contract';
import {
  DataTable,
  DateRange,
  SearchBox,
  SearchModeForm,
  StatusBadge,
  errorText,
  useUrlSearchState,
} from '../../../ui';
import { useDocketContext, useDockets } from '../use-delivery-dockets';

const column = createColumnHelper<TDocketListRow>();
const columns = [
  column.accessor('delivery_docket', { header: 'Delivery Docket' }),
  column.accessor('purchase_order', { header: 'Purchase Order' }),
  column.accessor('supplier_name', { header: 'Supplier Name' }),
  column.accessor('received_date', { header: 'Received Date' }),
  column.accessor('erp_label', {
    header: 'ERP ID',
    cell: ({ row }) => (
      <span className="flex flex-wrap items-center gap-1">
        {row.original.erp_label}
        <StatusBadge erp={row.original.erp_status} />
      </span>
    ),
  }),
  column.accessor('wms_status', {
    header: 'Status',
    cell: ({ row }) => (
      <span className="flex flex-wrap items-center gap-1">
        {row.original.wms_status}
        {row.original.hold && <StatusBadge variant="secondary">Held</StatusBadge>}
      </span>
    ),
  }),
];

const TERM_LABELS: Partial<Record<TDocketSearchType, string>> = {
  SEARCH: 'Docket, purchase order, ERP id or supplier',
  INVENTORY: 'Inventory code',
  PURCHASE_ORDER: 'Purchase order',
  SUPPLIER: 'Supplier code or name',
};

/**
 * /dd (Delivery Dockets): search by term, received date, inventory, purchase order or
 * supplier in the current warehouse (every warehouse when ALL). Opening a docket goes to
 * /dd/{delivery_docket} (document 1 section 2).
 */
export default function DeliveryDocketsScreen() {
  const { context, warehouse } = useDocketContext();
  const navigate = useNavigate();
  const here = useLocation();
  const search = useUrlSearchState(DOCKET_SCREEN_SEARCH_TYPES, 'SEARCH');
  const { searchType, term, dates } = search;

  const query = useMemo<TDocketListQuery>(
    () =>
      searchType === 'DATE_RANGE'
        ? { search_type: searchType, from_date: dates.from, to_date: dates.to, warehouse }
        : { search_type: searchType, search_term: term, warehouse },
    [searchType, term, dates.from, dates.to, warehouse],
  );
  const problem = docketSearchProblem(query);
  const list = useDockets(query);

  if (!context) return null;
  const byDate = searchType === 'DATE_RANGE';

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Delivery Dockets</h1>
      <SearchModeForm
        types={DOCKET_SCREEN_SEARCH_TYPES}
        labels={DOCKET_SEARCH_LABELS}
        value={searchType}
        onChange={search.setType}
      >
        {byDate ? (
          <DateRange label="Received between" required value={dates} onChange={search.setDates} />
        ) : (
          <SearchBox
            key={searchType}
            label={TERM_LABELS[searchType] ?? 'Search'}
            placeholder="Scan or type"
            defaultValue={term}
            onSearch={search.setTerm}
            onClear={search.clearTerm}
            refocusKey={list.dataUpdatedAt}
          />
        )}
      </SearchModeForm>
      <DataTable
        label="Delivery Dockets"
        columns={columns}
        data={problem ? [] : list.data}
        loading={!problem && list.isPending}
        error={list.error ? DELIVERY_DOCKET_MESSAGES.listFailed(errorText(list.error)) : null}
        onRetry={() => void list.refetch()}
        emptyMessage={
          problem
            ? byDate
              ? 'Choose the received dates to list the dockets'
              : 'Scan or type to search the delivery dockets'
            : 'No delivery dockets match'
        }
        rowVariant={docketRowVariant}
        getRowId={(r) => r.delivery_docket}
        onRowClick={(r) =>
          void navigate(docketPath(r.delivery_docket), {
            state: { from: here.pathname + here.search },
          })
        }
        countNoun={['docket', 'dockets']}
      />
    </main>
  );
}
