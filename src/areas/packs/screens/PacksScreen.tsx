import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import {
  BLANK_PACK,
  ZPack,
  ZPackContent,
  blockNumber,
  can,
  searchTermReady,
  type TLoadObjectType,
  type TPack,
  type TPackContent,
  type TPackDetail,
  type TPackItem,
} from '../../../contract';
import { registerAreaCache } from '../../../offline/area-caches';
import {
  Button,
  Checkbox,
  ConfirmDelete,
  DataTable,
  EditorModal,
  RowActions,
  SearchBox,
  Select,
  TextField,
  errorText,
  formatQuantity,
  useEditor,
  useNavContext,
  useWorkContext,
  validateWith,
  type Editor,
  type FieldErrors,
  numberInput,
} from '../../../ui';
import {
  deletePack,
  fetchPack,
  fetchPackTypes,
  fetchPacks,
  reserveNextPackNumber,
  savePack,
} from '../api';
import { packKeys } from '../keys';

/** The pack as the modal holds it: its numbers (reserved or given) and its whole contents. */
export type PackForm = TPackItem & {
  container_number: string;
  sscc_number: string;
  contents: TPackContent[];
};

const validate = validateWith<PackForm>(ZPack);
const column = createColumnHelper<TPack>();
const contentColumn = createColumnHelper<TPackContent>();

const toForm = (pack: TPackDetail): PackForm => ({
  ...BLANK_PACK,
  ...pack,
  contents: pack.contents,
});

const num = (v: number) => (Number.isNaN(v) ? '' : String(v));
const measure = (v: number) => (v ? formatQuantity(v) : '');

const columns = [
  column.accessor('container_number', { header: 'Pack' }),
  column.accessor('sscc_number', { header: 'SSCC Number' }),
  column.accessor('weight', { header: 'KG', cell: (c) => measure(c.getValue()) }),
  column.accessor('height', { header: 'H', cell: (c) => measure(c.getValue()) }),
  column.accessor('width', { header: 'W', cell: (c) => measure(c.getValue()) }),
  column.accessor('depth', { header: 'D', cell: (c) => measure(c.getValue()) }),
  column.accessor((p) => p.load_object_type || p.package_type, { id: 'type', header: 'Type' }),
  column.accessor('storage', { header: 'Storage' }),
];

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
      const detail = toForm(await fetchPack(pack.container_id));
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
    ...columns,
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <RowActions
          onView={() => void open(row.original, 'view')}
          onEdit={mayUpdate ? () => void open(row.original, 'edit') : undefined}
          onDelete={mayUpdate ? () => setDeleting(row.original) : undefined}
        />
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
        validate={validate}
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

type NumberKey = 'weight' | 'height' | 'width' | 'depth';
type TextKey =
  | 'reference'
  | 'customer_code'
  | 'customer_name'
  | 'sales_order'
  | 'customer_order'
  | 'storage'
  | 'package_type'
  | 'contents_description'
  | 'instructions';

function PackFields({
  item,
  errors,
  editor,
  types,
  typesError,
}: {
  item: PackForm;
  errors: FieldErrors;
  editor: Editor<PackForm>;
  types: TLoadObjectType[];
  typesError: unknown;
}) {
  const set = <K extends keyof PackForm>(key: K, value: PackForm[K]) =>
    editor.change((p) => ({ ...p, [key]: value }));
  const text = (key: TextKey, label: string) => (
    <TextField
      label={label}
      name={key}
      errors={errors}
      value={item[key]}
      onChange={(e) => set(key, e.target.value)}
    />
  );
  const number = (key: NumberKey, label: string) => (
    <TextField
      label={label}
      name={key}
      inputMode="decimal"
      errors={errors}
      value={num(item[key])}
      onChange={(e) => set(key, numberInput(e.target.value))}
    />
  );
  const chooseType = (value: string) => {
    const type = types.find((t) => String(t.load_object_type_id) === value);
    editor.change((p) => ({
      ...p,
      load_object_type_id: type ? type.load_object_type_id : null,
      // A blank size takes the type's.
      height: p.height || type?.height || 0,
      width: p.width || type?.width || 0,
      depth: p.depth || type?.depth || 0,
    }));
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Pack" name="container_number" value={item.container_number} readOnly />
        <TextField label="SSCC Number" name="sscc_number" value={item.sscc_number} readOnly />
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <Select
          label="Type (load object type)"
          name="load_object_type_id"
          errors={errors}
          value={item.load_object_type_id ? String(item.load_object_type_id) : ''}
          placeholder="None"
          options={types.map((t) => ({
            value: String(t.load_object_type_id),
            label: t.load_object_type_name
              ? `${t.load_object_type} (${t.load_object_type_name})`
              : t.load_object_type,
          }))}
          onChange={chooseType}
          hint={typesError ? errorText(typesError) : undefined}
        />
        {text('package_type', 'Package type')}
        {text('storage', 'Storage')}
      </div>
      <div className="grid grid-cols-4 gap-3">
        {number('weight', 'KG')}
        {number('height', 'H (mm)')}
        {number('width', 'W (mm)')}
        {number('depth', 'D (mm)')}
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {text('sales_order', 'Sales order')}
        {text('customer_order', 'Customer order')}
        {text('reference', 'Reference')}
        {text('customer_code', 'Customer code')}
        {text('customer_name', 'Customer')}
        {text('contents_description', 'Contents description')}
      </div>
      {text('instructions', 'Instructions')}
      <Checkbox
        label="Dangerous goods"
        checked={item.dangerous_goods}
        onChange={(v) => set('dangerous_goods', v)}
      />
      <PackContents
        key={item.container_number}
        contents={item.contents}
        editing={editor.editing}
        onChange={(contents) => set('contents', contents)}
      />
    </div>
  );
}

const BLANK_LINE = {
  inventory_code: '',
  inventory_description: '',
  quantity: '',
  unit_of_measure: 'EA',
  detail_reference: '',
  date_code: '',
  gtin: '',
};
type LineDraft = typeof BLANK_LINE;

const lineColumns = [
  contentColumn.accessor('inventory_code', { header: 'Inventory Code' }),
  contentColumn.accessor('inventory_description', { header: 'Description' }),
  contentColumn.accessor('quantity', {
    header: 'Quantity',
    cell: (c) => formatQuantity(c.getValue()),
  }),
  contentColumn.accessor('unit_of_measure', { header: 'UOM' }),
  contentColumn.accessor('detail_reference', { header: 'Serial/Batch' }),
  contentColumn.accessor('date_code', { header: 'Date Code' }),
  contentColumn.accessor('gtin', { header: 'GTIN' }),
];

/** The pack's contents: the table, and add / edit / delete of a line while editing. */
function PackContents({
  contents,
  editing,
  onChange,
}: {
  contents: TPackContent[];
  editing: boolean;
  onChange: (contents: TPackContent[]) => void;
}) {
  const [draft, setDraft] = useState<LineDraft>(BLANK_LINE);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const edit = (line: TPackContent) => {
    setEditingId(line.content_id);
    setErrors({});
    setDraft({ ...line, quantity: String(line.quantity) });
  };
  const commit = () => {
    const parsed = ZPackContent.safeParse({ ...draft, content_id: editingId ?? undefined });
    if (!parsed.success) {
      const out: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = `line_${String(issue.path[0])}`;
        out[key] ??= issue.message;
      }
      setErrors(out);
      return;
    }
    const line: TPackContent = { ...parsed.data, content_id: editingId ?? crypto.randomUUID() };
    onChange(
      editingId
        ? contents.map((c) => (c.content_id === editingId ? line : c))
        : [...contents, line],
    );
    setDraft(BLANK_LINE);
    setEditingId(null);
    setErrors({});
  };

  const columnsWithActions = editing
    ? [
        ...lineColumns,
        contentColumn.display({
          id: 'actions',
          header: 'Actions',
          cell: ({ row }) => (
            <div className="flex gap-1">
              <Button variant="ghost" type="button" onClick={() => edit(row.original)}>
                Edit
              </Button>
              <Button
                variant="ghost"
                type="button"
                onClick={() =>
                  onChange(contents.filter((c) => c.content_id !== row.original.content_id))
                }
              >
                Delete
              </Button>
            </div>
          ),
        }),
      ]
    : lineColumns;

  const field = (key: keyof LineDraft, label: string, type?: string) => (
    <TextField
      label={label}
      name={`line_${key}`}
      type={type}
      errors={errors}
      value={draft[key]}
      inputMode={key === 'quantity' ? 'decimal' : undefined}
      onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
    />
  );

  return (
    <section className="flex flex-col gap-2" aria-label="Pack contents">
      <h3 className="font-semibold text-slate-900">Contents</h3>
      <DataTable
        label="Pack contents"
        columns={columnsWithActions}
        data={contents}
        emptyMessage="Nothing in this pack yet"
        getRowId={(c) => c.content_id}
        countNoun={['line', 'lines']}
        density="dense"
      />
      {editing && (
        <div className="grid grid-cols-2 gap-2 rounded border border-slate-200 p-3 md:grid-cols-4">
          {field('inventory_code', 'Inventory Code')}
          {field('inventory_description', 'Description')}
          {field('quantity', 'Quantity')}
          {field('unit_of_measure', 'UOM')}
          {field('detail_reference', 'Serial/Batch')}
          {field('date_code', 'Date Code', 'date')}
          {field('gtin', 'GTIN')}
          <div className="flex items-end gap-2">
            <Button type="button" variant="secondary" onClick={commit}>
              {editingId ? 'Update line' : 'Add line'}
            </Button>
            {editingId && (
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  setEditingId(null);
                  setDraft(BLANK_LINE);
                }}
              >
                Cancel
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
