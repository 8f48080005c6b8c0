import type { TLabelFormat } from '../../contract';

/** The label editor of a label (or a new one), read-only when `view`. */
export function editorUrl(label?: { label: string; label_format: TLabelFormat }, view = false) {
  if (!label) return '/labels/label';
  const query = new URLSearchParams({ label: label.label, label_format: label.label_format });
  if (view) query.set('view', '1');
  return `/labels/label?${query.toString()}`;
}
