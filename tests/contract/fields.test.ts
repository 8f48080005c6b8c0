import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD_MESSAGES, INT_MAX, QUANTITY_MAX, fields } from '../../src/contract';

const refusal = (schema: z.ZodType, value: unknown) => {
  const parsed = z.object({ field: schema }).safeParse({ field: value });
  return parsed.success ? null : z.prettifyError(parsed.error);
};

describe('bounded field schemas', () => {
  it('id: 1 .. 2^31-1, a JSON number only, the field named in the refusal', () => {
    expect(refusal(fields.id(), 1)).toBeNull();
    expect(refusal(fields.id(), INT_MAX)).toBeNull();
    for (const bad of [0, -1, INT_MAX + 1, 2 ** 53, 1.5, '12', Number.NaN, null]) {
      const message = refusal(fields.id(), bad);
      expect(message, String(bad)).toContain('field');
    }
    expect(refusal(fields.id(), INT_MAX + 1)).toContain(FIELD_MESSAGES.idRange);
    expect(refusal(fields.id(), '12')).toContain(FIELD_MESSAGES.number);
  });

  it('bigId: up to 2^53-1', () => {
    expect(refusal(fields.bigId(), 2 ** 40)).toBeNull();
    expect(refusal(fields.bigId(), 2 ** 53)).not.toBeNull();
  });

  it('int, quantity and decimal stay within their columns', () => {
    expect(refusal(fields.int(), -(2 ** 31))).toBeNull();
    expect(refusal(fields.int(), 2 ** 31)).not.toBeNull();
    expect(refusal(fields.quantity(), QUANTITY_MAX)).toBeNull();
    expect(refusal(fields.quantity(), 1e20)).not.toBeNull();
    expect(refusal(fields.quantity(), -1)).not.toBeNull();
    expect(refusal(fields.decimal(), -5.5)).toBeNull();
    expect(refusal(fields.decimal(), -1e20)).not.toBeNull();
    expect(refusal(fields.decimal(), Number.POSITIVE_INFINITY)).not.toBeNull();
  });

  it('date: a real calendar day as YYYY-MM-DD', () => {
    for (const good of ['2026-01-31', '2024-02-29', '2000-02-29', ' 2026-12-31 '])
      expect(refusal(fields.date(), good), good).toBeNull();
    for (const bad of [
      '2026-13-45',
      '2026-02-30',
      '2023-02-29',
      '1900-02-29',
      '0000-01-01',
      '2026-1-1',
    ])
      expect(refusal(fields.date(), bad), bad).not.toBeNull();
    expect(refusal(fields.date(), '2026-02-30')).toContain(FIELD_MESSAGES.date);
    expect(refusal(fields.optionalDate(), '')).toBeNull();
    expect(refusal(fields.optionalDate(), null)).toBeNull();
  });

  it('text: no NUL, no lone surrogate, a length cap; a paired surrogate is fine', () => {
    expect(refusal(fields.text(), 'caf\u00e9 \uD83D\uDE00')).toBeNull();
    for (const bad of ['a\u0000b', 'a\uD800b', '\uDC00', 'x'.repeat(10_001)])
      expect(refusal(fields.text(), bad)).not.toBeNull();
    expect(refusal(fields.text(), 'a\u0000b')).toContain(FIELD_MESSAGES.badCharacters);
    expect(refusal(fields.text(5), 'abcdef')).toContain(FIELD_MESSAGES.textTooLong(5));
  });
});
