import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import {
  DEFAULT_SERIAL_BATCH_MODE,
  INVENTORY_MESSAGES,
  SERIAL_BATCH_MODES,
  ZSerialBatch,
  can,
  serialBatchFilterSet,
  serialBatchModeFlags,
  serialBatchVariant,
  type TSerialBatch,
  type TSerialBatchMode,
} from '../../../contract';
import {
  Button,
  DataTable,
  EditorModal,
  RowActions,
  SearchBox,
  Select,
  StatusBadge,
  TextField,
  errorText,
  useEditor,
  useNavContext,
  validateWith,
  Checkbox,
} from '../../../ui';
import { saveSerialBatch } from '../api';
import { useInventoryContext, useSerialBatches } from '../use-inventory';

const column = createColumnHelper<TSerialBatch>();
const validate = validateWith<TSerialBatch>(ZSerialBatch);
const MODE_LABELS: Record<TSerialBatchMode, string> = {
  ALL: 'All',
  QUARANTINED: 'Quarantined',
  RECALL: 'Recalled',
};
const BLANK: TSerialBatch = {
  inventory_code: '',
  inventory_description: '',
  serial_batch: '',
  date_code: '',
  quarantine: false,
  recall: false,
  recall_reason: '',
};

/**
 * /serial_batch: serial and batch numbers by item, mode (QUARANTINED / RECALL set their flag
 * and clear the other; ALL neither) and date code range; runs only with a filter set.
 * Recalled rows danger, quarantined info; an editor for the flags and the recall reason.
 */
export default function SerialBatchScreen() {
  const { context } = useInventoryContext();
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'in', 'update');
  const [code, setCode] = useState('');
  const [mode, setMode] = useState<TSerialBatchMode>(DEFAULT_SERIAL_BATCH_MODE);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query = useMemo(
    () => ({
      inventory_code: code,
      ...serialBatchModeFlags(mode),
      from_date_code: from,
      to_date_code: to,
    }),
    [code, mode, from, to],
  );
  const ready = serialBatchFilterSet(query);
  const list = useSerialBatches(query);
  const editor = useEditor<TSerialBatch>();

  if (!context) return null;

  const columns = [
    column.accessor('inventory_code', { header: 'Inventory Code' }),
    column.accessor('inventory_description', { header: 'Description' }),
    column.accessor('serial_batch', { header: 'Serial Batch' }),
    column.accessor('date_code', { header: 'Date Code' }),
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row }) => {
        const v = serialBatchVariant(row.original);
        return v ? (
          <StatusBadge variant={v}>{row.original.recall ? 'Recalled' : 'Quarantined'}</StatusBadge>
        ) : null;
      },
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <RowActions
          onView={() => editor.view(row.original)}
          onEdit={mayUpdate ? () => editor.edit(row.original) : undefined}
        />
      ),
    }),
  ];

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Serial Batch</h1>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-4">
        <SearchBox
          label="Inventory code"
          placeholder="Scan or type an inventory code"
          minLength={1}
          onSearch={setCode}
          onClear={() => setCode('')}
          debounceMs={300}
          refocusKey={list.dataUpdatedAt}
        />
        <Select
          label="Mode"
          value={mode}
          options={SERIAL_BATCH_MODES.map((m) => ({ value: m, label: MODE_LABELS[m] }))}
          onChange={(v) => setMode(v as TSerialBatchMode)}
        />
        <TextField
          label="Date code from"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          label="Date code to"
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      <DataTable
        label="Serial batches"
        columns={columns}
        data={ready ? list.data : []}
        loading={ready && list.isPending}
        error={
          list.error ? INVENTORY_MESSAGES.serialBatchSearchFailed(errorText(list.error)) : null
        }
        onRetry={() => void list.refetch()}
        emptyMessage={
          ready
            ? 'No serial batches match'
            : 'Set a filter (inventory, mode or date codes) to search serial batches'
        }
        getRowId={(b) => `${b.inventory_code}|${b.serial_batch}`}
        rowVariant={serialBatchVariant}
        onRowClick={(b) => editor.view(b)}
        countNoun={['serial batch', 'serial batches']}
        actions={
          mayUpdate && (
            <Button onClick={() => editor.add({ ...BLANK, inventory_code: code })}>
              Add serial batch
            </Button>
          )
        }
      />
      <EditorModal
        editor={editor}
        noun="serial batch"
        name={(b) => `${b.inventory_code} ${b.serial_batch}`}
        onSave={(b) => saveSerialBatch(b)}
        reload={() => list.refetch()}
        validate={validate}
      >
        {(item, errors) => {
          const locked = !editor.editing;
          const keyLocked = locked || !editor.adding;
          return (
            <div className="flex flex-col gap-3">
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <TextField
                  label="Inventory Code"
                  name="inventory_code"
                  errors={errors}
                  readOnly={keyLocked}
                  value={item.inventory_code}
                  onChange={(e) => editor.change((b) => ({ ...b, inventory_code: e.target.value }))}
                />
                <TextField
                  label="Serial Batch"
                  name="serial_batch"
                  errors={errors}
                  readOnly={keyLocked}
                  value={item.serial_batch}
                  onChange={(e) => editor.change((b) => ({ ...b, serial_batch: e.target.value }))}
                />
                <TextField
                  label="Date Code"
                  name="date_code"
                  type="date"
                  errors={errors}
                  readOnly={locked}
                  value={item.date_code}
                  onChange={(e) => editor.change((b) => ({ ...b, date_code: e.target.value }))}
                />
                {item.inventory_description && (
                  <TextField label="Description" readOnly value={item.inventory_description} />
                )}
              </div>
              <div className="flex flex-wrap gap-x-6">
                <Checkbox
                  label="Quarantined"
                  checked={item.quarantine}
                  disabled={locked}
                  onChange={(v) => editor.change((b) => ({ ...b, quarantine: v }))}
                />
                <Checkbox
                  label="Recalled"
                  checked={item.recall}
                  disabled={locked}
                  onChange={(v) => editor.change((b) => ({ ...b, recall: v }))}
                />
              </div>
              <TextField
                label="Recall Reason"
                name="recall_reason"
                errors={errors}
                readOnly={locked || !(item.quarantine || item.recall)}
                hint="Cleared on save when the batch is neither quarantined nor recalled"
                value={item.quarantine || item.recall ? item.recall_reason : ''}
                onChange={(e) => editor.change((b) => ({ ...b, recall_reason: e.target.value }))}
              />
            </div>
          );
        }}
      </EditorModal>
    </main>
  );
}
