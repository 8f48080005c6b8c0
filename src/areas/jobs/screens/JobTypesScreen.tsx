import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import {
  BLANK_JOB_TYPE,
  DEFAULT_JOB_TYPE_FILTER,
  JOB_TYPE_ENTITIES,
  JOB_TYPE_ENTITY_LABELS,
  JOB_TYPE_FILTERS,
  JOB_TYPE_FILTER_LABELS,
  JOB_TYPE_ROLE_OPTIONS,
  ROLES,
  ZJobTypeInput,
  type TJobType,
  type TJobTypeFilter,
  type TJobTypeForm,
  type TRole,
} from '../../../contract';
import { RecordListPanel, Select, validateWith } from '../../../ui';
import { deleteJobType, saveJobType, useJobTypes } from '../api';

const column = createColumnHelper<TJobType>();
const validate = validateWith<TJobTypeForm>(ZJobTypeInput);

const columns = [
  column.accessor('job_type', { header: 'Job Type' }),
  column.accessor('job_type_name', { header: 'Name' }),
  column.accessor('entity', {
    header: 'Entity',
    cell: ({ getValue }) => JOB_TYPE_ENTITY_LABELS[getValue()] ?? getValue(),
  }),
  column.accessor('role_to_add_inventory', {
    header: 'Role to add inventory',
    cell: ({ getValue }) => (getValue() ? (ROLES[getValue() as TRole] ?? getValue()) : 'Any'),
  }),
  column.accessor('warn_on_add_inventory', {
    header: 'Warn on add inventory',
    cell: ({ getValue }) => (getValue() ? 'Yes' : 'No'),
  }),
  column.accessor('jobs', { header: 'Jobs', meta: { align: 'right' } }),
];

/**
 * /admin/job_type (Job Types, document 2 "Job type"): the site's job types (New and Changed by
 * default, or All), with a modal for entity, role_to_add_inventory and warn_on_add_inventory
 * (on by default); delete refused while jobs use the type.
 */
export default function JobTypesScreen() {
  const [filter, setFilter] = useState<TJobTypeFilter>(DEFAULT_JOB_TYPE_FILTER);
  const list = useJobTypes(filter);
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Job Types</h1>
      <div className="max-w-xs">
        <Select
          label="Show"
          name="filter"
          value={filter}
          options={JOB_TYPE_FILTERS.map((f) => ({ value: f, label: JOB_TYPE_FILTER_LABELS[f] }))}
          onChange={(v) => setFilter(v as TJobTypeFilter)}
        />
      </div>
      <RecordListPanel<TJobType, TJobTypeForm>
        label="Job Types"
        noun="job type"
        countNoun={['job type', 'job types']}
        module="admin"
        list={list}
        columns={columns}
        getRowId={(t) => String(t.job_type_id)}
        emptyMessage={
          filter === 'ALL' ? 'No job types yet' : 'No job types added or changed lately'
        }
        blank={() => ({ ...BLANK_JOB_TYPE })}
        toForm={(t) => ({
          job_type_id: t.job_type_id,
          job_type: t.job_type,
          job_type_name: t.job_type_name,
          entity: t.entity,
          role_to_add_inventory: t.role_to_add_inventory,
          warn_on_add_inventory: t.warn_on_add_inventory,
        })}
        name={(t) => t.job_type}
        describe={(t) => `${t.job_type} (${t.job_type_name})`}
        validate={validate}
        save={saveJobType}
        remove={deleteJobType}
        fields={[
          { text: 'job_type', label: 'Job Type' },
          { text: 'job_type_name', label: 'Job Type Name' },
          {
            select: 'entity',
            label: 'Entity',
            options: JOB_TYPE_ENTITIES.map((e) => ({ value: e, label: JOB_TYPE_ENTITY_LABELS[e] })),
          },
          {
            select: 'role_to_add_inventory',
            label: 'Role to add inventory',
            options: JOB_TYPE_ROLE_OPTIONS,
          },
          { checkbox: 'warn_on_add_inventory', label: 'Warn on add inventory' },
        ]}
      />
    </main>
  );
}
