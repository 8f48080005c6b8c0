import { ALL_WAREHOUSES, type TComparisonKey } from '../../contract';
import { useAreaContext, useRecordQuery, useSearchListQuery } from '../../ui';
import { fetchComparison, fetchComparisonMovements, fetchSavedReports } from './api';
import { compareKeys } from './keys';

export const useCompareContext = () => useAreaContext('compare', compareKeys.all);

/** The report of the context warehouse (ALL: every warehouse the ERP has figures for). */
export function useComparison(issuesOnly: boolean) {
  const { siteId, warehouse } = useCompareContext();
  const wh = warehouse || ALL_WAREHOUSES;
  return useSearchListQuery(
    compareKeys.list(siteId, wh, issuesOnly),
    () => fetchComparison(wh, issuesOnly),
    siteId !== '',
  );
}

export const comparisonKeyText = (k: TComparisonKey) =>
  [k.warehouse, k.inventory_code, k.serial_batch ?? '', k.date_code ?? ''].join('/');

export function useComparisonMovements(key: TComparisonKey | null) {
  const { siteId } = useCompareContext();
  return useRecordQuery(
    compareKeys.movements(siteId, key ? comparisonKeyText(key) : ''),
    () => fetchComparisonMovements(key!),
    siteId !== '' && key !== null,
  );
}

/** The saved comparison reports (file cabinet folder comparison). */
export function useSavedReports() {
  const { siteId } = useCompareContext();
  return useSearchListQuery(compareKeys.saved(siteId), fetchSavedReports, siteId !== '');
}
