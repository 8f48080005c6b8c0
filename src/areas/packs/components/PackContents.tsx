import type { TPackContent } from '../../../contract';
import { Button, DataTable, TextField } from '../../../ui';
import { contentColumn, contentColumns } from './pack-content-columns';
import { useContentLineDraft, type TContentLineDraft } from './useContentLineDraft';

/** The pack's contents: the table, and add / edit / delete of a line while editing. */
export function PackContents({
  contents,
  editing,
  onChange,
}: {
  contents: TPackContent[];
  editing: boolean;
  onChange: (contents: TPackContent[]) => void;
}) {
  const { draft, editingId, errors, edit, commit, cancelEdit, setField } = useContentLineDraft(
    contents,
    onChange,
  );

  const columnsWithActions = editing
    ? [
        ...contentColumns,
        contentColumn.display({
          id: 'actions',
          header: 'Actions',
          cell: ({ row }) => (
            <div className="flex gap-1">
              <Button variant="ghost" type="button" onClick={() => edit(row.original)}>
                Edit
              </Button>
              <Button
                variant="ghost"
                type="button"
                onClick={() =>
                  onChange(contents.filter((c) => c.content_id !== row.original.content_id))
                }
              >
                Delete
              </Button>
            </div>
          ),
        }),
      ]
    : contentColumns;

  const field = (key: keyof TContentLineDraft, label: string, type?: string) => (
    <TextField
      label={label}
      name={`line_${key}`}
      type={type}
      errors={errors}
      value={draft[key]}
      inputMode={key === 'quantity' ? 'decimal' : undefined}
      onChange={(e) => setField(key, e.target.value)}
    />
  );

  return (
    <section className="flex flex-col gap-2" aria-label="Pack contents">
      <h3 className="font-semibold text-slate-900">Contents</h3>
      <DataTable
        label="Pack contents"
        columns={columnsWithActions}
        data={contents}
        emptyMessage="Nothing in this pack yet"
        getRowId={(c) => c.content_id}
        countNoun={['line', 'lines']}
        density="dense"
      />
      {editing && (
        <div className="grid grid-cols-2 gap-2 rounded border border-slate-200 p-3 md:grid-cols-4">
          {field('inventory_code', 'Inventory Code')}
          {field('inventory_description', 'Description')}
          {field('quantity', 'Quantity')}
          {field('unit_of_measure', 'UOM')}
          {field('detail_reference', 'Serial/Batch')}
          {field('date_code', 'Date Code', 'date')}
          {field('gtin', 'GTIN')}
          <div className="flex items-end gap-2">
            <Button type="button" variant="secondary" onClick={commit}>
              {editingId ? 'Update line' : 'Add line'}
            </Button>
            {editingId && (
              <Button type="button" variant="ghost" onClick={cancelEdit}>
                Cancel
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
