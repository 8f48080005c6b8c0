import { gs1CheckDigit } from '../../src/contract/sscc';

/** GS1 check digits (the one copy: src/contract/sscc.ts), for the demo's GTIN-13 and GTIN-14. */
export { gs1CheckDigit };

/** True when `code` is a GTIN-8/12/13/14 whose last digit is its correct check digit. */
export function isValidGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return false;
  return gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/** A GTIN-13 of a company prefix and item reference (12 digits together) plus its check digit. */
export function gtin13(companyPrefix: string, itemReference: number): string {
  const body = companyPrefix + String(itemReference).padStart(12 - companyPrefix.length, '0');
  if (body.length !== 12) throw new Error(`GTIN-13 body must be 12 digits: ${body}`);
  return body + gs1CheckDigit(body);
}

/**
 * The GTIN-14 of a trade unit grouping the GTIN-13's item: indicator digit (1-8) in front of
 * the GTIN-13 without its check digit, and a new check digit.
 */
export function gtin14(indicator: number, gtin13Code: string): string {
  const body = `${indicator}${gtin13Code.slice(0, 12)}`;
  return body + gs1CheckDigit(body);
}
