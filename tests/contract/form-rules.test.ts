import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES, fieldErrors, rules, searchTermReady } from '../../src/contract';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('form rules (document 1 section 5)', () => {
  it('gives the specification message for each rule', () => {
    expect(firstMessage(rules.required(), '  ')).toBe(MESSAGES.required);
    expect(firstMessage(rules.required(), undefined)).toBe(MESSAGES.required);
    expect(firstMessage(rules.alpha(), 'abc1')).toBe(MESSAGES.alpha);
    expect(firstMessage(rules.alphaDash(), 'DC-1_a b')).toBe(MESSAGES.alphaDash);
    expect(firstMessage(rules.alphaNum(), 'DC-1')).toBe(MESSAGES.alphaNum);
    expect(firstMessage(rules.digits(), '12a')).toBe(MESSAGES.digits);
    expect(firstMessage(rules.email(), 'not-an-email')).toBe(MESSAGES.email);
    expect(firstMessage(rules.max(3), 'abcd')).toBe(MESSAGES.max);
    expect(firstMessage(rules.minValue(1), '0')).toBe(MESSAGES.minValue);
    expect(firstMessage(rules.is('yes'), 'no')).toBe(MESSAGES.is);
  });

  it('accepts good values', () => {
    expect(firstMessage(rules.alphaDash(), 'DC-1_a')).toBeNull();
    expect(firstMessage(rules.digits(4), '0420')).toBeNull();
    expect(firstMessage(rules.email(), 'ops@southerncross.example')).toBeNull();
    expect(firstMessage(rules.minValue(1), '3')).toBeNull();
  });

  it('maps errors to fields', () => {
    const form = z.object({ code: rules.required(), email: rules.email() });
    const parsed = form.safeParse({ code: '', email: 'x' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(fieldErrors(parsed.error)).toEqual({ code: MESSAGES.required, email: MESSAGES.email });
    }
  });
});

describe('search term length', () => {
  it('starts a search only at two characters, ignoring spaces', () => {
    expect(searchTermReady('D')).toBe(false);
    expect(searchTermReady(' D ')).toBe(false);
    expect(searchTermReady('DC')).toBe(true);
    expect(searchTermReady(undefined)).toBe(false);
  });
});
