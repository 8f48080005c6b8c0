import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  INVENTORY_MESSAGES,
  inventoryPath,
  supplyDates,
  supplyIssueVariant,
  type TCheckAvailabilityQuery,
  type TSupplyIssueRow,
} from '../../../contract';
import {
  Button,
  Checkbox,
  DataTable,
  DateRange,
  type TDateRange,
  formatQuantity,
} from '../../../ui';
import { useInventoryContext, useSupplyIssues } from '../use-inventory';

const column = createColumnHelper<TSupplyIssueRow>();
const columns = [
  column.accessor('inventory_code', {
    header: 'Inventory',
    cell: ({ getValue }) => (
      <Link to={inventoryPath(getValue())} className="text-brand-700 hover:underline">
        {getValue()}
      </Link>
    ),
  }),
  column.accessor('inventory_description', { header: 'Description' }),
  column.accessor('on_hand', {
    header: 'On Hand',
    meta: { align: 'right' },
    cell: ({ getValue }) => formatQuantity(getValue()),
  }),
  column.accessor('total_required', {
    header: 'Required',
    meta: { align: 'right' },
    cell: ({ getValue }) => formatQuantity(getValue()),
  }),
  column.accessor('short_qty', {
    header: 'Short',
    meta: { align: 'right' },
    cell: ({ getValue }) => formatQuantity(getValue()),
  }),
];

/**
 * /supply_issue (Supply Analysis): what open sales orders required in a date range need
 * against the stock that can supply them; short items danger, largest shortfall first.
 */
export default function SupplyIssueScreen() {
  const { context, warehouse, runSet } = useInventoryContext();
  const [range, setRange] = useState<TDateRange>({ from: '', to: '' });
  const [includeAll, setIncludeAll] = useState(false);
  const [onlyRunSet, setOnlyRunSet] = useState(false);
  const [problem, setProblem] = useState('');
  const [query, setQuery] = useState<TCheckAvailabilityQuery | null>(null);
  const result = useSupplyIssues(query);

  if (!context) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Document 2 section 5: a from date is needed; one date alone is copied to the other.
    const dates = supplyDates(range.from, range.to);
    if (!dates.from_date) {
      setProblem(INVENTORY_MESSAGES.selectFromDate);
      return;
    }
    setProblem('');
    setRange({ from: dates.from_date, to: dates.to_date });
    setQuery({
      ...dates,
      warehouses: warehouse ? [warehouse] : [],
      inventory_codes: [],
      include_all_results: includeAll,
      run_set: onlyRunSet && runSet ? runSet : null,
    });
  };

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Supply Analysis</h1>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <DateRange label="Required between" value={range} onChange={setRange} />
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <Checkbox
            label="Include items that are not short"
            checked={includeAll}
            onChange={setIncludeAll}
          />
          {runSet && (
            <Checkbox
              label={`Only run set ${runSet}`}
              checked={onlyRunSet}
              onChange={setOnlyRunSet}
            />
          )}
          <Button type="submit">Check supply</Button>
        </div>
        {problem && (
          <p role="alert" className="font-medium text-red-700">
            {problem}
          </p>
        )}
      </form>
      <p className="text-sm text-slate-600">
        {warehouse ? `Warehouse ${warehouse}` : 'All warehouses'}: stock that is quarantined,
        recalled or in a location excluded from available does not count.
      </p>
      <DataTable
        label="Supply issues"
        columns={columns}
        data={query ? result.data : []}
        loading={query !== null && result.isPending}
        error={result.error ? INVENTORY_MESSAGES.supplyIssuesFailed : null}
        onRetry={() => void result.refetch()}
        emptyMessage={
          query ? 'No supply issues in this date range' : 'Choose a date range and check supply'
        }
        getRowId={(r) => r.inventory_code}
        rowVariant={supplyIssueVariant}
        countNoun={['item', 'items']}
      />
    </main>
  );
}
