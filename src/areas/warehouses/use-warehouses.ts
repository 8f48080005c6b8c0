import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { registerAreaCache } from '../../offline/area-caches';
import { useWorkContext } from '../../ui';
import { fetchStorageOptions, fetchWarehouse, fetchWarehouses } from './api';
import { warehouseKeys } from './keys';

function useAreaCache() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      registerAreaCache('warehouses', {
        clear: () => queryClient.removeQueries({ queryKey: warehouseKeys.all }),
      }),
    [queryClient],
  );
}

export function useWarehouseList() {
  useAreaCache();
  const siteId = useWorkContext()?.site_id ?? '';
  return useQuery({
    queryKey: warehouseKeys.list(siteId),
    queryFn: fetchWarehouses,
    enabled: siteId !== '',
  });
}

/** One warehouse with its structure; off for a new one (`null`). */
export function useWarehouse(warehouse: string | null) {
  useAreaCache();
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
