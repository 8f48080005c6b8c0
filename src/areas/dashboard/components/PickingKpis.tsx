import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { TKpiHour, TKpiOrder, TKpiUser } from '../../../contract';
import { DataTable, formatQuantity } from '../../../ui';
import { fetchPickingKpi } from '../api';
import { dashboardKeys } from '../keys';
import { BarChartFigure } from './BarChartFigure';
import { ChartBeside, Panel, Tiles } from './Panel';
import { PanelState } from './PanelState';

const right = { align: 'right' } as const;

const hourColumn = createColumnHelper<TKpiHour>();
const hourColumns = [
  hourColumn.accessor('label', { header: 'Hour' }),
  hourColumn.accessor('pick_attempts', { header: 'Picks', meta: right }),
  hourColumn.accessor('lines', { header: 'Lines', meta: right }),
  hourColumn.accessor('quantity_picked', { header: 'Quantity', meta: right }),
  hourColumn.accessor('users', { header: 'Pickers', meta: right }),
];

const userColumn = createColumnHelper<TKpiUser>();
const userColumns = [
  userColumn.accessor('display_name', { header: 'Picker' }),
  userColumn.accessor('pick_attempts', { header: 'Picks', meta: right }),
  userColumn.accessor('lines', { header: 'Lines', meta: right }),
  userColumn.accessor('orders', { header: 'Orders', meta: right }),
  userColumn.accessor('quantity_picked', { header: 'Quantity', meta: right }),
  userColumn.accessor('first_pick_time', { header: 'First' }),
  userColumn.accessor('last_pick_time', { header: 'Last' }),
  userColumn.accessor('hours_worked', { header: 'Hours', meta: right }),
  userColumn.accessor('lines_per_hour', { header: 'Lines / hour', meta: right }),
];

const orderColumn = createColumnHelper<TKpiOrder>();
const orderColumns = [
  orderColumn.accessor('sales_order', { header: 'Sales order' }),
  orderColumn.accessor('customer_name', { header: 'Customer', meta: { wrap: true } }),
  orderColumn.accessor('pick_attempts', { header: 'Picks', meta: right }),
  orderColumn.accessor('lines', { header: 'Lines', meta: right }),
  orderColumn.accessor('quantity_picked', { header: 'Quantity', meta: right }),
  orderColumn.accessor('pickers', { header: 'Pickers' }),
  orderColumn.accessor('first_pick_time', { header: 'First' }),
  orderColumn.accessor('last_pick_time', { header: 'Last' }),
];

const dash = (v: string | number | null) => (v === null || v === '' ? '—' : String(v));

/**
 * The picking KPIs of the action date (and shift): the dashboard totals, then picks by hour
 * and work by user, each a bar chart beside its table, and the table by order.
 */
export function PickingKpis({
  siteId,
  warehouse,
  date,
  shift,
  shiftName,
}: {
  siteId: string;
  warehouse: string;
  date: string;
  shift: string;
  shiftName: string;
}) {
  const query = useQuery({
    queryKey: dashboardKeys.picking(siteId, warehouse, date, shift),
    queryFn: () => fetchPickingKpi(warehouse, date, shift),
  });
  const k = query.data;
  const period = k ? `${k.from} – ${k.to}` : '';
  const retry = () => void query.refetch();
  const common = {
    loading: query.isPending,
    error: query.error,
    onRetry: retry,
    density: 'dense' as const,
  };
  return (
    <>
      <Panel title="Picking totals" className="2xl:col-span-2">
        <PanelState
          pending={query.isPending}
          error={query.error}
          onRetry={retry}
          loadingLabel="Loading the picking totals"
        >
          {k && (
            <>
              <p className="text-sm text-slate-600">
                {shiftName} {period} ({k.zone})
              </p>
              <Tiles
                label="Picking totals"
                items={[
                  ['Pick attempts', formatQuantity(k.totals.pick_attempts)],
                  ['Cartons', formatQuantity(k.totals.total_cartons)],
                  ['Splits', formatQuantity(k.totals.total_splits)],
                  ['First pick', dash(k.totals.first_pick_time)],
                  ['Last pick', dash(k.totals.last_pick_time)],
                  ['Hours worked', formatQuantity(k.totals.hours_worked)],
                  ['First hour', dash(k.totals.first_hour)],
                  ['Last hour', dash(k.totals.last_hour)],
                  ['Qty to pick', formatQuantity(k.totals.qty_to_pick)],
                  ['Qty to pack', formatQuantity(k.totals.qty_to_pack)],
                ]}
              />
            </>
          )}
        </PanelState>
      </Panel>
      <Panel title="Picks by hour" className="2xl:col-span-2">
        <ChartBeside
          chart={
            k?.by_hour.length ? (
              <BarChartFigure
                label={`Bar chart of pick attempts and lines by hour on ${date}; the figures are in the table Picks by hour.`}
                data={k.by_hour}
                xKey="label"
                series={[
                  { key: 'pick_attempts', name: 'Picks', colour: '#1a4fb8' },
                  { key: 'lines', name: 'Lines', colour: '#59a2fb' },
                ]}
              />
            ) : null
          }
          table={
            <DataTable
              label="Picks by hour"
              columns={hourColumns}
              data={k?.by_hour}
              emptyMessage="No picks in this period"
              getRowId={(h) => `${h.label}-${h.hour}`}
              countNoun={['hour', 'hours']}
              maxHeight="20rem"
              {...common}
            />
          }
        />
      </Panel>
      <Panel title="Work by user" className="2xl:col-span-2">
        <ChartBeside
          chart={
            k?.by_user.length ? (
              <BarChartFigure
                label={`Bar chart of picks and lines by each picker on ${date}; the figures are in the table Work by user.`}
                data={k.by_user}
                xKey="display_name"
                series={[
                  { key: 'pick_attempts', name: 'Picks', colour: '#1a4fb8' },
                  { key: 'lines', name: 'Lines', colour: '#59a2fb' },
                ]}
              />
            ) : null
          }
          table={
            <DataTable
              label="Work by user"
              columns={userColumns}
              data={k?.by_user}
              emptyMessage="Nobody picked in this period"
              getRowId={(u) => u.user_id}
              countNoun={['picker', 'pickers']}
              maxHeight="20rem"
              {...common}
            />
          }
        />
      </Panel>
      <Panel title="Picks by order" className="2xl:col-span-2">
        <DataTable
          label="Picks by order"
          columns={orderColumns}
          data={k?.by_order}
          emptyMessage="No orders picked in this period"
          getRowId={(o) => o.sales_order}
          countNoun={['order', 'orders']}
          maxHeight="24rem"
          {...common}
        />
      </Panel>
    </>
  );
}
