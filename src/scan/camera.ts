import type * as Html5QrcodeLib from 'html5-qrcode';
import type { Html5Qrcode } from 'html5-qrcode';
import { SCAN_MESSAGES } from '../contract/scanning';

/*
 * The camera scanner: html5-qrcode, loaded with a dynamic import only when a camera dialog
 * opens (it is about 110 KB gzipped and must stay out of the main bundle).
 */

/** Is there a camera API at all (a secure page in a browser with mediaDevices)? */
export function hasCameraApi(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices;
}

/** The user's message for a camera that could not be started. */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const text = `${name} ${error instanceof Error ? error.message : String(error)}`;
  if (/NotAllowed|Permission|denied|SecurityError/i.test(text)) return SCAN_MESSAGES.cameraDenied;
  if (/NotFound|DevicesNotFound|device not found|no camera|Overconstrained/i.test(text)) {
    return SCAN_MESSAGES.cameraNone;
  }
  if (/NotReadable|TrackStart|Could not start video|in use/i.test(text)) {
    return SCAN_MESSAGES.cameraInUse;
  }
  if (/secure|https|not supported|getUserMedia/i.test(text)) return SCAN_MESSAGES.cameraInsecure;
  return SCAN_MESSAGES.cameraFailed(text.trim() || 'unknown error');
}

/** A running camera scan: stop() releases the camera (safe to call more than once). */
export type TCameraSession = { stop: () => Promise<void> };

async function stopScanner(scanner: Html5Qrcode): Promise<void> {
  try {
    if (scanner.isScanning) await scanner.stop();
  } catch {
    // Already stopped or never started.
  }
  try {
    scanner.clear();
  } catch {
    // Nothing to clear.
  }
}

/**
 * Loads html5-qrcode (dynamic import), starts the back camera in the element `elementId`
 * and calls `onDecoded` once with the first code read (QR, Code 128 / GS1-128, DataMatrix,
 * EAN-13/8, UPC-A/E). Rejects with the user's message when the library cannot load or the
 * camera cannot start (none, permission denied, in use).
 */
export async function startCameraScan(
  elementId: string,
  onDecoded: (text: string) => void,
): Promise<TCameraSession> {
  if (!hasCameraApi() || !navigator.mediaDevices.getUserMedia) {
    throw new Error(
      typeof window !== 'undefined' && window.isSecureContext === false
        ? SCAN_MESSAGES.cameraInsecure
        : SCAN_MESSAGES.cameraNone,
    );
  }
  let lib: typeof Html5QrcodeLib;
  try {
    lib = await import('html5-qrcode');
  } catch (error) {
    throw new Error(SCAN_MESSAGES.cameraLoadFailed, { cause: error });
  }
  const formats = lib.Html5QrcodeSupportedFormats;
  const scanner = new lib.Html5Qrcode(elementId, {
    verbose: false,
    useBarCodeDetectorIfSupported: true,
    formatsToSupport: [
      formats.QR_CODE,
      formats.CODE_128,
      formats.DATA_MATRIX,
      formats.EAN_13,
      formats.EAN_8,
      formats.UPC_A,
      formats.UPC_E,
    ],
  });
  let decoded = false;
  try {
    await scanner.start(
      { facingMode: 'environment' },
      {
        fps: 10,
        qrbox: (width, height) => {
          const side = Math.max(50, Math.floor(Math.min(width, height) * 0.8));
          return { width: side, height: side };
        },
      },
      (text) => {
        if (decoded) return;
        decoded = true;
        onDecoded(text);
      },
      () => undefined,
    );
  } catch (error) {
    await stopScanner(scanner);
    throw new Error(cameraErrorMessage(error), { cause: error });
  }
  return { stop: () => stopScanner(scanner) };
}
