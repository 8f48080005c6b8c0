import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  PO_SCREEN_SEARCH_TYPES,
  PO_SEARCH_LABELS,
  PURCHASE_ORDER_MESSAGES,
  poRowVariant,
  poSearchProblem,
  poStatusLabel,
  poStatusVariant,
  purchaseOrderPath,
  type TPoListQuery,
  type TPoListRow,
  type TPoSearchType,
} from '../../../contract';
import {
  DataTable,
  DateRange,
  SearchBox,
  SearchModeForm,
  StatusBadge,
  useUrlSearchState,
  Notice,
} from '../../../ui';
import { usePurchaseOrders, usePurchasingContext } from '../use-purchase-orders';

const column = createColumnHelper<TPoListRow>();
const columns = [
  column.accessor('purchase_order', { header: 'Purchase Order' }),
  column.accessor('supplier_name', { header: 'Supplier Name' }),
  column.accessor('run_name', { header: 'Run' }),
  column.accessor('expected_date', { header: 'Expected Date' }),
  column.accessor('no_lines', { header: 'No Lines', meta: { align: 'right' } }),
  column.accessor('wms_status', {
    header: 'Status',
    cell: ({ row }) => (
      <span className="flex flex-wrap items-center gap-1">
        <StatusBadge variant={poStatusVariant(row.original.wms_status)}>
          {poStatusLabel(row.original.wms_status)}
        </StatusBadge>
        {row.original.status !== 'Open' && (
          <StatusBadge variant="info">{row.original.status}</StatusBadge>
        )}
        {row.original.hold && <StatusBadge variant="secondary">Held</StatusBadge>}
      </span>
    ),
  }),
  column.accessor('erp_status', {
    header: 'ERP Status',
    cell: ({ getValue }) => <StatusBadge erp={getValue()} />,
  }),
];

const TERM_LABELS: Partial<Record<TPoSearchType, string>> = {
  SEARCH: 'Purchase order, ERP id or supplier',
  INVENTORY: 'Inventory code',
  SUPPLIER: 'Supplier code or name',
};

/**
 * /po (Purchase Orders): search by term, by expected date or held orders in the current
 * warehouse, by inventory or by supplier (document 2 sections 2 and 5). The search lives in
 * the address, so coming back from an order shows the same list.
 */
export default function PurchaseOrdersScreen() {
  const { context, warehouse } = usePurchasingContext();
  const navigate = useNavigate();
  const here = useLocation();
  const search = useUrlSearchState(PO_SCREEN_SEARCH_TYPES, 'SEARCH');
  const { searchType, term, dates } = search;

  const query = useMemo<TPoListQuery>(() => {
    if (searchType === 'DATE_RANGE')
      return { search_type: searchType, from_date: dates.from, to_date: dates.to, warehouse };
    if (searchType === 'HOLD') return { search_type: searchType, warehouse };
    return { search_type: searchType, search_term: term, warehouse };
  }, [searchType, term, dates.from, dates.to, warehouse]);
  const problem = poSearchProblem(query);
  const list = usePurchaseOrders(query);

  if (!context) return null;
  const termType = searchType !== 'DATE_RANGE' && searchType !== 'HOLD';
  const notice = problem?.path === 'warehouse' ? problem.message : null;

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Purchase Orders</h1>
      <SearchModeForm
        types={PO_SCREEN_SEARCH_TYPES}
        labels={PO_SEARCH_LABELS}
        value={searchType}
        onChange={search.setType}
      >
        {searchType === 'DATE_RANGE' && (
          <DateRange label="Expected between" required value={dates} onChange={search.setDates} />
        )}
        {termType && (
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
        {searchType === 'HOLD' && (
          <p className="self-end pb-2 text-slate-700">
            Held orders {warehouse ? `of ${warehouse}` : ''}
          </p>
        )}
      </SearchModeForm>
      {notice && <Notice>{notice}</Notice>}
      <DataTable
        label="Purchase Orders"
        columns={columns}
        data={problem ? [] : list.data}
        loading={!problem && list.isPending}
        error={list.error ? PURCHASE_ORDER_MESSAGES.searchFailed : null}
        onRetry={() => void list.refetch()}
        emptyMessage={
          problem
            ? problem.path === 'warehouse'
              ? 'Choose a warehouse in the settings to list these orders'
              : searchType === 'DATE_RANGE'
                ? 'Choose the expected dates to list the orders'
                : 'Scan or type to search the purchase orders'
            : 'No purchase orders match'
        }
        rowVariant={poRowVariant}
        getRowId={(r) => r.purchase_order}
        onRowClick={(r) =>
          void navigate(purchaseOrderPath(r.purchase_order), {
            state: { from: here.pathname + here.search },
          })
        }
        countNoun={['order', 'orders']}
      />
    </main>
  );
}
