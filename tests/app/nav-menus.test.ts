import { describe, expect, it } from 'vitest';
import {
  MAIN_NAV_GROUPS,
  NAV_BAR_ROUTES,
  navBarLinks,
  navMenus,
} from '../../src/app/nav/nav-menus';
import { NAV_ADMIN, NAV_MAIN, type TNavContext } from '../../src/contract';
import { ALL, FLOOR, VIEW_ONLY } from './fixtures';

const ctx = (
  permissions: TNavContext['permissions'],
  patch: Partial<TNavContext> = {},
): TNavContext => ({
  permissions,
  siteId: 'SXD',
  settings: {},
  ...patch,
});
const labels = (c: TNavContext) =>
  Object.fromEntries(navMenus(c).map((m) => [m.label, m.items.map((i) => i.label)]));
const allRoutes = (c: TNavContext) => [
  ...navBarLinks(c).map((i) => i.to),
  ...navMenus(c).flatMap((m) => m.items.map((i) => i.to)),
];
const bar = (c: TNavContext) => navBarLinks(c).map((i) => i.label);

describe('navigation menus', () => {
  it('puts every entry of the main table in exactly one group or on the bar', () => {
    const grouped = [...NAV_BAR_ROUTES, ...MAIN_NAV_GROUPS.flatMap((g) => g.routes)];
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped].sort()).toEqual(NAV_MAIN.map((i) => i.to).sort());
  });

  it('gives an admin Printing and Admin menus and every permission-only entry', () => {
    const menus = labels(ctx(ALL));
    expect(menus.Printing).toEqual(['Printer Sets', 'Labels', 'Interfaces', 'Templates']);
    expect(menus.Admin).toContain('Connector Users');
    expect(menus.Admin).toContain('File Cabinet');
    expect(menus.Admin).not.toContain('Site Setup'); // GLOBAL only
    expect(menus.Site).toEqual(['Project']); // Myob EXO needs erp_interface MYOB_EXO
    expect(menus.Delivery).toEqual(['Consignments', 'Consignments (list)']); // no delivery app
    expect(menus.Orders).not.toContain('Fish Processing');
  });

  it('follows the site settings and the GLOBAL site', () => {
    const routes = allRoutes(
      ctx(ALL, {
        siteId: 'GLOBAL',
        settings: {
          delivery_app_used: true,
          fish_processing_used: true,
          erp_interface: 'MYOB_EXO',
        },
      }),
    );
    for (const to of ['/delivery', '/fish_processing', '/erp/myob_exo', '/site'])
      expect(routes).toContain(to);
    expect(routes).toHaveLength(NAV_MAIN.length + 4 + NAV_ADMIN.length);
  });

  it('gives the floor user stock, orders and operations, with no Printing or Admin menu', () => {
    expect(bar(ctx(FLOOR))).toEqual(['Floor']);
    const menus = labels(ctx(FLOOR));
    expect(Object.keys(menus)).toEqual(['Stock', 'Orders', 'Delivery', 'Operations', 'Reports']);
    // so view and update (picking): the order entries, none of the admin or po ones.
    expect(menus.Orders).toEqual([
      'Order Management',
      'Bookin Management',
      'Sales Orders',
      'Supply Analysis',
    ]);
    expect(menus.Delivery).toEqual(['Consignments', 'Consignments (list)']);
    expect(menus.Stock).toEqual([
      'Inventories',
      'Serial Batch',
      'Warehouses',
      'Locations',
      'Packs & Pallets',
      'On Hand Explorer',
    ]);
    expect(menus.Operations).toEqual([
      'Movements',
      'Job/Work Orders',
      'Transaction Explorer',
      'Process Queue',
    ]);
    expect(menus.Reports).toEqual(['Logs', 'Reporting']);
  });

  it('shows the Floor link on the bar to anyone who may write on the floor, and only them', () => {
    const update = (module: string): TNavContext['permissions'] => ({
      [module]: { view: true, update: true, delete: false },
    });
    for (const module of ['mo', 'so', 'job', 'wh'])
      expect(bar(ctx(update(module)))).toEqual(['Floor']);
    expect(bar(ctx(update('in')))).toEqual([]);
    expect(bar(ctx(update('admin')))).toEqual([]);
    expect(bar(ctx(VIEW_ONLY))).toEqual([]);
    expect(bar(ctx(undefined))).toEqual([]);
    // On the bar, never in a menu as well.
    expect(navMenus(ctx(ALL)).flatMap((m) => m.items.map((i) => i.to))).not.toContain('/floor');
  });

  it('shows a view-only user no Admin menu and no update-only entries', () => {
    const menus = labels(ctx(VIEW_ONLY, { settings: { fish_processing_used: true } }));
    expect(menus.Admin).toBeUndefined();
    expect(menus.Printing).toBeUndefined();
    expect(menus.Orders).not.toContain('Fish Processing'); // needs update on so
    expect(menus.Orders).toContain('Sales Orders');
  });

  it('shows only the always entries without permissions', () => {
    expect(labels(ctx(undefined))).toEqual({
      Operations: ['Process Queue'],
      Reports: ['Logs', 'Reporting'],
    });
  });
});
