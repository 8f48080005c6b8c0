import { callResults } from '../../api';
import {
  LABEL_CALLS as C,
  LABEL_MESSAGES as M,
  type TLabel,
  type TLabelFormat,
  type TLabelPreviewResult,
  type TLabelRow,
  type TLabelSummary,
} from '../../contract';
import { refusedOr } from '../../ui';

async function guarded<T>(run: () => Promise<T>, problem: (detail: string) => string): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw refusedOr(e, problem);
  }
}

const quiet = { quietErrors: true };
const blocking = { quietErrors: true, blocking: true };

/** The site's labels; a term (2+ characters, else none) searches on the server. */
export const fetchLabels = (searchTerm: string): Promise<TLabelSummary[]> =>
  guarded(
    () => callResults(C.list, searchTerm ? { search_term: searchTerm } : {}, quiet),
    M.labelsFailed,
  );

export const fetchLabel = (label: string, labelFormat: TLabelFormat): Promise<TLabelRow> =>
  guarded(
    async () => (await callResults(C.get, { label, label_format: labelFormat }, quiet))[0]!,
    M.labelFailed,
  );

export const saveLabel = (label: TLabel): Promise<TLabelRow> =>
  guarded(
    async () => (await callResults(C.check, { labels: [label] }, blocking))[0]!,
    M.labelUpdate,
  );

export const deleteLabel = (label: TLabelSummary): Promise<void> =>
  guarded(async () => {
    await callResults(
      C.delete,
      { labels: [{ label: label.label, label_format: label.label_format }] },
      quiet,
    );
  }, M.labelDelete);

/** The editor's unsaved label rendered on the server with a sample record (or the key's). */
export const previewLabel = (label: TLabel, key: string): Promise<TLabelPreviewResult> =>
  guarded(
    async () => (await callResults(C.preview, key ? { label, key } : { label }, quiet))[0]!,
    M.previewFailed,
  );
