/*
 * GS1 SSCC-18 (Serial Shipping Container Code; GS1 General Specifications 2.2.1): extension
 * digit + GS1 company prefix + serial reference, 17 digits together, then the mod-10 check
 * digit. The one copy: the server (put-aways, packs) and the device (packs made offline) use it.
 */

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

/**
 * The SSCC in a scan: "(00)…", "00…" (20 digits, the AI in front), spaces, or the bare 18
 * digits; null when there is no valid SSCC.
 */
export function ssccFromScan(scan: string): string | null {
  const plain = scan.replace(/[()\s]/g, '');
  if (/^00\d{18}$/.test(plain) && isValidSscc(plain.slice(2))) return plain.slice(2);
  return isValidSscc(plain) ? plain : null;
}
