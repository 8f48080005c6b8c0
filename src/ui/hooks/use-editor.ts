import { useCallback, useState } from 'react';

/**
 * The editor modes every list screen's modal uses (document 2 section 2, document 3
 * section 4): new = adding and editing, edit = editing, view = neither. Closing clears the
 * current item; saving while not editing only closes.
 */
export type EditorState<T> = {
  item: T | null;
  adding: boolean;
  editing: boolean;
  show_modal: boolean;
};

export type Editor<T> = EditorState<T> & {
  add: (blank: T) => void;
  edit: (item: T) => void;
  view: (item: T) => void;
  /** Change the item being edited; ignored unless editing. */
  change: (update: (item: T) => T) => void;
  close: () => void;
  /** Run `persist` when editing (then close and call `reload`); when viewing just close. */
  save: (persist: (item: T) => Promise<void>, reload?: () => unknown) => Promise<void>;
};

const CLOSED = { item: null, adding: false, editing: false, show_modal: false };

export function useEditor<T>(): Editor<T> {
  const [state, setState] = useState<EditorState<T>>(CLOSED);

  const add = useCallback(
    (blank: T) => setState({ item: blank, adding: true, editing: true, show_modal: true }),
    [],
  );
  const edit = useCallback(
    (item: T) => setState({ item, adding: false, editing: true, show_modal: true }),
    [],
  );
  const view = useCallback(
    (item: T) => setState({ item, adding: false, editing: false, show_modal: true }),
    [],
  );
  const change = useCallback(
    (update: (item: T) => T) =>
      setState((s) => (s.editing && s.item !== null ? { ...s, item: update(s.item) } : s)),
    [],
  );
  const close = useCallback(() => setState(CLOSED), []);
  const save = useCallback(
    async (persist: (item: T) => Promise<void>, reload?: () => unknown) => {
      if (!state.editing || state.item === null) {
        setState(CLOSED);
        return;
      }
      // A failed save throws and keeps the modal open with the user's input.
      await persist(state.item);
      setState(CLOSED);
      await reload?.();
    },
    [state.editing, state.item],
  );

  return { ...state, add, edit, view, change, close, save };
}
