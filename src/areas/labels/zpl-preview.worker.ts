/**
 * Draws ZPL to a PNG with zpl-renderer-js (Zebrash compiled to WebAssembly, about 8 MB):
 * it lives only in this worker, started when the label editor opens, so neither the shell nor
 * the service worker's precache ever loads it.
 */
import { ready } from 'zpl-renderer-js';
import type { TZplRequest, TZplResponse } from './zpl-messages';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TZplRequest>) => void) | null;
  postMessage(message: TZplResponse): void;
};

/**
 * The renderer's one-time costs (the WebAssembly instance, its fonts and first layout) are
 * paid at start, while the editor's first preview is still being rendered on the server.
 */
const warm = ready
  .then(({ api }) => api.zplToBase64Async('^XA^FO10,10^A0N,20,20^FDW^FS^XZ', 10, 10, 8))
  .catch(() => '');

scope.onmessage = (event) => {
  const { id, zpl, widthMm, depthMm, dpmm } = event.data;
  void (async () => {
    try {
      await warm;
      const { api } = await ready;
      const png = await api.zplToBase64Async(zpl, widthMm, depthMm, dpmm);
      scope.postMessage({ id, png });
    } catch (error) {
      scope.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  })();
};
