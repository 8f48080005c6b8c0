import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  MESSAGES,
  ZWarehouseFields,
  blankWarehouse,
  can,
  warehouseSaveErrors,
  type TMessage,
  type TWarehouseItem,
} from '../../../contract';
import {
  Button,
  ErrorState,
  Spinner,
  errorText,
  useNavContext,
  useSiteSettings,
  useWorkContext,
  validateWith,
  type FieldErrors,
  warehouseKeys,
  useStorageOptions,
  useWarehouse,
  isRefusal,
} from '../../../ui';
import { saveWarehouse, warehouseItem } from '../api';
import { DockLocationsSection } from '../components/DockLocationsSection';
import { PickAreasSection } from '../components/PickAreasSection';
import { PickSectionsTables } from '../components/PickSectionsTables';
import { WarehouseFields, type SetWarehouseField } from '../components/WarehouseFields';
import { WarehouseSaveFailures } from '../components/WarehouseSaveFailures';

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

/**
 * One warehouse as a draft: its fields, dock locations, pick areas and their sections are
 * edited in place and saved together.
 */
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

  const set: SetWarehouseField = (key, value) => setDraft((d) => ({ ...d, [key]: value }));

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
      setFailures(
        isRefusal(e) ? e.errors : [{ message: MESSAGES.warehouseSave, exception: errorText(e) }],
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

      <WarehouseSaveFailures failures={failures} />

      <WarehouseFields
        draft={draft}
        errors={fieldErrors}
        adding={adding}
        disabled={!editing || saving}
        set={set}
      />

      <DockLocationsSection
        docks={draft.dock_locations}
        editing={editing}
        onChange={(docks) => set('dock_locations', docks)}
      />

      <PickAreasSection
        areas={draft.pick_areas}
        editing={editing}
        storageOptions={storageOptions}
        onChange={(areas) => set('pick_areas', areas)}
      />

      <PickSectionsTables
        areas={draft.pick_areas}
        editing={editing}
        storageOptions={storageOptions}
        onChange={(areas) => set('pick_areas', areas)}
      />
    </main>
  );
}
