import { z } from 'zod';
import { text } from './fields';
import { actionContract } from './action-contract';
import { ZUserSite } from './auth';

/** `POST /api/user/` entity user_settings action save: the context the user chose. */
export const ZUserSettingsSave = z
  .object({
    current_site: text().min(1).max(40).optional(),
    current_warehouse: text().min(1).max(40).optional(),
    printer_set: text().min(1).max(60).nullable().optional(),
    run_set: text().min(1).max(60).nullable().optional(),
    work_centre: text().min(1).max(60).nullable().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to save' });
export type TUserSettingsSave = z.infer<typeof ZUserSettingsSave>;

/** `POST /api/user/` entity profile: the signed-in user's own page. */
export const ZProfileSave = z
  .object({
    display_name: text().trim().min(1).max(120),
    email_address: z.email().max(200).nullable(),
    locale: text().min(2).max(10),
  })
  .strict();
export type TProfileSave = z.infer<typeof ZProfileSave>;

export const ZPasswordChange = z
  .object({
    current_password: text().min(1).max(200),
    new_password: text().min(8).max(200),
  })
  .strict();
export type TPasswordChange = z.infer<typeof ZPasswordChange>;

// ---- Calls (service `user`) ------------------------------------------------------------------

/** The signed-in user's own profile as answered. */
export const ZProfile = z.object({
  user_id: z.string(),
  display_name: z.string(),
  email_address: z.string().nullable(),
  locale: z.string(),
  /** The stored role (text; the app knows ROLES). */
  role: z.string(),
  license_type: z.string(),
  staff_id: z.string().nullable(),
  contact_phone: z.string().nullable(),
  shift: z.string().nullable(),
  current_site: z.string().nullable(),
});
export type TProfile = z.output<typeof ZProfile>;

export const USER_SETTINGS_CALLS = {
  save: actionContract({
    service: 'user',
    entity: 'user_settings',
    action: 'save',
    input: ZUserSettingsSave,
    output: ZUserSite,
  }),
};

export const PROFILE_CALLS = {
  get: actionContract({
    service: 'user',
    entity: 'profile',
    action: 'get',
    input: z.object({}).strict(),
    output: ZProfile,
  }),
  save: actionContract({
    service: 'user',
    entity: 'profile',
    action: 'save',
    input: ZProfileSave,
    output: ZProfile,
  }),
  change_password: actionContract({
    service: 'user',
    entity: 'profile',
    action: 'change_password',
    input: ZPasswordChange,
    output: z.object({ revoked_sessions: z.number() }),
  }),
};
