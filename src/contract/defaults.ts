/** Business constants and limits (document 1 section 9, document 3 section 9). */
export const ALERT_DISMISS_MS = 15_000;
export const LOADING_THROTTLE_MS = 200;
export const LOADING_DURATION_MS = 5_000;
export const LOADING_FINISH_HIDE_MS = 500;
export const PAGE_RELOAD_GUARD_MS = 60_000;
export const LAZY_PREFETCH_IDLE_MS = 2_000;
export const TOKEN_TYPE = 'Bearer';

export const DEFAULT_LOGO_HEIGHT = 50;
export const DEFAULT_NAVBAR_VARIANT = 'white';
export const DEFAULT_NAVBAR_TYPE = 'light';
export const DEFAULT_LOCALE = 'en';
export const DEFAULT_COUNTRY = 'Australia';

export const MIN_SEARCH_LENGTH = 2;
export const DATE_FORMAT = 'YYYY-MM-DD';
export const TIMESTAMP_FORMAT = 'YYYY-MM-DD h:mm A';
/** Displayed times: pick, movement and log times (document 2 §9, document 3 §9). */
export const DISPLAY_TIME_FORMAT = 'DD-MM-YY h:mm A';
export const LOG_TIME_FORMAT = DISPLAY_TIME_FORMAT;

/** Session lifetime (sliding): a floor shift plus margin. */
export const SESSION_TTL_HOURS = 12;
/** Failed sign-ins allowed per account (whatever name was typed), from any address, per minute. */
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;
/**
 * Failed sign-ins from one address per minute, whatever accounts were tried, past which its
 * sign-ins are slowed, never refused (a multiple of the per-account limit: a site's tablets
 * may share one address).
 */
export const LOGIN_ADDRESS_FACTOR = 5;
export const MIN_PASSWORD_LENGTH = 8;
/** The body limit of every API call. */
export const BODY_LIMIT_BYTES = 1_048_576;

export const ERP_INTERFACES = ['MYOB_EXO', 'MYOB_ADVANCED', 'NETSUITE'] as const;
export const TIMEZONES = [
  'Australia/Perth',
  'Australia/Adelaide',
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Darwin',
  'Australia/Brisbane',
  'Pacific/Auckland',
] as const;
