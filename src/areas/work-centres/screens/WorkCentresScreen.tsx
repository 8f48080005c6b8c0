import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import {
  ALL_WAREHOUSES,
  BLANK_WORK_CENTRE,
  MESSAGES,
  ZWorkCentre,
  type TWorkCentre,
} from '../../../contract';
import { RecordListPanel, siteDataKeys, useWorkContext, validateWith } from '../../../ui';
import { deleteWorkCentre, saveWorkCentre } from '../api';
import { useWorkCentres } from '../use-work-centres';

const column = createColumnHelper<TWorkCentre>();
const validate = validateWith<TWorkCentre>(ZWorkCentre);

const columns = [
  column.accessor('work_centre', { header: 'Work Centre' }),
  column.accessor('work_centre_name', { header: 'Work Centre Name' }),
];

/**
 * /admin/work_centre (Work Centres, document 3 section 2): the current warehouse's work
 * centres, Work Centre and Work Centre Name sortable, Actions; add, edit, view, delete.
 */
export default function WorkCentresScreen() {
  const context = useWorkContext();
  const warehouse = context?.warehouse ?? '';
  const [term, setTerm] = useState('');
  const list = useWorkCentres(term);
  const queryClient = useQueryClient();
  /** The list again, and the site lookups (the settings sidebar's work centres). */
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: siteDataKeys.lookups(context?.site_id ?? '') });
    return list.refetch();
  };

  if (!context) return null;
  if (warehouse === ALL_WAREHOUSES || warehouse === '') {
    return (
      <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-semibold text-slate-900">Work Centres</h1>
        <p role="status" className="rounded border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {MESSAGES.chooseWarehouse}
        </p>
      </main>
    );
  }

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Work Centres</h1>
      <p className="text-slate-600">
        Warehouse <span className="font-semibold">{warehouse}</span>
      </p>
      <RecordListPanel<TWorkCentre>
        label="Work Centres"
        noun="work centre"
        countNoun={['work centre', 'work centres']}
        module="admin"
        list={list}
        search={{ label: 'Search work centres', onSearch: setTerm }}
        columns={columns}
        getRowId={(w) => w.work_centre}
        emptyMessage={term ? 'No work centre matches the search' : 'No work centres yet'}
        blank={() => ({ ...BLANK_WORK_CENTRE, warehouse })}
        name={(w) => w.work_centre}
        describe={(w) => `${w.work_centre} (${w.work_centre_name})`}
        validate={validate}
        save={saveWorkCentre}
        remove={deleteWorkCentre}
        reload={reload}
        fields={[
          { text: 'warehouse', label: 'Warehouse', readOnly: true },
          { text: 'work_centre', label: 'Work Centre', fixed: true },
          { text: 'work_centre_name', label: 'Work Centre Name' },
        ]}
      />
    </main>
  );
}
