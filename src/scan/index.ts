/**
 * Scanning for the floor screens (issue 5): the ScanField input (keyboard wedge, typing,
 * camera), GS1 parsing, scan feedback, and lookups in the device's mirror.
 */
export type { TGs1, TScan } from './types';
export { ScanField, type ScanFieldProps } from './ScanField';
export { CameraScanDialog, type CameraScanDialogProps } from './CameraScanDialog';
export { useWedgeScan, WedgeDetector, type TWedgeTiming, type UseWedgeScanOptions } from './wedge';
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
  gtinVariants,
  ssccFromText,
  gs1Date,
  digitalLinkToHri,
} from './gs1';
export { toScan } from './make-scan';
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
} from '../contract/scan';
