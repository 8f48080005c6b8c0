import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { BLANK_LIST, ZListItem, type TListItem, type TListRow } from '../../../contract';
import { RecordListPanel, validateWith } from '../../../ui';
import { deleteList, saveList } from '../api';
import { useLists } from '../use-lists';
import { ListForm } from './ListForm';

const column = createColumnHelper<TListRow>();
const validate = validateWith<TListItem>(ZListItem);

const columns = [
  column.accessor('list_name', { header: 'List Name' }),
  column.accessor('list_type', { header: 'List Type' }),
];

const toForm = (row: TListRow): TListItem => ({
  ...row,
  list_type: row.list_type === 'SQL' ? 'SQL' : 'VALUE',
  database: row.database === 'production' ? 'production' : 'staging',
  list_value_type:
    row.list_value_type === 'number' || row.list_value_type === 'date'
      ? row.list_value_type
      : 'string',
});

/**
 * /admin/list (Lists, document 3 section 2): list name, list type, actions; the modal holds
 * the SQL fields or the values, and a Preview of the rows the saved list answers.
 */
export default function ListsScreen() {
  const [term, setTerm] = useState('');
  const list = useLists(term);
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Lists</h1>
      <RecordListPanel<TListRow, TListItem>
        label="Lists"
        noun="list"
        countNoun={['list', 'lists']}
        module="admin"
        list={list}
        search={{
          label: 'Search lists',
          onSearch: setTerm,
          placeholder: 'List name (2 characters or more)',
        }}
        columns={columns}
        getRowId={(l) => String(l.list_id)}
        emptyMessage={term ? 'No list matches the search' : 'No lists yet'}
        blank={() => ({ ...BLANK_LIST })}
        toForm={toForm}
        name={(l) => l.list_name}
        describe={(l) => l.list_name}
        validate={validate}
        save={saveList}
        remove={deleteList}
        size="lg"
        fields={(item, errors, editor) => <ListForm item={item} errors={errors} editor={editor} />}
      />
    </main>
  );
}
