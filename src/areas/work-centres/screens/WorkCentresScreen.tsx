import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import {
  ALL_WAREHOUSES,
  BLANK_WORK_CENTRE,
  MESSAGES,
  ZWorkCentre,
  can,
  type TWorkCentre,
} from '../../../contract';
import {
  Button,
  ConfirmDelete,
  DataTable,
  EditorModal,
  RowActions,
  SearchBox,
  siteDataKeys,
  TextField,
  useEditor,
  useNavContext,
  useWorkContext,
  validateWith,
} from '../../../ui';
import { deleteWorkCentre, saveWorkCentre } from '../api';
import { useWorkCentres } from '../use-work-centres';

const column = createColumnHelper<TWorkCentre>();
const validate = validateWith<TWorkCentre>(ZWorkCentre);

/**
 * /admin/work_centre (Work Centres, document 3 section 2): the current warehouse's work
 * centres, Work Centre and Work Centre Name sortable, Actions; add, edit, view, delete.
 */
export default function WorkCentresScreen() {
  const context = useWorkContext();
  const warehouse = context?.warehouse ?? '';
  const [term, setTerm] = useState('');
  const list = useWorkCentres(term);
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'admin', 'update');
  const mayDelete = can(permissions, 'admin', 'delete');
  const editor = useEditor<TWorkCentre>();
  const [deleting, setDeleting] = useState<TWorkCentre | null>(null);
  const queryClient = useQueryClient();
  /** The list again, and the site lookups (the settings sidebar's work centres). */
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: siteDataKeys.lookups(context?.site_id ?? '') });
    return list.refetch();
  };

  if (!context) return null;
  if (warehouse === ALL_WAREHOUSES || warehouse === '') {
    return (
      <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-semibold text-slate-900">Work Centres</h1>
        <p role="status" className="rounded border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {MESSAGES.chooseWarehouse}
        </p>
      </main>
    );
  }

  const columns = [
    column.accessor('work_centre', { header: 'Work Centre' }),
    column.accessor('work_centre_name', { header: 'Work Centre Name' }),
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
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Work Centres</h1>
      <p className="text-slate-600">
        Warehouse <span className="font-semibold">{warehouse}</span>
      </p>
      <SearchBox
        label="Search work centres"
        placeholder="Code or name (2 characters or more)"
        onSearch={setTerm}
        onClear={() => setTerm('')}
        debounceMs={250}
        autoFocus={false}
      />
      <DataTable
        label="Work Centres"
        columns={columns}
        data={list.data}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessage={term ? 'No work centre matches the search' : 'No work centres yet'}
        getRowId={(w) => w.work_centre}
        onRowClick={(w) => editor.view(w)}
        countNoun={['work centre', 'work centres']}
        actions={
          mayUpdate && (
            <Button onClick={() => editor.add({ ...BLANK_WORK_CENTRE, warehouse })}>
              Add work centre
            </Button>
          )
        }
      />
      <EditorModal
        editor={editor}
        noun="work centre"
        name={(w) => w.work_centre}
        onSave={saveWorkCentre}
        reload={reload}
        validate={validate}
      >
        {(item, errors) => (
          <>
            <TextField label="Warehouse" name="warehouse" value={item.warehouse} readOnly />
            <TextField
              label="Work Centre"
              name="work_centre"
              errors={errors}
              value={item.work_centre}
              readOnly={!editor.adding}
              onChange={(e) => editor.change((w) => ({ ...w, work_centre: e.target.value }))}
            />
            <TextField
              label="Work Centre Name"
              name="work_centre_name"
              errors={errors}
              value={item.work_centre_name}
              onChange={(e) => editor.change((w) => ({ ...w, work_centre_name: e.target.value }))}
            />
          </>
        )}
      </EditorModal>
      <ConfirmDelete
        item={deleting}
        noun="work centre"
        describe={(w) => `${w.work_centre} (${w.work_centre_name})`}
        remove={deleteWorkCentre}
        reload={reload}
        onClose={() => setDeleting(null)}
      />
    </main>
  );
}
