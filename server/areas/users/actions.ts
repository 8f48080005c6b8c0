import { PROVIDER_ROLE, ROLE_OPTIONS, SITE_USER_CALLS } from '../../../src/contract';
import type { ActionContext, AnyAction, Permission } from '../action-types';
import { defineAction } from '../action-types';
import { licenceCounters } from '../auth/licences';
import { hashPassword } from '../auth/passwords';
import { revokeOtherSessions } from '../auth/sessions';
import {
  checkRightsOverUser,
  type AdministeredSites,
  grantableRole,
  requireRightsOverUser,
  requireRoleChange,
} from '../auth/user-rights';
import {
  type ChangeGuard,
  checkSiteUser,
  getSiteUser,
  listSiteUsers,
  removeSiteUser,
  resetPassword,
  userChangeLog,
} from './queries';

/** Reading site users needs admin view or user view. */
const READ: Permission = {
  anyOf: [
    { module: 'admin', flag: 'view' },
    { module: 'user', flag: 'view' },
  ],
};

const viewerOf = (ctx: ActionContext) => ({
  siteId: ctx.siteId,
  provider: ctx.user.role === PROVIDER_ROLE,
  callerId: ctx.user.user_id,
});

/** An existing user changes only with rights over them at every site they belong to. */
const rightsOverUser =
  (ctx: ActionContext): ChangeGuard =>
  async (existing) => {
    if (existing) await requireRightsOverUser(ctx, existing.user_id);
  };

/**
 * Service `site`, entity `user` (document 3 section 7): the users of the request site, their
 * licence counters, password resets and change log; and `admin` / `role` / `list`.
 */
export const siteUserActions: AnyAction[] = [
  defineAction({
    contract: SITE_USER_CALLS.list,
    permission: READ,
    description:
      'The members of the request site (GLOBAL: every user, provider only) by user_id. Hides ' +
      "View User rows unless include_view_users, users of the provider's role unless the caller " +
      'has it, and inactive users (deactivated or licence Inactive) unless include_inactive. ' +
      'Each row says why the caller may not change that user (change_refusal; null: they may).',
    async handler(ctx, data) {
      const listed = await listSiteUsers(ctx.db, viewerOf(ctx), {
        includeInactive: data.include_inactive === true,
        includeViewUsers: data.include_view_users === true,
      });
      const answered = [];
      const known: AdministeredSites = new Map();
      for (const row of listed) {
        const { refusal } = await checkRightsOverUser(ctx, row.user_id, { lock: false, known });
        answered.push({ ...row, change_refusal: refusal });
      }
      return answered;
    },
  }),
  defineAction({
    contract: SITE_USER_CALLS.get,
    permission: READ,
    description: 'One user of the site (any licence); 404 for anyone else. results[0].',
    async handler(ctx, data) {
      ctx.logRecord(data.user_id, 'user_id');
      return [await getSiteUser(ctx.db, viewerOf(ctx), data.user_id)];
    },
  }),
  defineAction({
    contract: SITE_USER_CALLS.check,
    permission: { module: 'user', flag: 'update' },
    description:
      'Check a user (data.user) and, when data.save (default true), add or update it. A new user ' +
      'starts in reset mode with no password and becomes a member of the site. Refused, nothing ' +
      "written: a user_id of another site's user; an existing user of a site where the caller " +
      "lacks user update, or of the provider's or partner role, unless the caller has the " +
      "provider's role (403); the provider or partner role given or removed by another role " +
      "(403); another user's email (any case), deactivating yourself, a licence over the " +
      "site's allowance. Deactivating ends the user's sessions. results[0]: the user.",
    async handler(ctx, data) {
      const outcome = await checkSiteUser(
        ctx.db,
        viewerOf(ctx),
        data.user,
        data.save,
        async (existing) => {
          await rightsOverUser(ctx)(existing);
          requireRoleChange(ctx, existing?.role, data.user.role);
        },
      );
      if (data.save) ctx.logRecord(data.user.user_id, 'user_id', outcome.description);
      return [outcome.row];
    },
  }),
  defineAction({
    contract: SITE_USER_CALLS.reset_password,
    permission: { module: 'user', flag: 'update' },
    description:
      "Set a user's password (the contract's PASSWORD_RULES), clear reset mode and end the " +
      "user's other sessions. Needs user update at every site of the user (or the provider's " +
      "role; the provider's and partners' accounts: the provider's role only), else 403. " +
      'results[0]: { user_id, reset_flag }.',
    async handler(ctx, data) {
      const hash = await hashPassword(data.password);
      const row = await resetPassword(
        ctx.db,
        viewerOf(ctx),
        data.user_id,
        hash,
        rightsOverUser(ctx),
      );
      await revokeOtherSessions(ctx.db, data.user_id, ctx.principal.token_hash);
      ctx.logRecord(data.user_id, 'user_id', 'Password reset');
      return [row];
    },
  }),
  defineAction({
    contract: SITE_USER_CALLS.delete,
    permission: { module: 'user', flag: 'delete' },
    description:
      'Remove a user from the site: membership, permissions and site-warehouse rows here. A user ' +
      'left with no site is deactivated (kept for the logs). Never yourself. Needs user update ' +
      "at every site of the user (or the provider's role; the provider's and partners' " +
      "accounts: the provider's role only), else 403. results[0].",
    async handler(ctx, data) {
      const removed = await removeSiteUser(
        ctx.db,
        viewerOf(ctx),
        data.user_id,
        rightsOverUser(ctx),
      );
      ctx.logRecord(
        data.user_id,
        'user_id',
        removed.deactivated
          ? `Removed from ${ctx.siteId} and deactivated`
          : `Removed from ${ctx.siteId}`,
      );
      return [removed];
    },
  }),
  defineAction({
    contract: SITE_USER_CALLS.counters,
    permission: READ,
    description:
      "The site's licence counters: per licence allowed (site settings), used, available; " +
      "then Inactive. Provider's role and partner users are not counted.",
    async handler(ctx) {
      return licenceCounters(ctx.db, ctx.siteId);
    },
  }),
  defineAction({
    contract: SITE_USER_CALLS.log,
    permission: READ,
    description:
      "A user's change log at the site (check, reset_password and delete calls about them), " +
      'newest first: log_id, time, changed_by, action, description, success.',
    async handler(ctx, data) {
      return userChangeLog(ctx.db, viewerOf(ctx), data.user_id);
    },
  }),
  defineAction({
    contract: SITE_USER_CALLS.roles,
    permission: { member: 'the user editor offers the roles; a label list guards nothing' },
    description:
      'The roles a user may be given, with labels; the provider and partner roles only to a ' +
      "caller who has the provider's role.",
    async handler(ctx) {
      return ROLE_OPTIONS.filter((r) => grantableRole(ctx, r.role));
    },
  }),
];
