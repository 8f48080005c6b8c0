import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { BLANK_STORAGE_GROUP, ZStorageGroup, can, type TStorageGroup } from '../../../contract';
import {
  Button,
  ConfirmDelete,
  DataTable,
  EditorModal,
  RowActions,
  StatusBadge,
  TextField,
  useEditor,
  useNavContext,
  validateWith,
} from '../../../ui';
import { deleteRecord, saveRecord } from '../api';
import { useRecords } from '../hooks';
import { Checkbox } from './parts';

const column = createColumnHelper<TStorageGroup>();
const validate = validateWith<TStorageGroup>(ZStorageGroup);

/** The group's code in its own colours. */
function GroupChip({ group }: { group: TStorageGroup }) {
  return (
    <span
      className="inline-block rounded border border-slate-300 px-2 py-0.5 font-mono text-sm"
      style={{
        color: group.storage_group_colour_text || undefined,
        backgroundColor: group.storage_group_colour_background || undefined,
      }}
    >
      {group.storage_group}
    </span>
  );
}

/** Storage Options tab "Storage groups": storage group, name; modal. */
export function StorageGroupsPanel() {
  const list = useRecords('storage_group');
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'admin', 'update');
  const mayDelete = can(permissions, 'admin', 'delete');
  const editor = useEditor<TStorageGroup>();
  const [deleting, setDeleting] = useState<TStorageGroup | null>(null);

  const columns = [
    column.accessor('storage_group', {
      header: 'Storage Group',
      cell: ({ row }) => <GroupChip group={row.original} />,
    }),
    column.accessor('storage_group_name', { header: 'Name' }),
    column.accessor('strict_storage', {
      header: 'Strict',
      cell: (c) =>
        c.getValue() ? <StatusBadge variant="warning">Strict</StatusBadge> : <span>No</span>,
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
        label="Storage groups"
        columns={columns}
        data={list.data}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessage="No storage groups yet"
        getRowId={(g) => g.storage_group}
        onRowClick={(g) => editor.view(g)}
        countNoun={['storage group', 'storage groups']}
        actions={
          mayUpdate && (
            <Button onClick={() => editor.add({ ...BLANK_STORAGE_GROUP })}>
              Add storage group
            </Button>
          )
        }
      />
      <EditorModal
        editor={editor}
        noun="storage group"
        name={(g) => g.storage_group}
        onSave={(g) => saveRecord('storage_group', g)}
        reload={() => list.refetch()}
        validate={validate}
      >
        {(item, errors) => (
          <>
            <TextField
              label="Storage Group"
              name="storage_group"
              errors={errors}
              value={item.storage_group}
              readOnly={!editor.adding}
              onChange={(e) => editor.change((g) => ({ ...g, storage_group: e.target.value }))}
            />
            <TextField
              label="Name"
              name="storage_group_name"
              errors={errors}
              value={item.storage_group_name}
              onChange={(e) => editor.change((g) => ({ ...g, storage_group_name: e.target.value }))}
            />
            <Checkbox
              label="Strict storage"
              checked={item.strict_storage}
              onChange={(v) => editor.change((g) => ({ ...g, strict_storage: v }))}
            />
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label="Text colour"
                name="storage_group_colour_text"
                type="color"
                errors={errors}
                value={item.storage_group_colour_text || '#000000'}
                onChange={(e) =>
                  editor.change((g) => ({ ...g, storage_group_colour_text: e.target.value }))
                }
              />
              <TextField
                label="Background colour"
                name="storage_group_colour_background"
                type="color"
                errors={errors}
                value={item.storage_group_colour_background || '#ffffff'}
                onChange={(e) =>
                  editor.change((g) => ({ ...g, storage_group_colour_background: e.target.value }))
                }
              />
            </div>
          </>
        )}
      </EditorModal>
      <ConfirmDelete
        item={deleting}
        noun="storage group"
        describe={(g) => `${g.storage_group} (${g.storage_group_name})`}
        remove={(g) => deleteRecord('storage_group', g.storage_group)}
        reload={list.refetch}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
