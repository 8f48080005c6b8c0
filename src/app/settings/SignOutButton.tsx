import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { OUTBOX_MESSAGES as M } from '../../contract';
import { countUnsentOf } from '../../offline/outbox-owners';
import { flushOutbox } from '../../offline/outbox';
import { Button, ConfirmDialog, useSession } from '../../ui';

/**
 * Logout, minding the device's outbox: the user's own writes still on the device are sent
 * first (when the server answers); any left make it ask, saying they stay on the device and
 * go when the user signs in here again.
 */
export function SignOutButton() {
  const navigate = useNavigate();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [unsent, setUnsent] = useState(0);
  const userId = session?.user.user_id ?? '';

  const signOut = async () => {
    setBusy(true);
    try {
      if ((await countUnsentOf(userId)) > 0) await flushOutbox().catch(() => null);
      const left = await countUnsentOf(userId);
      if (left > 0) setUnsent(left);
      else navigate('/logout');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" disabled={busy} onClick={() => void signOut()}>
        {busy ? M.sending : 'Logout'}
      </Button>
      <ConfirmDialog
        open={unsent > 0}
        variant="danger"
        title={M.signOutTitle}
        message={M.signOutPending(unsent)}
        confirmLabel={M.signOutAnyway}
        onClose={() => setUnsent(0)}
        onConfirm={() => navigate('/logout')}
      />
    </>
  );
}
