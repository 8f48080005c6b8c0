import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  BLANK_INVENTORY,
  INVENTORY_MESSAGES,
  can,
  INVENTORY_SEARCH_LABELS,
  INVENTORY_SEARCH_TYPES,
  inventoryPath,
  inventorySearchProblem,
  type TInventoryListRow,
  type TInventoryItem,
} from '../../../contract';
import {
  Button,
  DataTable,
  DateRange,
  errorText,
  SearchBox,
  SearchModeForm,
  useEditor,
  useNavContext,
  useUrlSearchState,
  Notice,
} from '../../../ui';
import { InventoryEditor } from '../components/InventoryEditor';
import { useInventoryContext, useInventoryList } from '../use-inventory';

const column = createColumnHelper<TInventoryListRow>();
const columns = [
  column.accessor('inventory_code', { header: 'Inventory' }),
  column.accessor('inventory_description', { header: 'Description' }),
  column.accessor('unit_of_measure', { header: 'Unit' }),
  column.accessor('storage', { header: 'Storage' }),
  column.accessor('on_hand', {
    header: 'On Hand',
    meta: { align: 'right' },
    cell: ({ getValue }) => getValue().toLocaleString(),
  }),
];

/**
 * /in (Inventories): search by term (scan first: a scanned code, GTIN or unit barcode opens
 * the item), by code, by customer, or the items moved in a date range at the warehouse.
 * The search is kept in the address, so coming back from an item shows the same list.
 */
export default function InventoryScreen() {
  const { context, warehouse } = useInventoryContext();
  const navigate = useNavigate();
  const here = useLocation();
  const open = (code: string) =>
    void navigate(inventoryPath(code), { state: { from: here.pathname + here.search } });
  const search = useUrlSearchState(INVENTORY_SEARCH_TYPES, 'SEARCH');
  const { searchType, term, dates, set } = search;
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'in', 'update');
  const editor = useEditor<TInventoryItem>();
  /** Set by a search typed or scanned here: only then does an exact hit open its item. */
  const scanned = useRef('');

  const query = useMemo(
    () =>
      searchType === 'RECENT_TRANSACTIONS'
        ? { search_type: searchType, from_date: dates.from, to_date: dates.to, warehouse }
        : { search_type: searchType, search_term: term, warehouse },
    [searchType, term, dates.from, dates.to, warehouse],
  );
  const problem = inventorySearchProblem(query);
  const list = useInventoryList(query);

  /** A scan that names one item exactly (code, GTIN or unit barcode) opens it. */
  const openExact = (rows: TInventoryListRow[]) => {
    const exact = rows.filter((r) => r.exact);
    if (exact.length === 1 && (rows.length === 1 || searchType === 'SEARCH')) {
      open(exact[0]!.inventory_code);
    }
  };
  useEffect(() => {
    const rows = list.data;
    if (!scanned.current || list.isPlaceholderData || !rows) return;
    if (scanned.current !== term) return;
    scanned.current = '';
    openExact(rows);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- openExact reads the current address
  }, [list.data, list.isPlaceholderData, term, searchType]);

  if (!context) return null;
  const recent = searchType === 'RECENT_TRANSACTIONS';
  // Only the warehouse rule is worth a message before a search: the others are the form's.
  const notice =
    recent && problem?.path === 'warehouse' ? INVENTORY_MESSAGES.selectWarehouse : null;

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Inventories</h1>
      <SearchModeForm
        types={INVENTORY_SEARCH_TYPES}
        labels={INVENTORY_SEARCH_LABELS}
        value={searchType}
        onChange={search.setType}
      >
        {recent ? (
          <DateRange label="Moved between" required value={dates} onChange={search.setDates} />
        ) : (
          <SearchBox
            key={searchType}
            label={
              searchType === 'CUSTOMER'
                ? 'Customer code or name'
                : 'Scan or search inventory (code, description, GTIN, barcode)'
            }
            placeholder="Scan or type 2 characters or more"
            defaultValue={term}
            onSearch={(t) => {
              // The same scan again (e.g. back from its item): the answer is already here.
              if (t === term && list.data && !list.isPlaceholderData && !list.isFetching) {
                openExact(list.data);
                return;
              }
              scanned.current = t;
              set({ q: t });
            }}
            onClear={search.clearTerm}
            refocusKey={list.dataUpdatedAt}
          />
        )}
      </SearchModeForm>
      {notice && <Notice>{notice}</Notice>}
      <DataTable
        label="Inventories"
        columns={columns}
        data={problem ? [] : list.data}
        loading={!problem && list.isPending}
        error={list.error ? INVENTORY_MESSAGES.inventorySearchFailed(errorText(list.error)) : null}
        onRetry={() => void list.refetch()}
        emptyMessage={
          problem
            ? recent
              ? 'Choose a date range to see the items moved in it'
              : 'Scan or type to search the inventory'
            : 'No inventory matches'
        }
        getRowId={(r) => r.inventory_code}
        onRowClick={(r) => open(r.inventory_code)}
        countNoun={['item', 'items']}
        actions={
          mayUpdate && <Button onClick={() => editor.add({ ...BLANK_INVENTORY })}>Add item</Button>
        }
      />
      <InventoryEditor editor={editor} onSaved={(i) => open(i.inventory_code)} />
    </main>
  );
}
