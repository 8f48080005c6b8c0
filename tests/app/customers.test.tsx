import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  CUSTOMER_MESSAGES,
  customerProblems,
  partyProblemErrors,
  partySearchProblem,
} from '../../src/contract';
import { useSelectCustomer } from '../../src/areas/customers/use-customers';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/cus?q=lyg']}>{children}</MemoryRouter>
);

describe('selecting a customer (document 1 section 2)', () => {
  it('opens /cus/{customer_code}, or stays when the caller asks', () => {
    const picked = vi.fn();
    const { result } = renderHook(
      () => ({ select: useSelectCustomer(picked), location: useLocation() }),
      { wrapper },
    );
    act(() => void result.current.select('BRUIGA', { stay: true }));
    expect(picked).toHaveBeenCalledWith('BRUIGA');
    expect(result.current.location.pathname).toBe('/cus');
    act(() => void result.current.select('LYGON 01'));
    expect(result.current.location.pathname).toBe('/cus/LYGON%2001');
    expect(result.current.location.state).toEqual({ from: '/cus?q=lyg' });
  });
});

describe('customer rules', () => {
  it('a search needs a term (document 1 section 5)', () => {
    expect(partySearchProblem({ search_term: '  ' })?.message).toBe(
      CUSTOMER_MESSAGES.enterSearchTerm,
    );
    expect(partySearchProblem({ search_type: 'NAME', search_term: 'iga' })).toBeNull();
  });

  it('one problem per failed rule, each beside its field', () => {
    const problems = customerProblems({
      customer_code: 'C1',
      customer_name: 'Cafe',
      attributes: [
        { attribute: 'PALLET_TYPE', value: 'CHEP' },
        { attribute: 'pallet_type', value: 'LOSCAM' },
      ],
      minimum_days: [{ warehouse: 'DC1', minimum_days: 1.5 }],
      courier_accounts: [{ courier: 'Toll', account_number: ' ' }],
    });
    expect(partyProblemErrors(problems)).toEqual({
      'attributes.1.attribute': CUSTOMER_MESSAGES.duplicateAttribute('PALLET_TYPE'),
      'minimum_days.0.minimum_days': CUSTOMER_MESSAGES.minimumDaysRange('DC1'),
      'courier_accounts.0.account_number': CUSTOMER_MESSAGES.accountRequired('Toll'),
    });
    expect(customerProblems({ customer_code: 'C1', customer_name: 'Cafe' })).toEqual([]);
  });
});
