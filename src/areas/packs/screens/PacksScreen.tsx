import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BLANK_PACK, blockNumber, can, searchTermReady, type TPack } from '../../../contract';
import { registerAreaCache } from '../../../offline/area-caches';
import {
  Button,
  ConfirmDelete,
  DataTable,
  EditorModal,
  RowActions,
  SearchBox,
  errorText,
  useEditor,
  useNavContext,
  useWorkContext,
} from '../../../ui';
import {
  deletePack,
  fetchPack,
  fetchPackTypes,
  fetchPacks,
  reserveNextPackNumber,
  savePack,
} from '../api';
import { PackFields } from '../components/PackFields';
import { packColumn, packColumns } from '../components/pack-columns';
import { toPackForm, validatePackForm, type PackForm } from '../components/pack-form';
import { packKeys } from '../keys';

export type { PackForm } from '../components/pack-form';

// Printing loads with the list, never with the shell.
const PrintButton = lazy(() => import('../../../ui/print/PrintButton'));

/**
 * /admin/lot, Packs & Pallets (document 2 §2): the packs of the current warehouse with Pack,
 * SSCC Number, KG, H, W, D, Type, Storage and Actions; the modal views, edits or adds a pack
 * with its contents. Add pack reserves the next pack number first, then opens a blank pack.
 */
export default function PacksScreen() {
  const context = useWorkContext();
  const siteId = context?.site_id ?? '';
  const warehouse = context?.warehouse && context.warehouse !== 'ALL' ? context.warehouse : '';
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'wh', 'update');
  const queryClient = useQueryClient();
  const [term, setTerm] = useState('');
  const searchTerm = searchTermReady(term) ? term.trim() : '';
  const editor = useEditor<PackForm>();
  const [deleting, setDeleting] = useState<TPack | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  useEffect(
    () =>
      registerAreaCache('packs', {
        clear: () => queryClient.removeQueries({ queryKey: packKeys.all }),
      }),
    [queryClient],
  );

  const list = useQuery({
    queryKey: packKeys.list(siteId, warehouse, searchTerm),
    queryFn: () => fetchPacks({ warehouse: warehouse || undefined, search_term: searchTerm }),
    enabled: siteId !== '',
  });
  const types = useQuery({
    queryKey: packKeys.types(siteId),
    queryFn: fetchPackTypes,
    enabled: siteId !== '',
    staleTime: 5 * 60_000,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: packKeys.all });

  const open = async (pack: TPack, mode: 'view' | 'edit') => {
    setProblem(null);
    try {
      const detail = toPackForm(await fetchPack(pack.container_id));
      if (mode === 'view') editor.view(detail);
      else editor.edit(detail);
    } catch (e) {
      setProblem(errorText(e));
    }
  };

  const addPack = async () => {
    setProblem(null);
    setAdding(true);
    try {
      const block = await reserveNextPackNumber();
      editor.add({ ...BLANK_PACK, warehouse, ...blockNumber(block, 0), contents: [] });
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      setAdding(false);
    }
  };

  const withActions = [
    ...packColumns,
    packColumn.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <div className="flex items-center gap-1">
          <RowActions
            onView={() => void open(row.original, 'view')}
            onEdit={mayUpdate ? () => void open(row.original, 'edit') : undefined}
            onDelete={mayUpdate ? () => setDeleting(row.original) : undefined}
          />
          {/* The popup is portalled: its clicks must not open the row. */}
          <span className="contents" onClick={(e) => e.stopPropagation()}>
            <Suspense fallback={null}>
              <PrintButton
                request={{
                  title: `Reprint label ${row.original.container_number}`,
                  label_type: 'container',
                  keys: [row.original.container_number],
                }}
              >
                Reprint
              </PrintButton>
            </Suspense>
          </span>
        </div>
      ),
    }),
  ];

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Packs &amp; Pallets</h1>
      <p className="text-slate-600">
        {warehouse ? `Packs at warehouse ${warehouse}` : 'Packs at every warehouse'}: weights in kg,
        sizes in mm.
      </p>
      <SearchBox
        label="Search packs"
        placeholder="Pack, SSCC, order or customer (2 characters or more)"
        onSearch={setTerm}
        onClear={() => setTerm('')}
        debounceMs={250}
        autoFocus={false}
      />
      {problem && (
        <div role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-800">
          {problem}
        </div>
      )}
      <DataTable
        label="Packs"
        cards
        columns={withActions}
        data={list.data}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessage={searchTerm ? 'No pack matches the search' : 'No packs yet'}
        getRowId={(p) => String(p.container_id)}
        onRowClick={(p) => void open(p, 'view')}
        countNoun={['pack', 'packs']}
        actions={
          mayUpdate && (
            <Button onClick={() => void addPack()} disabled={adding}>
              {adding ? 'Reserving a number…' : 'Add pack'}
            </Button>
          )
        }
      />
      <EditorModal
        editor={editor}
        noun="pack"
        name={(p) => p.container_number}
        validate={validatePackForm}
        onSave={async (p) => void (await savePack(p))}
        reload={reload}
        size="lg"
      >
        {(item, errors) => (
          <PackFields
            item={item}
            errors={errors}
            editor={editor}
            types={types.data ?? []}
            typesError={types.error}
          />
        )}
      </EditorModal>
      <ConfirmDelete
        item={deleting}
        noun="pack"
        describe={(p) => p.container_number}
        remove={(p) => deletePack(p.container_id)}
        reload={reload}
        onClose={() => setDeleting(null)}
      />
    </main>
  );
}
