import { useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { MESSAGES } from '../contract';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * While `when` holds, leaving the screen asks first: an in-app navigation to another address
 * (another record of the same screen too) opens a dialog to stay or leave without saving; a
 * reload or closing the tab gets the browser's own question.
 */
export function UnsavedChangesGuard({
  when,
  what = 'Your changes',
}: {
  when: boolean;
  /** What would be lost, as the question names it: "Your permission changes". */
  what?: string;
}) {
  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    when &&
    (currentLocation.pathname !== nextLocation.pathname ||
      currentLocation.search !== nextLocation.search);
  const blocker = useBlocker(shouldBlock);
  const leaving = useRef(false);

  useEffect(() => {
    if (!when) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers ask only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (blocked) leaving.current = false;
  }, [blocked]);

  return (
    <ConfirmDialog
      open={blocked}
      title={MESSAGES.unsavedTitle}
      message={MESSAGES.unsavedLeave(what)}
      confirmLabel={MESSAGES.unsavedLeaveButton}
      cancelLabel={MESSAGES.unsavedStayButton}
      variant="danger"
      onConfirm={() => {
        leaving.current = true;
        blocker.proceed?.();
      }}
      onClose={() => {
        if (!leaving.current) blocker.reset?.();
      }}
    />
  );
}
