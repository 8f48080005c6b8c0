import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  INVENTORY_MESSAGES,
  inventoryPath,
  onHandRowVariant,
  type TOnHandRow,
} from '../../../contract';
import {
  DataTable,
  SearchBox,
  Select,
  StatusBadge,
  errorText,
  useSiteLookups,
  formatQuantity,
  useWarehouse,
} from '../../../ui';
import { useInventoryContext, useOnHand } from '../use-inventory';

const column = createColumnHelper<TOnHandRow>();
const columns = [
  column.accessor('inventory_code', {
    header: 'Inventory',
    cell: ({ getValue }) => (
      <Link
        to={inventoryPath(getValue())}
        className="text-brand-700 hover:underline"
        onClick={(e) => e.stopPropagation()}
      >
        {getValue()}
      </Link>
    ),
  }),
  column.accessor('inventory_description', { header: 'Description' }),
  column.accessor('warehouse', { header: 'Warehouse' }),
  column.accessor('location', { header: 'Location' }),
  column.accessor('serial_batch', { header: 'Serial/Batch' }),
  column.accessor('date_code', { header: 'Date Code' }),
  column.accessor('quantity', {
    header: 'On Hand',
    meta: { align: 'right' },
    cell: ({ getValue }) => formatQuantity(getValue()),
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row }) =>
      row.original.recall ? (
        <StatusBadge variant="danger">Recalled</StatusBadge>
      ) : row.original.quarantine ? (
        <StatusBadge variant="info">Quarantined</StatusBadge>
      ) : null,
  }),
];

/** /on_hands (On Hand Explorer): on hands by warehouse, pick section, inventory and location. */
export default function OnHandsScreen() {
  const { context, siteId, warehouse: contextWarehouse } = useInventoryContext();
  const [warehouse, setWarehouse] = useState(contextWarehouse);
  const [pickSection, setPickSection] = useState('');
  const [inventory, setInventory] = useState('');
  const [location, setLocation] = useState('');
  useEffect(() => setWarehouse(contextWarehouse), [contextWarehouse]);
  useEffect(() => setPickSection(''), [warehouse]);
  const lookups = useSiteLookups(siteId);
  const structure = useWarehouse(warehouse || null);
  const sections = useMemo(
    () =>
      (structure.data?.pick_areas ?? []).flatMap((a) =>
        a.pick_sections.map((s) => ({
          value: s.pick_section,
          label: `${s.pick_section} - ${s.pick_section_name}`,
        })),
      ),
    [structure.data],
  );
  const query = useMemo(
    () => ({
      warehouses: warehouse ? [warehouse] : [],
      pick_section_ids: pickSection ? [pickSection] : [],
      inventory_codes: inventory ? [inventory] : [],
      locations: location ? [location] : [],
    }),
    [warehouse, pickSection, inventory, location],
  );
  const list = useOnHand(query, true);

  if (!context) return null;
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">On Hand Explorer</h1>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-4">
        <Select
          label="Warehouse"
          value={warehouse}
          placeholder="All warehouses"
          options={(lookups.data?.warehouses ?? []).map((w) => ({
            value: w.warehouse,
            label: `${w.warehouse} - ${w.warehouse_name}`,
          }))}
          onChange={setWarehouse}
        />
        <Select
          label="Pick section"
          value={pickSection}
          placeholder={warehouse ? 'All pick sections' : 'Choose a warehouse first'}
          options={sections}
          disabled={!warehouse}
          onChange={setPickSection}
        />
        <SearchBox
          label="Inventory"
          placeholder="Scan or type an inventory code"
          minLength={1}
          onSearch={setInventory}
          onClear={() => setInventory('')}
          refocusKey={list.dataUpdatedAt}
        />
        <SearchBox
          label="Location"
          placeholder="Scan or type a location"
          minLength={1}
          autoFocus={false}
          onSearch={setLocation}
          onClear={() => setLocation('')}
        />
      </div>
      <DataTable
        label="On hands"
        cards
        columns={columns}
        data={list.data}
        loading={list.isPending}
        error={list.error ? INVENTORY_MESSAGES.onHandExplorerFailed(errorText(list.error)) : null}
        onRetry={() => void list.refetch()}
        emptyMessage="Nothing on hand matches"
        getRowId={(o) =>
          `${o.warehouse}|${o.location}|${o.inventory_code}|${o.serial_batch}|${o.date_code}`
        }
        rowVariant={onHandRowVariant}
        countNoun={['row', 'rows']}
      />
    </main>
  );
}
