import { describe, expect, it } from 'vitest';
import {
  Gs1Error,
  cleanScanText,
  gs1Date,
  parseGs1,
  safeParseGs1,
  scanDisplayText,
  ssccFromText,
  toGtin14,
  toScan,
} from '../../src/scan';
import { SCAN_MESSAGES } from '../../src/contract';

const GS = '\u001d';

describe('parseGs1', () => {
  it('reads a GS1-128 payload with ]C1 and GS separators', () => {
    expect(parseGs1(`]C101095060001343521725123110ABC123${GS}21SN-77${GS}3024`)).toEqual({
      gtin: '09506000134352',
      expiry: '2025-12-31',
      batch: 'ABC123',
      serial: 'SN-77',
      quantity: 24,
    });
  });

  it('reads a GS1 DataMatrix payload with ]d2, a leading FNC1 and a best-before date', () => {
    expect(parseGs1(`]d2${GS}010950600013435215270615${GS}10LOT 9${GS}3712`)).toEqual({
      gtin: '09506000134352',
      bestBefore: '2027-06-15',
      batch: 'LOT 9',
      quantity: 12,
    });
  });

  it('reads a GS1 QR payload (]Q3) and the GS substitutes wedges send', () => {
    expect(parseGs1(']Q3010950600013435210B1<GS>21S1')).toEqual({
      gtin: '09506000134352',
      batch: 'B1',
      serial: 'S1',
    });
    expect(parseGs1('010950600013435210B2^]21S2')).toEqual({
      gtin: '09506000134352',
      batch: 'B2',
      serial: 'S2',
    });
  });

  it('reads the human-readable (01)…(17)…(10)… form', () => {
    expect(parseGs1('(01)09506000134352(17)270228(10)ABC123')).toEqual({
      gtin: '09506000134352',
      expiry: '2027-02-28',
      batch: 'ABC123',
    });
  });

  it('turns a day 00 into the last day of the month (leap years too)', () => {
    expect(parseGs1('(01)09506000134352(17)280200')?.expiry).toBe('2028-02-29');
    expect(parseGs1('(01)09506000134352(15)270400')?.bestBefore).toBe('2027-04-30');
    expect(gs1Date('17', '261100')).toBe('2026-11-30');
  });

  it('reads an SSCC (00), with ]C1, in parentheses, or as 00 + 18 digits', () => {
    expect(parseGs1(']C100106141412345678908')).toEqual({ sscc: '106141412345678908' });
    expect(parseGs1('(00)376104250021234569')).toEqual({ sscc: '376104250021234569' });
    expect(parseGs1('00106141412345678908')).toEqual({ sscc: '106141412345678908' });
  });

  it('takes 02 (contained GTIN) as the GTIN with 37 as the count', () => {
    expect(parseGs1(`]C10210614141000415${GS}3748`)).toEqual({
      gtin: '10614141000415',
      quantity: 48,
    });
  });

  it('rejects a wrong GTIN or SSCC check digit with a clear error', () => {
    expect(() => parseGs1(']C10109506000134353')).toThrow(Gs1Error);
    expect(safeParseGs1(']C10109506000134353')).toEqual({
      gs1: null,
      error: SCAN_MESSAGES.gs1BadGtin('09506000134353'),
    });
    expect(safeParseGs1('(00)106141412345678907').error).toBe(
      SCAN_MESSAGES.gs1BadSscc('106141412345678907'),
    );
  });

  it('rejects an impossible date and an unreadable GS1 payload', () => {
    expect(safeParseGs1('(01)09506000134352(17)271301').error).toBe(
      SCAN_MESSAGES.gs1BadDate('17', '271301'),
    );
    expect(safeParseGs1('(01)09506000134352(17)270231').error).toBe(
      SCAN_MESSAGES.gs1BadDate('17', '270231'),
    );
    expect(safeParseGs1(']C101095060001343').error).toMatch(/could not be read/);
  });

  it('reads a GS1 Digital Link QR (path and query elements, short GTIN padded)', () => {
    expect(
      parseGs1('https://id.gs1.org/01/09506000134352/10/AB%2F1?17=271231&3103=000525'),
    ).toEqual({
      gtin: '09506000134352',
      batch: 'AB/1',
      expiry: '2027-12-31',
    });
    expect(parseGs1('https://example.com/shop/01/4006381333931/21/S9')).toEqual({
      gtin: '04006381333931',
      serial: 'S9',
    });
    expect(scanDisplayText('https://id.gs1.org/00/106141412345678908')).toBe(
      '(00)106141412345678908',
    );
    expect(parseGs1('https://example.com/product/42')).toBeNull();
    expect(safeParseGs1('https://example.com/01/%E0%A4%A').error).toMatch(/could not be read/);
    expect(safeParseGs1('https://id.gs1.org/01/09506000134353').error).toBe(
      SCAN_MESSAGES.gs1BadGtin('09506000134353'),
    );
  });

  it('returns null for plain codes: locations, item codes, plain EAN/UPC, short numbers', () => {
    for (const code of [
      'A-01-02',
      '10-A-01',
      'WIDGET-RED',
      '4006381333931',
      '036000291452',
      '12345',
      '',
    ]) {
      expect(parseGs1(code)).toBeNull();
    }
    // Unmarked digits with a bad check digit are a plain code, not a bad GS1 scan.
    expect(parseGs1('0109506000134353')).toBeNull();
  });
});

describe('GS1 helpers', () => {
  it('cleans scanned text: trim, GS, symbology identifier', () => {
    expect(cleanScanText('  ]C1A-01-02\r\n')).toBe('A-01-02');
    expect(cleanScanText(`LOC${GS}1`)).toBe('LOC1');
  });
  it('normalises GTINs to 14 digits', () => {
    expect(toGtin14('4006381333931')).toBe('04006381333931');
    expect(toGtin14('036000291452')).toBe('00036000291452');
    expect(toGtin14('4006381333932')).toBeNull();
  });
  it('reads an SSCC typed plain, with 00 or (00)', () => {
    expect(ssccFromText('106141412345678908')).toBe('106141412345678908');
    expect(ssccFromText(' 00106141412345678908 ')).toBe('106141412345678908');
    expect(ssccFromText('(00)106141412345678908')).toBe('106141412345678908');
    expect(ssccFromText('106141412345678907')).toBeNull();
  });
  it('shows GS1 payloads in their human-readable form', () => {
    expect(scanDisplayText(`]d20109506000134352${GS}10AB`)).toBe('(01)09506000134352(10)AB');
    expect(scanDisplayText(' a-01 ')).toBe('a-01');
    const { scan, error } = toScan(']C10109506000134352<GS>', 'camera');
    expect(error).toBeNull();
    expect(scan).toEqual({
      raw: `]C10109506000134352${GS}`,
      text: '(01)09506000134352',
      source: 'camera',
      gs1: { gtin: '09506000134352' },
    });
  });
});
