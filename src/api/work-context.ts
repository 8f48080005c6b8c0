import { readJson, writeJson } from './storage';

/**
 * The context the user works in (site, warehouse, run set, printer set, work centre).
 * The shell decides it; every call takes its site from here. Persisted so an offline
 * start keeps it.
 */
export type TWorkContext = {
  user_id: string;
  site_id: string;
  warehouse: string;
  run_set: string | null;
  printer_set: string | null;
  work_centre: string | null;
};

const KEY = 'wms.context';
const listeners = new Set<() => void>();

function parseContext(value: unknown): TWorkContext | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === 'string' ? x : null);
  const user_id = text(v.user_id);
  const site_id = text(v.site_id);
  const warehouse = text(v.warehouse);
  if (!user_id || !site_id || !warehouse) return null;
  return {
    user_id,
    site_id,
    warehouse,
    run_set: text(v.run_set),
    printer_set: text(v.printer_set),
    work_centre: text(v.work_centre),
  };
}

let current: TWorkContext | null = readJson(KEY, parseContext);

export function getWorkContext(): TWorkContext | null {
  return current;
}

export function setWorkContext(next: TWorkContext | null): void {
  current = next;
  writeJson(KEY, next);
  for (const listener of [...listeners]) listener();
}

export function patchWorkContext(patch: Partial<Omit<TWorkContext, 'user_id'>>): void {
  if (!current) return;
  const next = { ...current, ...patch };
  const changed = (Object.keys(patch) as (keyof TWorkContext)[]).some(
    (k) => next[k] !== current?.[k],
  );
  if (changed) setWorkContext(next);
}

export function subscribeWorkContext(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
