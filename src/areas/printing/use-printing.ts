import { searchTermReady } from '../../contract';
import { useAreaContext, useRecordQuery, useSearchListQuery } from '../../ui';
import {
  fetchCustomerLinks,
  fetchInterfaces,
  fetchInventoryLinks,
  fetchPrinterSet,
  fetchPrinterSets,
} from './api';
import { printingKeys } from './keys';

const termOf = (term: string) => (searchTermReady(term) ? term.trim() : '');

/** The site's printer sets; a term shorter than 2 characters is no term. */
export function usePrinterSets(term: string) {
  const { siteId } = useAreaContext('printing', printingKeys.all);
  const searchTerm = termOf(term);
  return useSearchListQuery(
    printingKeys.printerSets(siteId, searchTerm),
    () => fetchPrinterSets(searchTerm),
    siteId !== '',
  );
}

/** One printer set with its printers and map. */
export function usePrinterSet(printerSet: string) {
  const { siteId } = useAreaContext('printing', printingKeys.all);
  return useRecordQuery(
    printingKeys.printerSet(siteId, printerSet),
    () => fetchPrinterSet(printerSet),
    siteId !== '' && printerSet !== '',
  );
}

export function useInterfaces() {
  const { siteId } = useAreaContext('printing', printingKeys.all);
  return useSearchListQuery(printingKeys.interfaces(siteId), fetchInterfaces, siteId !== '');
}

export function useCustomerLinks(itf: string, term: string) {
  const { siteId } = useAreaContext('printing', printingKeys.all);
  const searchTerm = termOf(term);
  return useSearchListQuery(
    printingKeys.customerLinks(siteId, itf, searchTerm),
    () => fetchCustomerLinks(itf, searchTerm),
    siteId !== '' && itf !== '',
  );
}

export function useInventoryLinks(itf: string, term: string) {
  const { siteId } = useAreaContext('printing', printingKeys.all);
  const searchTerm = termOf(term);
  return useSearchListQuery(
    printingKeys.inventoryLinks(siteId, itf, searchTerm),
    () => fetchInventoryLinks(itf, searchTerm),
    siteId !== '' && itf !== '',
  );
}
