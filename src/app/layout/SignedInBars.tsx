import { MirrorSync } from '../../offline/MirrorSync';
import { NavBar } from '../nav/NavBar';
import { SyncStatus } from '../network/SyncStatus';

/**
 * The bars of a signed-in user: sync status, the floor mirror's refresher and the navigation.
 * Loaded after the shell (the sign-in form needs none of them).
 */
export default function SignedInBars() {
  return (
    <>
      <SyncStatus />
      <MirrorSync />
      <NavBar />
    </>
  );
}
