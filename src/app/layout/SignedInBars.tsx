import { MirrorSync } from '../../offline/MirrorSync';
import { NavBar } from '../nav/NavBar';
import { SyncStatus } from '../network/SyncStatus';
import { usePageTitle } from '../title/use-page-title';

/**
 * The bars of a signed-in user: sync status, the floor mirror's refresher and the navigation;
 * and the page title of the screen shown. Loaded after the shell (the sign-in form needs none
 * of them; it sets its own title).
 */
export default function SignedInBars() {
  usePageTitle();
  return (
    <>
      <SyncStatus />
      <MirrorSync />
      <NavBar />
    </>
  );
}
