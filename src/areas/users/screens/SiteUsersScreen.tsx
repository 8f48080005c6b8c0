import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import {
  BLANK_SITE_USER,
  INACTIVE_LICENCE,
  SITE_USER_MESSAGES,
  can,
  licenceVariant,
  searchTermReady,
  ZRole,
  type TSiteUserForm,
  type TSiteUserRow,
} from '../../../contract';
import {
  Button,
  Checkbox,
  ConfirmDelete,
  ConfirmDialog,
  DataTable,
  SearchBox,
  useEditor,
  useNavContext,
  useSession,
  useSiteId,
} from '../../../ui';
import { deleteSiteUser, saveSiteUser } from '../api';
import { LicenceCounters } from '../components/LicenceCounters';
import { UserEditorModal } from '../components/UserEditorModal';
import { siteUserKeys } from '../keys';
import { useLicenceCounters, useSiteUsers } from '../use-site-users';

const column = createColumnHelper<TSiteUserRow>();

/** The row as the editor holds it: opening clears the password and reset mode. */
function toForm(row: TSiteUserRow, resetMode = false): TSiteUserForm {
  const role = ZRole.safeParse(row.role);
  return {
    user_id: row.user_id,
    display_name: row.display_name,
    email_address: row.email_address,
    contact_phone: row.contact_phone,
    license_type: row.license_type as TSiteUserForm['license_type'],
    active_flag: row.active_flag,
    reset_flag: row.reset_flag,
    staff_id: row.staff_id,
    shift: row.shift,
    role: role.success ? role.data : 'guest',
    reset_mode: resetMode,
    password: '',
    password_confirm: '',
  };
}

/** A new user starts in reset-password mode. */
const blankForm = (): TSiteUserForm => ({
  ...BLANK_SITE_USER,
  reset_mode: true,
  password: '',
  password_confirm: '',
});

const matches = (row: TSiteUserRow, term: string) => {
  const t = term.trim().toLowerCase();
  return [row.user_id, row.display_name, row.email_address ?? ''].some((v) =>
    v.toLowerCase().includes(t),
  );
};

/**
 * Site Users (document 3 sections 2-8; /users, /users/user, /usr, /admin/user,
 * /wms_users/user): the site's users coloured by licence, the licence counters, an
 * include-inactive and include-View-Users toggles, a search (2+ characters), the view / edit /
 * add modal with reset password and change log, Deactivate, Activate (an Inactive licence: the
 * editor, to choose one) and Delete.
 */
export default function SiteUsersScreen() {
  const siteId = useSiteId();
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'user', 'update');
  const mayDelete = can(permissions, 'user', 'delete');
  /** Nobody deactivates or removes themselves (the server refuses it too). */
  const me = useSession()?.user.user_id;
  const [includeInactive, setIncludeInactive] = useState(false);
  const [includeViewUsers, setIncludeViewUsers] = useState(false);
  const [term, setTerm] = useState('');
  const list = useSiteUsers({ includeInactive, includeViewUsers });
  const counters = useLicenceCounters();
  const editor = useEditor<TSiteUserForm>();
  const [deleting, setDeleting] = useState<TSiteUserRow | null>(null);
  const [deactivating, setDeactivating] = useState<TSiteUserRow | null>(null);
  const [activating, setActivating] = useState<TSiteUserRow | null>(null);
  /** Save the row with only its activity changed. */
  const saveActive = async (row: TSiteUserRow, active: boolean) => {
    const { reset_mode: _m, password: _p, password_confirm: _c, ...user } = toForm(row);
    await saveSiteUser({ ...user, active_flag: active }, null);
    await reload();
  };
  /** An inactive licence needs a licence chosen: the editor opens, set active. */
  const activate = (row: TSiteUserRow) =>
    row.license_type === INACTIVE_LICENCE
      ? editor.edit({ ...toForm(row), active_flag: true })
      : setActivating(row);
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: siteUserKeys.site(siteId) });

  const rows = useMemo(
    () => (searchTermReady(term) ? list.data?.filter((row) => matches(row, term)) : list.data),
    [list.data, term],
  );

  const columns = [
    column.accessor('user_id', { header: 'User ID' }),
    column.accessor('display_name', { header: 'Display Name', enableSorting: false }),
    column.accessor('license_type', {
      header: 'License Type',
      cell: (c) => (c.row.original.active_flag ? c.getValue() : `${c.getValue()} (inactive)`),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const user = row.original;
        // The server refuses every change to a user it names a refusal for (other sites'
        // users, the provider's and partners' accounts): their rows offer View only.
        const changeable = !user.change_refusal;
        return (
          <div className="flex flex-wrap gap-1">
            <Button variant="ghost" onClick={() => editor.view(toForm(user))}>
              View
            </Button>
            {mayUpdate && changeable && (
              <>
                <Button variant="ghost" onClick={() => editor.edit(toForm(user))}>
                  Edit
                </Button>
                <Button variant="ghost" onClick={() => editor.edit(toForm(user, true))}>
                  Reset password
                </Button>
                {user.active_flag && user.user_id !== me && (
                  <Button variant="ghost" onClick={() => setDeactivating(user)}>
                    Deactivate
                  </Button>
                )}
                {(!user.active_flag || user.license_type === INACTIVE_LICENCE) && (
                  <Button variant="ghost" onClick={() => activate(user)}>
                    Activate
                  </Button>
                )}
              </>
            )}
            {mayDelete && changeable && user.user_id !== me && (
              <Button variant="ghost" onClick={() => setDeleting(user)}>
                Delete
              </Button>
            )}
          </div>
        );
      },
    }),
  ];

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Site Users</h1>
      <LicenceCounters
        counters={counters.data}
        loading={counters.isPending}
        error={counters.error}
        onRetry={() => void counters.refetch()}
      />
      <div className="flex flex-wrap items-end gap-4">
        <SearchBox
          label="Search users"
          placeholder="User ID, name or email (2 characters or more)"
          onSearch={setTerm}
          onClear={() => setTerm('')}
          debounceMs={150}
          autoFocus={false}
          className="min-w-64 flex-1"
        />
        <Checkbox
          label="Include inactive users"
          checked={includeInactive}
          onChange={setIncludeInactive}
        />
        <Checkbox
          label="Include View Users"
          checked={includeViewUsers}
          onChange={setIncludeViewUsers}
        />
      </div>
      <DataTable
        label="Site users"
        columns={columns}
        data={rows}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessage={searchTermReady(term) ? 'No user matches the search' : 'No users yet'}
        rowVariant={(u) => (u.active_flag ? licenceVariant(u.license_type) : 'secondary')}
        getRowId={(u) => u.user_id}
        onRowClick={(u) => editor.view(toForm(u))}
        countNoun={['user', 'users']}
        actions={mayUpdate && <Button onClick={() => editor.add(blankForm())}>Add user</Button>}
      />
      <UserEditorModal editor={editor} reload={reload} />
      <ConfirmDelete
        item={deleting}
        noun="user"
        describe={(u) => `${u.user_id} (${u.display_name}) from this site`}
        remove={(u) => deleteSiteUser(u.user_id)}
        reload={reload}
        onClose={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={deactivating !== null}
        title="Deactivate user"
        message={
          deactivating &&
          `Deactivate ${deactivating.user_id} (${deactivating.display_name})? They are signed out at once and cannot sign in until made active again.`
        }
        confirmLabel="Deactivate"
        variant="danger"
        onConfirm={async () => {
          if (deactivating) await saveActive(deactivating, false);
        }}
        onClose={() => setDeactivating(null)}
      />
      <ConfirmDialog
        open={activating !== null}
        title={SITE_USER_MESSAGES.activateTitle}
        message={
          activating &&
          SITE_USER_MESSAGES.activateConfirm(
            `${activating.user_id} (${activating.display_name})`,
            activating.license_type,
          )
        }
        confirmLabel="Activate"
        onConfirm={async () => {
          if (activating) await saveActive(activating, true);
        }}
        onClose={() => setActivating(null)}
      />
    </main>
  );
}
