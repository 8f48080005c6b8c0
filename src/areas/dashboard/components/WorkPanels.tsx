import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { TDailyWork, TPutAwayRow, TSectionWork } from '../../../contract';
import { DataTable, StatusBadge, formatQuantity } from '../../../ui';
import { fetchWorkKpi } from '../api';
import { dashboardKeys } from '../keys';
import { BarChartFigure } from './BarChartFigure';
import { ChartBeside, Panel, Tiles } from './Panel';
import { PanelState } from './PanelState';

const right = { align: 'right' } as const;

const dayColumn = createColumnHelper<TDailyWork>();
const dayColumns = [
  dayColumn.accessor('date', { header: 'Date' }),
  dayColumn.accessor('pick_attempts', { header: 'Picks', meta: right }),
  dayColumn.accessor('lines_picked', { header: 'Lines', meta: right }),
  dayColumn.accessor('quantity_picked', { header: 'Quantity', meta: right }),
  dayColumn.accessor('pickers', { header: 'Pickers', meta: right }),
  dayColumn.accessor('picks_completed', { header: 'Completed', meta: right }),
  dayColumn.accessor('receipts', { header: 'Receipts', meta: right }),
  dayColumn.accessor('put_aways', { header: 'Put-aways', meta: right }),
];

const sectionColumn = createColumnHelper<TSectionWork>();
const sectionColumns = [
  sectionColumn.accessor('pick_section_name', { header: 'Pick section' }),
  sectionColumn.accessor('picks', { header: 'Open picks', meta: right }),
  sectionColumn.accessor('lines', { header: 'Lines', meta: right }),
  sectionColumn.accessor('lines_to_pick', { header: 'Lines to pick', meta: right }),
  sectionColumn.accessor('qty_to_pick', { header: 'Qty to pick', meta: right }),
  sectionColumn.accessor('oldest_required_date', { header: 'Oldest required' }),
];

const putAwayColumn = createColumnHelper<TPutAwayRow>();
const putAwayColumns = [
  putAwayColumn.accessor('barcode', { header: 'Barcode' }),
  putAwayColumn.accessor('from_location', { header: 'From' }),
  putAwayColumn.accessor('location', { header: 'To' }),
  putAwayColumn.accessor('lines', { header: 'Lines', meta: right }),
  putAwayColumn.accessor('quantity', { header: 'Quantity', meta: right }),
  putAwayColumn.accessor('put_away_by', { header: 'By' }),
  putAwayColumn.accessor('put_away_at', { header: 'At' }),
  putAwayColumn.accessor('status', {
    header: 'Status',
    cell: (c) => (
      <StatusBadge variant={c.getValue() === 'Waiting' ? 'warning' : 'success'}>
        {c.getValue()}
      </StatusBadge>
    ),
  }),
];

/** Work totals, daily work (chart and table), pick-section work and put-aways of the warehouse. */
export function WorkPanels({ siteId, warehouse }: { siteId: string; warehouse: string }) {
  const query = useQuery({
    queryKey: dashboardKeys.work(siteId, warehouse),
    queryFn: () => fetchWorkKpi(warehouse),
  });
  const w = query.data;
  const retry = () => void query.refetch();
  const common = {
    loading: query.isPending,
    error: query.error,
    onRetry: retry,
    density: 'dense' as const,
  };
  return (
    <>
      <Panel title="Work totals" className="2xl:col-span-2">
        <PanelState
          pending={query.isPending}
          error={query.error}
          onRetry={retry}
          loadingLabel="Loading the work totals"
        >
          {w && (
            <Tiles
              label="Work totals"
              items={[
                ['Open picks', formatQuantity(w.totals.open_picks)],
                ['Open lines', formatQuantity(w.totals.open_lines)],
                ['Qty to pick', formatQuantity(w.totals.qty_to_pick)],
                ['Picks due today', formatQuantity(w.totals.picks_due_today)],
                ['Overdue picks', formatQuantity(w.totals.overdue_picks)],
                ['Put-aways waiting', formatQuantity(w.totals.put_aways_waiting)],
                ['Qty to put away', formatQuantity(w.totals.qty_to_put_away)],
              ]}
            />
          )}
        </PanelState>
      </Panel>
      <Panel title="Daily work" className="2xl:col-span-2">
        <ChartBeside
          chart={
            w?.daily.length ? (
              <BarChartFigure
                label="Bar chart of lines picked and put-aways per day over the last seven days; the figures are in the table Daily work."
                data={w.daily}
                xKey="date"
                series={[
                  { key: 'lines_picked', name: 'Lines picked', colour: '#1a4fb8' },
                  { key: 'put_aways', name: 'Put-aways', colour: '#16a34a' },
                ]}
              />
            ) : null
          }
          table={
            <DataTable
              label="Daily work"
              columns={dayColumns}
              data={w?.daily}
              emptyMessage="No work in the last seven days"
              getRowId={(d) => d.date}
              countNoun={['day', 'days']}
              {...common}
            />
          }
        />
      </Panel>
      <Panel title="Pick-section work">
        <DataTable
          label="Pick-section work"
          columns={sectionColumns}
          data={w?.sections}
          emptyMessage="No open picks"
          getRowId={(s) => s.pick_section_name}
          countNoun={['section', 'sections']}
          maxHeight="20rem"
          {...common}
        />
      </Panel>
      <Panel title="Put-aways">
        <DataTable
          label="Put-aways"
          columns={putAwayColumns}
          data={w?.put_aways}
          emptyMessage="No put-aways waiting or done today"
          rowVariant={(p) => (p.status === 'Waiting' ? 'warning' : undefined)}
          getRowId={(p) => String(p.put_away_id)}
          countNoun={['put-away', 'put-aways']}
          maxHeight="20rem"
          {...common}
        />
      </Panel>
    </>
  );
}
