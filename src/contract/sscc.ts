/*
 * GS1 SSCC-18 (Serial Shipping Container Code; GS1 General Specifications 2.2.1): extension
 * digit + GS1 company prefix + serial reference, 17 digits together, then the mod-10 check
 * digit. The one copy: the server (put-aways, packs) and the device (packs made offline) use it.
 */

import { GS_SUBSTITUTES } from './scanning';

/** The GS1 mod-10 check digit of `digits`: weights 3, 1, 3, ... from the right. */
export function gs1CheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error(`not digits: ${digits}`);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** A GS1 company prefix is 6 to 12 digits (GS1 General Specifications 1.4.3). */
export const GS1_COMPANY_PREFIX = /^\d{6,12}$/;

/** The digits left for the serial reference after the extension digit and the prefix. */
export function ssccSerialWidth(companyPrefix: string): number {
  return 16 - companyPrefix.length;
}

/**
 * The SSCC-18 of a site's extension digit (0-9, blank = 0), GS1 company prefix and serial
 * number (kept modulo the serial reference's width, so a long-running counter wraps rather
 * than spilling into the prefix). Throws for a prefix that is not 6-12 digits.
 */
export function sscc18(
  extensionDigit: number | null | undefined,
  companyPrefix: string,
  serial: number,
): string {
  const prefix = companyPrefix.trim();
  if (!GS1_COMPANY_PREFIX.test(prefix)) throw new Error(`not a GS1 company prefix: ${prefix}`);
  const ext = extensionDigit ?? 0;
  if (!Number.isInteger(ext) || ext < 0 || ext > 9) throw new Error(`not a digit: ${ext}`);
  if (!Number.isSafeInteger(serial) || serial < 0) throw new Error(`not a serial: ${serial}`);
  const width = ssccSerialWidth(prefix);
  const reference = String(serial % 10 ** width).padStart(width, '0');
  const body = `${ext}${prefix}${reference}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** True when `code` is 18 digits whose last is the GS1 check digit of the first 17. */
export function isValidSscc(code: string): boolean {
  if (!/^\d{18}$/.test(code)) return false;
  return gs1CheckDigit(code.slice(0, 17)) === Number(code[17]);
}

/** A symbology identifier (ISO/IEC 15424): `]` + letter + digit, e.g. `]C1` for GS1-128. */
const SYMBOLOGY_ID = /^\][A-Za-z][0-9]/;
/** The ASCII group separator: FNC1 inside a GS1 payload. */
const GS = '\u001d';
const GS_SUBSTITUTE = new RegExp(
  GS_SUBSTITUTES.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
  'gi',
);
// eslint-disable-next-line no-control-regex
const LEADING_GS_OR_SPACE = /^[\u001d\s]+/;

/**
 * The SSCC in a scan of a pack label, or null when there is no valid SSCC. Read: the bare 18
 * digits; `00` + the 18 digits; the printed `(00)…` form (spaces allowed); and the GS1-128
 * forms a scanner sends: a symbology identifier (`]C1`), FNC1 as GS (U+001D) or one of its
 * substitutes (`<GS>`, `^]`, …) in front, and further elements after the SSCC. The one rule
 * for the server (`consign scan`) and the device's plain-text fallback.
 */
export function ssccFromScan(scan: string): string | null {
  const normalised = scan.replace(GS_SUBSTITUTE, GS);
  let text = normalised.trim();
  const symbology = SYMBOLOGY_ID.test(text);
  if (symbology) text = text.slice(3);
  text = text.replace(LEADING_GS_OR_SPACE, '');
  // GS1 data (marked by a symbology identifier, GS or the printed AI): AI 00 is fixed-length,
  // so whatever follows its 18 digits is another element.
  const marked = symbology || normalised.includes(GS) || text.startsWith('(');
  const plain = text.replace(/[()\s]/g, '');
  const found = marked ? /^00(\d{18})/.exec(plain) : /^(?:00)?(\d{18})$/.exec(plain);
  const sscc = found?.[1] ?? '';
  return isValidSscc(sscc) ? sscc : null;
}
