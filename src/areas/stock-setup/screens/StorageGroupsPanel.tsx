import { createColumnHelper } from '@tanstack/react-table';
import { BLANK_STORAGE_GROUP, ZStorageGroup, type TStorageGroup } from '../../../contract';
import { RecordListPanel, StatusBadge, validateWith } from '../../../ui';
import { deleteRecord, saveRecord } from '../api';
import { useRecords } from '../hooks';

const column = createColumnHelper<TStorageGroup>();

/** The group's code in its own colours. */
function GroupChip({ group }: { group: TStorageGroup }) {
  return (
    <span
      className="inline-block rounded border border-slate-300 px-2 py-0.5 font-mono text-sm"
      style={{
        color: group.storage_group_colour_text || undefined,
        backgroundColor: group.storage_group_colour_background || undefined,
      }}
    >
      {group.storage_group}
    </span>
  );
}

const columns = [
  column.accessor('storage_group', {
    header: 'Storage Group',
    cell: ({ row }) => <GroupChip group={row.original} />,
  }),
  column.accessor('storage_group_name', { header: 'Name' }),
  column.accessor('strict_storage', {
    header: 'Strict',
    cell: (c) =>
      c.getValue() ? <StatusBadge variant="warning">Strict</StatusBadge> : <span>No</span>,
  }),
];

/** Storage Options tab "Storage groups": storage group, name; modal. */
export function StorageGroupsPanel() {
  return (
    <RecordListPanel<TStorageGroup>
      label="Storage groups"
      noun="storage group"
      countNoun={['storage group', 'storage groups']}
      module="admin"
      list={useRecords('storage_group')}
      columns={columns}
      getRowId={(g) => g.storage_group}
      blank={() => ({ ...BLANK_STORAGE_GROUP })}
      name={(g) => g.storage_group}
      describe={(g) => `${g.storage_group} (${g.storage_group_name})`}
      validate={validateWith<TStorageGroup>(ZStorageGroup)}
      save={(g) => saveRecord('storage_group', g)}
      remove={(g) => deleteRecord('storage_group', g.storage_group)}
      fields={[
        { text: 'storage_group', label: 'Storage Group', fixed: true },
        { text: 'storage_group_name', label: 'Name' },
        { checkbox: 'strict_storage', label: 'Strict storage' },
        {
          pair: [
            {
              text: 'storage_group_colour_text',
              label: 'Text colour',
              type: 'color',
              blank: '#000000',
            },
            {
              text: 'storage_group_colour_background',
              label: 'Background colour',
              type: 'color',
              blank: '#ffffff',
            },
          ],
        },
      ]}
    />
  );
}
