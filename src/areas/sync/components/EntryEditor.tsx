import { useState } from 'react';
import { OUTBOX_KIND_LABELS, OUTBOX_MESSAGES as M, type TOutboxEntry } from '../../../contract';
import { Button, Modal, TextField } from '../../../ui';
import { applyEntryFields, entryFields } from '../entry-fields';

type Props = {
  entry: TOutboxEntry;
  onClose: () => void;
  onResend: (data: unknown) => Promise<void>;
  onDiscard: () => void;
};

/**
 * A refused write opened: the server's message, its fields as a form (numbers and text, not
 * raw JSON), Resend with the corrections, or Discard (asks first, in the page).
 */
export function EntryEditor({ entry, onClose, onResend, onDiscard }: Props) {
  const fields = entryFields(entry.data);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.path, f.value])),
  );
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      await onResend(applyEntryFields(entry.data, fields, values));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={`${OUTBOX_KIND_LABELS[entry.kind]}: ${entry.label}`}
      footer={
        <>
          <Button variant="danger" onClick={onDiscard} disabled={busy}>
            {M.discard}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void resend()} disabled={busy} data-testid="entry-resend">
            {M.resend}
          </Button>
        </>
      }
    >
      {entry.error && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 font-medium text-red-900">
          {entry.error}
        </p>
      )}
      <form
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          void resend();
        }}
      >
        {fields.map((field) =>
          field.kind === 'boolean' ? (
            <label key={field.path} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                checked={values[field.path] === 'true'}
                onChange={(e) =>
                  setValues((v) => ({ ...v, [field.path]: String(e.target.checked) }))
                }
              />
              {field.label}
            </label>
          ) : (
            <TextField
              key={field.path}
              label={field.label}
              name={field.path}
              type="text"
              inputMode={field.kind === 'number' ? 'decimal' : undefined}
              value={values[field.path] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [field.path]: e.target.value }))}
            />
          ),
        )}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
