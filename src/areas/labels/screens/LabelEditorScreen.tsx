import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  BLANK_LABEL,
  LABEL_FORMATS,
  LABEL_MESSAGES as M,
  type TLabelFormat,
} from '../../../contract';
import { DetailPage } from '../../../ui';
import { useLabel } from '../use-labels';
import { startZplWorker } from '../zpl-draw';
import { LabelEditor } from './LabelEditor';

const formatOf = (value: string | null): TLabelFormat =>
  (LABEL_FORMATS as readonly string[]).includes(value ?? '') ? (value as TLabelFormat) : 'ZEBRA';

/**
 * /labels/label?label=X&label_format=ZEBRA (document 3 "label editor, opened when a label is
 * set"): the label's fields, its template and the live preview; without a label, a new one.
 * `view=1` opens it read-only.
 */
export default function LabelEditorScreen() {
  const [params] = useSearchParams();
  const label = params.get('label') ?? '';
  const format = formatOf(params.get('label_format'));
  const view = params.get('view') === '1';
  const query = useLabel(label, format);
  // The ZPL worker starts with the editor, while the label loads.
  useEffect(() => {
    if (format === 'ZEBRA') startZplWorker();
  }, [format]);

  if (label === '')
    return (
      <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
        <Link to="/label" className="min-h-11 self-start py-2 text-brand-700 hover:underline">
          ← Labels
        </Link>
        <LabelEditor key="new" initial={{ ...BLANK_LABEL }} adding readOnly={false} />
      </main>
    );
  return (
    <DetailPage
      back="/label"
      backLabel="Labels"
      query={query}
      loadingLabel="Loading the label"
      failedTitle={M.labelNotLoaded}
      failedDetail={query.error instanceof Error ? query.error.message : undefined}
    >
      {(row) => (
        <LabelEditor
          key={`${row.label}/${row.label_format}`}
          initial={{ ...row, label_size: row.label_size as typeof BLANK_LABEL.label_size }}
          adding={false}
          readOnly={view}
        />
      )}
    </DetailPage>
  );
}
