import { describe, expect, it } from 'vitest';
import { DEFAULT_LABEL_COPIES, PRINT_MESSAGES as M } from '../../src/contract';
import { readCopies } from '../../src/ui/print/print-calls';

describe('print popup: Number of Copies read as the print call reads it', () => {
  it('drops the fraction of a number typed, and an empty field is the default', () => {
    expect(readCopies('2.5')).toEqual({ copies: 2 });
    expect(readCopies(' 3 ')).toEqual({ copies: 3 });
    expect(readCopies('999.9')).toEqual({ copies: 999 });
    expect(readCopies('')).toEqual({ copies: DEFAULT_LABEL_COPIES });
  });

  it('refuses under 1, over 999 and what is not a number, with the message of the call', () => {
    for (const text of ['0.5', '0', '-2', '1000', 'two'])
      expect(readCopies(text)).toEqual({ error: M.copies });
  });
});
