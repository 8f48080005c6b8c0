/**
 * Page titles the shell sets before any screen's code (kept apart from page-titles.ts, whose
 * table of every screen stays out of the first load).
 */

/** What every page title ends with: the product's name. */
export const APP_TITLE = 'WMS';

/** The sign-in page's name. */
export const SIGN_IN_TITLE = 'Sign in';

/** The title of the page not found. */
export const NOT_FOUND_TITLE = 'Page not found';

/** The document title for a screen's name: "Move stock · WMS", or "WMS" alone. */
export function titleOf(name: string | undefined): string {
  return name ? `${name} · ${APP_TITLE}` : APP_TITLE;
}
