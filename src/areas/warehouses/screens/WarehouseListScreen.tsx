import { createColumnHelper } from '@tanstack/react-table';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, can, type TWarehouse } from '../../../contract';
import { Button, DataTable, errorText, useNavContext } from '../../../ui';
import { useWarehouseList } from '../use-warehouses';

const column = createColumnHelper<TWarehouse>();

/** /wh: ID, Warehouse, Warehouse Name, Timezone, view / edit; Add with wh update. */
export default function WarehouseListScreen() {
  const list = useWarehouseList();
  const navigate = useNavigate();
  const mayUpdate = can(useNavContext().permissions, 'wh', 'update');
  const open = (w: TWarehouse, edit = false) =>
    navigate(`/wh/${encodeURIComponent(w.warehouse)}${edit ? '?edit=1' : ''}`);

  const columns = [
    column.accessor('warehouse_id', { header: 'ID', meta: { align: 'right' } }),
    column.accessor('warehouse', { header: 'Warehouse' }),
    column.accessor('warehouse_name', { header: 'Warehouse Name' }),
    column.accessor('local_timezone', { header: 'Timezone' }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <div className="flex gap-1">
          <Button variant="ghost" onClick={() => open(row.original)}>
            View
          </Button>
          {mayUpdate && (
            <Button variant="ghost" onClick={() => open(row.original, true)}>
              Edit
            </Button>
          )}
        </div>
      ),
    }),
  ];

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Warehouses</h1>
      <DataTable
        label="Warehouses"
        columns={columns}
        data={list.data}
        loading={list.isPending}
        error={list.error ? `${MESSAGES.warehouseSearch} - ${errorText(list.error)}` : null}
        onRetry={() => void list.refetch()}
        emptyMessage="This site has no warehouses yet"
        getRowId={(w) => w.warehouse}
        onRowClick={(w) => open(w)}
        countNoun={['warehouse', 'warehouses']}
        actions={mayUpdate && <Button onClick={() => navigate('/wh/new')}>Add warehouse</Button>}
      />
    </main>
  );
}
