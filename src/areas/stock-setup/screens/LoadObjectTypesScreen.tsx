import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  BLANK_LOAD_OBJECT_TYPE,
  ZLoadObjectType,
  can,
  type TLoadObjectType,
} from '../../../contract';
import {
  Button,
  ConfirmDelete,
  DataTable,
  EditorModal,
  RowActions,
  SearchBox,
  useEditor,
  useNavContext,
  validateWith,
} from '../../../ui';
import { deleteLoadObjectType, saveLoadObjectType } from '../api';
import { useLoadObjectTypes } from '../hooks';
import { LoadObjectTypeFields, toForm, type LotForm } from './load-object-form';

const column = createColumnHelper<TLoadObjectType>();
const validate = validateWith<LotForm>(ZLoadObjectType);

export const loadObjectTypePath = (id: number) =>
  `/load_object_types/load_object_type?load_object_type_id=${id}`;

/**
 * /load_object_types (Load Object Types, Packs and Pallets; document 3 section 2): Load
 * Object, Height, Width, Depth, Weight, Actions; modal view, edit, add; a row opens the
 * detail page.
 */
export default function LoadObjectTypesScreen() {
  const [term, setTerm] = useState('');
  const list = useLoadObjectTypes(term);
  const navigate = useNavigate();
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'wh', 'update');
  const mayDelete = can(permissions, 'wh', 'delete');
  const editor = useEditor<LotForm>();
  const [deleting, setDeleting] = useState<TLoadObjectType | null>(null);

  const columns = [
    column.accessor('load_object_type', { header: 'Load Object' }),
    column.accessor('load_object_type_name', { header: 'Name' }),
    column.accessor('height', { header: 'Height' }),
    column.accessor('width', { header: 'Width' }),
    column.accessor('depth', { header: 'Depth' }),
    column.accessor('nominated_weight', { header: 'Weight' }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <RowActions
          onView={() => editor.view(toForm(row.original))}
          onEdit={mayUpdate ? () => editor.edit(toForm(row.original)) : undefined}
          onDelete={mayDelete ? () => setDeleting(row.original) : undefined}
        />
      ),
    }),
  ];

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Load Object Types</h1>
      <p className="text-slate-600">Packs and pallets: sizes in millimetres, weights in kg.</p>
      <SearchBox
        label="Search load object types"
        placeholder="Code, name or barcode (2 characters or more)"
        onSearch={setTerm}
        onClear={() => setTerm('')}
        debounceMs={250}
        autoFocus={false}
      />
      <DataTable
        label="Load Object Types"
        columns={columns}
        data={list.data}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessage={term ? 'No load object type matches the search' : 'No load object types yet'}
        getRowId={(t) => String(t.load_object_type_id)}
        onRowClick={(t) => void navigate(loadObjectTypePath(t.load_object_type_id))}
        countNoun={['load object type', 'load object types']}
        actions={
          mayUpdate && (
            <Button onClick={() => editor.add(toForm(BLANK_LOAD_OBJECT_TYPE))}>
              Add load object type
            </Button>
          )
        }
      />
      <EditorModal
        editor={editor}
        noun="load object type"
        name={(t) => t.load_object_type}
        onSave={async (f) => void (await saveLoadObjectType(f))}
        reload={() => list.refetch()}
        validate={validate}
        size="lg"
      >
        {(item, errors) => (
          <LoadObjectTypeFields
            item={item}
            errors={errors}
            adding={editor.adding}
            change={editor.change}
          />
        )}
      </EditorModal>
      <ConfirmDelete
        item={deleting}
        noun="load object type"
        describe={(t) => t.load_object_type}
        remove={(t) => deleteLoadObjectType(t.load_object_type_id)}
        reload={list.refetch}
        onClose={() => setDeleting(null)}
      />
    </main>
  );
}
