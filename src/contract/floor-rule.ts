import type { TModule, TPermissionMap } from './permissions';
import { can } from './permissions';
import type { TNavRule } from './navigation';

/**
 * The floor is for whoever changes stock on the warehouse floor: moving and
 * writing off/on stock (update on mo), picking (update on so), working jobs (update on job)
 * or packing (update on wh). Any one of these at the site shows the entry; view alone does
 * not, since every floor task is a write and a viewer could only read the hub. Each floor
 * screen (and the server) still checks the permission its own write needs.
 */
export const FLOOR_NAV_RULE: TNavRule = {
  anyPerm: [
    ['mo', 'update'],
    ['so', 'update'],
    ['job', 'update'],
    ['wh', 'update'],
  ],
};

/** The screens a user lands on after signing in: the dashboard (office) or the Floor hub. */
export const LANDINGS = ['/', '/floor'] as const;
export type TLanding = (typeof LANDINGS)[number];

/**
 * The modules of floor work (stock, warehouse, movements, jobs, picking): a user whose
 * permissions at the site are only these, and who may use the floor, works on the floor.
 */
export const FLOOR_WORK_MODULES: readonly TModule[] = ['in', 'wh', 'mo', 'job', 'so'];

/** Where a user's work is at a site: the Floor hub for floor work, else the dashboard. */
export function landingFor(permissions: TPermissionMap | undefined): TLanding {
  if (!permissions || !FLOOR_NAV_RULE.anyPerm!.some(([m, f]) => can(permissions, m, f))) return '/';
  const held = (Object.keys(permissions) as TModule[]).filter((module) => {
    const flags = permissions[module];
    return Boolean(flags && (flags.view || flags.update || flags.delete));
  });
  return held.every((module) => FLOOR_WORK_MODULES.includes(module)) ? '/floor' : '/';
}
