import { useQuery } from '@tanstack/react-query';
import { useWorkContext } from '../../ui';
import { fetchTasks } from './api';
import { taskKeys } from './keys';

/** The current site's tasks; refreshed every 30 s so runs and locks show as they happen. */
export function useTasks() {
  const siteId = useWorkContext()?.site_id ?? '';
  return useQuery({
    queryKey: taskKeys.list(siteId),
    queryFn: fetchTasks,
    enabled: siteId !== '',
    refetchInterval: 30_000,
  });
}
