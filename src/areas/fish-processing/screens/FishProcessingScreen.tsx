import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { notify } from '../../../api';
import {
  FISH_MESSAGES as M,
  fishLineVariant,
  todayIn,
  type TFishPickLine,
} from '../../../contract';
import {
  Button,
  DataTable,
  EmptyState,
  Notice,
  TextField,
  formatQuantity,
  useSiteId,
  useSiteZone,
  useWorkContext,
} from '../../../ui';
import { printFishLabels } from '../api';
import { fishKeys } from '../keys';
import { useFishLines } from '../use-fish-lines';
import { FishPickModal } from './FishPickModal';

const column = createColumnHelper<TFishPickLine>();
const quantity = (v: number, line: TFishPickLine) =>
  `${formatQuantity(v)} ${line.stocking_factor_unit}`;
const columns = [
  column.accessor('run_name', { header: 'Run' }),
  column.accessor('customer_name', { header: 'Customer Name' }),
  column.accessor('inventory_code', {
    header: 'Inventory',
    cell: (c) => (
      <span>
        <span className="font-medium">{c.getValue()}</span>{' '}
        <span className="text-slate-600">{c.row.original.inventory_description}</span>
      </span>
    ),
    meta: { wrap: true },
  }),
  column.accessor('operator_instructions', { header: 'Instructions', meta: { wrap: true } }),
  column.accessor('quantity_req', {
    header: 'Required Qty',
    cell: (c) => quantity(c.getValue(), c.row.original),
    meta: { align: 'right' },
  }),
  column.accessor('quantity_picked', {
    header: 'Picked Qty',
    cell: (c) => quantity(c.getValue(), c.row.original),
    meta: { align: 'right' },
  }),
];

/**
 * /fish_processing (Fish Processing, document 2): the current warehouse's fresh-fish pick
 * lines of a required date (nothing is asked without one), coloured success once picked and
 * danger when closed with nothing picked; a line opens the pick modal, and the four fish
 * labels of the date print to the current printer set.
 */
export default function FishProcessingScreen() {
  const context = useWorkContext();
  const siteId = useSiteId();
  const zone = useSiteZone();
  const queryClient = useQueryClient();
  const warehouse = context?.warehouse ?? '';
  const [date, setDate] = useState(() => todayIn(zone));
  const [picking, setPicking] = useState<TFishPickLine | null>(null);
  const [printing, setPrinting] = useState(false);
  const lines = useFishLines(warehouse, date);
  const noWarehouse = !warehouse || warehouse === 'ALL';

  async function printLabels() {
    if (!date || !context?.printer_set) {
      notify({ kind: 'error', message: M.labelsFailed });
      return;
    }
    setPrinting(true);
    try {
      const { printed, failed } = await printFishLabels(date, context.printer_set);
      const total = printed + failed;
      if (failed === 0) notify({ kind: 'info', message: M.labelsPrinted(printed) });
      else if (printed === 0) notify({ kind: 'error', message: M.labelsNotPrinted(failed, total) });
      else
        notify({
          kind: 'warning',
          message: `${M.labelsPrinted(printed)}; ${M.labelsNotPrinted(failed, total)}`,
        });
    } catch {
      notify({ kind: 'error', message: M.labelsFailed });
    } finally {
      setPrinting(false);
    }
  }

  function picked(line: TFishPickLine) {
    queryClient.setQueryData<TFishPickLine[]>(fishKeys.lines(siteId, warehouse, date), (old) =>
      old?.map((l) => (l.pick_line_id === line.pick_line_id ? line : l)),
    );
    setPicking(null);
    notify({ kind: 'info', message: M.picked(line.inventory_code) });
  }

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Fish Processing</h1>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Required Date"
          name="required_date"
          type="date"
          className="max-w-xs"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        <Button
          variant="secondary"
          className="min-h-11"
          disabled={!date || printing || noWarehouse}
          onClick={() => void printLabels()}
        >
          Print fish labels
        </Button>
      </div>
      {noWarehouse ? (
        <Notice>{M.selectWarehouse}</Notice>
      ) : !date ? (
        <EmptyState title={M.requiredDate} />
      ) : (
        <DataTable
          label="Fish pick lines"
          columns={columns}
          data={lines.data}
          loading={lines.isPending}
          error={lines.error}
          onRetry={() => void lines.refetch()}
          emptyMessage="No fresh fish lines for this date"
          countNoun={['line', 'lines']}
          density="comfortable"
          getRowId={(r) => String(r.pick_line_id)}
          rowVariant={fishLineVariant}
          onRowClick={(r) => (r.pick_line_status === 'open' ? setPicking(r) : undefined)}
        />
      )}
      {picking && (
        <FishPickModal line={picking} onClose={() => setPicking(null)} onPicked={picked} />
      )}
    </main>
  );
}
