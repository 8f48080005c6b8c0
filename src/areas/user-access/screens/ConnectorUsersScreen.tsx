import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { searchTermReady, type TConnectorUserRow } from '../../../contract';
import { DataTable, SearchBox, Tabs } from '../../../ui';
import { LoggedOnUsersPanel } from '../components/LoggedOnUsersPanel';
import { userAccessKeys } from '../keys';
import { useConnectorUsers } from '../use-user-access';

const column = createColumnHelper<TConnectorUserRow>();

const columns = [
  column.accessor('user_id', { header: 'User ID' }),
  column.accessor('display_name', { header: 'Display Name' }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <Link
        to={`/usr/${encodeURIComponent(row.original.user_id)}`}
        className="inline-flex min-h-11 items-center rounded px-3 font-medium text-brand-800 hover:bg-slate-100"
        aria-label={`Open ${row.original.user_id}`}
      >
        Open
      </Link>
    ),
  }),
];

/** The connector users of the site (GLOBAL: every user), searched on the client. */
function ConnectorUsersPanel() {
  const list = useConnectorUsers();
  const [term, setTerm] = useState('');
  const rows = useMemo(() => {
    const q = searchTermReady(term) ? term.trim().toLowerCase() : '';
    if (!q) return list.data;
    return list.data?.filter(
      (u) => u.user_id.toLowerCase().includes(q) || u.display_name.toLowerCase().includes(q),
    );
  }, [list.data, term]);
  return (
    <div className="flex flex-col gap-3">
      <SearchBox
        label="Search users"
        debounceMs={250}
        onSearch={setTerm}
        onClear={() => setTerm('')}
      />
      <DataTable
        label="Connector Users"
        columns={columns}
        data={rows}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessage={term ? 'No user matches the search' : 'No users yet'}
        getRowId={(u) => u.user_id}
        countNoun={['user', 'users']}
      />
    </div>
  );
}

/**
 * /connector_user (Admin menu 'Connector Users', document 3 section 2): User ID, Display
 * Name, Actions (opens /usr/{user_id}); a second tab lists the logged-on users with clock-off.
 */
export default function ConnectorUsersScreen() {
  const queryClient = useQueryClient();
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Connector Users</h1>
      <Tabs
        onChange={() => void queryClient.invalidateQueries({ queryKey: userAccessKeys.all })}
        items={[
          { label: 'Connector Users', content: <ConnectorUsersPanel /> },
          { label: 'Logged On Users', content: <LoggedOnUsersPanel /> },
        ]}
      />
    </main>
  );
}
