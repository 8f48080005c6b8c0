import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  ALL_WAREHOUSES,
  MOVEMENT_ACTION_LABELS,
  MOVEMENT_MESSAGES,
  MOVEMENT_TYPES,
  movementStatus,
  can,
  todayIn,
  zonedDayRange,
  type TTransactionList,
  type TTransactionRow,
} from '../../../contract';
import {
  Button,
  DataTable,
  DateRange,
  SearchBox,
  Select,
  StatusBadge,
  errorText,
  useNavContext,
  useSiteLookups,
  useWorkContext,
  type TDateRange,
  useSiteZone,
} from '../../../ui';
import { fetchTransactions } from '../api';
import { movementKeys } from '../keys';

const column = createColumnHelper<TTransactionRow>();
const typeLabel = (t: string) =>
  (MOVEMENT_ACTION_LABELS as Record<string, string>)[t] ??
  t.charAt(0) + t.slice(1).toLowerCase().replace('_', ' ');

const columns = [
  column.accessor('transaction_time', { header: 'Time', meta: { wrap: true } }),
  column.accessor('movement_type', {
    header: 'Type',
    cell: ({ getValue }) => typeLabel(getValue()),
  }),
  column.accessor('warehouse', { header: 'Warehouse' }),
  // The item's code over its description: one column, so the explorer fits 1400 px.
  column.accessor('inventory_code', {
    header: 'Inventory',
    meta: { wrap: true },
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span className="font-medium">{row.original.inventory_code}</span>
        <span className="text-sm text-slate-600">{row.original.inventory_description}</span>
      </span>
    ),
  }),
  column.accessor('from_location', { header: 'From' }),
  column.accessor('to_location', { header: 'To' }),
  column.accessor('serial_batch', { header: 'Ser/Bat' }),
  column.accessor('movement_qty', { header: 'Quantity' }),
  column.accessor('operator', { header: 'Operator' }),
  column.accessor('reference', { header: 'Reference' }),
  column.display({
    id: 'status',
    header: 'ERP',
    cell: ({ row }) => {
      const status = movementStatus(row.original.erp_id);
      return status ? <StatusBadge variant={status.variant}>{status.label}</StatusBadge> : null;
    },
  }),
];

/**
 * /transactions (Transaction Explorer): the stock ledger as transactions, filtered by
 * warehouse, dates (the site's days), item and type; times in the site's zone
 * (YYYY/MM/DD @ HH:mm, document 2 section 9).
 */
export default function TransactionsScreen() {
  const context = useWorkContext();
  const siteId = context?.site_id ?? '';
  const zone = useSiteZone();
  const navigate = useNavigate();
  const { permissions } = useNavContext();
  const lookups = useSiteLookups(siteId || undefined).data;
  const today = todayIn(zone);
  const [warehouse, setWarehouse] = useState(context?.warehouse ?? ALL_WAREHOUSES);
  const [range, setRange] = useState<TDateRange>({ from: today, to: today });
  const [inventory, setInventory] = useState('');
  const [type, setType] = useState('');
  type Choice = { warehouse?: string; inventory?: string; type?: string };
  const filterOf = (choice: Choice = {}): TTransactionList => {
    const movementType = choice.type ?? type;
    return {
      warehouse: choice.warehouse ?? warehouse,
      inventory: choice.inventory ?? inventory,
      movement_type: (movementType || '') as TTransactionList['movement_type'],
      ...(range.from && range.to ? zonedDayRange(range.from, range.to, zone) : {}),
    };
  };
  const [filter, setFilter] = useState<TTransactionList>(() => filterOf());

  const list = useQuery({
    queryKey: movementKeys.transactions(siteId, filter),
    queryFn: () => fetchTransactions(filter),
    enabled: siteId !== '',
    placeholderData: keepPreviousData,
  });

  if (!context) return null;
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Transaction Explorer</h1>
        {can(permissions, 'admin', 'view') && (
          <Link to="/files" className="inline-flex min-h-11 items-center text-brand-700 underline">
            Files
          </Link>
        )}
      </div>
      <div className="grid grid-cols-1 items-end gap-3 md:grid-cols-3">
        <Select
          label="Warehouse"
          value={warehouse}
          options={[
            { value: ALL_WAREHOUSES, label: 'All warehouses' },
            ...(lookups?.warehouses ?? []).map((w) => ({
              value: w.value,
              label: `${w.value} - ${w.text}`,
            })),
          ]}
          onChange={(v) => {
            setWarehouse(v);
            setFilter(filterOf({ warehouse: v }));
          }}
        />
        <SearchBox
          label="Inventory"
          placeholder="Scan or type an item"
          minLength={1}
          autoFocus
          onSearch={(t) => {
            setInventory(t);
            setFilter(filterOf({ inventory: t }));
          }}
          onClear={() => {
            setInventory('');
            setFilter(filterOf({ inventory: '' }));
          }}
          refocusKey={list.dataUpdatedAt}
        />
        <Select
          label="Type"
          value={type}
          options={[
            { value: '', label: 'All types' },
            ...MOVEMENT_TYPES.map((t) => ({ value: t, label: typeLabel(t) })),
          ]}
          onChange={(v) => {
            setType(v);
            setFilter(filterOf({ type: v }));
          }}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <DateRange value={range} onChange={setRange} today={today} label="Dates" />
        <Button className="min-h-11" onClick={() => setFilter(filterOf())}>
          Search
        </Button>
      </div>
      <DataTable
        label="Transactions"
        cards
        columns={columns}
        data={list.data}
        loading={list.isPending}
        error={list.error ? MOVEMENT_MESSAGES.searchFailed(errorText(list.error)) : null}
        onRetry={() => void list.refetch()}
        emptyMessage="No transactions match"
        getRowId={(t) => String(t.movement_id)}
        rowVariant={(t) => (movementStatus(t.erp_id)?.variant === 'danger' ? 'danger' : undefined)}
        onRowClick={(t) => void navigate(`/mov/movement?movement_id=${t.movement_id}`)}
        countNoun={['transaction', 'transactions']}
      />
    </main>
  );
}
