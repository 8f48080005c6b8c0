import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { customerPath, partySearchProblem, type TPartyListQuery } from '../../contract';
import { useWorkContext } from '../../ui';
import { fetchCustomer, fetchCustomers, fetchSupplier, fetchSuppliers } from './api';
import { partyKeys } from './keys';

/** Document 1 section 5: a search needs a term and a site. */
const searchable = (siteId: string, query: TPartyListQuery) =>
  siteId !== '' && partySearchProblem(query) === null;

export function useSiteId(): string {
  return useWorkContext()?.site_id ?? '';
}

export function useCustomerList(query: TPartyListQuery) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: partyKeys.customers(siteId, query),
    queryFn: () => fetchCustomers(query),
    enabled: searchable(siteId, query),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(code: string) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: partyKeys.customer(siteId, code),
    queryFn: () => fetchCustomer(code),
    enabled: siteId !== '' && code !== '',
    retry: false,
  });
}

export function useSupplierList(query: TPartyListQuery) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: partyKeys.suppliers(siteId, query),
    queryFn: () => fetchSuppliers(query),
    enabled: searchable(siteId, query),
    placeholderData: keepPreviousData,
  });
}

export function useSupplier(code: string) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: partyKeys.supplier(siteId, code),
    queryFn: () => fetchSupplier(code),
    enabled: siteId !== '' && code !== '',
    retry: false,
  });
}

/**
 * Select a customer: opens /cus/{customer_code} unless the caller asked to stay on the page
 * (document 1 section 2), e.g. a picker inside another form. Answers the code either way.
 */
export function useSelectCustomer(onSelect?: (code: string) => void) {
  const navigate = useNavigate();
  const here = useLocation();
  return useCallback(
    (code: string, options: { stay?: boolean } = {}) => {
      onSelect?.(code);
      if (!options.stay)
        void navigate(customerPath(code), { state: { from: here.pathname + here.search } });
      return code;
    },
    [navigate, here.pathname, here.search, onSelect],
  );
}
