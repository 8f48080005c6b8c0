import { LIST_DATABASES, LIST_TYPES, LIST_VALUE_TYPES, type TListItem } from '../../../contract';
import { Select, TextField, type Editor, type FieldErrors } from '../../../ui';
import { ListPreview } from './ListPreview';

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** The list modal: name and type, then the SQL fields or the values, and the saved list's preview. */
export function ListForm({
  item,
  errors,
  editor,
}: {
  item: TListItem;
  errors: FieldErrors;
  editor: Editor<TListItem>;
}) {
  const set = (patch: Partial<TListItem>) => editor.change((l) => ({ ...l, ...patch }));
  const text = (key: keyof TListItem & string, label: string, hint?: string) => (
    <TextField
      label={label}
      name={key}
      errors={errors}
      hint={hint}
      value={String(item[key] ?? '')}
      onChange={(e) => set({ [key]: e.target.value })}
    />
  );
  return (
    <>
      {text('list_name', 'List Name')}
      <Select
        label="List Type"
        name="list_type"
        errors={errors}
        value={item.list_type}
        options={options(LIST_TYPES)}
        onChange={(v) => set({ list_type: v as TListItem['list_type'] })}
      />
      {item.list_type === 'SQL' ? (
        <>
          <Select
            label="Database"
            name="database"
            errors={errors}
            value={item.database}
            options={options(LIST_DATABASES)}
            onChange={(v) => set({ database: v as TListItem['database'] })}
          />
          {text('database_table', 'Database Table', 'A reference table of the site, e.g. storage')}
          <div className="grid grid-cols-2 gap-3">
            {text('value_field', 'Value Field')}
            {text('text_field', 'Text Field')}
          </div>
          {text('condition', 'Condition', "e.g. storage_name LIKE 'C%'")}
        </>
      ) : (
        <>
          {text('list_values', 'List Values', 'Separated by commas')}
          <Select
            label="Value Type"
            name="list_value_type"
            errors={errors}
            value={item.list_value_type}
            options={options(LIST_VALUE_TYPES)}
            onChange={(v) => set({ list_value_type: v as TListItem['list_value_type'] })}
          />
        </>
      )}
      {item.list_id ? <ListPreview listId={item.list_id} auto={!editor.editing} /> : null}
    </>
  );
}
