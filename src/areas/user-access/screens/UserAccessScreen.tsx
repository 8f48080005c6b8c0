import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { USER_ACCESS_MESSAGES as M } from '../../../contract';
import { Button, ErrorState, Fact, Notice, Spinner, errorText } from '../../../ui';
import { ConnectorSettingsForm } from '../components/ConnectorSettingsForm';
import { CopyUserModal } from '../components/CopyUserModal';
import { PermissionGrid } from '../components/PermissionGrid';
import { UserSitesPanel } from '../components/UserSitesPanel';
import { useConnectorUser } from '../use-user-access';
import { USERS_LIST_PATH } from '../paths';

/**
 * /usr/:userId (connector user detail, document 3 section 2): the user's identity, run type
 * and ERP ids; the User Sites table with each site's warehouses; the permission grid at the
 * current site; Copy to a new user. A user the caller may not change (the server says why) is
 * shown read only: the controls of changes it would refuse are left out.
 */
export default function UserAccessScreen() {
  const { userId = '' } = useParams();
  const user = useConnectorUser(userId);
  const [copying, setCopying] = useState(false);

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">User {userId}</h1>
        <div className="flex gap-2">
          <Link
            to={USERS_LIST_PATH}
            className="inline-flex min-h-11 items-center rounded px-3 font-medium text-brand-800 hover:bg-slate-100"
          >
            Back to users
          </Link>
          {user.data && (
            <Button variant="secondary" onClick={() => setCopying(true)}>
              Copy to a new user
            </Button>
          )}
        </div>
      </div>
      {user.isPending && <Spinner />}
      {user.error && (
        <ErrorState title={errorText(user.error)}>
          <Button variant="secondary" onClick={() => void user.refetch()}>
            Try again
          </Button>
        </ErrorState>
      )}
      {user.data && (
        <>
          <section aria-label="Identity" className="grid gap-3 sm:grid-cols-3">
            <Fact label="Display Name">{user.data.display_name}</Fact>
            <Fact label="Email">{user.data.email_address ?? ''}</Fact>
            <Fact label="Role">{user.data.role}</Fact>
          </section>
          {user.data.change_refusal !== null && (
            <Notice>{M.readOnlyUser(user.data.change_refusal)}</Notice>
          )}
          <ConnectorSettingsForm user={user.data} />
          <UserSitesPanel
            userId={user.data.user_id}
            mayChange={user.data.change_refusal === null}
          />
          <PermissionGrid
            userId={user.data.user_id}
            mayChange={user.data.change_refusal === null}
          />
          <CopyUserModal open={copying} source={user.data} onClose={() => setCopying(false)} />
        </>
      )}
    </main>
  );
}
