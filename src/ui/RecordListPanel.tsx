import type { ColumnDef } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { can, type TModule, type TVariant } from '../contract';
import { Button } from './Button';
import { Checkbox } from './Checkbox';
import { ConfirmDelete } from './ConfirmDialog';
import { DataTable } from './DataTable';
import { EditorModal } from './EditorModal';
import { numberInput, type FieldErrors } from './FormField';
import { useEditor, type Editor } from './hooks/use-editor';
import { useNavContext } from './hooks/use-nav-context';
import { RowActions } from './RowActions';
import { SearchBox } from './SearchBox';
import { Select, type SelectOption } from './Select';
import { TextField } from './TextField';

/** The part of a TanStack Query list result the panel reads. */
export type RecordList<T> = {
  data: T[] | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
};

/** The keys of F whose values are V. */
type KeysOf<F, V> = { [K in keyof F]-?: F[K] extends V ? K : never }[keyof F] & string;

/**
 * One form field, named by the kind of its key: `text` (optionally a colour, or read-only
 * always), `number` (typed as text; blank or not a number stays NaN for the check), `select`,
 * `checkbox`, or `pair` (two fields side by side). `fixed`: the record's key, read-only once
 * the record exists.
 */
export type RecordField<F> =
  | {
      text: KeysOf<F, string>;
      label: string;
      fixed?: boolean;
      readOnly?: boolean;
      /** A colour picker; `blank` is what it shows for an empty value. */
      type?: 'color';
      blank?: string;
    }
  | { number: KeysOf<F, number>; label: string; fixed?: boolean }
  | { select: KeysOf<F, string>; label: string; options: SelectOption[]; placeholder?: string }
  | { checkbox: KeysOf<F, boolean>; label: string }
  | { pair: readonly [RecordField<F>, RecordField<F>] };

/** The form of the modal: field declarations, or a render function for a form of its own. */
export type RecordFields<F> =
  readonly RecordField<F>[] | ((item: F, errors: FieldErrors, editor: Editor<F>) => ReactNode);

export type RecordListPanelProps<T, F> = {
  /** The table's accessible name ("Storage groups"). */
  label: string;
  /** What a record is, lower case: the modal titles, "Add …" and "Delete …". */
  noun: string;
  /** The count line's nouns; the plural gives the default "No … yet". */
  countNoun: readonly [singular: string, plural: string];
  /**
   * Rows as cards below 1024 px (DataTable `cards`), so an admin list on a tablet never
   * scrolls sideways; on by default, false for a list that must stay a grid.
   */
  cards?: boolean;
  /** The permission module whose update flag allows add and edit, delete flag delete. */
  module: TModule;
  list: RecordList<T>;
  /** The rows to show when not `list.data` (e.g. filtered by a search on the client). */
  rows?: T[] | undefined;
  /** The columns; the Actions column (View, Edit, Delete) is added after them. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as DataTable's columns
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  /** What a row click does; by default it views the record. */
  onRowClick?: (row: T) => void;
  emptyMessage?: string;
  /** A row's colour (e.g. warning while locked). */
  rowVariant?: (row: T) => TVariant | undefined;
  addLabel?: string;
  /** A new record for Add. */
  blank: () => F;
  /** The record as the form holds it (when the form differs from the row). */
  toForm?: (row: T) => F;
  /** The name in the edit and view titles. */
  name: (item: F) => string;
  /** How the delete question names a row ("A (Aisle A)"). */
  describe: (row: T) => string;
  validate: (item: F) => FieldErrors;
  save: (item: F) => Promise<void>;
  /** Without it the rows have no Delete. */
  remove?: (row: T) => Promise<unknown>;
  /** View only, whatever the permissions (no Add, Edit or Delete). */
  readOnly?: boolean;
  /** After a save or delete; by default the list is fetched again. */
  reload?: () => Promise<unknown>;
  fields: RecordFields<F>;
  size?: 'md' | 'lg';
  /** A search box above the table (Clear searches for ''); by default it waits 250 ms. */
  search?: {
    label: string;
    onSearch: (term: string) => void;
    placeholder?: string;
    debounceMs?: number;
  };
};

/** One declared field of a record form (what RecordListPanel's modal renders per field). */
export function RecordFieldInput<F>({
  field,
  item,
  errors,
  editor,
}: {
  field: RecordField<F>;
  item: F;
  errors: FieldErrors;
  editor: Editor<F>;
}): ReactNode {
  const set = (key: keyof F, value: F[keyof F]) => editor.change((r) => ({ ...r, [key]: value }));
  if ('pair' in field) {
    return (
      <div className="grid grid-cols-2 gap-3">
        {field.pair.map((f, i) => (
          <RecordFieldInput key={i} field={f} item={item} errors={errors} editor={editor} />
        ))}
      </div>
    );
  }
  if ('checkbox' in field) {
    const key = field.checkbox;
    return (
      <Checkbox
        label={field.label}
        checked={item[key] as boolean}
        onChange={(v) => set(key, v as F[typeof key])}
      />
    );
  }
  if ('select' in field) {
    const key = field.select;
    return (
      <Select
        label={field.label}
        name={key}
        errors={errors}
        value={item[key] as string}
        options={field.options}
        placeholder={field.placeholder}
        onChange={(v) => set(key, v as F[typeof key])}
      />
    );
  }
  if ('number' in field) {
    const key = field.number;
    const value = item[key] as number;
    return (
      <TextField
        label={field.label}
        name={key}
        inputMode="numeric"
        errors={errors}
        value={Number.isNaN(value) ? '' : String(value)}
        readOnly={field.fixed ? !editor.adding : undefined}
        onChange={(e) => set(key, numberInput(e.target.value) as F[typeof key])}
      />
    );
  }
  const key = field.text;
  if (field.readOnly) {
    return <TextField label={field.label} name={key} value={item[key] as string} readOnly />;
  }
  return (
    <TextField
      label={field.label}
      name={key}
      type={field.type}
      errors={errors}
      value={(item[key] as string) || field.blank || ''}
      readOnly={field.fixed ? !editor.adding : undefined}
      onChange={(e) => set(key, e.target.value as F[typeof key])}
    />
  );
}

/**
 * The admin list of one kind of record (document 3 section 4): a DataTable with View, Edit
 * and Delete per row, Add above it, the view / edit / add modal and the delete question.
 * Add and Edit need the module's update flag, Delete its delete flag.
 */
export function RecordListPanel<T>(props: RecordListPanelProps<T, T>): ReactNode;
export function RecordListPanel<T, F>(
  props: RecordListPanelProps<T, F> & { toForm: (row: T) => F },
): ReactNode;
export function RecordListPanel<T, F>({
  label,
  noun,
  countNoun,
  module,
  list,
  rows = list.data,
  columns,
  getRowId,
  onRowClick,
  rowVariant,
  emptyMessage = `No ${countNoun[1]} yet`,
  addLabel = `Add ${noun}`,
  blank,
  // Without toForm the overloads make F the row type.
  toForm = (row: T) => row as unknown as F,
  name,
  describe,
  validate,
  save,
  remove,
  readOnly = false,
  reload = list.refetch,
  fields,
  size,
  search,
  cards = true,
}: RecordListPanelProps<T, F>): ReactNode {
  const { permissions } = useNavContext();
  const mayUpdate = !readOnly && can(permissions, module, 'update');
  const mayDelete = !readOnly && remove !== undefined && can(permissions, module, 'delete');
  const editor = useEditor<F>();
  const [deleting, setDeleting] = useState<T | null>(null);

  const withActions: typeof columns = [
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <RowActions
          onView={() => editor.view(toForm(row.original))}
          onEdit={mayUpdate ? () => editor.edit(toForm(row.original)) : undefined}
          onDelete={mayDelete ? () => setDeleting(row.original) : undefined}
        />
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-4">
      {search && (
        <SearchBox
          label={search.label}
          placeholder={search.placeholder ?? 'Code or name (2 characters or more)'}
          onSearch={search.onSearch}
          onClear={() => search.onSearch('')}
          debounceMs={search.debounceMs ?? 250}
          autoFocus={false}
        />
      )}
      <DataTable
        label={label}
        columns={withActions}
        data={rows}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessage={emptyMessage}
        getRowId={getRowId}
        rowVariant={rowVariant}
        onRowClick={onRowClick ?? ((row) => editor.view(toForm(row)))}
        countNoun={countNoun}
        cards={cards}
        actions={mayUpdate && <Button onClick={() => editor.add(blank())}>{addLabel}</Button>}
      />
      <EditorModal
        editor={editor}
        noun={noun}
        name={name}
        onSave={save}
        reload={reload}
        validate={validate}
        size={size}
      >
        {(item, errors) =>
          typeof fields === 'function'
            ? fields(item, errors, editor)
            : fields.map((field, i) => (
                <RecordFieldInput
                  key={i}
                  field={field}
                  item={item}
                  errors={errors}
                  editor={editor}
                />
              ))
        }
      </EditorModal>
      {remove && (
        <ConfirmDelete
          item={deleting}
          noun={noun}
          describe={describe}
          remove={remove}
          reload={reload}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
