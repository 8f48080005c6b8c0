import { useEffect, useRef, useState } from 'react';
import { LABEL_MESSAGES, type TLabel, type TLabelPreviewResult } from '../../contract';
import { errorText } from '../../ui';
import { previewLabel } from './api';
import { drawZpl, startZplWorker } from './zpl-draw';

/** Edits settle this long before the preview is asked for again. */
export const PREVIEW_DEBOUNCE_MS = 400;

export type TPreviewState = {
  /** Rendering on the server or drawing in the worker. */
  busy: boolean;
  /** The last answer of the server (its record, the ZPL or the template's error). */
  result?: TLabelPreviewResult;
  /** The drawn label as a PNG data URL. */
  png?: string;
  /** A failure other than the template's (the call or the drawing). */
  problem?: string;
};

/** What a user who may not run the label's template sees instead of a preview. */
const NOT_ALLOWED: TPreviewState = { busy: false, problem: LABEL_MESSAGES.previewNeedsUpdate };

/**
 * The live preview of the editor's label: the first time at once, then PREVIEW_DEBOUNCE_MS
 * after the last edit, the server renders the label with a sample record (or the record of
 * `key`) and the ZPL worker draws the answer. A newer edit discards older answers. Rendering
 * runs the template, so it is asked for only when `allowed` (admin update).
 */
export function useLabelPreview(label: TLabel, key: string, allowed: boolean): TPreviewState {
  const [state, setState] = useState<TPreviewState>(allowed ? { busy: true } : NOT_ALLOWED);
  const asked = useRef(0);
  const first = useRef(true);
  const input = JSON.stringify({ label, key });

  useEffect(() => {
    // The worker's WebAssembly compiles while the first preview renders on the server.
    if (allowed && label.label_format === 'ZEBRA') startZplWorker();
  }, [allowed, label.label_format]);

  useEffect(() => {
    if (!allowed) return;
    const id = ++asked.current;
    const { label: current, key: currentKey } = JSON.parse(input) as { label: TLabel; key: string };
    const run = async () => {
      setState((s) => ({ ...s, busy: true }));
      try {
        const result = await previewLabel(current, currentKey.trim());
        if (id !== asked.current) return;
        if (result.error || current.label_format !== 'ZEBRA') {
          setState({ busy: false, result });
          return;
        }
        const png = await drawZpl(result.body, result.width, result.depth);
        if (id === asked.current) setState({ busy: false, result, png });
      } catch (e) {
        if (id === asked.current) setState({ busy: false, problem: errorText(e) });
      }
    };
    const wait = first.current ? 0 : PREVIEW_DEBOUNCE_MS;
    first.current = false;
    const timer = setTimeout(() => void run(), wait);
    return () => clearTimeout(timer);
  }, [allowed, input]);

  return state;
}
