import { createColumnHelper } from '@tanstack/react-table';
import type { TPickArea } from '../../../contract';
import { Button, DataTable, useEditor, type SelectOption } from '../../../ui';
import { replaceAt, withoutIndex } from './indexed-list';
import { StructureRowActions } from './StructureRowActions';
import { BLANK_AREA, PickAreaModal, type Indexed } from './structure-editors';

const areaColumn = createColumnHelper<TPickArea>();

/** A warehouse's pick areas: the table, and its modal to view, add or edit one. */
export function PickAreasSection({
  areas,
  editing,
  storageOptions,
  onChange,
}: {
  areas: TPickArea[];
  editing: boolean;
  storageOptions: SelectOption[];
  onChange: (areas: TPickArea[]) => void;
}) {
  const areaEditor = useEditor<Indexed<TPickArea>>();
  const columns = [
    areaColumn.accessor('pick_area', { header: 'Pick Area' }),
    areaColumn.accessor('pick_area_name', { header: 'Pick Area Name' }),
    areaColumn.accessor('barcode', { header: 'Barcode' }),
    areaColumn.accessor((a) => a.pick_sections.length, {
      id: 'sections',
      header: 'Sections',
      meta: { align: 'right' },
    }),
    areaColumn.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <StructureRowActions
          editing={editing}
          onView={() => areaEditor.view({ ...row.original, index: row.index })}
          onEdit={() => areaEditor.edit({ ...row.original, index: row.index })}
          onRemove={() => onChange(areas.filter((_, i) => i !== row.index))}
        />
      ),
    }),
  ];
  return (
    <>
      <section aria-labelledby="areas" className="flex flex-col gap-2">
        <h2 id="areas" className="text-xl font-semibold text-slate-900">
          Pick Areas
        </h2>
        <DataTable
          label="Pick Areas"
          columns={columns}
          data={areas}
          emptyMessage="No pick areas yet"
          countNoun={['pick area', 'pick areas']}
          actions={
            editing && (
              <Button onClick={() => areaEditor.add({ ...BLANK_AREA, index: -1 })}>
                Add pick area
              </Button>
            )
          }
        />
      </section>
      <PickAreaModal
        editor={areaEditor}
        storageOptions={storageOptions}
        onSave={async (a) => onChange(replaceAt(areas, a.index, withoutIndex(a)))}
      />
    </>
  );
}
