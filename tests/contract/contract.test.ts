import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSION,
  NAV_ADMIN,
  NAV_MAIN,
  NAV_PRINTING,
  erpStatusVariant,
  showsMenu,
  visibleNav,
  type TNavContext,
  type TPermissionMap,
} from '../../src/contract';

const labels = (items: { label: string }[]) => items.map((i) => i.label);

const floor: TPermissionMap = {
  in: { view: true, update: true, delete: false },
  wh: { view: true, update: true, delete: false },
  mo: { view: true, update: true, delete: false },
  job: { view: true, update: true, delete: false },
  so: { view: true, update: true, delete: false },
};
const everything: TPermissionMap = Object.fromEntries(
  [
    'in',
    'so',
    'po',
    'mo',
    'dd',
    'wh',
    'job',
    'admin',
    'script',
    'query',
    'erp',
    'site',
    'user',
  ].map((m) => [m, ALL_PERMISSION]),
);

const ctx = (permissions: TPermissionMap, extra: Partial<TNavContext> = {}): TNavContext => ({
  permissions,
  siteId: 'SXD',
  settings: {},
  ...extra,
});

describe('navigation table (document 1 section 2)', () => {
  it('shows a floor user only the stock, order, movement and job entries plus the always ones', () => {
    expect(labels(visibleNav(NAV_MAIN, ctx(floor)))).toEqual([
      'Floor',
      'Inventories',
      'Serial Batch',
      'Warehouses',
      'Locations',
      'Packs & Pallets',
      'Order Management',
      'Consignments',
      'Bookin Management',
      'Sales Orders',
      'Consignments (list)',
      'Movements',
      'Job/Work Orders',
      'Supply Analysis',
      'Transaction Explorer',
      'On Hand Explorer',
      'Process Queue',
      'Logs',
      'Reporting',
    ]);
    expect(showsMenu('admin', ctx(floor))).toBe(false);
    expect(showsMenu('printing', ctx(floor))).toBe(false);
  });

  it('applies the site-setting, ERP and GLOBAL conditions', () => {
    const plain = labels(visibleNav(NAV_MAIN, ctx(everything)));
    expect(plain).not.toContain('Delivery Management');
    expect(plain).not.toContain('Myob EXO');
    expect(plain).not.toContain('Fish Processing');
    expect(plain).toContain('Project');

    const tas = labels(
      visibleNav(
        NAV_MAIN,
        ctx(everything, {
          settings: {
            delivery_app_used: true,
            fish_processing_used: true,
            erp_interface: 'MYOB_EXO',
          },
        }),
      ),
    );
    expect(tas).toEqual(
      expect.arrayContaining(['Delivery Management', 'Myob EXO', 'Fish Processing']),
    );

    expect(labels(visibleNav(NAV_ADMIN, ctx(everything)))).not.toContain('Site Setup');
    expect(labels(visibleNav(NAV_ADMIN, ctx(everything, { siteId: 'GLOBAL' })))).toContain(
      'Site Setup',
    );
    expect(labels(visibleNav(NAV_PRINTING, ctx(everything)))).toEqual([
      'Printer Sets',
      'Labels',
      'Interfaces',
      'Templates',
    ]);
  });

  it('shows Floor with update on any of mo, so, job or wh, and not with view alone', () => {
    const one = (module: string, update: boolean): TPermissionMap => ({
      [module]: { view: true, update, delete: false },
    });
    for (const module of ['mo', 'so', 'job', 'wh']) {
      expect(labels(visibleNav(NAV_MAIN, ctx(one(module, true))))).toContain('Floor');
      expect(labels(visibleNav(NAV_MAIN, ctx(one(module, false))))).not.toContain('Floor');
    }
    expect(labels(visibleNav(NAV_MAIN, ctx(one('in', true))))).not.toContain('Floor');
  });

  it('needs update on admin for Connector Users and view on erp/script for their entries', () => {
    const adminView: TPermissionMap = { admin: { view: true, update: false, delete: false } };
    const shown = labels(visibleNav(NAV_ADMIN, ctx(adminView)));
    expect(shown).not.toContain('Connector Users');
    expect(shown).not.toContain('ERP Actions');
    expect(shown).not.toContain('Scripts');
    expect(shown).toContain('Task Master');
  });
});

describe('ERP status colours', () => {
  it('maps the union of both documents case-insensitively, anything else light', () => {
    expect(erpStatusVariant('Processed')).toBe('success');
    expect(erpStatusVariant('INVOICED')).toBe('success');
    expect(erpStatusVariant('pending receipt')).toBe('warning');
    expect(erpStatusVariant('No Action')).toBe('secondary');
    expect(erpStatusVariant('error')).toBe('danger');
    expect(erpStatusVariant('Backordered')).toBe('light');
    expect(erpStatusVariant(null)).toBe('light');
  });
});
