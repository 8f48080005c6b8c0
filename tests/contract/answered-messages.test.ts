import { describe, expect, it } from 'vitest';
import { MESSAGES, fields } from '../../src/contract';

/**
 * A rule's own message is answered as the envelope's error (fields.answered registers it, for
 * every action). The generic field messages must never be registered: a schema that did so would
 * change the answer of every other action whose data misses a field.
 */
describe('answered messages', () => {
  it('leave the generic field messages to the envelope', () => {
    for (const generic of [MESSAGES.required, MESSAGES.max, MESSAGES.invalidData])
      expect(fields.isAnsweredMessage(generic), generic).toBe(false);
  });
});
