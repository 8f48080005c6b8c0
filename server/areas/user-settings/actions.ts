import {
  ERROR_CODES,
  MESSAGES,
  PROFILE_CALLS,
  USER_SETTINGS_CALLS,
  type TUserSite,
} from '../../../src/contract';
import { AppError, badRequest } from '../../errors';
import { defineAction } from '../action-types';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeOtherSessions } from '../auth/sessions';
import {
  checkContext,
  getProfile,
  readPasswordHash,
  saveContext,
  saveCurrentSite,
  saveProfile,
  writePasswordHash,
} from './queries';

/** Service `user`: the signed-in user's own context (settings sidebar) and profile page. */
export const userSettingsActions = [
  defineAction({
    contract: USER_SETTINGS_CALLS.save,
    permission: { member: 'the caller saves only their own context at the site' },
    description:
      'Save the context of the signed-in user at the request site: current_site (must be one of the ' +
      "user's sites), current_warehouse ('ALL' or a warehouse of the site), printer_set, run_set, " +
      'work_centre (existing at the site, or null). Switching warehouse without naming the sets ' +
      'restores those last saved for that warehouse. results[0]: the user site (contract ZUserSite).',
    async handler(ctx, data) {
      if (data.current_site !== undefined) {
        if (!(await ctx.canUseSite(data.current_site))) {
          throw new AppError(ERROR_CODES.FORBIDDEN_SITE, MESSAGES.notMemberOfSite, 403);
        }
        await saveCurrentSite(ctx.db, ctx.user.user_id, data.current_site);
      }
      await checkContext(ctx.db, ctx.siteId, data);
      const saved = await saveContext(ctx.db, ctx.siteId, ctx.user.user_id, data);
      ctx.logRecord(ctx.user.user_id, 'user_id');
      const site: TUserSite = {
        site_id: ctx.siteId,
        site_name: ctx.site.site_name,
        ...saved,
        permissions: ctx.site.permissions,
      };
      return [site];
    },
  }),
  defineAction({
    contract: PROFILE_CALLS.get,
    permission: { member: 'the caller reads only their own profile' },
    description:
      'The signed-in user’s own profile. results[0]: user_id, display_name, email_address, locale, role, ...',
    async handler(ctx) {
      const profile = await getProfile(ctx.db, ctx.user.user_id);
      return profile ? [profile] : [];
    },
  }),
  defineAction({
    contract: PROFILE_CALLS.save,
    permission: { member: 'the caller saves only their own profile' },
    description:
      'Save the signed-in user’s display name, email address (unique) and locale. results[0]: the profile.',
    async handler(ctx, data) {
      const profile = await saveProfile(ctx.db, ctx.user.user_id, data);
      ctx.inform(MESSAGES.profileSaved);
      return profile ? [profile] : [];
    },
  }),
  defineAction({
    contract: PROFILE_CALLS.change_password,
    permission: { member: 'the caller changes only their own password' },
    description:
      'Change the signed-in user’s password (current_password must be right); signs out every other session. results: [].',
    async handler(ctx, data) {
      const ok = await verifyPassword(
        data.current_password,
        await readPasswordHash(ctx.db, ctx.user.user_id),
      );
      if (!ok) throw badRequest(MESSAGES.currentPasswordWrong);
      await writePasswordHash(ctx.db, ctx.user.user_id, await hashPassword(data.new_password));
      const revoked = await revokeOtherSessions(ctx.db, ctx.user.user_id, ctx.principal.token_hash);
      ctx.inform(MESSAGES.passwordChanged);
      return [{ revoked_sessions: revoked }];
    },
  }),
];
