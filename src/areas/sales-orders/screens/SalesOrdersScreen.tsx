import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  SALES_ORDER_MESSAGES,
  SALES_ORDER_SEARCH_LABELS,
  SALES_ORDER_SEARCH_TYPES,
  SALES_ORDER_STATUS_FILTER_LABELS,
  SALES_ORDER_STATUS_FILTERS,
  SO_DATE_TYPES,
  SO_TERM_TYPES,
  salesOrderPath,
  salesOrderRowVariant,
  salesOrderSearchProblem,
  type TSalesOrderListQuery,
  type TSalesOrderListRow,
  type TSalesOrderSearchType,
  type TSalesOrderStatusFilter,
} from '../../../contract';
import {
  DataTable,
  DateRange,
  errorText,
  SearchBox,
  SearchModeForm,
  Select,
  useUrlSearchState,
  Notice,
  SalesOrderStatusBadges,
} from '../../../ui';
import { useSalesOrderContext, useSalesOrderList } from '../use-sales-orders';

const column = createColumnHelper<TSalesOrderListRow>();

const isStatus = (v: string | null): v is TSalesOrderStatusFilter =>
  (SALES_ORDER_STATUS_FILTERS as readonly (string | null)[]).includes(v);

const TERM_LABELS: Partial<Record<TSalesOrderSearchType, string>> = {
  SEARCH: 'Sales order, customer order or customer',
  INVENTORY: 'Inventory code',
  CUSTOMER: 'Customer code or name',
};

/**
 * /so: sales orders by one of six search modes (document 2 section 2) with the status filter.
 * Requires Attention and Held Orders search as soon as they are chosen; the other modes when
 * their term and date range are there, and choosing a date range searches (section 4). The
 * search is kept in the address, so coming back from an order shows the same list.
 */
export default function SalesOrdersScreen() {
  const { context, siteId, warehouse, runSet } = useSalesOrderContext();
  const navigate = useNavigate();
  const here = useLocation();
  const search = useUrlSearchState(SALES_ORDER_SEARCH_TYPES, 'SEARCH');
  const { params, searchType, term, set } = search;
  const statusParam = params.get('status');
  const status: TSalesOrderStatusFilter = isStatus(statusParam) ? statusParam : 'all';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';

  const needsTerm = SO_TERM_TYPES.includes(searchType);
  const query = useMemo<TSalesOrderListQuery>(
    () => ({
      search_type: searchType,
      search_term: needsTerm ? term : null,
      warehouse,
      run_set: runSet || null,
      from_date: searchType === 'ERP_ACTION' || searchType === 'HOLD' ? null : from || null,
      to_date: searchType === 'ERP_ACTION' || searchType === 'HOLD' ? null : to || null,
      status,
      context: 'so',
    }),
    [searchType, needsTerm, term, warehouse, runSet, from, to, status],
  );
  const problem = salesOrderSearchProblem(query);
  const list = useSalesOrderList(siteId, query);
  const open = (so: string) =>
    void navigate(salesOrderPath(so), { state: { from: here.pathname + here.search } });

  const columns = useMemo(
    () => [
      column.accessor('sales_order', {
        header: 'Sales Order',
        cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
      }),
      column.accessor('customer_name', { header: 'Customer' }),
      column.accessor('customer_order', { header: 'Customer Order' }),
      column.accessor('num_of_lines', { header: 'Lines', meta: { align: 'right' } }),
      column.accessor('run_name', { header: 'Run' }),
      column.accessor('required_date', { header: 'Date' }),
      column.accessor('delivery_suburb', { header: 'Suburb' }),
      column.accessor('wms_status', {
        header: 'Status',
        cell: ({ row }) => <SalesOrderStatusBadges order={row.original} />,
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <Link
            to={salesOrderPath(row.original.sales_order)}
            state={{ from: here.pathname + here.search }}
            onClick={(e) => e.stopPropagation()}
            className="inline-flex min-h-11 items-center rounded px-2 font-medium text-brand-700 underline"
          >
            Open
          </Link>
        ),
      }),
    ],
    [here.pathname, here.search],
  );

  if (!context) return null;
  const showsDates = SO_DATE_TYPES.includes(searchType) || needsTerm;
  const hint =
    problem?.path === 'warehouse'
      ? SALES_ORDER_MESSAGES.selectWarehouse
      : problem?.path === 'from_date'
        ? 'Choose a required date range to search'
        : problem
          ? 'Scan or type to search the sales orders'
          : 'No sales orders match';

  return (
    <main className="mx-auto flex max-w-[100rem] flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Sales Orders</h1>
      <SearchModeForm
        types={SALES_ORDER_SEARCH_TYPES}
        labels={SALES_ORDER_SEARCH_LABELS}
        value={searchType}
        onChange={search.setType}
        columns="md:grid-cols-[14rem_1fr_12rem]"
      >
        {needsTerm ? (
          <SearchBox
            key={searchType}
            label={TERM_LABELS[searchType] ?? 'Search'}
            placeholder="Scan or type 2 characters or more"
            defaultValue={term}
            onSearch={search.setTerm}
            onClear={search.clearTerm}
            refocusKey={list.dataUpdatedAt}
          />
        ) : (
          <div />
        )}
        <Select
          label="Status"
          value={status}
          options={SALES_ORDER_STATUS_FILTERS.map((s) => ({
            value: s,
            label: SALES_ORDER_STATUS_FILTER_LABELS[s],
          }))}
          onChange={(v) => set({ status: v === 'all' ? '' : v })}
        />
      </SearchModeForm>
      {showsDates && (
        <DateRange
          label="Required date"
          required={SO_DATE_TYPES.includes(searchType)}
          value={{ from, to }}
          onChange={(d) => set({ from: d.from, to: d.to })}
        />
      )}
      {problem?.path === 'warehouse' && <Notice>{SALES_ORDER_MESSAGES.selectWarehouse}</Notice>}
      {!problem && list.data && list.data.warnings.length > 0 && (
        <ul
          aria-label="Search warnings"
          className="rounded border border-amber-300 bg-amber-50 px-4 py-2 text-amber-900"
        >
          {list.data.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      <DataTable
        label="Sales orders"
        cards
        columns={columns}
        data={problem ? [] : list.data?.rows}
        loading={!problem && list.isPending}
        error={list.error ? SALES_ORDER_MESSAGES.searchFailed(errorText(list.error)) : null}
        onRetry={() => void list.refetch()}
        emptyMessage={hint}
        rowVariant={(r) => salesOrderRowVariant(r)}
        getRowId={(r) => r.sales_order}
        onRowClick={(r) => open(r.sales_order)}
        countNoun={['sales order', 'sales orders']}
      />
    </main>
  );
}
