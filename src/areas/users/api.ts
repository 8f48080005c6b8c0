import { callAction, callResults } from '../../api';
import {
  SITE_USER_CALLS,
  SITE_USER_ERRORS,
  SITE_USER_MESSAGES,
  type TLicenceCounter,
  type TRoleOption,
  type TSiteUser,
  type TSiteUserLogEntry,
  type TSiteUserRow,
} from '../../contract';
import { refusedOr } from '../../ui';
import type { TSiteUserFilter } from './keys';

const wrap = async <T>(work: () => Promise<T>, message: (detail: string) => string) => {
  try {
    return await work();
  } catch (e) {
    throw refusedOr(e, message);
  }
};

const quiet = { quietErrors: true } as const;

export const fetchSiteUsers = (filter: TSiteUserFilter): Promise<TSiteUserRow[]> =>
  wrap(
    () =>
      callResults(
        SITE_USER_CALLS.list,
        { include_inactive: filter.includeInactive, include_view_users: filter.includeViewUsers },
        quiet,
      ),
    SITE_USER_MESSAGES.listFailed,
  );

export const fetchLicenceCounters = (): Promise<TLicenceCounter[]> =>
  wrap(() => callResults(SITE_USER_CALLS.counters, {}, quiet), SITE_USER_MESSAGES.listFailed);

export const fetchRoles = (): Promise<TRoleOption[]> =>
  wrap(() => callResults(SITE_USER_CALLS.roles, {}, quiet), SITE_USER_MESSAGES.listFailed);

export const fetchUserLog = (userId: string): Promise<TSiteUserLogEntry[]> =>
  wrap(() => callResults(SITE_USER_CALLS.log, { user_id: userId }, quiet), SITE_USER_ERRORS.get);

/** Set a user's password (ends reset mode). */
export const resetUserPassword = (userId: string, password: string): Promise<void> =>
  wrap(async () => {
    await callAction(
      SITE_USER_CALLS.reset_password,
      { user_id: userId, password },
      { quietErrors: true, blocking: true },
    );
  }, SITE_USER_ERRORS.reset);

/** Save a user; with a password (reset mode) the password is then set with the reset call. */
export async function saveSiteUser(user: TSiteUser, password: string | null): Promise<void> {
  await wrap(async () => {
    await callAction(
      SITE_USER_CALLS.check,
      { user, save: true },
      {
        quietErrors: true,
        blocking: true,
      },
    );
  }, SITE_USER_ERRORS.save);
  if (password !== null) await resetUserPassword(user.user_id, password);
}

export const deleteSiteUser = (userId: string): Promise<void> =>
  wrap(async () => {
    await callAction(SITE_USER_CALLS.delete, { user_id: userId }, quiet);
  }, SITE_USER_ERRORS.delete);
