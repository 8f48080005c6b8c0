import {
  ALL_WAREHOUSES,
  type TPrinterSetOption,
  type TRunSetOption,
  type TSessionUser,
  type TUserSite,
  type TWarehouseOption,
} from '../../contract';
import type { TWorkContext } from '../../api';

/** Site warehouses sorted case-insensitively by name (document 1 section 4). */
export function sortWarehouses(list: TWarehouseOption[]): TWarehouseOption[] {
  const name = (w: TWarehouseOption) => (w.text || w.warehouse_name || w.value).toLowerCase();
  return [...list].sort((a, b) => {
    const an = name(a);
    const bn = name(b);
    if (an !== bn) return an < bn ? -1 : 1;
    return a.value.toLowerCase() < b.value.toLowerCase() ? -1 : 1;
  });
}

/** ALL stays ALL; a saved warehouse the site still has stays; otherwise the first one. */
export function pickWarehouse(
  sorted: TWarehouseOption[],
  saved: string | null | undefined,
): string {
  if (saved === ALL_WAREHOUSES) return ALL_WAREHOUSES;
  if (saved && sorted.some((w) => w.value === saved)) return saved;
  return sorted[0]?.value ?? ALL_WAREHOUSES;
}

/**
 * Options of the current warehouse first (in their order), then the rest of the site's:
 * so "the first option" is the current warehouse's own printer set or run set.
 */
export function currentWarehouseFirst<T extends { warehouse: string | null }>(
  options: T[],
  warehouse: string,
): T[] {
  return [
    ...options.filter((o) => o.warehouse === warehouse),
    ...options.filter((o) => o.warehouse !== warehouse),
  ];
}

/** A saved printer set the site still has stays; otherwise the first option. */
export function pickPrinterSet(
  options: TPrinterSetOption[],
  saved: string | null | undefined,
): string | null {
  if (saved && options.some((p) => p.value === saved)) return saved;
  return options[0]?.value ?? null;
}

/** A saved run set the site still has stays; otherwise none is chosen. */
export function pickRunSet(
  options: TRunSetOption[],
  saved: string | null | undefined,
): string | null {
  return saved && options.some((r) => r.value === saved) ? saved : null;
}

/** The site to start in: the user's current site if still theirs, else the first. */
export function startSite(user: TSessionUser): TUserSite | undefined {
  return user.sites.find((s) => s.site_id === user.current_site) ?? user.sites[0];
}

/** The context saved for a site, before the site's lists are known. */
export function contextForSite(user: TSessionUser, site: TUserSite): TWorkContext {
  return {
    user_id: user.user_id,
    site_id: site.site_id,
    warehouse: site.current_warehouse ?? ALL_WAREHOUSES,
    run_set: site.run_set,
    printer_set: site.printer_set,
    work_centre: site.work_centre,
  };
}

/**
 * The context to start with: the one kept on this device when it still fits the user
 * (an offline start keeps it), otherwise the user's saved context at the start site.
 */
export function initialContext(user: TSessionUser, kept: TWorkContext | null): TWorkContext | null {
  if (kept && kept.user_id === user.user_id && user.sites.some((s) => s.site_id === kept.site_id)) {
    return kept;
  }
  const site = startSite(user);
  return site ? contextForSite(user, site) : null;
}

/** The context once the site's lists arrived: missing choices fall back to the defaults. */
export function reconcileContext(
  context: TWorkContext,
  lists: {
    warehouses: TWarehouseOption[];
    printerSets: TPrinterSetOption[];
    runSets: TRunSetOption[];
  },
): TWorkContext {
  return {
    ...context,
    warehouse: pickWarehouse(sortWarehouses(lists.warehouses), context.warehouse),
    printer_set: pickPrinterSet(
      currentWarehouseFirst(lists.printerSets, context.warehouse),
      context.printer_set,
    ),
    run_set: pickRunSet(lists.runSets, context.run_set),
  };
}
