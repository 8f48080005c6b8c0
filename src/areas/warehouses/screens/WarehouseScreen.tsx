import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api';
import {
  MESSAGES,
  TIMEZONES,
  ZWarehouseFields,
  blankWarehouse,
  can,
  warehouseSaveErrors,
  type TDockLocation,
  type TMessage,
  type TPickArea,
  type TPickSection,
  type TWarehouseItem,
} from '../../../contract';
import {
  Button,
  DataTable,
  ErrorState,
  Select,
  Spinner,
  TextField,
  errorText,
  useEditor,
  useNavContext,
  useSiteSettings,
  useWorkContext,
  validateWith,
  type FieldErrors,
  warehouseKeys,
  useStorageOptions,
  useWarehouse,
} from '../../../ui';
import { saveWarehouse, warehouseItem } from '../api';
import {
  BLANK_AREA,
  BLANK_DOCK,
  BLANK_SECTION,
  DockLocationModal,
  PickAreaModal,
  PickSectionModal,
  type Indexed,
} from '../components/structure-editors';

const validateFields = validateWith<TWarehouseItem>(ZWarehouseFields);
const NEW = 'new';

/** /wh/{warehouse}: one warehouse in view or edit mode; /wh/new adds one. */
export default function WarehouseScreen() {
  const { warehouse: param = '' } = useParams();
  const adding = param === NEW;
  const query = useWarehouse(adding ? null : param);
  const siteId = useWorkContext()?.site_id;
  const zone = useSiteSettings(siteId).data?.local_zone ?? '';
  if (adding) return <WarehouseEditor key="new" initial={blankWarehouse(zone)} adding />;
  if (query.isPending) return <Spinner />;
  if (query.error || !query.data)
    return (
      <main className="mx-auto max-w-5xl px-4 py-6">
        <ErrorState title={MESSAGES.warehouseSearch}>
          <p>{query.error ? errorText(query.error) : MESSAGES.warehouseNotFound(param)}</p>
          <Link to="/wh" className="underline">
            Back to warehouses
          </Link>
        </ErrorState>
      </main>
    );
  return (
    <WarehouseEditor
      key={`${query.data.warehouse}-${query.dataUpdatedAt}`}
      initial={warehouseItem(query.data)}
      adding={false}
    />
  );
}

const dockColumn = createColumnHelper<TDockLocation>();
const areaColumn = createColumnHelper<TPickArea>();
const sectionColumn = createColumnHelper<TPickSection>();

function WarehouseEditor({ initial, adding }: { initial: TWarehouseItem; adding: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const mayUpdate = can(useNavContext().permissions, 'wh', 'update');
  const editing = mayUpdate && (adding || params.get('edit') === '1');
  const [draft, setDraft] = useState<TWarehouseItem>(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failures, setFailures] = useState<TMessage[]>([]);
  const [saving, setSaving] = useState(false);
  const storage = useStorageOptions();
  const storageOptions = useMemo(
    () =>
      (storage.data ?? []).map((s) => ({
        value: s.storage,
        label: `${s.storage} ${s.storage_name}`,
      })),
    [storage.data],
  );

  const dockEditor = useEditor<Indexed<TDockLocation>>();
  const areaEditor = useEditor<Indexed<TPickArea>>();
  const sectionEditor = useEditor<Indexed<TPickSection>>();
  const [sectionArea, setSectionArea] = useState(0);

  const set = <K extends keyof TWarehouseItem>(key: K, value: TWarehouseItem[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const replaceAt = <T,>(list: T[], index: number, value: T) =>
    index < 0 ? [...list, value] : list.map((x, i) => (i === index ? value : x));
  const strip = <T extends { index: number }>({ index: _i, ...rest }: T) => rest;

  const save = async () => {
    const errors = validateFields(draft);
    const rules = warehouseSaveErrors(draft);
    setFieldErrors(errors);
    setFailures(rules);
    if (Object.keys(errors).length || rules.length) return;
    setSaving(true);
    try {
      await saveWarehouse(draft, adding);
      await queryClient.invalidateQueries({ queryKey: warehouseKeys.all });
      navigate(`/wh/${encodeURIComponent(draft.warehouse)}`, { replace: adding });
      if (!adding) setParams({});
    } catch (e) {
      // Refusals (rules, permission, a duplicate code) say what to fix; anything else gets
      // document 3's light-hearted message with the detail.
      const refused = e instanceof ApiError && e.status >= 400 && e.status < 500 && e.errors.length;
      setFailures(
        refused ? e.errors : [{ message: MESSAGES.warehouseSave, exception: errorText(e) }],
      );
    } finally {
      setSaving(false);
    }
  };
  const cancel = () => {
    if (adding) navigate('/wh');
    else {
      setDraft(initial);
      setFailures([]);
      setFieldErrors({});
      setParams({});
    }
  };

  const rowActions = (onView: () => void, onEdit: () => void, onRemove: () => void) => (
    <div className="flex gap-1">
      <Button variant="ghost" onClick={onView}>
        View
      </Button>
      {editing && (
        <>
          <Button variant="ghost" onClick={onEdit}>
            Edit
          </Button>
          <Button variant="ghost" onClick={onRemove}>
            Remove
          </Button>
        </>
      )}
    </div>
  );

  const dockColumns = [
    dockColumn.accessor('dock_location', { header: 'Dock Location' }),
    dockColumn.accessor('dock_location_name', { header: 'Dock Location Name' }),
    dockColumn.accessor('barcode', { header: 'Barcode' }),
    dockColumn.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) =>
        rowActions(
          () => dockEditor.view({ ...row.original, index: row.index }),
          () => dockEditor.edit({ ...row.original, index: row.index }),
          () =>
            set(
              'dock_locations',
              draft.dock_locations.filter((_, i) => i !== row.index),
            ),
        ),
    }),
  ];
  const areaColumns = [
    areaColumn.accessor('pick_area', { header: 'Pick Area' }),
    areaColumn.accessor('pick_area_name', { header: 'Pick Area Name' }),
    areaColumn.accessor('barcode', { header: 'Barcode' }),
    areaColumn.accessor((a) => a.pick_sections.length, {
      id: 'sections',
      header: 'Sections',
      meta: { align: 'right' },
    }),
    areaColumn.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) =>
        rowActions(
          () => areaEditor.view({ ...row.original, index: row.index }),
          () => areaEditor.edit({ ...row.original, index: row.index }),
          () =>
            set(
              'pick_areas',
              draft.pick_areas.filter((_, i) => i !== row.index),
            ),
        ),
    }),
  ];
  const sectionColumns = (areaIndex: number) => [
    sectionColumn.accessor('pick_section', { header: 'Pick Section' }),
    sectionColumn.accessor('pick_section_name', { header: 'Pick Section Name' }),
    sectionColumn.accessor('storage', { header: 'Storage' }),
    sectionColumn.accessor('barcode', { header: 'Barcode' }),
    sectionColumn.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) =>
        rowActions(
          () => {
            setSectionArea(areaIndex);
            sectionEditor.view({ ...row.original, index: row.index });
          },
          () => {
            setSectionArea(areaIndex);
            sectionEditor.edit({ ...row.original, index: row.index });
          },
          () =>
            set(
              'pick_areas',
              draft.pick_areas.map((a, i) =>
                i === areaIndex
                  ? { ...a, pick_sections: a.pick_sections.filter((_, j) => j !== row.index) }
                  : a,
              ),
            ),
        ),
    }),
  ];

  const check = (key: keyof TWarehouseItem, label: string) => (
    <label className="flex min-h-11 items-center gap-2 font-medium text-slate-800">
      <input
        type="checkbox"
        className="size-5"
        checked={Boolean(draft[key])}
        onChange={(e) => set(key, e.target.checked as never)}
      />
      {label}
    </label>
  );
  const text = (
    key: keyof TWarehouseItem,
    label: string,
    opts: { readOnly?: boolean; type?: string } = {},
  ) => (
    <TextField
      label={label}
      name={key}
      errors={fieldErrors}
      readOnly={opts.readOnly}
      type={opts.type}
      value={String(draft[key] ?? '')}
      onChange={(e) =>
        set(key, (opts.type === 'number' ? Number(e.target.value) : e.target.value) as never)
      }
    />
  );

  const title = adding ? 'New warehouse' : `${draft.warehouse_name} (${draft.warehouse})`;
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Link to="/wh" className="text-sm text-brand-800 underline">
            Warehouses
          </Link>
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        </div>
        <div className="flex gap-2">
          {editing ? (
            <>
              <Button variant="secondary" onClick={cancel} disabled={saving}>
                Cancel
              </Button>
              <Button onClick={() => void save()} disabled={saving} aria-busy={saving || undefined}>
                {saving ? 'Saving…' : 'Save warehouse'}
              </Button>
            </>
          ) : (
            mayUpdate && <Button onClick={() => setParams({ edit: '1' })}>Edit</Button>
          )}
        </div>
      </div>

      {failures.length > 0 && (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900"
        >
          <p className="font-semibold">The warehouse was not saved</p>
          <ul className="list-disc pl-5">
            {failures.map((f, i) => (
              <li key={i}>
                <strong>{f.message}</strong>
                {f.exception ? ` - ${f.exception}` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}

      <fieldset disabled={!editing || saving} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="sr-only">Warehouse</legend>
        {text('warehouse', 'Warehouse', { readOnly: !adding })}
        {text('warehouse_name', 'Warehouse Name')}
        {text('warehouse_address', 'Warehouse Address')}
        <Select
          label="Timezone"
          name="local_timezone"
          errors={fieldErrors}
          value={draft.local_timezone}
          placeholder="Site timezone"
          options={[
            ...new Set([...TIMEZONES, ...(draft.local_timezone ? [draft.local_timezone] : [])]),
          ].map((z) => ({ value: z, label: z }))}
          onChange={(v) => set('local_timezone', v)}
        />
        {text('warehouse_id', 'Warehouse ID', { type: 'number' })}
        {text('printer_url', 'Printer URL')}
        {text('printer_port', 'Printer Port', { type: 'number' })}
        {text('no_despatch_prints', 'Despatch Prints', { type: 'number' })}
        {check('receipt_to_location', 'Receipt to location')}
        {check('ignore_erp_so_date_changes', 'Ignore ERP sales order date changes')}
        {check('ignore_erp_so_run_changes', 'Ignore ERP sales order run changes')}
        {check('external_run_sequencing', 'External run sequencing')}
      </fieldset>

      <section aria-labelledby="docks" className="flex flex-col gap-2">
        <h2 id="docks" className="text-xl font-semibold text-slate-900">
          Dock Locations
        </h2>
        <DataTable
          label="Dock Locations"
          columns={dockColumns}
          data={draft.dock_locations}
          emptyMessage="No dock locations yet"
          countNoun={['dock location', 'dock locations']}
          actions={
            editing && (
              <Button onClick={() => dockEditor.add({ ...BLANK_DOCK, index: -1 })}>
                Add dock location
              </Button>
            )
          }
        />
      </section>

      <section aria-labelledby="areas" className="flex flex-col gap-2">
        <h2 id="areas" className="text-xl font-semibold text-slate-900">
          Pick Areas
        </h2>
        <DataTable
          label="Pick Areas"
          columns={areaColumns}
          data={draft.pick_areas}
          emptyMessage="No pick areas yet"
          countNoun={['pick area', 'pick areas']}
          actions={
            editing && (
              <Button onClick={() => areaEditor.add({ ...BLANK_AREA, index: -1 })}>
                Add pick area
              </Button>
            )
          }
        />
      </section>

      {draft.pick_areas.map((area, areaIndex) => (
        <section
          key={`${area.pick_area}-${areaIndex}`}
          aria-labelledby={`pick-sections-${areaIndex}`}
          className="flex flex-col gap-2"
        >
          <h3 id={`pick-sections-${areaIndex}`} className="text-lg font-semibold text-slate-900">
            Pick Sections: {area.pick_area_name} ({area.pick_area})
          </h3>
          <DataTable
            label={`Pick Sections of ${area.pick_area_name}`}
            columns={sectionColumns(areaIndex)}
            data={area.pick_sections}
            emptyMessage={`${area.pick_area_name} has no pick sections yet`}
            countNoun={['pick section', 'pick sections']}
            actions={
              editing && (
                <Button
                  onClick={() => {
                    setSectionArea(areaIndex);
                    sectionEditor.add({ ...BLANK_SECTION, index: -1 });
                  }}
                >
                  Add pick section
                </Button>
              )
            }
          />
        </section>
      ))}

      <DockLocationModal
        editor={dockEditor}
        onSave={async (d) =>
          set('dock_locations', replaceAt(draft.dock_locations, d.index, strip(d)))
        }
      />
      <PickAreaModal
        editor={areaEditor}
        storageOptions={storageOptions}
        onSave={async (a) => set('pick_areas', replaceAt(draft.pick_areas, a.index, strip(a)))}
      />
      <PickSectionModal
        editor={sectionEditor}
        storageOptions={storageOptions}
        areaName={draft.pick_areas[sectionArea]?.pick_area_name ?? ''}
        onSave={async (s) =>
          set(
            'pick_areas',
            draft.pick_areas.map((a, i) =>
              i === sectionArea
                ? { ...a, pick_sections: replaceAt(a.pick_sections, s.index, strip(s)) }
                : a,
            ),
          )
        }
      />
    </main>
  );
}
