/**
 * Fields every label record shares: the delivery address in one line and in print lines,
 * and the GS1 element strings barcodes print from.
 */

export interface TAddressParts {
  delivery_name?: string;
  delivery_address_1: string;
  delivery_address_2: string;
  delivery_suburb: string;
  delivery_state: string;
  delivery_postcode: string;
  delivery_country?: string;
}

/** The address's parts plus `delivery_address` (one line) and `delivery_city` ("SUBURB STATE PC"). */
export function addressFields(a: TAddressParts): Record<string, string> {
  const city = [a.delivery_suburb, a.delivery_state, a.delivery_postcode]
    .filter((p) => p.trim() !== '')
    .join(' ');
  const street = [a.delivery_address_1, a.delivery_address_2].filter((p) => p.trim() !== '');
  return {
    delivery_name: a.delivery_name ?? '',
    delivery_address_1: a.delivery_address_1,
    delivery_address_2: a.delivery_address_2,
    delivery_suburb: a.delivery_suburb,
    delivery_state: a.delivery_state,
    delivery_postcode: a.delivery_postcode,
    delivery_country: a.delivery_country ?? '',
    delivery_city: city,
    delivery_address: [...street, city].join(', '),
  };
}

/**
 * An SSCC's print fields: `sscc_number` (18 digits), `sscc_barcode` ("00" + SSCC, the data of a
 * GS1-128 `^BC...,D` field without the parentheses) and `gs1_sscc` ("(00)" + SSCC, the data
 * of a GS1-128 field in ZPL mode D and its human-readable text).
 */
export function ssccFields(sscc: string): Record<string, string> {
  return {
    sscc_number: sscc,
    sscc_barcode: sscc ? `00${sscc}` : '',
    gs1_sscc: sscc ? `(00)${sscc}` : '',
  };
}

/** A GTIN's print fields: `gtin`, `gtin14` (zero-padded) and `gs1_gtin` ("(01)" + GTIN-14). */
export function gtinFields(gtin: string): Record<string, string> {
  const digits = /^\d{8,14}$/.test(gtin) ? gtin.padStart(14, '0') : '';
  return { gtin, gtin14: digits, gs1_gtin: digits ? `(01)${digits}` : '' };
}

/** A date as YYYY-MM-DD and the DD/MM/YYYY Australian labels print; '' when blank. */
export function dateFields(name: string, iso: string | null | undefined): Record<string, string> {
  const d = (iso ?? '').slice(0, 10);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(d);
  return { [name]: d, [`${name}_text`]: m ? `${m[3]}/${m[2]}/${m[1]}` : '' };
}
