import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import {
  BLANK_PROJECT_ITEM,
  PROJECT_GROUPS,
  PROJECT_STATUSES,
  PROJECT_STATUS_VARIANTS,
  ZSiteProjectItem,
  can,
  type TSiteProjectItem,
  type TSiteProjectItemRow,
} from '../../../contract';
import {
  Button,
  RecordListPanel,
  Select,
  StatusBadge,
  TextField,
  useNavContext,
  useWorkContext,
  validateWith,
  type Editor,
  type FieldErrors,
} from '../../../ui';
import { deleteProjectItem, saveProjectItem } from '../api';
import { useProjectItems, useSiteUsers } from '../hooks';

const column = createColumnHelper<TSiteProjectItemRow>();
const validate = validateWith<TSiteProjectItem>(ZSiteProjectItem);
const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

const toForm = (row: TSiteProjectItemRow): TSiteProjectItem => ({
  document_id: row.document_id,
  item_name: row.item_name,
  item_description: row.item_description,
  group: row.group,
  category: row.category,
  status: row.status,
  assigned_user: row.assigned_user,
  approved_by: row.approved_by,
  due_date: row.due_date,
  follow_up_date: row.follow_up_date,
  help_context: row.help_context,
});

function ProjectItemForm({
  item,
  errors,
  editor,
  users,
}: {
  item: TSiteProjectItem;
  errors: FieldErrors;
  editor: Editor<TSiteProjectItem>;
  users: { value: string; label: string }[];
}) {
  const set = (patch: Partial<TSiteProjectItem>) => editor.change((f) => ({ ...f, ...patch }));
  const userOptions =
    item.assigned_user && !users.some((u) => u.value === item.assigned_user)
      ? [{ value: item.assigned_user, label: item.assigned_user }, ...users]
      : users;
  return (
    <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
      <TextField
        label="Item Name"
        name="item_name"
        errors={errors}
        value={item.item_name}
        onChange={(e) => set({ item_name: e.target.value })}
      />
      <TextField
        label="Category"
        name="category"
        errors={errors}
        value={item.category}
        onChange={(e) => set({ category: e.target.value })}
      />
      <div className="sm:col-span-2">
        <TextField
          label="Description"
          name="item_description"
          errors={errors}
          value={item.item_description}
          onChange={(e) => set({ item_description: e.target.value })}
        />
      </div>
      <Select
        label="Group"
        name="group"
        errors={errors}
        value={item.group}
        options={options(PROJECT_GROUPS)}
        onChange={(v) => set({ group: v as TSiteProjectItem['group'] })}
      />
      <Select
        label="Status"
        name="status"
        errors={errors}
        value={item.status}
        options={options(PROJECT_STATUSES)}
        onChange={(v) => set({ status: v as TSiteProjectItem['status'] })}
      />
      <Select
        label="Assigned"
        name="assigned_user"
        errors={errors}
        value={item.assigned_user}
        placeholder="Nobody"
        options={userOptions}
        onChange={(v) => set({ assigned_user: v })}
      />
      <TextField
        label="Approved By"
        name="approved_by"
        errors={errors}
        value={item.approved_by}
        onChange={(e) => set({ approved_by: e.target.value })}
      />
      <TextField
        label="Follow-up Date"
        name="follow_up_date"
        type="date"
        errors={errors}
        value={item.follow_up_date ?? ''}
        onChange={(e) => set({ follow_up_date: e.target.value || null })}
      />
      <TextField
        label="Due Date"
        name="due_date"
        type="date"
        errors={errors}
        value={item.due_date ?? ''}
        onChange={(e) => set({ due_date: e.target.value || null })}
      />
    </div>
  );
}

/**
 * /site_project (Project, document 3 "Site project items"): the site's project items with
 * description, status, assigned user, follow-up and due dates; filtered by group and status;
 * add, edit, complete and delete (kept in the document store as SITE_PROJECT_ITEM).
 */
export default function SiteProjectScreen() {
  const siteId = useWorkContext()?.site_id ?? '';
  const { permissions } = useNavContext();
  const list = useProjectItems();
  const users = useSiteUsers();
  const [group, setGroup] = useState('');
  const [status, setStatus] = useState('');
  const userOptions = useMemo(
    () =>
      (users.data ?? []).map((u) => ({
        value: u.user_id,
        label: `${u.display_name} (${u.user_id})`,
      })),
    [users.data],
  );
  const userName = (id: string) => users.data?.find((u) => u.user_id === id)?.display_name ?? id;
  const rows = useMemo(
    () =>
      list.data
        ?.filter((i) => (!group || i.group === group) && (!status || i.status === status))
        .sort(
          (a, b) =>
            Number(a.status === 'COMPLETE') - Number(b.status === 'COMPLETE') ||
            (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999'),
        ),
    [list.data, group, status],
  );
  const mayUpdate = can(permissions, 'site', 'update');
  const save = (item: TSiteProjectItem) => saveProjectItem(siteId, item);
  const complete = async (row: TSiteProjectItemRow) => {
    await saveProjectItem(siteId, { ...toForm(row), status: 'COMPLETE' });
    await list.refetch();
  };

  const columns = [
    column.accessor('item_name', {
      header: 'Description',
      meta: { wrap: true },
      cell: (c) => (
        <div className="flex flex-col">
          <span className="font-medium">{c.getValue()}</span>
          {c.row.original.item_description && (
            <span className="text-sm text-slate-600">{c.row.original.item_description}</span>
          )}
        </div>
      ),
    }),
    column.accessor('group', { header: 'Group' }),
    column.accessor('status', {
      header: 'Status',
      cell: (c) => (
        <StatusBadge variant={PROJECT_STATUS_VARIANTS[c.getValue()]}>{c.getValue()}</StatusBadge>
      ),
    }),
    column.accessor('assigned_user', {
      header: 'Assigned',
      cell: (c) => (c.getValue() ? userName(c.getValue()) : ''),
    }),
    column.accessor('follow_up_date', { header: 'Follow-up Date' }),
    column.accessor('due_date', { header: 'Due Date' }),
    column.display({
      id: 'complete',
      header: 'Complete',
      cell: ({ row }) =>
        mayUpdate && row.original.status !== 'COMPLETE' ? (
          <Button
            variant="secondary"
            onClick={(e) => {
              e.stopPropagation();
              void complete(row.original);
            }}
            aria-label={`Complete ${row.original.item_name}`}
          >
            Complete
          </Button>
        ) : null,
    }),
  ];

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Project</h1>
      <div className="flex flex-wrap gap-4">
        <Select
          label="Group"
          value={group}
          placeholder="All groups"
          options={options(PROJECT_GROUPS)}
          onChange={setGroup}
        />
        <Select
          label="Status"
          value={status}
          placeholder="All statuses"
          options={options(PROJECT_STATUSES)}
          onChange={setStatus}
        />
      </div>
      <RecordListPanel<TSiteProjectItemRow, TSiteProjectItem>
        label="Project items"
        noun="project item"
        countNoun={['project item', 'project items']}
        module="site"
        list={list}
        rows={rows}
        columns={columns}
        getRowId={(i) => i.document_id}
        emptyMessage={group || status ? 'No project item matches the filters' : undefined}
        blank={() => ({
          ...BLANK_PROJECT_ITEM,
          group: (group || 'SETUP') as TSiteProjectItem['group'],
        })}
        toForm={toForm}
        name={(i) => i.item_name}
        describe={(i) => i.item_name}
        validate={validate}
        save={save}
        remove={deleteProjectItem}
        size="lg"
        fields={(item, errors, editor) => (
          <ProjectItemForm item={item} errors={errors} editor={editor} users={userOptions} />
        )}
      />
    </main>
  );
}
