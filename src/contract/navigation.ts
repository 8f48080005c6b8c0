import type { TModule, TPermissionFlag, TPermissionMap } from './permissions';
import { can } from './permissions';
import { GLOBAL_SITE } from './envelope';
import { FLOOR_NAV_RULE } from './floor-rule';

/**
 * The navigation table of document 1 section 2, as data. A rule is true when all of
 * its parts hold; `always` items have no parts.
 */
export type TNavRule = {
  perm?: [TModule, TPermissionFlag];
  /** At least one of these permissions (for entries that serve several kinds of work). */
  anyPerm?: [TModule, TPermissionFlag][];
  /** A boolean site setting that must be on. */
  setting?: 'delivery_app_used' | 'fish_processing_used';
  /** The site setting erp_interface must equal this. */
  erpInterface?: string;
  /** The current site must be GLOBAL. */
  globalSite?: boolean;
};

export type TNavItem = { label: string; to: string; rule: TNavRule };

export const NAV_MAIN: TNavItem[] = [
  { label: 'Floor', to: '/floor', rule: FLOOR_NAV_RULE },
  { label: 'Inventories', to: '/in', rule: { perm: ['in', 'view'] } },
  { label: 'Serial Batch', to: '/serial_batch', rule: { perm: ['in', 'view'] } },
  { label: 'Warehouses', to: '/wh', rule: { perm: ['wh', 'view'] } },
  { label: 'Locations', to: '/loc', rule: { perm: ['wh', 'view'] } },
  { label: 'Packs & Pallets', to: '/admin/lot', rule: { perm: ['wh', 'view'] } },
  { label: 'Customers', to: '/cus', rule: { perm: ['admin', 'view'] } },
  { label: 'Suppliers', to: '/sup', rule: { perm: ['admin', 'view'] } },
  { label: 'Purchase Orders', to: '/po', rule: { perm: ['po', 'view'] } },
  { label: 'Order Management', to: '/ev_so', rule: { perm: ['so', 'view'] } },
  { label: 'Consignments', to: '/consign', rule: { perm: ['so', 'view'] } },
  { label: 'Bookin Management', to: '/ev_dd', rule: { perm: ['so', 'view'] } },
  { label: 'Sales Orders', to: '/so', rule: { perm: ['so', 'view'] } },
  { label: 'Consignments (list)', to: '/consignment', rule: { perm: ['so', 'view'] } },
  {
    label: 'Delivery Management',
    to: '/delivery',
    // The site setting turns the screen on; its calls need view on sales orders.
    rule: { setting: 'delivery_app_used', perm: ['so', 'view'] },
  },
  { label: 'Delivery Dockets', to: '/dd', rule: { perm: ['dd', 'view'] } },
  { label: 'Movements', to: '/mov', rule: { perm: ['mo', 'view'] } },
  { label: 'Job/Work Orders', to: '/job', rule: { perm: ['job', 'view'] } },
  { label: 'Supply Analysis', to: '/supply_issue', rule: { perm: ['so', 'view'] } },
  { label: 'Transaction Explorer', to: '/transactions', rule: { perm: ['mo', 'view'] } },
  { label: 'On Hand Explorer', to: '/on_hands', rule: { perm: ['in', 'view'] } },
  { label: 'Process Queue', to: '/process_queue', rule: {} },
  { label: 'Logs', to: '/logging', rule: {} },
  { label: 'Reporting', to: '/report', rule: {} },
  { label: 'Comparison Report', to: '/compare', rule: { perm: ['admin', 'view'] } },
  { label: 'Query', to: '/sql', rule: { perm: ['query', 'view'] } },
  {
    label: 'Myob EXO',
    to: '/erp/myob_exo',
    rule: { perm: ['site', 'delete'], erpInterface: 'MYOB_EXO' },
  },
  { label: 'Project', to: '/site_project', rule: { perm: ['site', 'delete'] } },
  {
    label: 'Fish Processing',
    to: '/fish_processing',
    rule: { perm: ['so', 'update'], setting: 'fish_processing_used' },
  },
];

/** Printing menu: shown with view on admin. */
export const NAV_PRINTING: TNavItem[] = [
  { label: 'Printer Sets', to: '/ps', rule: { perm: ['admin', 'view'] } },
  { label: 'Labels', to: '/label', rule: { perm: ['admin', 'view'] } },
  { label: 'Interfaces', to: '/itf', rule: { perm: ['admin', 'view'] } },
  { label: 'Templates', to: '/jinja_templates', rule: { perm: ['admin', 'view'] } },
];

/** Admin menu: shown with view on admin; some entries need more. */
export const NAV_ADMIN: TNavItem[] = [
  { label: 'Storage Options', to: '/admin/storage', rule: { perm: ['admin', 'view'] } },
  { label: 'Work Centres', to: '/admin/work_centre', rule: { perm: ['admin', 'view'] } },
  { label: 'Job Types', to: '/admin/job_type', rule: { perm: ['admin', 'view'] } },
  { label: 'Order Types', to: '/admin/order_type', rule: { perm: ['admin', 'view'] } },
  { label: 'Runs', to: '/run', rule: { perm: ['admin', 'view'] } },
  { label: 'Runs BETA', to: '/admin/run', rule: { perm: ['admin', 'view'] } },
  { label: 'Run Sets', to: '/admin/run_set', rule: { perm: ['admin', 'view'] } },
  { label: 'Lists', to: '/admin/list', rule: { perm: ['admin', 'view'] } },
  {
    label: 'State Delivery Lead Days',
    to: '/delivery_lead_days',
    rule: { perm: ['admin', 'view'] },
  },
  { label: 'Reason Codes', to: '/admin/reason_code', rule: { perm: ['admin', 'view'] } },
  { label: 'Forms', to: '/admin/forms', rule: { perm: ['admin', 'view'] } },
  { label: 'Couriers', to: '/admin/courier', rule: { perm: ['admin', 'view'] } },
  { label: 'Device Users', to: '/admin/user', rule: { perm: ['admin', 'view'] } },
  { label: 'Shifts', to: '/admin/shift', rule: { perm: ['admin', 'view'] } },
  { label: 'Key Cabinet', to: '/admin/del_keys', rule: { perm: ['admin', 'view'] } },
  { label: 'Site Setup', to: '/site', rule: { perm: ['admin', 'view'], globalSite: true } },
  { label: 'Connector Users', to: '/connector_user', rule: { perm: ['admin', 'update'] } },
  { label: 'ERP Actions', to: '/erp', rule: { perm: ['erp', 'view'] } },
  { label: 'Scripts', to: '/script', rule: { perm: ['script', 'view'] } },
  { label: 'EntityScripts', to: '/entity_script', rule: { perm: ['script', 'view'] } },
  { label: 'Entity Scripts V2', to: '/entity_script_v2', rule: { perm: ['script', 'view'] } },
  { label: 'SQL Commands', to: '/sql_command', rule: { perm: ['admin', 'view'] } },
  { label: 'File Cabinet', to: '/files', rule: { perm: ['admin', 'view'] } },
  { label: 'Urls', to: '/url', rule: { perm: ['admin', 'view'] } },
  { label: 'Courier Integration', to: '/admin/ofr', rule: { perm: ['admin', 'view'] } },
  { label: 'Task Master', to: '/admin/taskmaster', rule: { perm: ['admin', 'view'] } },
];

export type TNavContext = {
  permissions: TPermissionMap | undefined;
  siteId: string;
  settings: {
    delivery_app_used?: boolean;
    fish_processing_used?: boolean;
    erp_interface?: string | null;
  };
};

export function navRuleHolds(rule: TNavRule, ctx: TNavContext): boolean {
  if (rule.perm && !can(ctx.permissions, rule.perm[0], rule.perm[1])) return false;
  if (rule.anyPerm && !rule.anyPerm.some(([module, flag]) => can(ctx.permissions, module, flag)))
    return false;
  if (rule.setting && !ctx.settings[rule.setting]) return false;
  if (rule.erpInterface && ctx.settings.erp_interface !== rule.erpInterface) return false;
  if (rule.globalSite && ctx.siteId !== GLOBAL_SITE) return false;
  return true;
}

export function visibleNav(items: TNavItem[], ctx: TNavContext): TNavItem[] {
  return items.filter((item) => navRuleHolds(item.rule, ctx));
}

/** The Printing and Admin menus are shown with view on admin. */
export function showsMenu(menu: 'printing' | 'admin', ctx: TNavContext): boolean {
  void menu;
  return can(ctx.permissions, 'admin', 'view');
}
