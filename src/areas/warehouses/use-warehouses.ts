import { useQuery } from '@tanstack/react-query';
import { useWarehouseCache, useWorkContext, warehouseKeys } from '../../ui';
import { fetchWarehouses } from './api';

export function useWarehouseList() {
  useWarehouseCache();
  const siteId = useWorkContext()?.site_id ?? '';
  return useQuery({
    queryKey: warehouseKeys.list(siteId),
    queryFn: fetchWarehouses,
    enabled: siteId !== '',
  });
}
