import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { OUTBOX_MESSAGES as M } from '../../contract';
import { playScanTone } from '../../scan/feedback';

/**
 * Writes the server refused at sync: the refusal tone each time their count grows (a floor
 * user hears it with the device on a belt), and a red line under the status bar that leads to
 * /sync, where they are corrected or discarded. Not shown on /sync itself.
 */
export function RefusedWritesBanner({ attention }: { attention: number }) {
  const { pathname } = useLocation();
  const heard = useRef<number | null>(null);
  useEffect(() => {
    if (heard.current !== null && attention > heard.current) playScanTone('error');
    heard.current = attention;
  }, [attention]);
  if (attention === 0 || pathname === '/sync') return null;
  return (
    <div
      role="alert"
      data-testid="refused-writes-banner"
      className="flex min-h-12 items-center gap-3 border-b border-red-300 bg-red-50 px-3 text-lg font-semibold text-red-900 sm:px-4"
    >
      <span>{M.refusedBanner(attention)}</span>
      <Link
        to="/sync"
        className="ml-auto inline-flex min-h-12 items-center rounded-lg px-3 text-red-900 underline underline-offset-4"
      >
        {M.refusedOpen}
      </Link>
    </div>
  );
}
