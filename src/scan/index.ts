/**
 * Scanning for the floor screens: the ScanField input (keyboard wedge, typing,
 * camera), GS1 parsing, scan feedback, and lookups in the device's mirror.
 *
 * A scan-first step:
 *
 * ```tsx
 * const [text, setText] = useState('');
 * const [error, setError] = useState<string | null>(null);
 * <ScanField
 *   label="From location"
 *   value={text}
 *   onChange={setText}
 *   error={error}
 *   autoFocus
 *   onScan={async (scan) => {
 *     const location = await findLocation(scan, warehouse);
 *     scanFeedback(location ? 'ok' : 'not-found');
 *     setError(location ? null : SCAN_MESSAGES.locationNotFound(scan.text, warehouse));
 *     if (location) itemRef.current?.focus(); // or render the next ScanField with autoFocus
 *   }}
 * />
 * ```
 *
 * - `TScan.source` is 'wedge' (a burst of keys a few ms apart ending in Enter/Tab, see
 *   SCAN_TIMING), 'keyboard' (typed, then Enter) or 'camera'.
 * - `TScan.gs1` holds SSCC, GTIN, batch, expiry/best-before (ISO), serial and quantity of a
 *   GS1 payload; null for a plain code. An invalid GS1 payload (wrong check digit, bad date)
 *   never reaches onScan: the field shows the error and sounds the error tone.
 * - The lookups take a TScan or a text and return null when nothing matches; the texts to
 *   show are SCAN_MESSAGES.locationNotFound / itemNotFound / packNotFound / jobNotFound.
 * - html5-qrcode loads only when the camera dialog opens (its own chunk, ~108 KB gzipped).
 */
export type { TGs1, TScan } from './types';
export { ScanField, type ScanFieldProps } from './ScanField';
export { CameraScanDialog, type CameraScanDialogProps } from './CameraScanDialog';
export {
  useWedgeScan,
  WedgeDetector,
  SCAN_FIELD_ATTRIBUTE,
  type TWedgeTiming,
  type UseWedgeScanOptions,
} from './wedge';
export {
  parseGs1,
  safeParseGs1,
  Gs1Error,
  GS,
  normaliseGs,
  cleanScanText,
  scanDisplayText,
  gs1CheckDigitValid,
  toGtin14,
  ssccFromText,
  gs1Date,
  digitalLinkToHri,
} from './gs1';
export { toScan } from './make-scan';
export { useScanRouter, classifyScan, type TScanKind, type TScanRoutes } from './router';
export { scanFeedback, playScanTone, setActiveScanField, SCAN_TONES } from './feedback';
export { hasCameraApi, cameraErrorMessage, startCameraScan, type TCameraSession } from './camera';
export {
  findLocation,
  findItem,
  findPack,
  findJob,
  type TItemMatch,
  type TScanInput,
  type TLocationRow,
  type TItemRow,
  type TStockingFactorRow,
  type TPackRow,
  type TJobRow,
} from './lookups';
export {
  SCAN_MESSAGES,
  SCAN_TIMING,
  SCAN_FLASH_CLASSES,
  type TScanFeedback,
  type TScanSource,
} from '../contract/scanning';
