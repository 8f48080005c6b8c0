import { createColumnHelper } from '@tanstack/react-table';
import type { TDockLocation } from '../../../contract';
import { Button, DataTable, useEditor } from '../../../ui';
import { replaceAt, withoutIndex } from './indexed-list';
import { StructureRowActions } from './StructureRowActions';
import { BLANK_DOCK, DockLocationModal, type Indexed } from './structure-editors';

const dockColumn = createColumnHelper<TDockLocation>();

/** A warehouse's dock locations: the table, and its modal to view, add or edit one. */
export function DockLocationsSection({
  docks,
  editing,
  onChange,
}: {
  docks: TDockLocation[];
  editing: boolean;
  onChange: (docks: TDockLocation[]) => void;
}) {
  const dockEditor = useEditor<Indexed<TDockLocation>>();
  const columns = [
    dockColumn.accessor('dock_location', { header: 'Dock Location' }),
    dockColumn.accessor('dock_location_name', { header: 'Dock Location Name' }),
    dockColumn.accessor('barcode', { header: 'Barcode' }),
    dockColumn.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <StructureRowActions
          editing={editing}
          onView={() => dockEditor.view({ ...row.original, index: row.index })}
          onEdit={() => dockEditor.edit({ ...row.original, index: row.index })}
          onRemove={() => onChange(docks.filter((_, i) => i !== row.index))}
        />
      ),
    }),
  ];
  return (
    <>
      <section aria-labelledby="docks" className="flex flex-col gap-2">
        <h2 id="docks" className="text-xl font-semibold text-slate-900">
          Dock Locations
        </h2>
        <DataTable
          label="Dock Locations"
          columns={columns}
          data={docks}
          emptyMessage="No dock locations yet"
          countNoun={['dock location', 'dock locations']}
          actions={
            editing && (
              <Button onClick={() => dockEditor.add({ ...BLANK_DOCK, index: -1 })}>
                Add dock location
              </Button>
            )
          }
        />
      </section>
      <DockLocationModal
        editor={dockEditor}
        onSave={async (d) => onChange(replaceAt(docks, d.index, withoutIndex(d)))}
      />
    </>
  );
}
