import gs1Parser, { type ParsedElement } from 'gs1-barcode-parser-mod';
import { GS_SUBSTITUTES, SCAN_MESSAGES } from '../contract/scanning';
import { gs1CheckDigitValid } from '../contract/gtin';
import { ssccFromScan } from '../contract/sscc';
import type { TGs1 } from './types';

export { gs1CheckDigitValid, toGtin14 } from '../contract/gtin';

/*
 * GS1 payloads (GS1-128, GS1 DataMatrix, GS1 QR, the printed "(01)…(10)…" form) read with
 * gs1-barcode-parser-mod, narrowed to what the floor uses (TGs1), with check digits and
 * dates validated. Everything else in src/ reads GS1 only through this file.
 */

/** The ASCII group separator: FNC1 inside a GS1 payload. */
export const GS = '\u001d';

/** Symbology identifiers that mean "this is GS1 data" (ISO/IEC 15424). */
const GS1_SYMBOLOGY = /^\](C1|d2|Q3|e0|e1|e2)/;
/** Any symbology identifier (`]` + letter + digit), stripped from plain codes. */
const ANY_SYMBOLOGY = /^\][A-Za-z][0-9]/;
/** The human-readable form starts with an AI in parentheses. */
const HRI_START = /^\(\d{2,4}\)/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex
const LEADING_GS = /^\u001d+/;

/** A GS1 payload that is not valid: a bad check digit, a bad date, an unreadable element. */
export class Gs1Error extends Error {
  readonly code: 'invalid' | 'check-digit' | 'date';
  constructor(code: Gs1Error['code'], message: string) {
    super(message);
    this.name = 'Gs1Error';
    this.code = code;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
const GS_SUBSTITUTE_RE = new RegExp(GS_SUBSTITUTES.map(escapeRegExp).join('|'), 'gi');

/** The payload with every GS substitute ('<GS>', '^]', …) turned into the real GS. */
export function normaliseGs(raw: string): string {
  return raw.replace(GS_SUBSTITUTE_RE, GS);
}

/**
 * A scanned code made fit for a plain lookup: GS substitutes and control characters
 * removed, the symbology identifier (`]C1`, `]d2`, `]Q3`, …) dropped, trimmed.
 */
export function cleanScanText(raw: string): string {
  let text = normaliseGs(raw).replace(CONTROL_CHARS, '').trim();
  if (ANY_SYMBOLOGY.test(text)) text = text.slice(3).trim();
  return text;
}

/**
 * An SSCC-18 from a scan that is not read as a GS1 payload: the 18 digits, '00' + the 18
 * digits, or the printed '(00)…' form (ssccFromScan, the rule the server reads packs by); null
 * when it is not one or its check digit is wrong.
 */
export function ssccFromText(text: string): string | null {
  return ssccFromScan(text);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A GS1 YYMMDD date as ISO yyyy-mm-dd (GS1 General Specifications 7.12: century window, day 00). */
export function gs1Date(ai: string, yymmdd: string, today = new Date()): string {
  const bad = () => new Gs1Error('date', SCAN_MESSAGES.gs1BadDate(ai, yymmdd));
  if (!/^\d{6}$/.test(yymmdd)) throw bad();
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  let day = Number(yymmdd.slice(4, 6));
  const current = today.getUTCFullYear();
  const century = current - (current % 100);
  const gap = yy - (current % 100);
  const year = gap >= 51 ? century - 100 + yy : gap <= -50 ? century + 100 + yy : century + yy;
  if (month < 1 || month > 12) throw bad();
  const last = daysInMonth(year, month);
  if (day === 0) day = last;
  if (day > last) throw bad();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

type ParseResult = { elements: ParsedElement[]; marked: boolean };

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A GS1 Digital Link URI (the QR codes on newer consumer packs), e.g.
 * `https://id.gs1.org/01/09506000134352/10/ABC?17=271231`, as its human-readable element
 * string `(01)09506000134352(10)ABC(17)271231`; null for any other text. Only links keyed
 * by an SSCC (00) or a GTIN (01) are read; a short GTIN is padded to 14 digits.
 */
export function digitalLinkToHri(text: string): string | null {
  if (!/^https?:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').filter(Boolean).map(safeDecode);
  const start = segments.findIndex(
    (segment, i) => (segment === '01' || segment === '00') && i + 1 < segments.length,
  );
  if (start < 0) return null;
  const pairs: [string, string][] = [];
  for (let i = start; i + 1 < segments.length; i += 2) {
    const ai = segments[i] ?? '';
    if (!/^\d{2,4}$/.test(ai)) break;
    pairs.push([ai, segments[i + 1] ?? '']);
  }
  for (const [ai, value] of url.searchParams) {
    if (/^\d{2,4}$/.test(ai)) pairs.push([ai, value]);
  }
  return pairs
    .map(
      ([ai, value]) =>
        `(${ai})${ai === '01' && /^\d{8,13}$/.test(value) ? value.padStart(14, '0') : value}`,
    )
    .join('');
}

function parseElements(raw: string): ParseResult | null {
  const trimmed = normaliseGs(raw)
    .replace(/[\r\n]+$/, '')
    .trim();
  if (!trimmed) return null;
  const isLink = /^https?:\/\//i.test(trimmed);
  const payload = isLink ? digitalLinkToHri(trimmed) : trimmed;
  if (!payload) return null;
  let body = payload.replace(LEADING_GS, '');
  // FNC1 in first position may follow the symbology identifier as a GS: drop it.
  if (GS1_SYMBOLOGY.test(body)) body = body.slice(0, 3) + body.slice(3).replace(LEADING_GS, '');
  const marked =
    GS1_SYMBOLOGY.test(body) || HRI_START.test(body) || payload.startsWith(GS) || body.includes(GS);
  if (!marked && !/^\d{16,}/.test(body)) {
    // A plain code: only a long run of digits starting with a GS1 key can be unmarked GS1.
    return null;
  }
  try {
    const parsed = gs1Parser.parseBarcode(body);
    return { elements: parsed.parsedCodeItems, marked };
  } catch (error) {
    if (!marked) return null;
    throw new Gs1Error('invalid', SCAN_MESSAGES.gs1Invalid(String(error)));
  }
}

/**
 * Reads a GS1 payload: GS1-128 / GS1 DataMatrix / GS1 QR with or without the symbology
 * identifier (`]C1`, `]d2`, `]Q3`), FNC1 as GS (U+001D, or a substitute such as `<GS>` or
 * `^]`), or the human-readable `(01)…(17)…(10)…` form. An unmarked run of digits is read as
 * GS1 only when it starts with SSCC (00) or GTIN (01/02) and parses completely.
 *
 * @returns the elements the floor uses, `{}` for GS1 data without any of them, or null
 *   for a plain code (a location, an item code, a plain EAN).
 * @throws Gs1Error for a GS1 payload with a wrong GTIN/SSCC check digit, an impossible
 *   date, or an element that cannot be read (the message says which, for the user).
 */
export function parseGs1(raw: string): TGs1 | null {
  const result = parseElements(raw);
  if (result && !result.marked) {
    // Unmarked digits that fail a check are more likely a plain code than a bad scan.
    try {
      return readElements(result);
    } catch {
      return null;
    }
  }
  return result ? readElements(result) : null;
}

function readElements(result: ParseResult): TGs1 | null {
  const { elements, marked } = result;
  if (!marked && !['00', '01', '02'].includes(elements[0]?.ai ?? '')) return null;
  const gs1: TGs1 = {};
  let containedGtin: string | undefined;
  for (const element of elements) {
    const value = element.raw;
    switch (element.ai) {
      case '00':
        if (!gs1CheckDigitValid(value)) {
          throw new Gs1Error('check-digit', SCAN_MESSAGES.gs1BadSscc(value));
        }
        gs1.sscc = value;
        break;
      case '01':
      case '02':
        if (!gs1CheckDigitValid(value)) {
          throw new Gs1Error('check-digit', SCAN_MESSAGES.gs1BadGtin(value));
        }
        if (element.ai === '01') gs1.gtin = value;
        else containedGtin = value;
        break;
      case '10':
        gs1.batch = value;
        break;
      case '15':
        gs1.bestBefore = gs1Date('15', value);
        break;
      case '17':
        gs1.expiry = gs1Date('17', value);
        break;
      case '21':
        gs1.serial = value;
        break;
      case '30':
      case '37':
        gs1.quantity = Number(value);
        break;
      default:
        break;
    }
  }
  if (!gs1.gtin && containedGtin) gs1.gtin = containedGtin;
  return gs1;
}

/** parseGs1 that never throws: the elements, or the error's message for the user. */
export function safeParseGs1(raw: string): { gs1: TGs1 | null; error: string | null } {
  try {
    return { gs1: parseGs1(raw), error: null };
  } catch (error) {
    if (error instanceof Gs1Error) return { gs1: null, error: error.message };
    return { gs1: null, error: SCAN_MESSAGES.gs1Invalid(String(error)) };
  }
}

/**
 * The text a scan shows: a GS1 payload in its human-readable form `(01)…(10)…`, anything
 * else cleaned (see cleanScanText).
 */
export function scanDisplayText(raw: string): string {
  try {
    const result = parseElements(raw);
    if (result && result.elements.length > 0) {
      if (result.marked || parseGs1(raw) !== null) {
        return result.elements.map((element) => `(${element.ai})${element.raw}`).join('');
      }
    }
  } catch {
    // An unreadable GS1 payload shows as cleaned text; parseGs1 reports the error.
  }
  return cleanScanText(raw);
}
