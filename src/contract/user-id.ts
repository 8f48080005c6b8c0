import * as fields from './fields';
import { MESSAGES } from './messages';

/**
 * The one rule for a user id. A new user's id (Site Users, a USER document, copying a user)
 * follows USER_ID_PATTERN; a call that names an existing user accepts any id that exists, so a
 * user made before the rule can still be reset, saved and deleted.
 */
export const USER_ID_MAX = 60;
/** ASCII letters and digits and . _ - @: safe in a URL, a log line and a site_document key. */
export const USER_ID_PATTERN = /^[A-Za-z0-9._@-]+$/;
/** The longest id an existing user may have (ids made before the rule). */
const EXISTING_USER_ID_MAX = 120;

export const USER_ID_MESSAGES = {
  rule: fields.answered(
    `User ID may use letters (A-Z), numbers and . _ - @ only, at most ${USER_ID_MAX} characters`,
  ),
} as const;

/** Does `userId` (trimmed) follow the rule for a new user's id? */
export function isNewUserId(userId: string): boolean {
  return userId.length <= USER_ID_MAX && USER_ID_PATTERN.test(userId);
}

/** The id of a user to be created. */
export const ZNewUserId = fields
  .text(USER_ID_MAX, USER_ID_MESSAGES.rule)
  .trim()
  .min(1, MESSAGES.required)
  .refine(isNewUserId, USER_ID_MESSAGES.rule);

/** The id of a user that may already exist: any stored id (a new one is checked by isNewUserId). */
export const ZUserId = fields.text(EXISTING_USER_ID_MAX).trim().min(1, MESSAGES.required);
