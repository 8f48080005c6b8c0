import { describe, expect, it } from 'vitest';
import { isInterfaceEntity, logInterfaceLine } from '../../src/contract';

describe('Logging: the entity interface', () => {
  it('is the entity interface in any case, and nothing else', () => {
    expect(isInterfaceEntity(' Interface ')).toBe(true);
    expect(isInterfaceEntity('interfaces')).toBe(false);
    expect(isInterfaceEntity('')).toBe(false);
  });

  it('shows the ERP interface and the date searched', () => {
    expect(logInterfaceLine('MYOB_EXO', '2026-11-25')).toBe('ERP interface: MYOB_EXO · 25-11-26');
    expect(logInterfaceLine(null, '')).toBe('ERP interface: none set · any date');
  });
});
