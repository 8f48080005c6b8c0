import {
  NAV_ADMIN,
  NAV_MAIN,
  NAV_PRINTING,
  showsMenu,
  visibleNav,
  type TNavContext,
  type TNavItem,
} from '../../contract';

/**
 * The main list of document 1's navigation table is long, so the bar groups it into
 * menus by what a user is doing. Every entry and rule of the table is kept: grouping
 * only decides under which menu an entry shows.
 */
export const MAIN_NAV_GROUPS: { label: string; routes: string[] }[] = [
  { label: 'Stock', routes: ['/in', '/serial_batch', '/on_hands', '/wh', '/loc', '/admin/lot'] },
  {
    label: 'Orders',
    routes: [
      '/cus',
      '/sup',
      '/po',
      '/ev_so',
      '/so',
      '/ev_dd',
      '/dd',
      '/supply_issue',
      '/fish_processing',
    ],
  },
  { label: 'Delivery', routes: ['/consign', '/consignment', '/delivery'] },
  { label: 'Operations', routes: ['/mov', '/transactions', '/job', '/process_queue'] },
  { label: 'Reports', routes: ['/report', '/compare', '/sql', '/logging'] },
  { label: 'Site', routes: ['/erp/myob_exo', '/site_project'] },
];

/**
 * Main entries shown as their own link on the bar (next to Dashboard, at every width)
 * instead of inside a menu: the floor is one tap away for the people working it, with a
 * target as large as a floor screen's.
 */
export const NAV_BAR_ROUTES: string[] = ['/floor'];

/** The bar's own links for a user at a site (see NAV_BAR_ROUTES). */
export function navBarLinks(ctx: TNavContext): TNavItem[] {
  return visibleNav(NAV_MAIN, ctx).filter((item) => NAV_BAR_ROUTES.includes(item.to));
}

export type TNavMenu = { label: string; items: TNavItem[] };

/** The menus of the bar for a user at a site: grouped main entries, then Printing and Admin. */
export function navMenus(ctx: TNavContext): TNavMenu[] {
  const main = visibleNav(NAV_MAIN, ctx).filter((item) => !NAV_BAR_ROUTES.includes(item.to));
  const grouped = new Set<string>();
  const menus: TNavMenu[] = MAIN_NAV_GROUPS.map((group) => {
    const items = main.filter((item) => group.routes.includes(item.to));
    for (const item of items) grouped.add(item.to);
    return { label: group.label, items };
  });
  const rest = main.filter((item) => !grouped.has(item.to));
  if (rest.length) menus.push({ label: 'More', items: rest });
  if (showsMenu('printing', ctx))
    menus.push({ label: 'Printing', items: visibleNav(NAV_PRINTING, ctx) });
  if (showsMenu('admin', ctx)) menus.push({ label: 'Admin', items: visibleNav(NAV_ADMIN, ctx) });
  return menus.filter((menu) => menu.items.length > 0);
}
