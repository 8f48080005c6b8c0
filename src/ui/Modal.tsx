import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './cx';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons shown under the content. */
  footer?: ReactNode;
  size?: 'md' | 'lg';
};

/** A centred dialog: focus is trapped inside, Escape and the backdrop close it. */
export function Modal({ open, onClose, title, children, footer, size = 'md' }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          className={cx(
            'flex max-h-[90vh] w-full flex-col rounded-xl bg-white shadow-xl',
            size === 'lg' ? 'max-w-3xl' : 'max-w-lg',
          )}
        >
          <DialogTitle
            as="div"
            className="border-b border-slate-200 px-5 py-4 text-lg font-semibold"
          >
            {title}
          </DialogTitle>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">
              {footer}
            </div>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
