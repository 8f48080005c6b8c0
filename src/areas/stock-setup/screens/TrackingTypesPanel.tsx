import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import {
  BLANK_TRACKING_TYPE,
  TRACKING_KINDS,
  ZTrackingType,
  can,
  type TTrackingType,
} from '../../../contract';
import {
  Button,
  ConfirmDelete,
  DataTable,
  EditorModal,
  RowActions,
  Select,
  TextField,
  useEditor,
  useNavContext,
  validateWith,
} from '../../../ui';
import { deleteRecord, saveRecord } from '../api';
import { useRecords } from '../hooks';
import { Checkbox } from './parts';

const column = createColumnHelper<TTrackingType>();
const validate = validateWith<TTrackingType>(ZTrackingType);
const TRACKING_OPTIONS = TRACKING_KINDS.map((k) => ({ value: k, label: k }));

/** Storage Options tab "Tracking types": inventory type, name; modal. */
export function TrackingTypesPanel() {
  const list = useRecords('tracking_type');
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'admin', 'update');
  const mayDelete = can(permissions, 'admin', 'delete');
  const editor = useEditor<TTrackingType>();
  const [deleting, setDeleting] = useState<TTrackingType | null>(null);

  const columns = [
    column.accessor('tracking_type', { header: 'Inventory Type' }),
    column.accessor('description', { header: 'Name' }),
    column.accessor('tracking', { header: 'Tracking' }),
    column.accessor('track_mode', { header: 'Track mode' }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <RowActions
          onView={() => editor.view(row.original)}
          onEdit={mayUpdate ? () => editor.edit(row.original) : undefined}
          onDelete={mayDelete ? () => setDeleting(row.original) : undefined}
        />
      ),
    }),
  ];

  return (
    <section className="flex flex-col gap-4">
      <DataTable
        label="Tracking types"
        columns={columns}
        data={list.data}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessage="No tracking types yet"
        getRowId={(t) => t.tracking_type}
        onRowClick={(t) => editor.view(t)}
        countNoun={['tracking type', 'tracking types']}
        actions={
          mayUpdate && (
            <Button onClick={() => editor.add({ ...BLANK_TRACKING_TYPE })}>
              Add tracking type
            </Button>
          )
        }
      />
      <EditorModal
        editor={editor}
        noun="tracking type"
        name={(t) => t.tracking_type}
        onSave={(t) => saveRecord('tracking_type', t)}
        reload={() => list.refetch()}
        validate={validate}
      >
        {(item, errors) => (
          <>
            <TextField
              label="Inventory Type"
              name="tracking_type"
              errors={errors}
              value={item.tracking_type}
              readOnly={!editor.adding}
              onChange={(e) => editor.change((t) => ({ ...t, tracking_type: e.target.value }))}
            />
            <TextField
              label="Name"
              name="description"
              errors={errors}
              value={item.description}
              onChange={(e) => editor.change((t) => ({ ...t, description: e.target.value }))}
            />
            <Select
              label="Tracking"
              name="tracking"
              errors={errors}
              value={item.tracking}
              options={TRACKING_OPTIONS}
              placeholder="None"
              onChange={(v) => editor.change((t) => ({ ...t, tracking: v }))}
            />
            <TextField
              label="Track mode"
              name="track_mode"
              errors={errors}
              value={item.track_mode}
              onChange={(e) => editor.change((t) => ({ ...t, track_mode: e.target.value }))}
            />
            <TextField
              label="Help context"
              name="help_context"
              errors={errors}
              value={item.help_context}
              onChange={(e) => editor.change((t) => ({ ...t, help_context: e.target.value }))}
            />
            <Checkbox
              label="Process on hand"
              checked={item.process_on_hand}
              onChange={(v) => editor.change((t) => ({ ...t, process_on_hand: v }))}
            />
          </>
        )}
      </EditorModal>
      <ConfirmDelete
        item={deleting}
        noun="tracking type"
        describe={(t) => `${t.tracking_type} (${t.description})`}
        remove={(t) => deleteRecord('tracking_type', t.tracking_type)}
        reload={list.refetch}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
