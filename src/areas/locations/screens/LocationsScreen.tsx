import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  ALL_WAREHOUSES,
  BLANK_LOCATION,
  DEFAULT_LOCALE,
  MESSAGES,
  ZLocation,
  can,
  effectiveLocationTerm,
  locationRowVariant,
  type TLocation,
  type TLocationItem,
} from '../../../contract';
import {
  Button,
  ConfirmDelete,
  DataTable,
  EditorModal,
  errorText,
  SearchBox,
  Select,
  StatusBadge,
  TextField,
  useEditor,
  useNavContext,
  useWorkContext,
  validateWith,
  formatCount,
  type FieldErrors,
  RowActions,
  Checkbox,
  useStorageOptions,
  useWarehouse,
} from '../../../ui';
import { deleteLocation, saveLocation, saveSequence } from '../api';
import { useLocations } from '../use-locations';
import { LocationUpload } from './LocationUpload';

const column = createColumnHelper<TLocation>();
const validate = validateWith<TLocationItem>(ZLocation);

/** The pick sequence of a row, edited in place (Enter or leaving the box saves a change). */
function SequenceCell({
  row,
  onSave,
}: {
  row: TLocation;
  onSave: (id: number, sequence: number) => Promise<void>;
}) {
  const [value, setValue] = useState(String(row.pick_sequence));
  useEffect(() => setValue(String(row.pick_sequence)), [row.pick_sequence]);
  const commit = () => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) return setValue(String(row.pick_sequence));
    if (n !== row.pick_sequence) void onSave(row.location_id, n);
  };
  return (
    <input
      type="number"
      min={0}
      aria-label={`Sequence of ${row.location}`}
      className="w-24 rounded border border-slate-300 px-2 py-1 text-right"
      value={value}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') setValue(String(row.pick_sequence));
      }}
      onChange={(e) => setValue(e.target.value)}
      onBlur={commit}
    />
  );
}

function Row({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">{children}</div>;
}

/** /loc (Locations): the context warehouse's locations; search, filters, add/edit/view/delete. */
export default function LocationsScreen() {
  const context = useWorkContext();
  const warehouse = context?.warehouse ?? '';
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'wh', 'update');
  const mayDelete = can(permissions, 'wh', 'delete');
  const [term, setTerm] = useState('');
  const [pickSection, setPickSection] = useState('');
  const [storage, setStorage] = useState('');
  const list = useLocations({ term, pickSection, storage });
  const structure = useWarehouse(warehouse && warehouse !== ALL_WAREHOUSES ? warehouse : null);
  const storageOptions = useStorageOptions();
  const editor = useEditor<TLocationItem>();
  const [deleting, setDeleting] = useState<TLocation | null>(null);
  const autoOpened = useRef('');

  useEffect(() => {
    setPickSection('');
    setStorage('');
  }, [warehouse]);

  const sections = useMemo(
    () =>
      (structure.data?.pick_areas ?? []).flatMap((a) =>
        a.pick_sections.map((s) => ({
          value: s.pick_section,
          label: `${s.pick_section} - ${s.pick_section_name}`,
          pick_section: s.pick_section,
          storage: s.storage,
        })),
      ),
    [structure.data],
  );
  const storages = (storageOptions.data ?? []).map((s) => ({
    value: s.storage,
    label: `${s.storage} - ${s.storage_name}`,
  }));

  // A scan (the whole barcode or code of one location) opens it.
  useEffect(() => {
    const t = effectiveLocationTerm(term)?.toLowerCase();
    const rows = list.data;
    if (!t || list.isPlaceholderData || !rows || rows.length !== 1 || autoOpened.current === t)
      return;
    const [only] = rows;
    if (only && (only.barcode.toLowerCase() === t || only.location.toLowerCase() === t)) {
      autoOpened.current = t;
      editor.view(only);
    }
  }, [term, list.data, list.isPlaceholderData, editor]);

  if (!context) return null;
  if (warehouse === ALL_WAREHOUSES || warehouse === '') {
    return (
      <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-semibold text-slate-900">Locations</h1>
        <p role="status" className="rounded border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {MESSAGES.chooseWarehouse}
        </p>
      </main>
    );
  }

  const changeSequence = async (id: number, sequence: number) => {
    await saveSequence(id, sequence);
    await list.refetch();
  };

  const columns = [
    column.accessor('location', { header: 'Location' }),
    column.accessor('storage', { header: 'Storage' }),
    column.accessor('pick_sequence', {
      header: 'Sequence',
      cell: ({ row }) =>
        mayUpdate ? (
          <SequenceCell row={row.original} onSave={changeSequence} />
        ) : (
          row.original.pick_sequence
        ),
    }),
    column.accessor('erp_warehouse', { header: 'ERP Warehouse' }),
    column.accessor('pick_section', { header: 'Pick Section' }),
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row }) =>
        !row.original.active ? (
          <StatusBadge variant="secondary">Inactive</StatusBadge>
        ) : row.original.quarantine ? (
          <StatusBadge variant="danger">Quarantine</StatusBadge>
        ) : null,
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <RowActions
          onView={() => editor.view(row.original)}
          onEdit={mayUpdate ? () => editor.edit(row.original) : undefined}
          onDelete={mayDelete ? () => setDeleting(row.original) : undefined}
        />
      ),
    }),
  ];

  const field = (
    item: TLocationItem,
    errors: FieldErrors,
    key: keyof TLocationItem & string,
    label: string,
    opts: { type?: 'number'; readOnly?: boolean } = {},
  ) => (
    <TextField
      label={label}
      name={key}
      type={opts.type}
      errors={errors}
      readOnly={opts.readOnly}
      value={String(item[key] ?? '')}
      onChange={(e) =>
        editor.change((l) => ({
          ...l,
          [key]: opts.type === 'number' ? Number(e.target.value) : e.target.value,
        }))
      }
    />
  );

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Locations</h1>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
        <SearchBox
          label="Search locations"
          placeholder="Scan or type a location (2 characters or more)"
          onSearch={setTerm}
          onClear={() => setTerm('')}
          debounceMs={300}
          refocusKey={list.dataUpdatedAt}
        />
        <Select
          label="Pick section"
          value={pickSection}
          placeholder="All pick sections"
          options={sections}
          onChange={setPickSection}
        />
        <Select
          label="Storage"
          value={storage}
          placeholder="All storage"
          options={storages}
          onChange={setStorage}
        />
      </div>
      <DataTable
        label="Locations"
        columns={columns}
        data={list.data}
        loading={list.isPending}
        error={list.error ? MESSAGES.locationSearch(errorText(list.error)) : null}
        onRetry={() => void list.refetch()}
        emptyMessage={term || pickSection || storage ? 'No locations match' : 'No locations yet'}
        getRowId={(l) => String(l.location_id)}
        rowVariant={locationRowVariant}
        onRowClick={(l) => editor.view(l)}
        countNoun={['location', 'locations']}
        actions={
          <>
            {list.data && list.total !== undefined && list.total > 0 && (
              <>
                <p
                  role="status"
                  aria-label="Locations loaded"
                  className="self-center text-sm text-slate-700"
                >
                  Showing {list.data.length.toLocaleString(DEFAULT_LOCALE)} of{' '}
                  {formatCount(list.total, ['location', 'locations'])}
                </p>
                {list.hasMore && (
                  <Button variant="secondary" onClick={list.loadMore} disabled={list.loadingMore}>
                    {list.loadingMore ? 'Loading…' : 'Load more'}
                  </Button>
                )}
              </>
            )}
            {mayUpdate && (
              <>
                <LocationUpload
                  warehouse={warehouse}
                  sections={sections}
                  onSaved={() => void list.refetch()}
                />
                <Button
                  onClick={() =>
                    editor.add({
                      ...BLANK_LOCATION,
                      warehouse,
                      pick_section: pickSection,
                      storage,
                    })
                  }
                >
                  Add location
                </Button>
              </>
            )}
          </>
        }
      />
      <EditorModal
        editor={editor}
        noun="location"
        name={(l) => l.location}
        onSave={saveLocation}
        reload={() => list.refetch()}
        validate={validate}
        size="lg"
      >
        {(item, errors) => (
          <>
            <Row>
              {field(item, errors, 'location', 'Location')}
              {field(item, errors, 'location_name', 'Location Name')}
              {field(item, errors, 'barcode', 'Barcode')}
            </Row>
            <Row>
              <Select
                label="Pick Section"
                name="pick_section"
                errors={errors}
                value={item.pick_section}
                placeholder="Choose a pick section"
                options={sections}
                onChange={(v) => editor.change((l) => ({ ...l, pick_section: v }))}
              />
              <Select
                label="Storage"
                name="storage"
                errors={errors}
                value={item.storage}
                placeholder="The pick section's storage"
                options={storages}
                onChange={(v) => editor.change((l) => ({ ...l, storage: v }))}
              />
              {field(item, errors, 'pick_sequence', 'Pick Sequence', { type: 'number' })}
            </Row>
            <Row>
              {field(item, errors, 'aisle', 'Aisle')}
              {field(item, errors, 'bay', 'Bay')}
              {field(item, errors, 'level', 'Level')}
            </Row>
            <Row>
              {field(item, errors, 'height', 'Height', { type: 'number' })}
              {field(item, errors, 'width', 'Width', { type: 'number' })}
              {field(item, errors, 'depth', 'Depth', { type: 'number' })}
            </Row>
            <Row>
              {field(item, errors, 'location_type', 'Location Type', { type: 'number' })}
              {field(item, errors, 'erp_warehouse', 'ERP Warehouse')}
              {field(item, errors, 'erp_location', 'ERP Location')}
            </Row>
            <Row>{field(item, errors, 'offline_location', 'Offline Location')}</Row>
            <div className="grid grid-cols-1 gap-x-3 sm:grid-cols-3">
              <Checkbox
                label="Active"
                checked={item.active}
                onChange={(v) => editor.change((l) => ({ ...l, active: v }))}
              />
              <Checkbox
                label="Quarantine"
                checked={item.quarantine}
                onChange={(v) => editor.change((l) => ({ ...l, quarantine: v }))}
              />
              <Checkbox
                label="Exclude from available"
                checked={item.exclude_from_available}
                onChange={(v) => editor.change((l) => ({ ...l, exclude_from_available: v }))}
              />
              <Checkbox
                label="Internal location"
                checked={item.internal_location}
                onChange={(v) => editor.change((l) => ({ ...l, internal_location: v }))}
              />
            </div>
          </>
        )}
      </EditorModal>
      <ConfirmDelete
        item={deleting}
        noun="location"
        describe={(l) => l.location}
        remove={(l) => deleteLocation(l.location_id)}
        reload={list.refetch}
        onClose={() => setDeleting(null)}
      />
    </main>
  );
}
