import { NAV_ADMIN, NAV_MAIN, NAV_PRINTING } from './navigation';
import { SIGN_IN_TITLE, titleOf } from './shell-titles';

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
  '/login': SIGN_IN_TITLE,
  '/logout': 'Sign out',
  '/sync': 'Sync',
  '/users': 'Site Users',
  '/usr': 'Site Users',
  '/wms_users': 'Site Users',
  '/labels': 'Labels',
  '/movements': 'Movements',
  '/reason_codes': 'Reason Codes',
  '/wms_forms': 'Forms',
  '/log': 'Logs',
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

let titles: Map<string, string> | undefined;
/** Every named path, built on first use. */
const namedPaths = (): Map<string, string> =>
  (titles ??= new Map([
    ...[...NAV_MAIN, ...NAV_PRINTING, ...NAV_ADMIN].map((item) => [item.to, item.label] as const),
    ...Object.entries(OTHER_TITLES),
  ]));

/**
 * The screen's name for a path: its own entry, else the nearest parent's (a detail page,
 * `/so/SO-1`, is named by its list, "Sales Orders"); undefined when nothing names it.
 */
export function screenName(pathname: string): string | undefined {
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  while (path) {
    const name = namedPaths().get(path);
    if (name) return name;
    path = path.slice(0, path.lastIndexOf('/'));
  }
  return undefined;
}

/** The document title for a path. */
export function pageTitle(pathname: string): string {
  return titleOf(screenName(pathname));
}
