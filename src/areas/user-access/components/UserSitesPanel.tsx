import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  GLOBAL_SITE,
  USER_ACCESS_MESSAGES as M,
  can,
  type TUserSiteDocument,
} from '../../../contract';
import {
  Button,
  ConfirmDialog,
  DataTable,
  RowActions,
  errorText,
  useNavContext,
  useSession,
} from '../../../ui';
import { deleteAllUserSites, deleteUserSite } from '../api';
import { userAccessKeys } from '../keys';
import { USERS_LIST_PATH } from '../paths';
import { useUserSites } from '../use-user-access';
import { UserSiteModal, type SiteModalMode } from './UserSiteModal';
import { UserSiteWarehouseModal } from './UserSiteWarehouseModal';

const column = createColumnHelper<TUserSiteDocument>();

/**
 * User Site list (document 3 section 2): Site ID, Site Name, Current Warehouse, Printer Set,
 * Actions (view, edit, delete, and the site's warehouses); add a site; delete all sites (their
 * warehouse records first). Removing a user's last site deactivates them (the question says
 * so); nobody removes their own last site.
 */
export function UserSitesPanel({
  userId,
  mayChange = true,
}: {
  userId: string;
  /** False when the server refuses every change to this user (e.g. they have other sites). */
  mayChange?: boolean;
}) {
  const sites = useUserSites(userId);
  const queryClient = useQueryClient();
  const { permissions } = useNavContext();
  const mayUpdate = mayChange && can(permissions, 'user', 'update');
  const mayDelete = mayChange && can(permissions, 'user', 'delete');
  const [modal, setModal] = useState<{
    mode: SiteModalMode;
    site: TUserSiteDocument | null;
  } | null>(null);
  const [warehousesOf, setWarehousesOf] = useState<TUserSiteDocument | null>(null);
  const [removing, setRemoving] = useState<TUserSiteDocument | null>(null);
  const [removingAll, setRemovingAll] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: userAccessKeys.all });
  const navigate = useNavigate();
  /** A user left with no site is no longer anyone's to show here: back to the users list. */
  const leaveIfNoSites = async (lastRemoved: boolean) => {
    if (lastRemoved) await navigate(USERS_LIST_PATH);
    else await reload();
  };
  const siteCount = sites.data?.length ?? 0;
  /** Nobody removes their own last site (the server refuses it: it would deactivate them). */
  const me = useSession()?.user.user_id;
  const mayRemoveSite = mayDelete && !(userId === me && siteCount <= 1);

  const columns = [
    column.accessor('site_id', { header: 'Site ID' }),
    column.accessor('site_name', { header: 'Site Name' }),
    column.accessor('current_warehouse', {
      header: 'Current Warehouse',
      cell: (c) => c.getValue() ?? '',
    }),
    column.accessor('printer_set', { header: 'Printer Set', cell: (c) => c.getValue() ?? '' }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-1">
          <RowActions
            onView={() => setModal({ mode: 'view', site: row.original })}
            onEdit={mayUpdate ? () => setModal({ mode: 'edit', site: row.original }) : undefined}
            onDelete={mayRemoveSite ? () => setRemoving(row.original) : undefined}
          />
          {row.original.site_id !== GLOBAL_SITE && (
            <Button variant="ghost" onClick={() => setWarehousesOf(row.original)}>
              Warehouses
            </Button>
          )}
        </div>
      ),
    }),
  ];

  return (
    <section aria-label="User Sites" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">User Sites</h2>
        <div className="flex gap-2">
          {mayUpdate && (
            <Button onClick={() => setModal({ mode: 'add', site: null })}>Add site</Button>
          )}
          {mayDelete && userId !== me && siteCount > 0 && (
            <Button variant="danger" onClick={() => setRemovingAll(true)}>
              Delete all sites
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
          {error}
        </p>
      )}
      <DataTable
        label="User Sites"
        columns={columns}
        data={sites.data}
        loading={sites.isPending}
        error={sites.error}
        onRetry={() => void sites.refetch()}
        emptyMessage="No sites yet"
        getRowId={(s) => s.site_id}
        countNoun={['site', 'sites']}
      />
      {modal && (
        <UserSiteModal
          userId={userId}
          mode={modal.mode}
          site={modal.site}
          onClose={() => setModal(null)}
          onSaved={reload}
        />
      )}
      {warehousesOf && (
        <UserSiteWarehouseModal
          userId={userId}
          site={warehousesOf}
          mayUpdate={mayUpdate}
          mayDelete={mayDelete}
          onClose={() => setWarehousesOf(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Delete site"
        message={
          removing &&
          M.siteDeleteConfirm(
            userId,
            `${removing.site_id} (${removing.site_name})`,
            siteCount === 1,
          )
        }
        confirmLabel="Delete"
        variant="danger"
        onConfirm={async () => {
          if (!removing) return;
          await deleteUserSite(userId, removing);
          await leaveIfNoSites(siteCount === 1);
        }}
        onClose={() => setRemoving(null)}
      />
      <ConfirmDialog
        open={removingAll}
        title="Delete all sites"
        message={M.sitesDeleteAllConfirm(userId)}
        confirmLabel="Delete all"
        variant="danger"
        onConfirm={async () => {
          setError(null);
          try {
            await deleteAllUserSites(userId);
          } catch (e) {
            setError(errorText(e));
            await reload();
            return;
          }
          await leaveIfNoSites(true);
        }}
        onClose={() => setRemovingAll(false)}
      />
    </section>
  );
}
