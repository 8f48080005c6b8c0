import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('configuration from the environment', () => {
  it('dates the demo data from DEMO_NOW when set, from the start time when not', () => {
    expect(loadConfig({ DEMO_NOW: '2026-11-20T09:00:00+11:00' }).demoNow?.toISOString()).toBe(
      '2026-11-19T22:00:00.000Z',
    );
    expect(loadConfig({}).demoNow).toBeUndefined();
  });

  it('refuses a DEMO_NOW, PORT or IMG_SRC it cannot read, naming the setting', () => {
    expect(() => loadConfig({ DEMO_NOW: 'yesterday' })).toThrow(/DEMO_NOW must be a date and time/);
    expect(() => loadConfig({ PORT: '80.5' })).toThrow(/PORT must be a whole number/);
    expect(() => loadConfig({ IMG_SRC: "'unsafe-inline'" })).toThrow(/IMG_SRC must list sources/);
  });
});
