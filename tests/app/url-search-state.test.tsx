import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Fact, backFrom, useUrlSearchState } from '../../src/ui';

const TYPES = ['SEARCH', 'DATE_RANGE', 'HOLD'] as const;

const at =
  (url: string) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );

describe('a list search kept in the address', () => {
  it('reads the mode, term and dates; an unknown mode is the default one', () => {
    const { result } = renderHook(() => useUrlSearchState(TYPES, 'SEARCH'), {
      wrapper: at('/po?type=DATE_RANGE&from=2026-01-01&to=2026-01-31'),
    });
    expect(result.current.searchType).toBe('DATE_RANGE');
    expect(result.current.dates).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    const other = renderHook(() => useUrlSearchState(TYPES, 'SEARCH'), {
      wrapper: at('/po?type=NOPE&q=abc'),
    });
    expect(other.result.current.searchType).toBe('SEARCH');
    expect(other.result.current.term).toBe('abc');
  });

  it('writes the address: the default mode and empty values leave it, history is replaced', () => {
    const { result } = renderHook(
      () => ({ search: useUrlSearchState(TYPES, 'SEARCH'), location: useLocation() }),
      { wrapper: at('/po?q=abc') },
    );
    act(() => result.current.search.setType('HOLD'));
    expect(result.current.location.search).toBe('?q=abc&type=HOLD');
    expect(result.current.search.searchType).toBe('HOLD');
    act(() => result.current.search.setType('SEARCH'));
    act(() => result.current.search.clearTerm());
    expect(result.current.location.search).toBe('');
    act(() => result.current.search.setDates({ from: '2026-02-01', to: '' }));
    expect(result.current.location.search).toBe('?from=2026-02-01');
    expect(result.current.search.dates).toEqual({ from: '2026-02-01', to: '' });
    act(() => result.current.search.setTerm('x1'));
    expect(result.current.location.search).toBe('?from=2026-02-01&q=x1');
  });
});

describe('record facts', () => {
  it('shows a dash for a fact without a value', () => {
    render(
      <dl>
        <Fact label="Run">{''}</Fact>
        <Fact label="Warehouse">W1</Fact>
      </dl>,
    );
    expect(screen.getByText('Run').nextSibling?.textContent).toBe('—');
    expect(screen.getByText('Warehouse').nextSibling?.textContent).toBe('W1');
  });

  it('goes back to the list it was opened from, or to the fallback', () => {
    expect(backFrom({ from: '/po?q=1' }, '/po')).toBe('/po?q=1');
    expect(backFrom(null, '/po')).toBe('/po');
    expect(backFrom({ from: 3 }, '/po')).toBe('/po');
  });
});
