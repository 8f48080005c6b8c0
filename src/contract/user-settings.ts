import { z } from 'zod';
import { text } from './fields';

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
