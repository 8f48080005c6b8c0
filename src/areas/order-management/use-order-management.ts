import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAreaContext } from '../../ui';
import {
  fetchMonthSummary,
  fetchPick,
  fetchPickingReasons,
  fetchPicks,
  fetchRunOrders,
  fetchReview,
  fetchRunSetSummary,
  fetchWarehouseRuns,
  type TOmScope,
} from './api';
import { omKeys } from './keys';

/** The site, the context warehouse ('' for ALL) and run set; the cache goes on a site switch. */
export function useOrderManagementContext() {
  const { context, siteId, warehouse } = useAreaContext('order_management', omKeys.all);
  return { context, siteId, warehouse, runSet: context?.run_set ?? '' };
}

/** After a pick change: the summaries, run orders, picks and sales order lists refresh. */
export function useRefreshAfterPickChange(siteId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: omKeys.site(siteId) }),
    [queryClient, siteId],
  );
}

/**
 * A search runs once a site and a date are set. Without a warehouse (ALL) or a run set it still
 * runs: the screen and the server warn and continue (document 2 section 5).
 */
const ready = (siteId: string, s: TOmScope) => !!siteId && !!s.date;

export function useRunSetSummary(siteId: string, scope: TOmScope) {
  return useQuery({
    queryKey: omKeys.runs(siteId, scope),
    queryFn: () => fetchRunSetSummary(scope),
    enabled: ready(siteId, scope),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useWarehouseRuns(siteId: string, warehouse: string, date: string, open: boolean) {
  return useQuery({
    queryKey: omKeys.runs(siteId, { warehouse, every: true, date }),
    queryFn: () => fetchWarehouseRuns(warehouse, date),
    enabled: open && !!siteId && !!warehouse && !!date,
    retry: false,
  });
}

export function useMonthSummary(siteId: string, scope: TOmScope & { from: string; to: string }) {
  return useQuery({
    queryKey: omKeys.month(siteId, scope),
    queryFn: () => fetchMonthSummary(scope),
    enabled: ready(siteId, scope),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useRunOrders(siteId: string, scope: TOmScope & { runId: number }) {
  return useQuery({
    queryKey: omKeys.runOrders(siteId, scope),
    queryFn: () => fetchRunOrders(scope),
    enabled: ready(siteId, scope),
    retry: false,
  });
}

export function useReview(siteId: string, scope: TOmScope) {
  return useQuery({
    queryKey: omKeys.review(siteId, scope),
    queryFn: () => fetchReview(scope),
    enabled: ready(siteId, scope),
    retry: false,
  });
}

export function usePicks(siteId: string, scope: TOmScope & { lockedOnly: boolean }) {
  return useQuery({
    queryKey: omKeys.picks(siteId, scope),
    queryFn: () => fetchPicks(scope),
    // The pick list is of one warehouse (the server refuses ALL).
    enabled: ready(siteId, scope) && !!scope.warehouse,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function usePick(siteId: string, pickId: number | null) {
  return useQuery({
    queryKey: omKeys.pick(siteId, pickId ?? 0),
    queryFn: () => fetchPick(pickId!),
    enabled: !!siteId && pickId !== null,
    retry: false,
  });
}

export function usePickingReasons(siteId: string, enabled: boolean) {
  return useQuery({
    queryKey: omKeys.reasons(siteId),
    queryFn: fetchPickingReasons,
    enabled: !!siteId && enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
