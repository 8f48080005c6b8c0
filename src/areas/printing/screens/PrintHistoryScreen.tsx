import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  LABEL_ENTITIES,
  LABEL_ENTITY_NAMES,
  PRINT_JOB_STATUSES,
  formatPrintTime,
  type TLabelEntity,
  type TPrintJob,
  type TPrintJobStatus,
  type TVariant,
} from '../../../contract';
import {
  Button,
  DataTable,
  SearchBox,
  Select,
  StatusBadge,
  TextField,
  useAreaContext,
  useSiteZone,
} from '../../../ui';
import { fetchPrintHistory } from '../history-api';
import { printingKeys } from '../keys';
import { RetryPrintModal } from './RetryPrintModal';

const column = createColumnHelper<TPrintJob>();
const STATUS_VARIANT: Record<TPrintJobStatus, TVariant> = {
  queued: 'info',
  printed: 'success',
  emailed: 'success',
  failed: 'danger',
  held: 'warning',
};
const entityName = (e: string) => LABEL_ENTITY_NAMES[e as TLabelEntity] ?? e;

/**
 * /ps?tab=history (document 3 section 9 "Print history"): Label Type, Label, Printer Set,
 * Reference, WMS Reference (the print log item's {product}_reference: the record printed
 * for, e.g. the run of a carton label), Description and Printed Time (DD-MM-YY @ h:mm:ss A),
 * Printed By, newest first; filtered by label type, reference (either one), status and the
 * days asked for (From, To). A label that did
 * not print is retried from its row, to its own printer set or another.
 */
export default function PrintHistoryScreen() {
  const { siteId } = useAreaContext('printing', printingKeys.all);
  const zone = useSiteZone();
  const queryClient = useQueryClient();
  const [entity, setEntity] = useState<TLabelEntity | ''>('');
  const [status, setStatus] = useState<TPrintJobStatus | ''>('');
  const [reference, setReference] = useState('');
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const [retrying, setRetrying] = useState<TPrintJob | null>(null);
  const filter = {
    entity,
    status,
    reference: reference.trim(),
    from_date: fromDate,
    to_date: toDate,
  };
  const filtered = entity || status || reference || fromDate || toDate;
  const history = useQuery({
    queryKey: printingKeys.printHistory(siteId, filter),
    queryFn: () => fetchPrintHistory(filter),
    enabled: siteId !== '',
  });

  const columns = [
    column.accessor((j) => entityName(j.label_type), { id: 'label_type', header: 'Label Type' }),
    column.accessor('label', { header: 'Label' }),
    column.accessor((j) => j.printer_set ?? j.email_address ?? '', {
      id: 'printer_set',
      header: 'Printer Set',
    }),
    column.accessor('reference', { header: 'Reference' }),
    column.accessor('wms_reference', { header: 'WMS Reference' }),
    column.accessor('description', { header: 'Description' }),
    column.accessor('counter', { header: 'Label No.' }),
    column.accessor('printed_by', { header: 'Printed By' }),
    column.accessor((j) => j.end_time ?? '', {
      id: 'end_time',
      header: 'Printed Time',
      cell: (c) => (c.getValue() ? formatPrintTime(c.getValue(), zone) : ''),
    }),
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: j } }) => (
        <span className="flex flex-wrap items-center gap-2">
          <StatusBadge variant={STATUS_VARIANT[j.status]}>{j.status}</StatusBadge>
          {j.failure_reason && <span className="text-red-800">{j.failure_reason}</span>}
          {(j.status === 'failed' || j.status === 'held') && (
            <Button variant="secondary" onClick={() => setRetrying(j)}>
              Retry
            </Button>
          )}
        </span>
      ),
    }),
  ];

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">Print History</h1>
        <Link className="min-h-11 content-center text-brand-700 underline" to="/ps">
          Printer Sets
        </Link>
      </div>
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Select
          label="Label Type"
          name="entity"
          value={entity}
          placeholder="Any label type"
          options={LABEL_ENTITIES.map((e) => ({ value: e, label: LABEL_ENTITY_NAMES[e] }))}
          onChange={(v) => setEntity(v as TLabelEntity | '')}
        />
        <Select
          label="Status"
          name="status"
          value={status}
          placeholder="Any status"
          options={PRINT_JOB_STATUSES.map((s) => ({ value: s, label: s }))}
          onChange={(v) => setStatus(v as TPrintJobStatus | '')}
        />
        <SearchBox
          label="Reference"
          onSearch={setReference}
          onClear={() => setReference('')}
          autoFocus={false}
          minLength={1}
        />
        <TextField
          label="From"
          name="from_date"
          type="date"
          value={fromDate}
          onChange={(e) => setFromDate(e.target.value)}
        />
        <TextField
          label="To"
          name="to_date"
          type="date"
          value={toDate}
          onChange={(e) => setToDate(e.target.value)}
        />
      </div>
      <DataTable
        label="Print History"
        columns={columns}
        data={history.data}
        loading={history.isPending && history.fetchStatus !== 'idle'}
        error={history.error}
        onRetry={() => void history.refetch()}
        emptyMessage={filtered ? 'No print matches the filters' : 'Nothing printed yet'}
        getRowId={(j) => j.id}
        countNoun={['label', 'labels']}
        rowVariant={(j) => (j.status === 'failed' ? 'danger' : undefined)}
      />
      {retrying && (
        <RetryPrintModal
          job={retrying}
          onClose={() => {
            setRetrying(null);
            void queryClient.invalidateQueries({ queryKey: printingKeys.printHistoryAll(siteId) });
          }}
        />
      )}
    </main>
  );
}
