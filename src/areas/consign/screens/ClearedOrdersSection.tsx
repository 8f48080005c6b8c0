import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { formatPrintTime, type TClearedOrderRow } from '../../../contract';
import { Button, Checkbox, DataTable, useSiteZone } from '../../../ui';
import { restoreOrders } from '../api';
import { consignKeys } from '../keys';
import { useClearedOrders } from '../use-consign';
import { toggle } from './toggle';

const column = createColumnHelper<TClearedOrderRow>();

/**
 * The way back for "Clear orders": the warehouse's cleared orders (shown on demand), each with
 * who cleared it and when; the chosen ones are restored to the consign list.
 */
export function ClearedOrdersSection({ warehouse }: { warehouse: string }) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [restoring, setRestoring] = useState(false);
  const zone = useSiteZone();
  const cleared = useClearedOrders(warehouse, open);
  const queryClient = useQueryClient();

  const chosen = (cleared.data ?? [])
    .map((r) => r.sales_order)
    .filter((order) => selected.has(order));

  const columns = [
    column.display({
      id: 'select',
      header: 'Select',
      cell: ({ row: { original: o } }) => (
        <Checkbox
          hideLabel
          label={`Restore ${o.sales_order}`}
          checked={selected.has(o.sales_order)}
          onChange={(on) => setSelected((s) => toggle(s, o.sales_order, on))}
        />
      ),
    }),
    column.accessor('sales_order', { header: 'Order' }),
    column.accessor('sales_order_name', { header: 'Name', meta: { wrap: true } }),
    column.accessor('required_date', { header: 'Required' }),
    column.accessor('cleared_by', { header: 'Cleared by' }),
    column.accessor('cleared_at', {
      header: 'Cleared',
      cell: ({ getValue }) => formatPrintTime(getValue(), zone),
    }),
  ];

  const restore = async () => {
    setRestoring(true);
    try {
      await restoreOrders(chosen);
      setSelected(new Set());
    } finally {
      setRestoring(false);
      await queryClient.invalidateQueries({ queryKey: consignKeys.all });
    }
  };

  if (!open)
    return (
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Show cleared orders
        </Button>
      </div>
    );
  return (
    <DataTable
      label={`Cleared orders at ${warehouse}`}
      columns={columns}
      data={cleared.data}
      loading={cleared.isPending}
      error={cleared.error}
      onRetry={() => void cleared.refetch()}
      emptyMessage="No orders are cleared from the consign list"
      getRowId={(r) => r.sales_order}
      countNoun={['cleared order', 'cleared orders']}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button disabled={!chosen.length || restoring} onClick={() => void restore()}>
            Restore{chosen.length ? ` (${chosen.length})` : ''}
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Hide cleared orders
          </Button>
        </div>
      }
    />
  );
}
