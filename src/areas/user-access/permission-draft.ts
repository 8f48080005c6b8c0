import { NO_PERMISSION, type TModule, type TPermissionFlags } from '../../contract';

/** The permission grid's unsaved ticks, per module. */
export type TPermissionDraft = Partial<Record<TModule, TPermissionFlags>>;

/** One module's flags to save. */
export type TPermissionChange = { module: TModule; flags: TPermissionFlags };

const sameFlags = (a: TPermissionFlags, b: TPermissionFlags) =>
  a.view === b.view && a.update === b.update && a.delete === b.delete;

/**
 * The modules whose ticks differ from what is stored (a module without a record counts as
 * every flag off), in `order`: a row ticked and unticked back is no change.
 */
export function changedPermissions(
  draft: TPermissionDraft,
  stored: (module: TModule) => TPermissionFlags | undefined,
  order: readonly TModule[],
): TPermissionChange[] {
  return order.flatMap((module) => {
    const flags = draft[module];
    if (!flags || sameFlags(flags, stored(module) ?? NO_PERMISSION)) return [];
    return [{ module, flags }];
  });
}

/** The draft without `modules` (saved or cleared on their own). */
export function withoutModules(draft: TPermissionDraft, modules: readonly TModule[]) {
  const rest = { ...draft };
  for (const module of modules) delete rest[module];
  return rest;
}
