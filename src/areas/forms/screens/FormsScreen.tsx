import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { BLANK_FORM, ZFormItem, type TFormItem, type TFormRow } from '../../../contract';
import { RecordListPanel, TextField, validateWith } from '../../../ui';
import { deleteForm, saveForm } from '../api';
import { useForms } from '../use-forms';
import { FormFieldsEditor } from './FormFieldsEditor';

const column = createColumnHelper<TFormRow>();
const validate = validateWith<TFormItem>(ZFormItem);

const columns = [
  column.accessor('form_name', { header: 'Form Name' }),
  column.display({ id: 'fields', header: 'Fields', cell: ({ row }) => row.original.fields.length }),
];

const toForm = (row: TFormRow): TFormItem => ({
  form_name: row.form_name,
  fields: row.fields.map((f) => ({
    ...f,
    type: f.type as TFormItem['fields'][number]['type'],
  })),
});

/**
 * /admin/forms (Forms, document 3 section 2): Form Name; the editor holds the form's fields
 * (Title, Description, type, required) in order, numbered on save.
 */
export default function FormsScreen() {
  const [term, setTerm] = useState('');
  const list = useForms(term);
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Forms</h1>
      <RecordListPanel<TFormRow, TFormItem>
        label="Forms"
        noun="form"
        countNoun={['form', 'forms']}
        module="admin"
        list={list}
        search={{
          label: 'Search forms',
          onSearch: setTerm,
          placeholder: 'Form name (2 characters or more)',
        }}
        columns={columns}
        getRowId={(f) => String(f.form_id)}
        emptyMessage={term ? 'No form matches the search' : 'No forms yet'}
        blank={() => ({ ...BLANK_FORM, fields: [] })}
        toForm={toForm}
        name={(f) => f.form_name}
        describe={(f) => f.form_name}
        validate={validate}
        save={async (item) => void (await saveForm(item))}
        remove={deleteForm}
        size="lg"
        fields={(item, errors, editor) => (
          <>
            <TextField
              label="Form Name"
              name="form_name"
              errors={errors}
              value={item.form_name}
              readOnly={!editor.adding}
              onChange={(e) => editor.change((f) => ({ ...f, form_name: e.target.value }))}
            />
            <FormFieldsEditor
              fields={item.fields}
              errors={errors}
              editing={editor.editing}
              onChange={(fields) => editor.change((f) => ({ ...f, fields }))}
            />
          </>
        )}
      />
    </main>
  );
}
