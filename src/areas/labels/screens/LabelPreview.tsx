import { LABEL_ENTITY_NAMES, type TLabelEntity } from '../../../contract';
import { Button, Spinner } from '../../../ui';
import type { TPreviewState } from '../use-label-preview';

/**
 * The drawn label with the record it was drawn from; a template error instead of a blank
 * label, with a button that selects its line in the template.
 */
export function LabelPreview({
  state,
  entity,
  onShowLine,
}: {
  state: TPreviewState;
  entity: TLabelEntity;
  onShowLine: (line: number) => void;
}) {
  const { result, png, problem, busy } = state;
  const error = result?.error;
  return (
    <section aria-label="Preview" className="flex flex-col gap-3">
      <div className="flex min-h-8 items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Preview</h2>
        {busy && <Spinner label="Drawing the preview" />}
      </div>
      {result && (
        <p className="text-sm text-slate-700" data-testid="preview-record">
          {result.sample ? 'Built-in sample ' : `${LABEL_ENTITY_NAMES[entity]} `}
          <strong>{result.reference}</strong>
          {result.description ? ` – ${result.description}` : ''}
          {result.labels > 1 ? ` (prints ${result.labels} labels)` : ''}
        </p>
      )}
      {error ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900"
        >
          <p className="font-mono text-sm whitespace-pre-wrap">{error.message}</p>
          {error.line !== null && (
            <Button variant="secondary" onClick={() => onShowLine(error.line!)}>
              Show line {error.line}
            </Button>
          )}
        </div>
      ) : problem ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900 whitespace-pre-line"
        >
          {problem}
        </p>
      ) : png ? (
        <img
          src={png}
          alt="Label preview"
          className="w-full max-w-md self-start border border-slate-300 bg-white shadow-sm"
        />
      ) : result && !busy ? (
        <pre className="max-h-96 overflow-auto rounded-lg border border-slate-300 bg-slate-50 p-3 text-xs">
          {result.body}
        </pre>
      ) : null}
    </section>
  );
}
