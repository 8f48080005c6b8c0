import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  DISPLAY_TIME_FORMAT,
  DEFAULT_QUEUE_MODE,
  PROCESS_QUEUE_MESSAGES,
  QUEUE_DOCUMENT_MODULES,
  QUEUE_MODE_LABELS,
  QUEUE_MODES,
  can,
  formatInZone,
  queueRowVariant,
  type TQueueItem,
  type TQueueLine,
  type TQueueMode,
} from '../../../contract';
import {
  Button,
  ConfirmDialog,
  DataTable,
  FormError,
  FormField,
  Modal,
  Notice,
  Select,
  StatusBadge,
  controlClass,
  errorText,
  formatQuantity,
  useNavContext,
  useSiteZone,
} from '../../../ui';
import { resolveItem, retryItem } from '../api';
import { queueKeys } from '../keys';
import { useQueue, useQueueContext, useQueueLines } from '../use-process-queue';

const right = { align: 'right' } as const;

/** A movement's time in the site's zone (DD-MM-YY h:mm A); an order's date as it is. */
function formatActionDate(value: string, zone: string): string {
  return value.includes('T') ? formatInZone(value, zone, DISPLAY_TIME_FORMAT) : value;
}

const column = createColumnHelper<TQueueItem>();
const lineColumn = createColumnHelper<TQueueLine>();
const lineColumns = [
  lineColumn.accessor('inventory_code', { header: 'Inventory' }),
  lineColumn.accessor('description', { header: 'Description', meta: { wrap: true } }),
  lineColumn.accessor('serial_batch', { header: 'Serial/Batch' }),
  lineColumn.accessor('quantity', {
    header: 'Qty',
    meta: right,
    cell: ({ getValue }) => formatQuantity(getValue()),
  }),
];

const itemName = (i: TQueueItem) => `${i.type} ${i.key}`;

/**
 * /process_queue (document 2 "Process queue"): the ERP process queue of the current
 * warehouse (none at ALL: 'Please Select a Warehouse' with an empty list). Rows are coloured
 * FLAGGED warning, ERROR danger, LOCKED success; a row opens its lines; Resolve records a
 * resolution and clears the ERP action, Retry flags the document for update.
 */
export default function ProcessQueueScreen() {
  const { context, warehouse } = useQueueContext();
  const zone = useSiteZone();
  const { permissions } = useNavContext();
  const [params, setParams] = useSearchParams();
  const modeParam = params.get('mode');
  const mode: TQueueMode = (QUEUE_MODES as readonly (string | null)[]).includes(modeParam)
    ? (modeParam as TQueueMode)
    : DEFAULT_QUEUE_MODE;
  const setMode = (next: string) =>
    setParams(next === DEFAULT_QUEUE_MODE ? {} : { mode: next }, { replace: true });

  const list = useQueue(mode);
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: queueKeys.all });

  const [viewing, setViewing] = useState<TQueueItem | null>(null);
  const [resolving, setResolving] = useState<TQueueItem | null>(null);
  const [retrying, setRetrying] = useState<TQueueItem | null>(null);

  const resolved = mode === 'RESOLVED';
  const columns = useMemo(() => {
    const mayUpdate = (i: TQueueItem) =>
      can(permissions, QUEUE_DOCUMENT_MODULES[i.document_type], 'update');
    return [
      column.accessor('type', { header: 'Document' }),
      column.accessor('key', {
        header: 'Key',
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span className="font-medium">{row.original.key}</span>
            <span className="text-sm text-slate-600">{row.original.name}</span>
          </span>
        ),
      }),
      column.accessor('action_date', {
        header: 'Date',
        cell: ({ getValue }) => formatActionDate(getValue(), zone),
      }),
      column.accessor('what', {
        header: 'What',
        cell: ({ row }) => (
          <span className="flex flex-wrap items-center gap-1">
            {row.original.what}
            {row.original.status !== row.original.what && (
              <StatusBadge variant={queueRowVariant(row.original) ?? 'light'}>
                {row.original.status}
              </StatusBadge>
            )}
          </span>
        ),
      }),
      column.accessor('where', { header: 'Where' }),
      column.accessor('quantity', {
        header: 'Qty',
        meta: right,
        cell: ({ getValue }) => formatQuantity(getValue()),
      }),
      resolved
        ? column.accessor('resolution', {
            header: 'Resolution',
            meta: { wrap: true, className: 'min-w-64' },
            cell: ({ row }) => (
              <span className="flex flex-col">
                <span>{row.original.resolution}</span>
                <span className="text-sm text-slate-600">
                  {row.original.resolved_by},{' '}
                  {formatActionDate(row.original.resolved_at ?? '', zone)}
                </span>
              </span>
            ),
          })
        : column.display({
            id: 'actions',
            header: 'Actions',
            cell: ({ row }) => (
              // The buttons act on the row; the row's own click opens its lines.
              <div className="flex gap-1" onClick={(e) => e.stopPropagation()}>
                <Button variant="ghost" onClick={() => setViewing(row.original)}>
                  Lines
                </Button>
                {mayUpdate(row.original) && (
                  <>
                    <Button variant="secondary" onClick={() => setResolving(row.original)}>
                      Resolve
                    </Button>
                    <Button variant="secondary" onClick={() => setRetrying(row.original)}>
                      Retry
                    </Button>
                  </>
                )}
              </div>
            ),
          }),
    ];
  }, [permissions, resolved, zone]);

  if (!context) return null;
  const noWarehouse = warehouse === '';

  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Process Queue</h1>
        <Link
          to="/documents"
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 font-medium text-brand-700 hover:bg-slate-50"
        >
          Documents
        </Link>
      </div>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[16rem_1fr]">
        <Select
          label="Show"
          value={mode}
          options={QUEUE_MODES.map((m) => ({ value: m, label: QUEUE_MODE_LABELS[m] }))}
          onChange={setMode}
        />
      </div>
      {noWarehouse && <Notice>{PROCESS_QUEUE_MESSAGES.selectWarehouse}</Notice>}
      <DataTable
        label="Process Queue"
        cards
        columns={columns}
        data={noWarehouse ? [] : list.data}
        loading={!noWarehouse && list.isPending}
        error={list.error ? PROCESS_QUEUE_MESSAGES.listFailed(errorText(list.error)) : null}
        onRetry={() => void list.refetch()}
        emptyMessage={
          noWarehouse
            ? 'Choose a warehouse to see its process queue'
            : resolved
              ? 'Nothing has been resolved in this warehouse'
              : 'Nothing in the process queue'
        }
        rowVariant={queueRowVariant}
        getRowId={(i) => `${i.document_type}/${i.key}/${i.resolved_at ?? ''}`}
        onRowClick={setViewing}
        countNoun={['item', 'items']}
      />
      <LinesModal item={viewing} onClose={() => setViewing(null)} />
      <ResolveModal
        key={resolving ? `${resolving.document_type}/${resolving.key}` : 'none'}
        item={resolving}
        onClose={() => setResolving(null)}
        onDone={reload}
      />
      <ConfirmDialog
        open={retrying !== null}
        title="Retry"
        message={
          retrying
            ? `Flag ${itemName(retrying)} for update? The ERP connector takes it again in the next few minutes.`
            : ''
        }
        confirmLabel="Retry"
        onConfirm={async () => {
          if (!retrying) return;
          await retryItem(retrying.document_type, retrying.key);
          await reload();
        }}
        onClose={() => setRetrying(null)}
      />
    </main>
  );
}

function LinesModal({ item, onClose }: { item: TQueueItem | null; onClose: () => void }) {
  const lines = useQueueLines(item);
  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      size="lg"
      title={item ? itemName(item) : ''}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {item && (
        <div className="flex flex-col gap-3">
          <p className="text-slate-700">
            {item.name} · {item.where} · {item.what}
          </p>
          <DataTable
            label="Lines"
            columns={lineColumns}
            data={lines.data}
            loading={lines.isPending}
            error={lines.error ? PROCESS_QUEUE_MESSAGES.linesFailed(errorText(lines.error)) : null}
            onRetry={() => void lines.refetch()}
            emptyMessage="This item has no lines"
            getRowId={(l) => String(l.line_no)}
            countNoun={['line', 'lines']}
          />
        </div>
      )}
    </Modal>
  );
}

function ResolveModal({
  item,
  onClose,
  onDone,
}: {
  item: TQueueItem | null;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!item || busy) return;
    if (text.trim() === '') {
      setError(PROCESS_QUEUE_MESSAGES.resolutionRequired);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await resolveItem(item.document_type, item.key, text.trim());
      await onDone();
      onClose();
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
      title={item ? `Resolve ${itemName(item)}` : ''}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="resolve-form" disabled={busy} aria-busy={busy || undefined}>
            Resolve
          </Button>
        </>
      }
    >
      <form
        id="resolve-form"
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(e) => void submit(e)}
      >
        <p className="text-slate-700">
          Resolving clears the ERP action of this document; the resolution is kept with your name.
        </p>
        <FormField label="Resolution" name="resolution" error={error} required>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={text}
              data-autofocus
              onChange={(e) => {
                setText(e.target.value);
                if (error) setError(null);
              }}
              className={controlClass(!!control['aria-invalid'])}
            />
          )}
        </FormField>
        <FormError message={failure} />
      </form>
    </Modal>
  );
}
