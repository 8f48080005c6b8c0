import { describe, expect, it } from 'vitest';
import {
  CONNECTOR_AREAS,
  USER_ACCESS_MESSAGES as M,
  ZClockOff,
  ZConnectorUserSave,
  ZCopyUser,
  defaultConnectorPermissions,
  siteWarehouseDocumentId,
  userSiteDocument,
} from '../../src/contract';

describe('user access contract', () => {
  it('section 3 defaults: view on, update and delete off; erp carries view and update only', () => {
    const defaults = defaultConnectorPermissions();
    for (const area of CONNECTOR_AREAS) {
      expect(defaults[area]).toEqual({ view: true, update: false, delete: false });
    }
    expect(defaults.erp).toEqual({ view: true, update: false });
  });

  it('a connector user saves with run type Single unless told, and blank ids as null', () => {
    const parsed = ZConnectorUserSave.parse({
      user_id: ' u1 ',
      erp_user_id: '',
      permissions: { so: {} },
    });
    expect(parsed).toMatchObject({ user_id: 'u1', run_type: 'Single', erp_user_id: null });
    expect(parsed.permissions?.so).toEqual({ view: true, update: false, delete: false });
    expect(ZConnectorUserSave.safeParse({ user_id: 'u1', run_type: 'Fast' }).success).toBe(false);
  });

  it('clock-off takes clock_off true only', () => {
    const refused = ZClockOff.safeParse({ clock_off: false, user_id: 'u1', warehouse: 'DC1' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toContain(M.clockOffOnly);
  });

  it('record keys and the copy form', () => {
    expect(userSiteDocument('u1', 'USER_SITE')).toBe('u1-USER_SITE');
    expect(siteWarehouseDocumentId('SXD', 'DC1')).toBe('SXD-DC1');
    expect(
      ZCopyUser.safeParse({ user_id: 'new.user', display_name: 'New', email_address: '' }).success,
    ).toBe(true);
    expect(
      ZCopyUser.safeParse({ user_id: 'new user', display_name: 'New', email_address: 'x' }).success,
    ).toBe(false);
  });
});
