import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner, useSession } from '../../ui';
import { AlertsView } from '../alerts/AlertsView';
import { useRememberLanding } from '../auth/landing';
import { useSessionRefresh } from '../auth/use-session-refresh';
import { BusyOverlay } from '../loading/BusyOverlay';
import { LoadingBar } from '../loading/LoadingBar';
import { WorkContextSync } from '../context/WorkContextSync';
import { SignedOutBar } from '../nav/SignedOutBar';
import { OfflineBanner } from '../network/OfflineBanner';
import { StorageWarningLine, useStorageWarning } from '../network/storage-warning';
import { NAV_BAR_CLASS, STATUS_BAR_CLASS } from './bar-sizes';

const SignedInBars = lazy(() => import('./SignedInBars'));
/** Registers the service worker: not needed before the first screen, so not in the shell. */
const UpdatePrompt = lazy(() =>
  import('../update/UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })),
);

/** The signed-in bars' space while their code loads: the same lines at the same heights. */
function BarsPlaceholder() {
  const storage = useStorageWarning();
  return (
    <>
      <div className={STATUS_BAR_CLASS} aria-hidden="true" />
      {storage.fullLine && <StorageWarningLine />}
      <div className={`${NAV_BAR_CLASS} bg-white`} aria-hidden="true" />
    </>
  );
}

/** The shell around every page: bars, alerts, loading bar, busy overlay, update prompt. */
export function AppLayout() {
  const session = useSession();
  useSessionRefresh(session?.token ?? null);
  useRememberLanding();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[80] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <LoadingBar />
      <OfflineBanner />
      {session ? (
        <>
          {/* Before the page: it sets the site the page's first calls are made for. */}
          <WorkContextSync />
          <Suspense fallback={<BarsPlaceholder />}>
            <SignedInBars />
          </Suspense>
        </>
      ) : (
        <SignedOutBar />
      )}
      <div id="main" className="flex-1">
        <Suspense
          fallback={
            <div className="p-8">
              <Spinner />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </div>
      <AlertsView />
      <BusyOverlay />
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </div>
  );
}
