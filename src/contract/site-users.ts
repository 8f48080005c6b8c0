import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { z } from 'zod';
import { actionContract } from './action-contract';
import * as fields from './fields';
import { MESSAGES } from './messages';
import { LICENCE_TYPES, ROLES, ZRole, type TRole } from './permissions';
import type { TVariant } from './status-colours';
import { USER_ID_MESSAGES, ZUserId } from './user-id';

/**
 * Site users (document 3 sections 2-8): the users who are members of a site, their licences,
 * the site's licence counters, password resets and each user's change log. Service `site`,
 * entity `user`; the roles on offer come from `admin` / `role` / `list`.
 */

/** The licences a site counts (document 3 section 6); anything else counts as inactive. */
export const COUNTED_LICENCES = ['Full User', 'Delivery User', 'View User'] as const;
export type TCountedLicence = (typeof COUNTED_LICENCES)[number];

/** Users with these roles are not counted against a site's licences (document 3 section 4). */
export const UNCOUNTED_ROLES: readonly TRole[] = ['provider', 'partner'];

/** The licence the site user list leaves out (document 3 section 4: it hides View User rows). */
export const HIDDEN_LIST_LICENCE: TCountedLicence = 'View User';

/** Row colour by licence (document 3 section 4): Full success, View info, Delivery warning. */
const LICENCE_VARIANTS: Record<string, TVariant> = {
  'Full User': 'success',
  'View User': 'info',
  'Delivery User': 'warning',
};
export function licenceVariant(licence: string | null | undefined): TVariant {
  return LICENCE_VARIANTS[licence ?? ''] ?? 'secondary';
}

/** Counted under a licence, or inactive (deactivated, or a licence the site does not count). */
export function countedLicence(user: {
  license_type: string;
  active_flag: boolean;
}): TCountedLicence | 'Inactive' {
  const licence = COUNTED_LICENCES.find((l) => l === user.license_type);
  return user.active_flag && licence ? licence : 'Inactive';
}

/** The password rules a user reads beside the password box; ZPassword checks the same. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_RULES = [
  `At least ${PASSWORD_MIN} characters (at most ${PASSWORD_MAX})`,
  'At least one letter and one number',
  'Not the same as the User ID',
] as const;

export const SITE_USER_MESSAGES = {
  notFound: (userId: string) => `User '${userId}' was not found at this site`,
  userIdTaken: (userId: string) =>
    `User ID '${userId}' is already used by a user of another site; add them to this site from their Sites and permissions page`,
  emailTaken: (email: string) => `Email address '${email}' is already used by another user`,
  licenceFull: (licence: string, allowed: number) =>
    `No ${licence} licence is available at this site: it allows ${allowed} ${licence}${allowed === 1 ? '' : 's'} and all are in use`,
  deactivateSelf: 'You cannot deactivate yourself',
  activateTitle: 'Activate user',
  activateConfirm: (who: string, licence: string) =>
    `Activate ${who}? They can sign in again with their password, counted as a ${licence}.`,
  deleteSelf: 'You cannot remove yourself from the site',
  passwordShort: fields.answered(`The password needs at least ${PASSWORD_MIN} characters`),
  passwordLong: fields.answered(`The password may have at most ${PASSWORD_MAX} characters`),
  passwordMix: fields.answered('The password needs at least one letter and one number'),
  passwordIsUserId: fields.answered('The password may not be the same as the User ID'),
  userId: USER_ID_MESSAGES.rule,
  // Document 3 section 8: the client's messages for a failed user or password call.
  problem:
    (verb: 'deleting' | 'updating' | 'getting' | 'resetting', thing: 'user' | 'password') =>
    (detail: string) =>
      `There was a problem ${verb} the ${thing}, if the problem persists please contact support - ${detail}`,
  /** Document 3 section 8 for a failed list. */
  listFailed: (detail: string) =>
    `Something went wrong! Please contact support if it persists - ${detail}`,
  passwordMismatch: 'The passwords do not match',
} as const;

export const SITE_USER_ERRORS = {
  get: SITE_USER_MESSAGES.problem('getting', 'user'),
  save: SITE_USER_MESSAGES.problem('updating', 'user'),
  delete: SITE_USER_MESSAGES.problem('deleting', 'user'),
  reset: SITE_USER_MESSAGES.problem('resetting', 'password'),
} as const;

/** A user named by a call: any stored id; a new user's id is checked with isNewUserId. */
const userId = () => ZUserId;

const optional = (max: number) =>
  fields
    .text(max)
    .trim()
    .nullish()
    .transform((v) => v || null);

/** A password as the rules above say (the User ID check is ZResetPassword's). */
export const ZPassword = z
  .string({ error: SITE_USER_MESSAGES.passwordShort })
  .refine(fields.isStorableText, fields.FIELD_MESSAGES.badCharacters)
  .min(PASSWORD_MIN, SITE_USER_MESSAGES.passwordShort)
  .max(PASSWORD_MAX, SITE_USER_MESSAGES.passwordLong)
  .refine((p) => /\p{L}/u.test(p) && /\p{N}/u.test(p), SITE_USER_MESSAGES.passwordMix);

/** The user as the editor sends it (document 3 "User (site user)"). */
export const ZSiteUser = z.object({
  user_id: userId(),
  display_name: fields.text(80).trim().min(1, MESSAGES.required),
  email_address: fields
    .text(254)
    .trim()
    .pipe(z.email(MESSAGES.email).or(z.literal('')))
    .nullish()
    .transform((v) => v || null),
  contact_phone: optional(40),
  license_type: fields.oneOf(LICENCE_TYPES, 'Choose a licence type'),
  active_flag: z.boolean().default(true),
  reset_flag: z.boolean().default(false),
  staff_id: optional(40),
  shift: optional(20),
  role: ZRole.default('guest'),
});
export type TSiteUser = z.output<typeof ZSiteUser>;
export type TSiteUserInput = z.input<typeof ZSiteUser>;

export const BLANK_SITE_USER: TSiteUser = {
  user_id: '',
  display_name: '',
  email_address: null,
  contact_phone: null,
  license_type: 'Full User',
  active_flag: true,
  reset_flag: true,
  staff_id: null,
  shift: null,
  role: 'guest',
};

/** A user as answered: never the password hash. */
export const ZSiteUserRow = z.object({
  user_id: z.string(),
  display_name: z.string(),
  email_address: z.string().nullable(),
  contact_phone: z.string().nullable(),
  license_type: z.string(),
  active_flag: z.boolean(),
  reset_flag: z.boolean(),
  staff_id: z.string().nullable(),
  shift: z.string().nullable(),
  role: z.string(),
  current_site: z.string().nullable(),
  /**
   * The list answers why the caller may not change this user (a user of another site the
   * caller does not administer, the provider's or a partner's account); null when they may.
   */
  change_refusal: z.string().nullable().optional(),
});
export type TSiteUserRow = z.output<typeof ZSiteUserRow>;

export const ZSiteUserList = z.object({
  include_inactive: z.boolean().nullish(),
  /** View User rows are left out unless asked for (document 3 section 4). */
  include_view_users: z.boolean().nullish(),
});
export const ZSiteUserKey = z.object({ user_id: userId() });
export const ZSiteUserCheck = z.object({ user: ZSiteUser, save: z.boolean().default(true) });

export const ZResetPassword = z
  .object({ user_id: userId(), password: ZPassword })
  .refine((v) => v.password.trim().toLowerCase() !== v.user_id.toLowerCase(), {
    message: SITE_USER_MESSAGES.passwordIsUserId,
    path: ['password'],
  });
/**
 * The user editor's form: the user, and in reset-password mode (a new user, or Reset password)
 * the password to set, twice.
 */
export const ZSiteUserForm = ZSiteUser.extend({
  reset_mode: z.boolean(),
  password: z.string(),
  password_confirm: z.string(),
}).superRefine((form, ctx) => {
  if (!form.reset_mode) return;
  const checked = ZResetPassword.safeParse({ user_id: form.user_id, password: form.password });
  const problem = checked.error?.issues.find((i) => i.path[0] === 'password');
  if (problem) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: problem.message });
  } else if (form.password !== form.password_confirm) {
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirm'],
      message: SITE_USER_MESSAGES.passwordMismatch,
    });
  }
});
export type TSiteUserForm = z.output<typeof ZSiteUserForm>;

export const ZResetPasswordRow = z.object({ user_id: z.string(), reset_flag: z.boolean() });

export const ZSiteUserDeleted = z.object({
  user_id: z.string(),
  /** The user has no site left and was deactivated (their row stays for the log). */
  deactivated: z.boolean(),
});

/** One licence's counter at the site; Inactive has no allowance. */
export const ZLicenceCounter = z.object({
  license_type: z.enum([...COUNTED_LICENCES, 'Inactive']),
  allowed: z.number().int().nullable(),
  used: z.number().int(),
  available: z.number().int().nullable(),
});
export type TLicenceCounter = z.output<typeof ZLicenceCounter>;

/** One entry of a user's change log (the activity log of calls about the user). */
export const ZSiteUserLogEntry = z.object({
  log_id: z.number().int(),
  time: z.string(),
  changed_by: z.string().nullable(),
  action: z.string(),
  description: z.string().nullable(),
  success: z.boolean(),
});
export type TSiteUserLogEntry = z.output<typeof ZSiteUserLogEntry>;

dayjs.extend(utc);
dayjs.extend(timezone);

/** A change log time in the site's zone (document 3 section 9: DD-MM-YY h:mm:ss A in logs). */
export const userLogTime = (iso: string, zone: string) =>
  dayjs(iso).tz(zone).format('DD-MM-YY h:mm:ss A');

/** Role choices (admin / role / list). */
export const ZRoleOption = z.object({ role: z.string(), label: z.string() });
export type TRoleOption = z.output<typeof ZRoleOption>;
export const ROLE_OPTIONS: TRoleOption[] = Object.entries(ROLES).map(([role, label]) => ({
  role,
  label,
}));

const user = <A extends string, I extends z.ZodType, O extends z.ZodType>(
  action: A,
  input: I,
  output: O,
) => actionContract({ service: 'site', entity: 'user', action, input, output });

export const SITE_USER_CALLS = {
  list: user('list', ZSiteUserList, ZSiteUserRow),
  get: user('get', ZSiteUserKey, ZSiteUserRow),
  check: user('check', ZSiteUserCheck, ZSiteUserRow),
  reset_password: user('reset_password', ZResetPassword, ZResetPasswordRow),
  delete: user('delete', ZSiteUserKey, ZSiteUserDeleted),
  counters: user('counters', z.object({}), ZLicenceCounter),
  log: user('log', ZSiteUserKey, ZSiteUserLogEntry),
  roles: actionContract({
    service: 'admin',
    entity: 'role',
    action: 'list',
    input: z.object({}),
    output: ZRoleOption,
  }),
};
