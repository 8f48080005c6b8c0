import { useState } from 'react';
import { ZPackContent, type TPackContent } from '../../../contract';
import type { FieldErrors } from '../../../ui';

/** A line of the contents being typed: every field as its text. */
export const BLANK_CONTENT_LINE = {
  inventory_code: '',
  inventory_description: '',
  quantity: '',
  unit_of_measure: 'EA',
  detail_reference: '',
  date_code: '',
  gtin: '',
};
export type TContentLineDraft = typeof BLANK_CONTENT_LINE;

/**
 * The line being added to a pack's contents, or the line being edited (`editingId`): its
 * fields, their errors (named `line_<field>`), and `commit`, which checks the line with the
 * server's schema and hands `onChange` the contents with it added or replaced.
 */
export function useContentLineDraft(
  contents: TPackContent[],
  onChange: (contents: TPackContent[]) => void,
) {
  const [draft, setDraft] = useState<TContentLineDraft>(BLANK_CONTENT_LINE);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  /** Take a line of the contents into the fields to edit it. */
  const edit = (line: TPackContent) => {
    setEditingId(line.content_id);
    setErrors({});
    setDraft({ ...line, quantity: String(line.quantity) });
  };

  const commit = () => {
    const parsed = ZPackContent.safeParse({ ...draft, content_id: editingId ?? undefined });
    if (!parsed.success) {
      const out: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = `line_${String(issue.path[0])}`;
        out[key] ??= issue.message;
      }
      setErrors(out);
      return;
    }
    const line: TPackContent = { ...parsed.data, content_id: editingId ?? crypto.randomUUID() };
    onChange(
      editingId
        ? contents.map((c) => (c.content_id === editingId ? line : c))
        : [...contents, line],
    );
    setDraft(BLANK_CONTENT_LINE);
    setEditingId(null);
    setErrors({});
  };

  /** Stop editing a line: the fields start blank. */
  const cancelEdit = () => {
    setEditingId(null);
    setDraft(BLANK_CONTENT_LINE);
  };

  const setField = (key: keyof TContentLineDraft, value: string) =>
    setDraft((d) => ({ ...d, [key]: value }));

  return { draft, editingId, errors, edit, commit, cancelEdit, setField };
}
