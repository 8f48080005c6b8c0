import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ALL_WAREHOUSES,
  MOVEMENT_MESSAGES,
  MOVEMENT_SEARCH_TYPES,
  MOVEMENT_TIME_FORMAT,
  can,
  formatInZone,
  movementClockOff,
  movementDoneAt,
  movementSearchError,
  movementStatus,
  todayIn,
  zonedDayRange,
  type TMovementList,
  type TMovementRow,
  type TMovementSearchType,
} from '../../../contract';
import {
  Button,
  DataTable,
  DateRange,
  FormError,
  SearchBox,
  Select,
  StatusBadge,
  Tabs,
  errorText,
  useNavContext,
  useWorkContext,
  type TDateRange,
  useSiteZone,
} from '../../../ui';
import { fetchMovementHistory } from '../api';
import { movementKeys } from '../keys';
import { MovementForm } from './MovementForm';

const column = createColumnHelper<TMovementRow>();

/** The history's columns (document 2 section 2); Inventory and Description for a bin search. */
function historyColumns(zone: string, withItem: boolean) {
  return [
    // When it was done (on the device, for a floor write), and when received if another time.
    column.accessor(movementDoneAt, {
      id: 'timestamp',
      header: 'Time',
      cell: ({ getValue, row }) => {
        const done = formatInZone(getValue(), zone, MOVEMENT_TIME_FORMAT);
        const received = formatInZone(row.original.timestamp, zone, MOVEMENT_TIME_FORMAT);
        return (
          <>
            {done}
            {received !== done && (
              <span className="block text-sm text-slate-500">Received {received}</span>
            )}
            {movementClockOff(row.original) && (
              <span className="block text-sm text-amber-700">Device clock off</span>
            )}
          </>
        );
      },
    }),
    column.accessor('operator', { header: 'Operator' }),
    ...(withItem
      ? [
          column.accessor('inventory_code', { header: 'Inventory' }),
          column.accessor('inventory_description', { header: 'Description' }),
        ]
      : []),
    column.accessor('from_location', { header: 'From' }),
    column.accessor('to_location', { header: 'To' }),
    column.accessor('serial_batch', { header: 'Ser/Bat' }),
    column.accessor('date_code', { header: 'Date' }),
    column.accessor('movement_qty', { header: 'Quantity' }),
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row }) => {
        const status = movementStatus(row.original.erp_id);
        return status ? <StatusBadge variant={status.variant}>{status.label}</StatusBadge> : null;
      },
    }),
  ];
}

/** Movement history (document 2): search type, scanned term, a day range in the site's zone. */
function MovementHistory() {
  const context = useWorkContext();
  const siteId = context?.site_id ?? '';
  const warehouse = context?.warehouse ?? '';
  const zone = useSiteZone();
  const navigate = useNavigate();
  const today = todayIn(zone);
  const [searchType, setSearchType] = useState<TMovementSearchType | ''>('Inventory');
  const [term, setTerm] = useState('');
  const [range, setRange] = useState<TDateRange>({ from: today, to: today });
  const [search, setSearch] = useState<TMovementList | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const run = (typed = term) => {
    const wanted = { warehouse, search_type: searchType, search_term: typed };
    const problem = movementSearchError(wanted);
    setRefusal(problem);
    if (problem) return setSearch(null);
    const dates = range.from && range.to ? zonedDayRange(range.from, range.to, zone) : {};
    setSearch({ ...wanted, ...dates, search_term: searchType === 'ERRORS' ? '' : typed });
  };

  const history = useQuery({
    queryKey: movementKeys.history(siteId, search ?? {}),
    queryFn: () => fetchMovementHistory(search!),
    enabled: search !== null && siteId !== '',
    placeholderData: keepPreviousData,
  });

  const withItem = search?.search_type !== 'Inventory';
  return (
    <section aria-label="Movement history" className="flex flex-col gap-4">
      <div className="grid grid-cols-1 items-end gap-3 md:grid-cols-[12rem_1fr]">
        <Select
          label="Search Type"
          value={searchType}
          placeholder="Choose a search type"
          options={MOVEMENT_SEARCH_TYPES.map((t) => ({ value: t, label: t }))}
          onChange={(v) => {
            setSearchType(MOVEMENT_SEARCH_TYPES.find((t) => t === v) ?? '');
            setRefusal(null);
          }}
        />
        <SearchBox
          label="Search"
          placeholder={
            searchType === 'Bin Location' ? 'Scan or type a location' : 'Scan or type an item'
          }
          minLength={1}
          debounceMs={500}
          disabled={searchType === 'ERRORS'}
          onSearch={(t) => {
            setTerm(t);
            run(t);
          }}
          onClear={() => setTerm('')}
          refocusKey={history.dataUpdatedAt}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <DateRange value={range} onChange={setRange} today={today} label="Dates" />
        <Button onClick={() => run()} className="min-h-11">
          Search
        </Button>
      </div>
      <FormError message={refusal} />
      {search && (
        <DataTable
          label="Movements"
          columns={historyColumns(zone, withItem)}
          data={history.data}
          loading={history.isPending}
          error={history.error ? MOVEMENT_MESSAGES.searchFailed(errorText(history.error)) : null}
          onRetry={() => void history.refetch()}
          emptyMessage="No movements in these dates"
          getRowId={(m) => String(m.movement_id)}
          rowVariant={(m) =>
            movementStatus(m.erp_id)?.variant === 'danger' ? 'danger' : undefined
          }
          onRowClick={(m) => void navigate(`/mov/movement?movement_id=${m.movement_id}`)}
          countNoun={['movement', 'movements']}
        />
      )}
    </section>
  );
}

/**
 * /mov (Movements): the history, and for users who may update movements the write off /
 * write on form and a bin-to-bin transfer form.
 */
export default function MovementsScreen() {
  const context = useWorkContext();
  const { permissions } = useNavContext();
  if (!context) return null;
  const mayPost = can(permissions, 'mo', 'update');
  const noWarehouse = context.warehouse === ALL_WAREHOUSES || context.warehouse === '';
  const items = [
    {
      label: 'History',
      content: noWarehouse ? (
        <p role="status" className="rounded border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {MOVEMENT_MESSAGES.selectWarehouse}
        </p>
      ) : (
        <MovementHistory key={`${context.site_id}-${context.warehouse}`} />
      ),
    },
    ...(mayPost
      ? [
          { label: 'Write Off / On', content: <MovementForm mode="adjust" /> },
          { label: 'Transfer', content: <MovementForm mode="transfer" /> },
        ]
      : []),
  ];
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Movements</h1>
      <Tabs items={items} />
    </main>
  );
}
