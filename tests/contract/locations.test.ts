import { describe, expect, it } from 'vitest';
import {
  BLANK_LOCATION,
  DEFAULT_LOCATION_TYPE,
  MESSAGES,
  ZLocation,
  ZLocationCheck,
  effectiveLocationTerm,
  locationRowVariant,
} from '../../src/contract';

describe('locations contract', () => {
  it('ignores a search term of 1 character', () => {
    expect(effectiveLocationTerm('A')).toBeUndefined();
    expect(effectiveLocationTerm(' a ')).toBeUndefined();
    expect(effectiveLocationTerm('')).toBeUndefined();
    expect(effectiveLocationTerm(null)).toBeUndefined();
    expect(effectiveLocationTerm(' A-')).toBe('A-');
  });

  it('gives document 3’s defaults: location type 4, active, not quarantined', () => {
    const parsed = ZLocation.parse({ warehouse: 'DC1', location: 'A-01-01-A', pick_section: 'A' });
    expect(parsed.location_type).toBe(DEFAULT_LOCATION_TYPE);
    expect(DEFAULT_LOCATION_TYPE).toBe(4);
    expect(parsed).toMatchObject({ active: true, quarantine: false, internal_location: false });
    expect(BLANK_LOCATION.location_type).toBe(4);
  });

  it('needs a location, a warehouse and a pick section', () => {
    const result = ZLocation.safeParse({ warehouse: '', location: '', pick_section: '' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toContain(MESSAGES.required);
    expect(messages).toContain(MESSAGES.pickSectionBlank);
  });

  it('takes at most 500 rows per check', () => {
    const rows = Array.from({ length: 501 }, () => ({}));
    expect(ZLocationCheck.safeParse({ locations: rows }).success).toBe(false);
    expect(ZLocationCheck.safeParse({ locations: rows.slice(1) }).success).toBe(true);
  });

  it('greys inactive rows and shows active quarantined rows as danger', () => {
    expect(locationRowVariant({ active: false, quarantine: true })).toBe('secondary');
    expect(locationRowVariant({ active: true, quarantine: true })).toBe('danger');
    expect(locationRowVariant({ active: true, quarantine: false })).toBeUndefined();
  });
});
