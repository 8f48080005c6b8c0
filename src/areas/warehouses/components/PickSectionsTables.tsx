import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import type { TPickArea, TPickSection } from '../../../contract';
import { Button, DataTable, useEditor, type SelectOption } from '../../../ui';
import { replaceAt, withoutIndex } from './indexed-list';
import { StructureRowActions } from './StructureRowActions';
import { BLANK_SECTION, PickSectionModal, type Indexed } from './structure-editors';

const sectionColumn = createColumnHelper<TPickSection>();

/**
 * One table of pick sections per pick area, and the one modal to view, add or edit a section
 * of the area it was opened from.
 */
export function PickSectionsTables({
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
  const sectionEditor = useEditor<Indexed<TPickSection>>();
  const [sectionArea, setSectionArea] = useState(0);
  const changeSections = (areaIndex: number, change: (s: TPickSection[]) => TPickSection[]) =>
    onChange(
      areas.map((a, i) => (i === areaIndex ? { ...a, pick_sections: change(a.pick_sections) } : a)),
    );

  const columns = (areaIndex: number) => [
    sectionColumn.accessor('pick_section', { header: 'Pick Section' }),
    sectionColumn.accessor('pick_section_name', { header: 'Pick Section Name' }),
    sectionColumn.accessor('storage', { header: 'Storage' }),
    sectionColumn.accessor('barcode', { header: 'Barcode' }),
    sectionColumn.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <StructureRowActions
          editing={editing}
          onView={() => {
            setSectionArea(areaIndex);
            sectionEditor.view({ ...row.original, index: row.index });
          }}
          onEdit={() => {
            setSectionArea(areaIndex);
            sectionEditor.edit({ ...row.original, index: row.index });
          }}
          onRemove={() =>
            changeSections(areaIndex, (sections) => sections.filter((_, j) => j !== row.index))
          }
        />
      ),
    }),
  ];

  return (
    <>
      {areas.map((area, areaIndex) => (
        <section
          key={`${area.pick_area}-${areaIndex}`}
          aria-labelledby={`pick-sections-${areaIndex}`}
          className="flex flex-col gap-2"
        >
          <h3 id={`pick-sections-${areaIndex}`} className="text-lg font-semibold text-slate-900">
            Pick Sections: {area.pick_area_name} ({area.pick_area})
          </h3>
          <DataTable
            label={`Pick Sections of ${area.pick_area_name}`}
            columns={columns(areaIndex)}
            data={area.pick_sections}
            emptyMessage={`${area.pick_area_name} has no pick sections yet`}
            countNoun={['pick section', 'pick sections']}
            actions={
              editing && (
                <Button
                  onClick={() => {
                    setSectionArea(areaIndex);
                    sectionEditor.add({ ...BLANK_SECTION, index: -1 });
                  }}
                >
                  Add pick section
                </Button>
              )
            }
          />
        </section>
      ))}
      <PickSectionModal
        editor={sectionEditor}
        storageOptions={storageOptions}
        areaName={areas[sectionArea]?.pick_area_name ?? ''}
        onSave={async (s) =>
          changeSections(sectionArea, (sections) => replaceAt(sections, s.index, withoutIndex(s)))
        }
      />
    </>
  );
}
