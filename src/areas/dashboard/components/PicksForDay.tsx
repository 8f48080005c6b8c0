import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { DASHBOARD_PICK_VARIANTS, dashboardPickStatus, type TPickRow } from '../../../contract';
import { DataTable, StatusBadge, formatQuantity } from '../../../ui';
import { fetchPicksForDay } from '../api';
import { dashboardKeys } from '../keys';

const column = createColumnHelper<TPickRow>();
const right = { align: 'right' } as const;

const columns = [
  column.accessor('sales_order_number', { header: 'Sales order' }),
  column.accessor((p) => dashboardPickStatus(p.status), {
    id: 'status',
    header: 'Status',
    cell: (c) => (
      <StatusBadge variant={DASHBOARD_PICK_VARIANTS[c.getValue()]}>{c.getValue()}</StatusBadge>
    ),
  }),
  column.accessor('pick_name', { header: 'Customer', meta: { wrap: true } }),
  column.accessor('run_name', { header: 'Run' }),
  column.accessor('pick_section_name', { header: 'Pick section' }),
  column.accessor('no_lines', { header: 'Lines', meta: right }),
  column.accessor('num_of_unpicked_lines', { header: 'Unpicked', meta: right }),
  column.accessor((p) => `${formatQuantity(p.total_picked)} / ${formatQuantity(p.total_ordered)}`, {
    id: 'picked',
    header: 'Picked / ordered',
    meta: right,
  }),
  column.accessor('locked_user', { header: 'Locked by' }),
];

/** The picks required on the action date (the pick service's list): Complete green, InProgress amber. */
export function PicksForDay({
  siteId,
  warehouse,
  date,
}: {
  siteId: string;
  warehouse: string;
  date: string;
}) {
  const query = useQuery({
    queryKey: dashboardKeys.picks(siteId, warehouse, date),
    queryFn: () => fetchPicksForDay(warehouse, date),
  });
  return (
    <DataTable
      label={`Picks for ${date}`}
      columns={columns}
      data={query.data}
      loading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyMessage={`No picks are required on ${date}`}
      rowVariant={(p) => DASHBOARD_PICK_VARIANTS[dashboardPickStatus(p.status)]}
      getRowId={(p) => String(p.pick_id)}
      countNoun={['pick', 'picks']}
      maxHeight="24rem"
      density="dense"
    />
  );
}
