import type { TRole } from './permissions';

/**
 * Rights over a user: a user record is shared by every site it belongs to, so changing it
 * (name, email, password, licence, activity, role, sessions, sites, permissions) needs user
 * administration at each of those sites, or the provider's role.
 */

/** Accounts only the provider's role changes, and roles only it gives or removes. */
export const PROVIDER_ONLY_ROLES: readonly TRole[] = ['provider', 'partner'];

/** "TAS", "TAS and WGA", "TAS, WGA and XYZ". */
function siteList(sites: readonly string[]): string {
  if (sites.length <= 1) return sites.join('');
  return `${sites.slice(0, -1).join(', ')} and ${sites[sites.length - 1]}`;
}

export const USER_RIGHTS_MESSAGES = {
  otherSites: (userId: string, sites: readonly string[]) =>
    `User '${userId}' also belongs to ${siteList(sites)}: changing it needs user administration there too`,
  needsUserAdmin: (userId: string, sites: readonly string[]) =>
    `Changing user '${userId}' needs user administration at ${siteList(sites)}`,
  providerOwned: (userId: string) =>
    `User '${userId}' is an account of the provider or a partner: only the provider may change it`,
  providerRoles: 'Only the provider may give or remove the provider and partner roles',
  /** Clock-off ended the timesheets but no session, and why. */
  sessionsKept: (reason: string) =>
    `The user's timesheets here were ended, but they stay signed in: ${reason}`,
  sessionServesOtherSites: (userId: string, sites: readonly string[]) =>
    `User '${userId}' also works at ${siteList(sites)}, and a session serves every site of its user`,
} as const;
