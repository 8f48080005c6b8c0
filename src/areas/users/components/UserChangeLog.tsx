import { createColumnHelper } from '@tanstack/react-table';
import { userLogTime, type TSiteUserLogEntry } from '../../../contract';
import { DataTable, useSiteZone } from '../../../ui';
import { useUserLog } from '../use-site-users';

const column = createColumnHelper<TSiteUserLogEntry>();

/** The selected user's change log: who changed what and when, newest first. */
export function UserChangeLog({ userId }: { userId: string }) {
  const log = useUserLog(userId);
  const zone = useSiteZone();
  const columns = [
    column.accessor('time', {
      header: 'When',
      cell: (c) => userLogTime(c.getValue(), zone),
      enableSorting: false,
    }),
    column.accessor('changed_by', { header: 'By', enableSorting: false }),
    column.accessor('description', {
      header: 'Change',
      cell: (c) => c.getValue() ?? c.row.original.action,
      enableSorting: false,
    }),
  ];
  return (
    <DataTable
      label="Change log"
      columns={columns}
      data={log.data}
      loading={log.isPending}
      error={log.error}
      onRetry={() => void log.refetch()}
      emptyMessage="No changes recorded for this user at this site"
      rowVariant={(e) => (e.success ? undefined : 'danger')}
      getRowId={(e) => String(e.log_id)}
      density="dense"
      countNoun={['change', 'changes']}
    />
  );
}
