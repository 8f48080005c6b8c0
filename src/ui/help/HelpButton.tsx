import { lazy, Suspense, useState } from 'react';
import { cx } from '../cx';

const HelpDialog = lazy(() => import('./HelpDialog'));

export type HelpButtonProps = {
  /** The help context (document id of the help text), e.g. 'dashboard'. */
  context: string;
  /** The dialog's title; defaults to "Help". */
  title?: string;
  className?: string;
};

/** A round "?" button that opens the help popup for a context. */
export function HelpButton({ context, title = 'Help', className }: HelpButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`${title}: help`}
        data-help-context={context}
        className={cx(
          'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-lg font-bold text-brand-800',
          'hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          className,
        )}
      >
        ?
      </button>
      {open && (
        <Suspense fallback={null}>
          <HelpDialog context={context} title={title} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
