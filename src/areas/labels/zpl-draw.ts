import { LABEL_DOTS_PER_MM } from '../../contract';
import type { TZplRequest, TZplResponse } from './zpl-messages';

/**
 * The page's one ZPL worker, made the first time the labels area asks for it (never at the
 * app's start): the label list starts it once drawn, and the editor on opening, so the worker's
 * WebAssembly compiles while the first preview is rendered on the server.
 */
let worker: Worker | undefined;
let nextId = 1;
const waiting = new Map<number, { resolve: (png: string) => void; reject: (e: Error) => void }>();

export function startZplWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./zpl-preview.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<TZplResponse>) => {
    const answer = event.data;
    const pending = waiting.get(answer.id);
    if (!pending) return;
    waiting.delete(answer.id);
    if ('png' in answer) pending.resolve(`data:image/png;base64,${answer.png}`);
    else pending.reject(new Error(answer.error));
  };
  worker.onerror = (event) => {
    for (const pending of waiting.values()) pending.reject(new Error(event.message));
    waiting.clear();
    worker?.terminate();
    worker = undefined;
  };
  return worker;
}

/** The ZPL drawn at the printers' 8 dots a millimetre, as a PNG data URL. */
export function drawZpl(zpl: string, widthMm: number, depthMm: number): Promise<string> {
  const target = startZplWorker();
  const id = nextId++;
  const request: TZplRequest = { id, zpl, widthMm, depthMm, dpmm: LABEL_DOTS_PER_MM };
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    target.postMessage(request);
  });
}
