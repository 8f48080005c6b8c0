import { NAV_ADMIN, NAV_MAIN, NAV_PRINTING } from './navigation';

/** What every page title ends with: the product's name. */
export const APP_TITLE = 'WMS';

/** The floor's task screens: their headings, the hub's tiles and their page titles. */
export const FLOOR_TITLES = {
  '/floor/move': 'Move stock',
  '/floor/adjust': 'Write off / on',
  '/floor/pick': 'Pick',
  '/floor/pack': 'Pack',
  '/floor/job': 'Job',
} as const;

/** Screens outside the navigation table, by path. */
const OTHER_TITLES: Record<string, string> = {
  '/': 'Dashboard',
  '/login': 'Sign in',
  '/logout': 'Sign out',
  '/sync': 'Sync',
  '/profile': 'Your profile',
  '/knowledge': 'Knowledge',
  '/documents': 'Documents',
  '/secret': 'Secrets',
  '/site/clear': 'Clear site setup',
  '/storage': 'Storage Options',
  '/load_object_types': 'Load Object Types',
  '/erp/myob_advanced': 'Myob Advanced',
  ...FLOOR_TITLES,
};

const TITLES: Map<string, string> = new Map([
  ...[...NAV_MAIN, ...NAV_PRINTING, ...NAV_ADMIN].map((item) => [item.to, item.label] as const),
  ...Object.entries(OTHER_TITLES),
]);

/** The title of the page not found. */
export const NOT_FOUND_TITLE = 'Page not found';

/**
 * The screen's name for a path: its own entry, else the nearest parent's (a detail page,
 * `/so/SO-1`, is named by its list, "Sales Orders"); undefined when nothing names it.
 */
export function screenName(pathname: string): string | undefined {
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  while (path) {
    const name = TITLES.get(path);
    if (name) return name;
    path = path.slice(0, path.lastIndexOf('/'));
  }
  return undefined;
}

/** The document title for a screen's name: "Move stock · WMS", or "WMS" alone. */
export function titleOf(name: string | undefined): string {
  return name ? `${name} · ${APP_TITLE}` : APP_TITLE;
}

/** The document title for a path. */
export function pageTitle(pathname: string): string {
  return titleOf(screenName(pathname));
}
