import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { BLANK_STORAGE, ZStorage, can, searchTermReady, type TStorage } from '../../../contract';
import {
  Button,
  ConfirmDelete,
  DataTable,
  EditorModal,
  SearchBox,
  StatusBadge,
  TextField,
  useEditor,
  useNavContext,
  validateWith,
  RowActions,
} from '../../../ui';
import { deleteStorage, saveStorage } from '../api';
import { useStorageList } from '../use-storage';

const column = createColumnHelper<TStorage>();
const validate = validateWith<TStorage>(ZStorage);

/** A small square of the tile colour with its code. */
function Swatch({ colour }: { colour: string }) {
  if (!colour) return <span className="text-slate-500">None</span>;
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden
        className="inline-block size-5 rounded border border-slate-300"
        style={{ backgroundColor: colour }}
      />
      <span className="font-mono text-sm">{colour}</span>
    </span>
  );
}

/** /admin/storage (Storage Options): storage types with add, edit, view and delete. */
export default function StorageScreen() {
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Storage Options</h1>
      <StoragePanel />
    </main>
  );
}

/** The storage types list (the Storage tab of Storage Options). */
export function StoragePanel() {
  const list = useStorageList();
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'admin', 'update');
  const mayDelete = can(permissions, 'admin', 'delete');
  const editor = useEditor<TStorage>();
  const [term, setTerm] = useState('');
  const [deleting, setDeleting] = useState<TStorage | null>(null);

  const rows = useMemo(() => {
    const all = list.data;
    if (!all || !searchTermReady(term)) return all;
    const t = term.toLowerCase();
    return all.filter(
      (s) => s.storage.toLowerCase().includes(t) || s.storage_name.toLowerCase().includes(t),
    );
  }, [list.data, term]);

  const columns = [
    column.accessor('storage', { header: 'Storage' }),
    column.accessor('storage_name', { header: 'Storage Name' }),
    column.accessor('strict_storage', {
      header: 'Strict',
      cell: (c) =>
        c.getValue() ? <StatusBadge variant="warning">Strict</StatusBadge> : <span>No</span>,
    }),
    column.accessor('tile_colour', {
      header: 'Tile colour',
      cell: (c) => <Swatch colour={c.getValue()} />,
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
      <SearchBox
        label="Search storage"
        placeholder="Code or name (2 characters or more)"
        onSearch={setTerm}
        onClear={() => setTerm('')}
        debounceMs={200}
        autoFocus={false}
      />
      <DataTable
        label="Storage"
        columns={columns}
        data={rows}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessage={term ? 'No storage matches the search' : 'No storage types yet'}
        getRowId={(s) => s.storage}
        onRowClick={(s) => editor.view(s)}
        countNoun={['storage type', 'storage types']}
        actions={
          mayUpdate && <Button onClick={() => editor.add({ ...BLANK_STORAGE })}>Add storage</Button>
        }
      />
      <EditorModal
        editor={editor}
        noun="storage"
        name={(s) => s.storage}
        onSave={saveStorage}
        reload={() => list.refetch()}
        validate={validate}
      >
        {(item, errors) => (
          <>
            <TextField
              label="Storage"
              name="storage"
              errors={errors}
              value={item.storage}
              readOnly={!editor.adding}
              onChange={(e) => editor.change((s) => ({ ...s, storage: e.target.value }))}
            />
            <TextField
              label="Storage Name"
              name="storage_name"
              errors={errors}
              value={item.storage_name}
              onChange={(e) => editor.change((s) => ({ ...s, storage_name: e.target.value }))}
            />
            <label className="flex min-h-11 items-center gap-2 font-medium text-slate-800">
              <input
                type="checkbox"
                className="size-5"
                checked={item.strict_storage}
                onChange={(e) => editor.change((s) => ({ ...s, strict_storage: e.target.checked }))}
              />
              Strict storage
            </label>
            <TextField
              label="Tile colour"
              name="tile_colour"
              type="color"
              errors={errors}
              value={item.tile_colour || '#000000'}
              onChange={(e) => editor.change((s) => ({ ...s, tile_colour: e.target.value }))}
            />
          </>
        )}
      </EditorModal>
      <ConfirmDelete
        item={deleting}
        noun="storage"
        describe={(s) => `${s.storage} (${s.storage_name})`}
        remove={(s) => deleteStorage(s.storage)}
        reload={list.refetch}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
