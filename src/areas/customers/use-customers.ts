import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { customerPath, partySearchProblem, type TPartyListQuery } from '../../contract';
import { useSiteId } from '../../ui';
import { fetchCustomer, fetchCustomerSalesOrders, fetchCustomers } from './api';
import { customerKeys } from './keys';

/** Document 1 section 5: a search needs a term and a site. */
const searchable = (siteId: string, query: TPartyListQuery) =>
  siteId !== '' && partySearchProblem(query) === null;

export function useCustomerList(query: TPartyListQuery) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: customerKeys.customers(siteId, query),
    queryFn: () => fetchCustomers(query),
    enabled: searchable(siteId, query),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(code: string) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: customerKeys.customer(siteId, code),
    queryFn: () => fetchCustomer(code),
    enabled: siteId !== '' && code !== '',
    retry: false,
  });
}

/** The customer's latest sales orders (the detail page's stub list). */
export function useCustomerSalesOrders(siteId: string, customerCode: string, limit: number) {
  return useQuery({
    queryKey: customerKeys.salesOrders(siteId, customerCode, limit),
    queryFn: () => fetchCustomerSalesOrders(customerCode, limit),
    enabled: siteId !== '' && customerCode !== '',
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
