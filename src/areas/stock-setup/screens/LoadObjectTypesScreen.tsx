import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BLANK_LOAD_OBJECT_TYPE, type TLoadObjectType } from '../../../contract';
import { RecordListPanel } from '../../../ui';
import { deleteLoadObjectType, saveLoadObjectType } from '../api';
import { useLoadObjectTypes } from '../hooks';
import {
  LoadObjectTypeFields,
  fromForm,
  toForm,
  validateLotForm,
  type LotForm,
} from './load-object-form';

const column = createColumnHelper<TLoadObjectType>();

const columns = [
  column.accessor('load_object_type', { header: 'Load Object' }),
  column.accessor('load_object_type_name', { header: 'Name' }),
  column.accessor('height', { header: 'Height' }),
  column.accessor('width', { header: 'Width' }),
  column.accessor('depth', { header: 'Depth' }),
  column.accessor('nominated_weight', { header: 'Weight' }),
];

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

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Load Object Types</h1>
      <p className="text-slate-600">Packs and pallets: sizes in millimetres, weights in kg.</p>
      <RecordListPanel<TLoadObjectType, LotForm>
        label="Load Object Types"
        noun="load object type"
        countNoun={['load object type', 'load object types']}
        module="wh"
        list={list}
        search={{
          label: 'Search load object types',
          placeholder: 'Code, name or barcode (2 characters or more)',
          onSearch: setTerm,
        }}
        columns={columns}
        getRowId={(t) => String(t.load_object_type_id)}
        onRowClick={(t) => void navigate(loadObjectTypePath(t.load_object_type_id))}
        emptyMessage={term ? 'No load object type matches the search' : 'No load object types yet'}
        blank={() => toForm(BLANK_LOAD_OBJECT_TYPE)}
        toForm={toForm}
        name={(t) => t.load_object_type}
        describe={(t) => t.load_object_type}
        validate={validateLotForm}
        save={async (f) => void (await saveLoadObjectType(fromForm(f)))}
        remove={(t) => deleteLoadObjectType(t.load_object_type_id)}
        size="lg"
        fields={(item, errors, editor) => (
          <LoadObjectTypeFields
            item={item}
            errors={errors}
            adding={editor.adding}
            change={editor.change}
          />
        )}
      />
    </main>
  );
}
