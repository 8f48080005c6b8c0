import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

export type DrawerProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Extra controls beside the title (e.g. a help button). */
  actions?: ReactNode;
  children: ReactNode;
};

/** A right-hand side panel over the page. */
export function Drawer({ open, onClose, title, actions, children }: DrawerProps) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-40">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/30" />
      <div className="fixed inset-y-0 right-0 flex w-full max-w-md">
        <DialogPanel className="flex w-full flex-col bg-white shadow-xl">
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-5 py-3">
            <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
            <div className="flex items-center gap-1">
              {actions}
              <button
                type="button"
                onClick={onClose}
                aria-label="Close"
                className="min-h-11 min-w-11 rounded-lg text-2xl leading-none text-slate-600 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-500"
              >
                ×
              </button>
            </div>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
