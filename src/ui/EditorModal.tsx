import { useId, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { errorText } from './error-text';
import { FormError, type FieldErrors } from './FormField';
import type { Editor } from './hooks/use-editor';
import { Modal } from './Modal';

export type EditorModalProps<T> = {
  /** From useEditor: the item and the mode (new, edit, view). */
  editor: Editor<T>;
  /** What the item is, lower case: "location" gives "New location", "Edit location", "Location". */
  noun: string;
  /** The item's name, added to the edit and view titles ("Edit location A-01"). */
  name?: (item: T) => string;
  /** Save the item (throw to keep the modal open with the error). */
  onSave: (item: T) => Promise<void>;
  /** Refresh the list after a save. */
  reload?: () => unknown;
  /** Check the item before saving: field -> message (e.g. `validateWith(ZLocation)`). */
  validate?: (item: T) => FieldErrors;
  /** The form. Inputs are disabled in view mode and while saving (a disabled fieldset). */
  children: (item: T, errors: FieldErrors) => ReactNode;
  /** Buttons before Close (e.g. Delete). */
  actions?: ReactNode;
  size?: 'md' | 'lg';
  /**
   * Place the form among other content (e.g. as the first of several tabs, beside a read-only
   * history): what is around the form stays usable in view mode.
   */
  frame?: (form: ReactNode, item: T) => ReactNode;
};

/** "New …", "Edit …" or "…" by the editor's mode. */
export function editorTitle(adding: boolean, editing: boolean, noun: string, name?: string) {
  const suffix = name ? ` ${name}` : '';
  if (adding) return `New ${noun}`;
  if (editing) return `Edit ${noun}${suffix}`;
  return `${noun.charAt(0).toUpperCase()}${noun.slice(1)}${suffix}`;
}

/**
 * The one view / edit / add modal: the title by mode, the form, and Close plus Save (only
 * when editing; disabled while saving). A failed save shows the server's message and keeps
 * the modal open with the user's input.
 */
export function EditorModal<T>({
  editor,
  noun,
  name,
  onSave,
  reload,
  validate,
  children,
  actions,
  size,
  frame = (form) => form,
}: EditorModalProps<T>) {
  const formId = useId();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [wasOpen, setWasOpen] = useState(editor.show_modal);
  if (editor.show_modal !== wasOpen) {
    setWasOpen(editor.show_modal);
    if (editor.show_modal) {
      setError(null);
      setErrors({});
    }
  }

  const item = editor.item;
  const close = () => {
    if (!saving) editor.close();
  };
  const save = async () => {
    if (saving) return;
    if (editor.editing && item !== null && validate) {
      const found = validate(item);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    setSaving(true);
    setError(null);
    try {
      await editor.save(onSave, reload);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={editor.show_modal && item !== null}
      onClose={close}
      size={size}
      title={item === null ? '' : editorTitle(editor.adding, editor.editing, noun, name?.(item))}
      footer={
        <>
          {actions}
          <Button variant="secondary" onClick={close} disabled={saving}>
            Close
          </Button>
          {editor.editing && (
            <Button type="submit" form={formId} disabled={saving} aria-busy={saving || undefined}>
              {saving ? 'Saving…' : 'Save'}
            </Button>
          )}
        </>
      }
    >
      {item !== null &&
        frame(
          <form
            id={formId}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
            className="flex flex-col gap-4"
          >
            <FormError message={error} errors={errors} />
            <fieldset disabled={!editor.editing || saving} className="flex min-w-0 flex-col gap-4">
              {children(item, errors)}
            </fieldset>
          </form>,
          item,
        )}
    </Modal>
  );
}
