import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { errorText } from './error-text';
import { FormError } from './FormField';
import { Modal } from './Modal';

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  /** Do it; a returned promise keeps the dialog open and busy until it settles. */
  onConfirm: () => void | Promise<unknown>;
  /** Cancel, Escape, the backdrop, and after a successful confirm. */
  onClose: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for deletes: a red confirm button, and focus starts on Cancel. */
  variant?: 'primary' | 'danger';
};

/**
 * Are you sure? The confirm runs `onConfirm`; when that fails the dialog stays open with
 * the error, when it succeeds the dialog closes.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onClose,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  variant = 'primary',
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setError(null);
  }

  const close = () => {
    if (!busy) onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const danger = variant === 'danger';
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={close}
            disabled={busy}
            data-autofocus={danger || undefined}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={() => void confirm()}
            disabled={busy}
            aria-busy={busy || undefined}
            data-autofocus={!danger || undefined}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <div className="text-slate-800">{message}</div>
        <FormError message={error} />
      </div>
    </Modal>
  );
}

/**
 * The delete confirmation every list uses: open while `item` is set, deletes it, then
 * reloads the list; a refusal keeps the dialog open with the server's message.
 */
export function ConfirmDelete<T>({
  item,
  noun,
  describe,
  remove,
  reload,
  onClose,
}: {
  item: T | null;
  /** What it is, in lower case: "location". */
  noun: string;
  /** How the item is named in the question: "A-01-01-A". */
  describe: (item: T) => string;
  remove: (item: T) => Promise<unknown>;
  reload: () => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={item !== null}
      title={`Delete ${noun}`}
      message={item ? `Delete ${noun} ${describe(item)}?` : ''}
      confirmLabel="Delete"
      variant="danger"
      onConfirm={async () => {
        if (item === null) return;
        await remove(item);
        await reload();
      }}
      onClose={onClose}
    />
  );
}
