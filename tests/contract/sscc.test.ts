import { describe, expect, it } from 'vitest';
import {
  blockNumber,
  gs1CheckDigit,
  isValidSscc,
  packBarcode,
  packNumber,
  parsePackNumber,
  sscc18,
  ssccFromScan,
} from '../../src/contract';

describe('SSCC-18', () => {
  it('matches the GS1 examples', () => {
    // GS1 General Specifications / GS1-128 guideline examples.
    expect(sscc18(0, '0614141', 123456789)).toBe('006141411234567890');
    expect(sscc18(1, '0614141', 123456789)).toBe('106141411234567897');
    expect(sscc18(3, '4012345', 123456789)).toBe('340123451234567895');
    expect(isValidSscc('106141411234567897')).toBe(true);
    expect(isValidSscc('106141411234567898')).toBe(false);
    expect(isValidSscc('10614141123456789')).toBe(false);
  });

  it('pads the serial to 17 digits before the check digit for any prefix length', () => {
    for (const prefix of ['123456', '9312345', '931234567890']) {
      const code = sscc18(5, prefix, 42);
      expect(code).toHaveLength(18);
      expect(code.startsWith(`5${prefix}`)).toBe(true);
      expect(code.slice(0, 17).endsWith('42')).toBe(true);
      expect(isValidSscc(code)).toBe(true);
    }
    expect(sscc18(null, '9312345', 1)).toBe(
      `09312345000000001${gs1CheckDigit('09312345000000001')}`,
    );
  });

  it('refuses a prefix that is not 6-12 digits, or a bad extension digit', () => {
    expect(() => sscc18(0, '12345', 1)).toThrow();
    expect(() => sscc18(0, 'ABC1234', 1)).toThrow();
    expect(() => sscc18(10, '9312345', 1)).toThrow();
  });

  it('reads an SSCC from a scan', () => {
    expect(ssccFromScan('(00)106141411234567897')).toBe('106141411234567897');
    expect(ssccFromScan('00106141411234567897')).toBe('106141411234567897');
    expect(ssccFromScan('106141411234567897')).toBe('106141411234567897');
    expect(ssccFromScan('106141411234567890')).toBeNull();
  });

  it('reads an SSCC from the GS1-128 forms a dock scanner sends', () => {
    const sscc = '106141411234567897';
    expect(ssccFromScan(`]C100${sscc}`)).toBe(sscc);
    expect(ssccFromScan(`]C1\u001d00${sscc}`)).toBe(sscc);
    expect(ssccFromScan(`\u001d00${sscc}\r\n`)).toBe(sscc);
    expect(ssccFromScan(`<GS>00${sscc}`)).toBe(sscc);
    expect(ssccFromScan(`^]00${sscc}`)).toBe(sscc);
    expect(ssccFromScan(`(00) 1 0614141 123456789 7`)).toBe(sscc);
    // further elements after the fixed-length SSCC
    expect(ssccFromScan(`]C100${sscc}4010123`)).toBe(sscc);
    expect(ssccFromScan(`(00)${sscc}(401)0123`)).toBe(sscc);
    // not an SSCC: another AI, a wrong check digit, unmarked digits with more after
    expect(ssccFromScan(']C10109506000134352')).toBeNull();
    expect(ssccFromScan(']C100106141411234567890')).toBeNull();
    expect(ssccFromScan(`00${sscc}401`)).toBeNull();
    expect(ssccFromScan('PK-0001')).toBeNull();
  });
});

describe('pack numbers', () => {
  it('is the prefix and a 7-digit zero-padded number; the barcode is 00 + number', () => {
    expect(packNumber('PK', 42)).toBe('PK0000042');
    expect(parsePackNumber('PK0000042')).toEqual({ prefix: 'PK', n: 42 });
    expect(parsePackNumber('PK42')).toBeNull();
    expect(packBarcode('PK0000042')).toBe('00PK0000042');
  });

  it('numbers a block in step with its SSCC serials', () => {
    const block = {
      block_id: 'b',
      prefix: 'PK',
      first_number: 10,
      count: 3,
      first_sscc_serial: 500,
      gs1_company_prefix: '9312345',
      sscc_extension_digit: 0,
    };
    expect(blockNumber(block, 2)).toEqual({
      container_number: 'PK0000012',
      sscc_number: sscc18(0, '9312345', 502),
    });
    expect(blockNumber({ ...block, gs1_company_prefix: null }, 0).sscc_number).toBe('');
  });
});
