import { gs1CheckDigit } from './sscc';

/*
 * GTINs (GS1 General Specifications 3.3.2): the forms an item's number is printed and kept
 * in, and the one 14-digit form they are compared in. Shared by the scan parser and the
 * device's mirror (its normalised lookup columns).
 */

/** True when the digits end in a valid GS1 mod-10 check digit (GTIN-8/12/13/14, SSCC). */
export function gs1CheckDigitValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  return gs1CheckDigit(digits.slice(0, -1)) === Number(digits[digits.length - 1]);
}

/**
 * A GTIN-8 / UPC-A (12) / EAN-13 / GTIN-14 as 14 digits (zero-padded), or null when it is
 * not one (wrong length, not digits, bad check digit).
 */
export function toGtin14(code: string): string | null {
  const digits = code.trim();
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(digits)) return null;
  if (!gs1CheckDigitValid(digits)) return null;
  return digits.padStart(14, '0');
}
