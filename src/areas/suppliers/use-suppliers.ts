import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { partySearchProblem, type TPartyListQuery } from '../../contract';
import { useSiteId } from '../../ui';
import { fetchSupplier, fetchSuppliers } from './api';
import { supplierKeys } from './keys';

/** A search needs a term and a site, as for customers. */
const searchable = (siteId: string, query: TPartyListQuery) =>
  siteId !== '' && partySearchProblem(query) === null;

export function useSupplierList(query: TPartyListQuery) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: supplierKeys.suppliers(siteId, query),
    queryFn: () => fetchSuppliers(query),
    enabled: searchable(siteId, query),
    placeholderData: keepPreviousData,
  });
}

export function useSupplier(code: string) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: supplierKeys.supplier(siteId, code),
    queryFn: () => fetchSupplier(code),
    enabled: siteId !== '' && code !== '',
    retry: false,
  });
}
