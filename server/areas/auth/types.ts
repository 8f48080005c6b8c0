import type { TPermissionMap } from '../../../src/contract';
import type { users } from '../../db/schema';

/** A user as a call knows them: never their password hash. */
export type UserRow = Omit<typeof users.$inferSelect, 'password_hash'>;

/** Who is calling: the signed-in user and the session the bearer token belongs to. */
export type Principal = {
  user: UserRow;
  session_id: string;
  token_hash: string;
  expires_at: Date;
};

/** What the user may do at one site. */
export type SiteAccess = {
  site_id: string;
  site_name: string;
  local_zone: string;
  permissions: TPermissionMap;
  /** Every active site the user may work at (the provider's role: all of them). */
  usable_sites: string[];
};
