/**
 * The messages the app's shell shows before any screen (sign-in, errors, offline, form rules):
 * kept apart from MESSAGES (which includes them) so the first load carries only these.
 */
export const SHELL_MESSAGES = {
  // Auth
  badCredentials: 'Bad credentials',
  tooManyLogins: 'Too many sign-in attempts. Please wait a minute and try again',
  tooManyLoginsFor: (seconds: number) =>
    `Too many sign-in attempts for this user. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
  sessionExpired: 'Your session has expired. Please sign in again',
  defaultError: 'Error',
  // Shell
  pageNotFound: 'This page could not be found',
  errorPageFailed: 'An error occurred while showing the error page',
  goBackHome: 'Go back to home',
  offline: 'Offline: changes are kept on this device until the network is back',
  updateAvailable: 'A new version is available',
  // Generic
  somethingWentWrong: 'Something went wrong! Please contact support if it persists',
  siteRequired: 'Please select a site first',

  // Context
  siteSettingsLoad: (detail: string) => `There was a problem loading the site info - ${detail}`,
  // Form rules (document 1 section 5)
  required: 'This field is required',
  alpha: 'This field must only contain alphabetic characters',
  alphaDash: 'This field must only contain letters,numbers, dashes and underscores',
  alphaNum: 'This field must only contain letters and numbers',
  is: 'Not Valid',
  email: 'This field must be a valid email address',
  digits: 'This field must only contain letters,numbers, dashes and underscores',
  max: 'This field is too long',
  minValue: 'This field is outside the minimum',
} as const;
