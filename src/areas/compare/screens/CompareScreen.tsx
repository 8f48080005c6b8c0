import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import {
  DISPLAY_TIME_FORMAT,
  can,
  comparisonMovementKind,
  comparisonVariant,
  formatInZone,
  shownMovementQty,
  type TComparisonItem,
  type TComparisonMovement,
  type TFileRow,
} from '../../../contract';
import {
  Button,
  Checkbox,
  DataTable,
  FormError,
  Modal,
  errorText,
  formatQuantity,
  useNavContext,
  useSiteZone,
} from '../../../ui';
import { downloadSavedReport, processMovements } from '../api';
import { compareKeys } from '../keys';
import {
  comparisonKeyText,
  useCompareContext,
  useComparison,
  useComparisonMovements,
  useSavedReports,
} from '../use-compare';

const right = { align: 'right' } as const;
const qty = ({ getValue }: { getValue: () => number }) => formatQuantity(getValue());

const column = createColumnHelper<TComparisonItem>();
const columns = [
  column.accessor('warehouse', { header: 'Warehouse' }),
  column.accessor('inventory_code', {
    header: 'Inventory',
    meta: { wrap: true },
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span className="font-medium">{row.original.inventory_code}</span>
        <span className="text-sm text-slate-600">{row.original.inventory_description}</span>
      </span>
    ),
  }),
  column.accessor('serial_batch', { header: 'Serial/Batch' }),
  column.accessor('date_code', { header: 'Date Code' }),
  column.accessor('erp_on_hand', { header: 'ERP On Hand', meta: right, cell: qty }),
  column.accessor('adjusted_erp_on_hand', { header: 'Adjusted ERP', meta: right, cell: qty }),
  column.accessor('wms_on_hand', { header: 'WMS On Hand', meta: right, cell: qty }),
  column.accessor('difference', { header: 'Difference', meta: right, cell: qty }),
];

const rowId = (r: TComparisonItem) => comparisonKeyText(r);

/**
 * /compare (Comparison Report, document 1): the ERP's on hand of each item against the
 * product's, at one moment. Rows: difference below 0 danger, above 0 warning, 0 success. A row
 * opens its movements; the selected Write On / Write Off corrections are processed into the
 * stock ledger.
 */
export default function CompareScreen() {
  const { context } = useCompareContext();
  const [issuesOnly, setIssuesOnly] = useState(true);
  const list = useComparison(issuesOnly);
  const [viewing, setViewing] = useState<TComparisonItem | null>(null);
  if (!context) return null;
  const asAt = list.data?.[0]?.erp_as_at;
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Comparison Report</h1>
      <div className="flex flex-wrap items-center gap-4">
        <Checkbox label="Issues only" checked={issuesOnly} onChange={setIssuesOnly} />
        <Button variant="secondary" onClick={() => void list.refetch()}>
          Refresh
        </Button>
        {asAt && <ErpTime value={asAt} />}
      </div>
      <DataTable
        label="Comparison"
        cards
        columns={columns}
        data={list.data}
        loading={list.isPending}
        error={list.error ? errorText(list.error) : null}
        onRetry={() => void list.refetch()}
        emptyMessage={
          issuesOnly
            ? 'No differences: the product agrees with the ERP'
            : 'The ERP has no on-hand figures for this warehouse'
        }
        rowVariant={(r) => comparisonVariant(r.difference)}
        getRowId={rowId}
        onRowClick={setViewing}
        countNoun={['item', 'items']}
      />
      <SavedReports />
      <MovementsModal
        key={viewing ? rowId(viewing) : 'none'}
        item={viewing}
        onClose={() => setViewing(null)}
      />
    </main>
  );
}

function ErpTime({ value }: { value: string }) {
  const zone = useSiteZone();
  return (
    <span className="text-slate-700">
      ERP figures as at {formatInZone(value, zone, DISPLAY_TIME_FORMAT)}
    </span>
  );
}

const movementId = (m: TComparisonMovement) => `${m.processed_flag ? 'm' : 'p'}${m.line}`;

function MovementsModal({ item, onClose }: { item: TComparisonItem | null; onClose: () => void }) {
  const movements = useComparisonMovements(item);
  const { permissions } = useNavContext();
  const mayProcess = can(permissions, 'mo', 'update');
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const movementColumns = useMemo(() => {
    const c = createColumnHelper<TComparisonMovement>();
    return [
      c.display({
        id: 'select',
        header: 'Select',
        cell: ({ row }) =>
          row.original.processed_flag ? (
            'Processed'
          ) : (
            <Checkbox
              hideLabel
              label={`Select line ${row.original.line}`}
              checked={selected.has(movementId(row.original))}
              disabled={!mayProcess}
              onChange={(on) => toggle(movementId(row.original), on)}
            />
          ),
      }),
      c.accessor('line', { header: 'Line' }),
      c.display({
        id: 'kind',
        header: 'Type',
        cell: ({ row }) => comparisonMovementKind(row.original) || row.original.movement_type,
      }),
      c.accessor('from_location', { header: 'From' }),
      c.accessor('to_location', { header: 'To' }),
      c.display({
        id: 'qty',
        header: 'Qty',
        meta: right,
        cell: ({ row }) => formatQuantity(shownMovementQty(row.original)),
      }),
    ];
  }, [selected, mayProcess]);

  const chosen = (movements.data ?? []).filter(
    (m) => !m.processed_flag && selected.has(movementId(m)),
  );

  const process = async () => {
    if (!item || busy || chosen.length === 0) return;
    setBusy(true);
    setFailure(null);
    try {
      await processMovements(chosen);
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: compareKeys.all });
    } catch (e) {
      setFailure(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={item !== null}
      onClose={() => !busy && onClose()}
      size="lg"
      title={item ? `${item.inventory_code} ${item.serial_batch}`.trim() : ''}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Close
          </Button>
          {mayProcess && (
            <Button
              onClick={() => void process()}
              disabled={busy || chosen.length === 0}
              aria-busy={busy || undefined}
            >
              Process selected
            </Button>
          )}
        </>
      }
    >
      {item && (
        <div className="flex flex-col gap-3">
          <p className="text-slate-700">
            {item.inventory_description} · ERP {formatQuantity(item.adjusted_erp_on_hand)} · WMS{' '}
            {formatQuantity(item.wms_on_hand)} · Difference {formatQuantity(item.difference)}
          </p>
          <FormError message={failure} />
          <DataTable
            label="Movements"
            columns={movementColumns}
            data={movements.data}
            loading={movements.isPending}
            error={movements.error ? errorText(movements.error) : null}
            onRetry={() => void movements.refetch()}
            emptyMessage="No movements since the ERP figure and nothing to correct"
            rowVariant={(m) => (m.processed_flag ? 'info' : undefined)}
            getRowId={movementId}
            countNoun={['movement', 'movements']}
          />
        </div>
      )}
    </Modal>
  );
}

const savedColumn = createColumnHelper<TFileRow>();

/** The saved reports of the comparison folder (document 1: file list / get, folder comparison). */
function SavedReports() {
  const saved = useSavedReports();
  const zone = useSiteZone();
  const [failure, setFailure] = useState<string | null>(null);
  const savedColumns = [
    savedColumn.accessor('filename', { header: 'Filename' }),
    savedColumn.accessor('size', { header: 'Size', meta: right }),
    savedColumn.accessor('last_modified', {
      header: 'Last Modified',
      cell: ({ getValue }) => formatInZone(getValue(), zone, DISPLAY_TIME_FORMAT),
    }),
    savedColumn.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <Button
          variant="ghost"
          onClick={() =>
            void downloadSavedReport(row.original).catch((e: unknown) => setFailure(errorText(e)))
          }
        >
          Download
        </Button>
      ),
    }),
  ];
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-slate-900">Saved reports</h2>
      <FormError message={failure} />
      <DataTable
        label="Saved reports"
        columns={savedColumns}
        data={saved.data}
        loading={saved.isPending}
        error={saved.error ? errorText(saved.error) : null}
        onRetry={() => void saved.refetch()}
        emptyMessage="No saved comparison reports"
        getRowId={(r) => r.key}
        countNoun={['report', 'reports']}
      />
    </section>
  );
}
