import { poSearchProblem, type TPoListQuery } from '../../contract';
import { useAreaContext, useRecordQuery, useSearchListQuery } from '../../ui';
import { fetchPurchaseOrder, fetchPurchaseOrders } from './api';
import { purchaseOrderKeys } from './keys';

/** The site and the context warehouse ('' for ALL); the area's cache goes on a site switch. */
export const usePurchasingContext = () => useAreaContext('purchase-orders', purchaseOrderKeys.all);

/** The list; runs only when the search may (document 2 section 5). */
export function usePurchaseOrders(query: TPoListQuery) {
  const { siteId } = usePurchasingContext();
  const searchable = siteId !== '' && poSearchProblem(query) === null;
  return useSearchListQuery(
    purchaseOrderKeys.list(siteId, query),
    () => fetchPurchaseOrders(query),
    searchable,
  );
}

export function usePurchaseOrder(po: string) {
  const { siteId } = usePurchasingContext();
  const enabled = siteId !== '' && po !== '';
  return useRecordQuery(purchaseOrderKeys.order(siteId, po), () => fetchPurchaseOrder(po), enabled);
}
