import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { ALL_WAREHOUSES, can, type TLoggedOnUser } from '../../../contract';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Notice,
  errorText,
  useNavContext,
  useWorkContext,
} from '../../../ui';
import { clockOffUser } from '../api';
import { useLoggedOnUsers } from '../use-user-access';

const column = createColumnHelper<TLoggedOnUser>();

/**
 * Logged On Users (document 3 section 2): User ID, Display Name, Staff ID; Clock off (after a
 * confirm) ends the user's open job timesheets at the current warehouse and their sessions.
 */
export function LoggedOnUsersPanel() {
  const list = useLoggedOnUsers();
  const warehouse = useWorkContext()?.warehouse || ALL_WAREHOUSES;
  const { permissions } = useNavContext();
  const mayClockOff = can(permissions, 'admin', 'update');
  const [target, setTarget] = useState<TLoggedOnUser | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const columns = [
    column.accessor('user_id', { header: 'User ID' }),
    column.accessor('display_name', { header: 'Display Name' }),
    column.accessor('staff_id', { header: 'Staff ID', cell: (c) => c.getValue() ?? '' }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) =>
        mayClockOff ? (
          <Button variant="secondary" onClick={() => setTarget(row.original)}>
            Clock off
          </Button>
        ) : null,
    }),
  ];

  const clockOff = async () => {
    if (!target) return;
    setError(null);
    try {
      const [result] = await clockOffUser(target.user_id, warehouse);
      setDone(
        `${target.user_id} clocked off: ${result?.timesheets_closed ?? 0} timesheet(s) ended, ` +
          `${result?.sessions_ended ?? 0} session(s) signed out`,
      );
      await list.refetch();
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {done && <Notice>{done}</Notice>}
      {error && (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
          {error}
        </p>
      )}
      <DataTable
        label="Logged On Users"
        columns={columns}
        data={list.data}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessage="No one is logged on"
        getRowId={(u) => u.user_id}
        countNoun={['user', 'users']}
      />
      <ConfirmDialog
        open={target !== null}
        title="Clock off"
        message={
          target
            ? `Clock ${target.display_name} (${target.user_id}) off warehouse ${warehouse}? Their open job timesheets end now and they are signed out.`
            : ''
        }
        confirmLabel="Clock off"
        variant="danger"
        onConfirm={clockOff}
        onClose={() => setTarget(null)}
      />
    </div>
  );
}
