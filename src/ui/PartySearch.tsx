import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  PARTY_SEARCH_LABELS,
  PARTY_SEARCH_TYPES,
  partySearchProblem,
  type TPartyListQuery,
  type TPartySearchType,
} from '../contract';
import { DataTable } from './DataTable';
import { errorText } from './error-text';
import { SearchBox } from './SearchBox';
import { Select } from './Select';

type Row = { exact: boolean };
type ListQuery<T> = {
  data: T[] | undefined;
  isPending: boolean;
  isPlaceholderData: boolean;
  isFetching: boolean;
  error: unknown;
  dataUpdatedAt: number;
  refetch: () => unknown;
};

const isType = (v: string | null): v is TPartySearchType =>
  (PARTY_SEARCH_TYPES as readonly (string | null)[]).includes(v);

/**
 * The customer / supplier search (document 1 "Customers"): scan or type a term first (a term
 * is required), choose what it matches, pick a row. The search is kept in the address so
 * coming back from a record shows the same list; a scanned code that names one record opens it.
 */
export function PartySearch<T extends Row>({
  title,
  noun,
  columns,
  useList,
  rowId,
  onOpen,
  searchFailed,
}: {
  title: string;
  noun: readonly [string, string];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack accessor columns
  columns: ColumnDef<T, any>[];
  useList: (query: TPartyListQuery) => ListQuery<T>;
  rowId: (row: T) => string;
  onOpen: (row: T) => void;
  searchFailed: (detail: string) => string;
}) {
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const searchType: TPartySearchType = isType(typeParam) ? typeParam : 'SEARCH';
  const term = params.get('q') ?? '';
  const scanned = useRef('');
  const set = (next: Record<string, string>) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        for (const [k, v] of Object.entries(next)) {
          if (v) out.set(k, v);
          else out.delete(k);
        }
        return out;
      },
      { replace: true },
    );
  const query = useMemo(() => ({ search_type: searchType, search_term: term }), [searchType, term]);
  const problem = partySearchProblem(query);
  const list = useList(query);

  const openExact = (rows: T[]) => {
    const exact = rows.filter((r) => r.exact);
    if (exact.length === 1) onOpen(exact[0]!);
  };
  useEffect(() => {
    const rows = list.data;
    if (!scanned.current || list.isPlaceholderData || !rows || scanned.current !== term) return;
    scanned.current = '';
    openExact(rows);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- openExact reads the current address
  }, [list.data, list.isPlaceholderData, term]);

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[12rem_1fr]">
        <Select
          label="Search by"
          value={searchType}
          options={PARTY_SEARCH_TYPES.map((t) => ({ value: t, label: PARTY_SEARCH_LABELS[t] }))}
          onChange={(v) => set({ type: v === 'SEARCH' ? '' : v })}
        />
        <SearchBox
          key={searchType}
          label={`Scan or search ${noun[1]} (code, name, suburb)`}
          placeholder="Scan or type 2 characters or more"
          defaultValue={term}
          onSearch={(t) => {
            if (t === term && list.data && !list.isPlaceholderData && !list.isFetching) {
              openExact(list.data);
              return;
            }
            scanned.current = t;
            set({ q: t });
          }}
          onClear={() => set({ q: '' })}
          refocusKey={list.dataUpdatedAt}
        />
      </div>
      <DataTable
        label={title}
        columns={columns}
        data={problem ? [] : list.data}
        loading={!problem && list.isPending}
        error={list.error ? searchFailed(errorText(list.error)) : null}
        onRetry={() => void list.refetch()}
        emptyMessage={problem ? `Scan or type to search the ${noun[1]}` : `No ${noun[1]} match`}
        getRowId={rowId}
        onRowClick={onOpen}
        countNoun={noun}
      />
    </main>
  );
}
