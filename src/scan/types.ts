import type { TScanSource } from '../contract/scanning';

/**
 * The GS1 elements a floor screen uses, read from a GS1-128 / GS1 DataMatrix / GS1 QR
 * payload. Dates are ISO `yyyy-mm-dd` (a day `00` is the last day of the month).
 */
export type TGs1 = {
  /** SSCC-18 of a pack (AI 00), check digit validated. */
  sscc?: string;
  /** GTIN-14 of the item (AI 01, or 02 the GTIN of contained items), check digit validated. */
  gtin?: string;
  /** Batch / lot (AI 10). */
  batch?: string;
  /** Expiry / use-by date (AI 17). */
  expiry?: string;
  /** Best-before date (AI 15). */
  bestBefore?: string;
  /** Serial number (AI 21). */
  serial?: string;
  /** Variable count (AI 30) or count of contained items (AI 37). */
  quantity?: number;
};

/** One scan, from a wedge scanner, the keyboard or the camera. */
export type TScan = {
  /** Exactly what was read (GS separators as U+001D). */
  raw: string;
  /**
   * The code to show and look up: trimmed, without control characters or the symbology
   * identifier; for a GS1 payload its human-readable form `(01)…(10)…`.
   */
  text: string;
  source: TScanSource;
  /** The GS1 elements, or null for a plain code (a location, an item code). */
  gs1: TGs1 | null;
};
