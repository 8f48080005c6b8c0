import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  DOCUMENT_SEARCH_LABELS,
  DOCUMENT_SEARCH_TYPES,
  ERP_DOCUMENT_MESSAGES,
  documentPath,
  documentSearchProblem,
  documentStatusVariant,
  type TDocumentRow,
  type TDocumentSearchQuery,
} from '../../../contract';
import {
  DataTable,
  SearchBox,
  SearchModeForm,
  StatusBadge,
  TextField,
  errorText,
  formatQuantity,
  useUrlSearchState,
} from '../../../ui';
import { useDocumentContext, useDocuments } from '../use-erp-documents';

const right = { align: 'right' } as const;
const column = createColumnHelper<TDocumentRow>();
const columns = [
  column.accessor('type', { header: 'Document' }),
  column.accessor('document_reference', { header: 'Reference' }),
  column.accessor('action_date', { header: 'Date' }),
  column.accessor('party', { header: 'Customer / Supplier' }),
  column.accessor('warehouse', { header: 'Warehouse' }),
  column.accessor('lines', { header: 'Lines', meta: right }),
  column.accessor('ordered', {
    header: 'Ordered',
    meta: right,
    cell: ({ getValue }) => formatQuantity(getValue()),
  }),
  column.accessor('supplied', {
    header: 'Supplied',
    meta: right,
    cell: ({ getValue }) => formatQuantity(getValue()),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => (
      <StatusBadge variant={documentStatusVariant(getValue()) ?? 'light'}>{getValue()}</StatusBadge>
    ),
  }),
  column.accessor('erp_status', {
    header: 'ERP Status',
    cell: ({ getValue }) => <StatusBadge erp={getValue()} />,
  }),
];

/**
 * /documents (document 2 section 7 "Documents"): sales orders, purchase orders and delivery
 * dockets of the current warehouse (every warehouse at ALL) by reference or party and/or
 * date. Rows: Complete (every line supplied as ordered) success, Short danger. A row opens
 * /documents/document.
 */
export default function DocumentsScreen() {
  const { context, warehouse } = useDocumentContext();
  const navigate = useNavigate();
  const here = useLocation();
  const search = useUrlSearchState(DOCUMENT_SEARCH_TYPES, 'ALL');
  const { searchType, term } = search;
  const date = search.params.get('date') ?? '';

  const query = useMemo<TDocumentSearchQuery>(
    () => ({ search_type: searchType, search_term: term, action_date: date, warehouse }),
    [searchType, term, date, warehouse],
  );
  const problem = documentSearchProblem(query);
  const list = useDocuments(query);

  if (!context) return null;

  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Documents</h1>
        <Link
          to="/process_queue"
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 font-medium text-brand-700 hover:bg-slate-50"
        >
          Process Queue
        </Link>
      </div>
      <SearchModeForm
        types={DOCUMENT_SEARCH_TYPES}
        labels={DOCUMENT_SEARCH_LABELS}
        value={searchType}
        onChange={search.setType}
        columns="md:grid-cols-[14rem_1fr_12rem]"
      >
        <SearchBox
          label="Reference, customer or supplier"
          placeholder="Scan or type"
          defaultValue={term}
          onSearch={search.setTerm}
          onClear={search.clearTerm}
          refocusKey={list.dataUpdatedAt}
        />
        <TextField
          label="Date"
          type="date"
          value={date}
          onChange={(e) => search.set({ date: e.target.value })}
        />
      </SearchModeForm>
      <DataTable
        label="Documents"
        columns={columns}
        data={problem ? [] : list.data}
        loading={!problem && list.isPending}
        error={list.error ? ERP_DOCUMENT_MESSAGES.listFailed(errorText(list.error)) : null}
        onRetry={() => void list.refetch()}
        emptyMessage={
          problem ? 'Type a reference or choose a date to search' : 'No documents match'
        }
        rowVariant={(r) => documentStatusVariant(r.status)}
        getRowId={(r) => `${r.document_type}/${r.document_reference}`}
        onRowClick={(r) =>
          void navigate(documentPath(r.document_type, r.document_reference), {
            state: { from: here.pathname + here.search },
          })
        }
        countNoun={['document', 'documents']}
      />
    </main>
  );
}
