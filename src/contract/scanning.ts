/*
 * Scanning on the floor: the texts a scan answers with, the timing that tells a
 * keyboard-wedge scanner from a person, and the feedback colours. Used by src/scan and the
 * floor screens.
 */

/** What a scan can answer with (sound + colour flash). */
export type TScanFeedback = 'ok' | 'not-found' | 'error';

/** Where a scan came from. */
export type TScanSource = 'wedge' | 'keyboard' | 'camera';

/** The user-facing texts of scanning, once. Functions take the variable parts. */
export const SCAN_MESSAGES = {
  scanHint: 'Scan or type, then press Enter',
  cameraButton: 'Scan with camera',
  cameraTitle: 'Scan with the camera',
  cameraStarting: 'Starting the camera…',
  cameraAim: 'Hold the barcode inside the frame',
  cameraClose: 'Close',
  cameraLoadFailed: 'The camera scanner could not be loaded. Check the connection and try again',
  cameraNone: 'No camera was found on this device',
  cameraDenied:
    'The camera may not be used: allow camera access for this site in the browser settings',
  cameraInUse: 'The camera is in use by another app. Close it and try again',
  cameraInsecure: 'The camera works only on a secure (https) page',
  cameraFailed: (detail: string) => `The camera could not be started: ${detail}`,

  // GS1 payloads
  gs1Invalid: (detail: string) => `This GS1 barcode could not be read: ${detail}`,
  gs1BadGtin: (gtin: string) => `GTIN ${gtin} has a wrong check digit: scan it again`,
  gs1BadSscc: (sscc: string) => `SSCC ${sscc} has a wrong check digit: scan it again`,
  gs1BadDate: (ai: string, value: string) => `The date (${ai}) ${value} is not a valid date`,

  // Scans that match nothing
  locationNotFound: (code: string, warehouse: string) =>
    warehouse
      ? `No location "${code}" in warehouse ${warehouse}`
      : `No location "${code}" on this device`,
  itemNotFound: (code: string) => `No item with code, GTIN or barcode "${code}"`,
  packNotFound: (code: string) => `No pack with number, SSCC or barcode "${code}"`,
  jobNotFound: (code: string) => `No open job with number or reference "${code}"`,
  /** A scan landed outside a scan field and is none of the kinds this screen takes. */
  nothingTakes: (code: string, kinds: readonly string[]) =>
    kinds.length
      ? `"${code}" is no ${kinds.join(' or ')} this screen takes`
      : `This screen takes no scan now ("${code}")`,
  /** Shown under the "not found" texts: the mirror may simply be behind. */
  notFoundMirrorHint: 'If it is new, refresh the floor data while online and scan again',
} as const;

/**
 * Keyboard-wedge timing. A scanner types a whole code in a burst (typically 1–20 ms between
 * characters) and ends it with Enter or Tab; a person rarely keeps four keystrokes in a row
 * under 50 ms apart (fast typists average 100–200 ms between keys). A burst of at least
 * `minBurstLength` characters, each at most `maxKeyGapMs` after the previous one, ended by
 * Enter/Tab at most `maxTerminatorGapMs` after its last character, is a scan.
 */
export const SCAN_TIMING = {
  /** Longest gap between two characters of one scanner burst (ms). */
  maxKeyGapMs: 50,
  /** Longest gap between the last character and the Enter/Tab that ends a burst (ms). */
  maxTerminatorGapMs: 150,
  /** Fewest characters a burst needs to count as a scan. */
  minBurstLength: 4,
  /** How long the field flashes after a scan (ms). */
  flashMs: 600,
} as const;

/** Field flash classes per feedback (Tailwind): green, amber, red. */
export const SCAN_FLASH_CLASSES: Record<TScanFeedback, string> = {
  ok: 'bg-green-100 ring-4 ring-green-500',
  'not-found': 'bg-amber-100 ring-4 ring-amber-500',
  error: 'bg-red-100 ring-4 ring-red-600',
};

/**
 * Text some wedge scanners are set to send instead of the GS (0x1D) group separator that
 * marks FNC1 in a GS1 code; each is read as GS.
 */
export const GS_SUBSTITUTES = ['<GS>', '^]', '{GS}', '[GS]', '\\x1d', '␝'] as const;
