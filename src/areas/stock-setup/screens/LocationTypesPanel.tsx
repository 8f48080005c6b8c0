import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { BLANK_LOCATION_TYPE, ZLocationType, can, type TLocationType } from '../../../contract';
import {
  Button,
  ConfirmDelete,
  DataTable,
  EditorModal,
  RowActions,
  TextField,
  useEditor,
  useNavContext,
  validateWith,
} from '../../../ui';
import { deleteRecord, saveRecord } from '../api';
import { useRecords } from '../hooks';
import { Checkbox, numberInput, yesNo } from './parts';

const column = createColumnHelper<TLocationType>();
const validate = validateWith<TLocationType>(ZLocationType);

/** Storage Options tab "Location Types": Location Type, Name, Model, Actions; modal. */
export function LocationTypesPanel() {
  const list = useRecords('location_type');
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'admin', 'update');
  const mayDelete = can(permissions, 'admin', 'delete');
  const editor = useEditor<TLocationType>();
  const [deleting, setDeleting] = useState<TLocationType | null>(null);

  const columns = [
    column.accessor('location_type', { header: 'Location Type' }),
    column.accessor('description', { header: 'Name' }),
    column.accessor('model', { header: 'Model' }),
    column.accessor('process_on_hand', {
      header: 'Process on hand',
      cell: (c) => yesNo(c.getValue()),
    }),
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
        label="Location Types"
        columns={columns}
        data={list.data}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessage="No location types yet"
        getRowId={(t) => String(t.location_type)}
        onRowClick={(t) => editor.view(t)}
        countNoun={['location type', 'location types']}
        actions={
          mayUpdate && (
            <Button
              onClick={() =>
                editor.add({
                  ...BLANK_LOCATION_TYPE,
                  location_type: Math.max(0, ...(list.data ?? []).map((t) => t.location_type)) + 1,
                })
              }
            >
              Add location type
            </Button>
          )
        }
      />
      <EditorModal
        editor={editor}
        noun="location type"
        name={(t) => String(t.location_type)}
        onSave={(t) => saveRecord('location_type', t)}
        reload={() => list.refetch()}
        validate={validate}
      >
        {(item, errors) => (
          <>
            <TextField
              label="Location Type"
              name="location_type"
              inputMode="numeric"
              errors={errors}
              value={Number.isNaN(item.location_type) ? '' : String(item.location_type)}
              readOnly={!editor.adding}
              onChange={(e) =>
                editor.change((t) => ({ ...t, location_type: numberInput(e.target.value) }))
              }
            />
            <TextField
              label="Name"
              name="description"
              errors={errors}
              value={item.description}
              onChange={(e) => editor.change((t) => ({ ...t, description: e.target.value }))}
            />
            <TextField
              label="Model"
              name="model"
              errors={errors}
              value={item.model}
              onChange={(e) => editor.change((t) => ({ ...t, model: e.target.value }))}
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
        noun="location type"
        describe={(t) => `${t.location_type} (${t.description})`}
        remove={(t) => deleteRecord('location_type', t.location_type)}
        reload={list.refetch}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
