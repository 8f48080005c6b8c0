import { z } from 'zod';
import { ZPermissionFlags, ZRole, ZModule } from './permissions';

export const ZLoginRequest = z.object({
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(200),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** One site the user works at, with the user's saved context there. */
export const ZUserSite = z.object({
  site_id: z.string(),
  site_name: z.string(),
  current_warehouse: z.string().nullable(),
  printer_set: z.string().nullable(),
  run_set: z.string().nullable(),
  work_centre: z.string().nullable(),
  /** Module -> flags at this site. */
  permissions: z.partialRecord(ZModule, ZPermissionFlags),
});
export type TUserSite = z.infer<typeof ZUserSite>;

/** The signed-in user, as `GET /api/auth/user` and the login answer give it. */
export const ZSessionUser = z.object({
  user_id: z.string(),
  email_address: z.string().nullable(),
  display_name: z.string(),
  role: ZRole,
  license_type: z.string(),
  locale: z.string(),
  current_site: z.string().nullable(),
  sites: z.array(ZUserSite),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginAnswer = z.object({
  token: z.string(),
  expires_at: z.string(),
  user: ZSessionUser,
});
export type TLoginAnswer = z.infer<typeof ZLoginAnswer>;
