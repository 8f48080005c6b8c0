/** Types for the CommonJS GS1 parser (the package ships none). */
declare module 'gs1-barcode-parser-mod' {
  export type ParsedElement = {
    /** The application identifier, e.g. "01", "3103". */
    ai: string;
    dataTitle: string;
    /** The value: a string, a number (measures, counts) or a Date (dates). */
    data: string | number | Date;
    unit: string;
    isoDate: string;
    /** The untouched substring the element was read from (after the AI). */
    raw: string;
  };
  export type ParsedBarcode = { codeName: string; parsedCodeItems: ParsedElement[] };
  /** Parses a GS1 payload; throws a string describing the problem. */
  export function parseBarcode(barcode: string): ParsedBarcode;
  const lib: { parseBarcode: typeof parseBarcode };
  export default lib;
}
