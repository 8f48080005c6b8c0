import { describe, expect, it } from 'vitest';
import {
  SITE_USER_ERRORS,
  SITE_USER_MESSAGES as M,
  ZSiteUserForm,
  countedLicence,
  fieldErrors,
  licenceVariant,
  userLogTime,
  type TSiteUserForm,
} from '../../src/contract';

const form = (patch: Partial<TSiteUserForm> = {}) => ({
  user_id: 'ella.p',
  display_name: 'Ella Picker',
  license_type: 'Full User',
  reset_mode: false,
  password: '',
  password_confirm: '',
  ...patch,
});

const errorsOf = (value: unknown) => {
  const parsed = ZSiteUserForm.safeParse(value);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('site user rules (document 3 sections 4, 6, 8)', () => {
  it('rows are coloured by licence: Full success, View info, Delivery warning, other secondary', () => {
    expect(licenceVariant('Full User')).toBe('success');
    expect(licenceVariant('View User')).toBe('info');
    expect(licenceVariant('Delivery User')).toBe('warning');
    expect(licenceVariant('Inactive')).toBe('secondary');
    expect(licenceVariant(null)).toBe('secondary');
  });

  it('counts Full, Delivery and View users; anything else, or deactivated, is inactive', () => {
    expect(countedLicence({ license_type: 'Delivery User', active_flag: true })).toBe(
      'Delivery User',
    );
    expect(countedLicence({ license_type: 'Full User', active_flag: false })).toBe('Inactive');
    expect(countedLicence({ license_type: 'Inactive', active_flag: true })).toBe('Inactive');
    expect(countedLicence({ license_type: 'Guest', active_flag: true })).toBe('Inactive');
  });

  it('checks the password only in reset-password mode, with the readable rules', () => {
    expect(errorsOf(form())).toEqual({});
    expect(errorsOf(form({ reset_mode: true, password: 'short1' }))).toEqual({
      password: M.passwordShort,
    });
    expect(errorsOf(form({ reset_mode: true, password: 'lettersonly' }))).toEqual({
      password: M.passwordMix,
    });
    expect(errorsOf(form({ reset_mode: true, password: 'Ella.P', user_id: 'ella.p' }))).toEqual({
      password: M.passwordShort,
    });
    expect(errorsOf(form({ reset_mode: true, user_id: 'picker01', password: 'PICKER01' }))).toEqual(
      { password: M.passwordIsUserId },
    );
    expect(
      errorsOf(form({ reset_mode: true, password: 'Forklift42', password_confirm: 'Forklift4' })),
    ).toEqual({ password_confirm: M.passwordMismatch });
    expect(
      errorsOf(form({ reset_mode: true, password: 'Forklift42', password_confirm: 'Forklift42' })),
    ).toEqual({});
  });

  it('an empty user name is refused (the editor is skipped)', () => {
    expect(errorsOf(form({ user_id: '' })).user_id).toBeDefined();
  });

  it("gives document 3's failure messages", () => {
    expect(SITE_USER_ERRORS.delete('boom')).toBe(
      'There was a problem deleting the user, if the problem persists please contact support - boom',
    );
    expect(SITE_USER_ERRORS.reset('x')).toBe(
      'There was a problem resetting the password, if the problem persists please contact support - x',
    );
  });

  it("shows change log times in the site's zone with seconds", () => {
    expect(userLogTime('2026-05-01T03:04:05.000Z', 'Australia/Sydney')).toBe('01-05-26 1:04:05 PM');
  });
});
