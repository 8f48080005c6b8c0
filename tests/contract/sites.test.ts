import { describe, expect, it } from 'vitest';
import {
  SITE_MESSAGES as M,
  ZSiteInput,
  ZSiteProjectItem,
  isTimeZone,
  navbarClass,
} from '../../src/contract';

describe('sites contract', () => {
  it('accepts IANA time zones the runtime knows, refuses others', () => {
    expect(isTimeZone('Australia/Perth')).toBe(true);
    expect(isTimeZone('Australia/Hobart')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('not a zone')).toBe(false);
  });

  it('a site input: upper-case id, blanks become null, Australia by default', () => {
    const site = ZSiteInput.parse({ site_id: 'MEL1', site_name: 'Melbourne', suburb: ' ' });
    expect(site).toMatchObject({ suburb: null, country: 'Australia', active: true });
    expect(site.database_password).toBeUndefined();
    const lower = ZSiteInput.safeParse({ site_id: 'mel1', site_name: 'Melbourne' });
    expect(lower.error?.issues[0]?.message).toBe(M.siteId);
  });

  it('a project item is OPEN by default and refuses groups outside the second list', () => {
    expect(ZSiteProjectItem.parse({ item_name: 'Go live' })).toMatchObject({
      status: 'OPEN',
      group: 'SETUP',
    });
    const first = ZSiteProjectItem.safeParse({ item_name: 'Go live', group: 'GOLIVE' });
    expect(first.error?.issues[0]?.message).toBe(M.projectGroup);
  });

  it('navbar classes by variant and type, white for an unknown one', () => {
    expect(navbarClass('dark', 'dark')).toContain('bg-slate-900');
    expect(navbarClass('dark', 'dark')).toContain('text-white');
    expect(navbarClass('nope', 'light')).toBe('bg-white ');
  });
});
