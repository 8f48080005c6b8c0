import { useSyncExternalStore } from 'react';
import { cx } from '../../ui';
import { requestActivity } from './request-activity';

/** A thin bar along the top while requests run; red when one failed. */
export function LoadingBar() {
  const { bar } = useSyncExternalStore(requestActivity.subscribe, requestActivity.getSnapshot);
  if (!bar.visible) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(bar.percent)}
      data-failed={bar.failed || undefined}
      className="fixed inset-x-0 top-0 z-[70] h-1"
    >
      <div
        className={cx(
          'h-full transition-[width] duration-100',
          bar.failed ? 'bg-red-600' : 'bg-brand-500',
        )}
        style={{ width: `${bar.percent}%` }}
      />
    </div>
  );
}
