import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callResults } from '../../api';
import { STORAGE_CALLS, WAREHOUSE_CALLS, type TStorage, type TWarehouse } from '../../contract';
import { registerAreaCache } from '../../offline/area-caches';
import { useWorkContext } from './use-work-context';

/**
 * A warehouse's structure and the storage types its pick sections may use: read by the
 * warehouse screens and by the screens that pick a location inside one (locations, on hands).
 * A site switch clears `warehouseKeys.all`.
 */
export const warehouseKeys = {
  all: ['warehouses'] as const,
  list: (siteId: string) => ['warehouses', siteId, 'list'] as const,
  storage: (siteId: string) => ['warehouses', siteId, 'storage'] as const,
  one: (siteId: string, warehouse: string) => ['warehouses', siteId, 'one', warehouse] as const,
};

async function fetchWarehouse(warehouse: string): Promise<TWarehouse | null> {
  return (await callResults(WAREHOUSE_CALLS.get, { warehouse }))[0] ?? null;
}

/** The storage types a pick section may use (read with wh view, unlike the admin list). */
async function fetchStorageOptions(): Promise<TStorage[]> {
  return callResults(STORAGE_CALLS.warehouse_list, {});
}

/** Forget the site's warehouse reads when the site changes. */
export function useWarehouseCache() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      registerAreaCache('warehouses', {
        clear: () => queryClient.removeQueries({ queryKey: warehouseKeys.all }),
      }),
    [queryClient],
  );
}

/** One warehouse with its structure; off for a new one (`null`). */
export function useWarehouse(warehouse: string | null) {
  useWarehouseCache();
  const siteId = useWorkContext()?.site_id ?? '';
  return useQuery({
    queryKey: warehouseKeys.one(siteId, warehouse ?? ''),
    queryFn: () => fetchWarehouse(warehouse ?? ''),
    enabled: siteId !== '' && warehouse !== null,
  });
}

/** The site's storage types for the pick section pickers. */
export function useStorageOptions() {
  const siteId = useWorkContext()?.site_id ?? '';
  return useQuery({
    queryKey: warehouseKeys.storage(siteId),
    queryFn: fetchStorageOptions,
    enabled: siteId !== '',
  });
}
