import {
  ZInventoryItem,
  type TInventoryDetail,
  type TInventoryItem,
  type TStockingFactor,
  type TWarehouseInfo,
} from '../../../contract';
import {
  Button,
  EditorModal,
  Select,
  TextField,
  useSiteLookups,
  useWorkContext,
  validateWith,
  type Editor,
} from '../../../ui';
import { saveInventory } from '../api';

const validate = validateWith<TInventoryItem>(ZInventoryItem);

/** The editable item of a detail (the ids and the on hands left out). */
export function editableItem(d: TInventoryDetail): TInventoryItem {
  return {
    inventory_code: d.inventory_code,
    inventory_description: d.inventory_description,
    unit_of_measure: d.unit_of_measure,
    storage: d.storage,
    storage_group: d.storage_group,
    tracking_type: d.tracking_type,
    gtin: d.gtin,
    category: d.category,
    active: d.active,
    stocking_factors: d.stocking_factors.map((f) => ({
      unit_of_measure: f.unit_of_measure,
      barcode: f.barcode,
      pack_size: f.pack_size,
      weight: f.weight,
      height: f.height,
      length: f.length,
      depth: f.depth,
    })),
    warehouse_info: d.warehouse_info,
  };
}

const BLANK_FACTOR: TStockingFactor = {
  unit_of_measure: '',
  barcode: '',
  pack_size: 1,
  weight: 0,
  height: 0,
  length: 0,
  depth: 0,
};

/** The measures of a stocking factor, labelled as document 2 shows them (length is Width). */
const MEASURES: [keyof TStockingFactor & string, string][] = [
  ['pack_size', 'Pack Size'],
  ['weight', 'Weight (kg)'],
  ['height', 'Height (cm)'],
  ['length', 'Width (cm)'],
  ['depth', 'Depth (cm)'],
];

/** Add or edit an item: its fields, pick faces per warehouse and stocking factors. */
export function InventoryEditor({
  editor,
  onSaved,
}: {
  editor: Editor<TInventoryItem>;
  onSaved: (item: TInventoryItem) => unknown;
}) {
  const siteId = useWorkContext()?.site_id;
  const lookups = useSiteLookups(siteId);
  const warehouses = (lookups.data?.warehouses ?? []).map((w) => ({
    value: w.warehouse,
    label: `${w.warehouse} - ${w.warehouse_name}`,
  }));
  const change = (update: (i: TInventoryItem) => TInventoryItem) => editor.change(update);
  const setFactor = (index: number, patch: Partial<TStockingFactor>) =>
    change((i) => ({
      ...i,
      stocking_factors: i.stocking_factors.map((f, n) => (n === index ? { ...f, ...patch } : f)),
    }));
  const setHouse = (index: number, patch: Partial<TWarehouseInfo>) =>
    change((i) => ({
      ...i,
      warehouse_info: i.warehouse_info.map((w, n) => (n === index ? { ...w, ...patch } : w)),
    }));

  return (
    <EditorModal
      editor={editor}
      noun="inventory item"
      name={(i) => i.inventory_code}
      onSave={async (i) => {
        await saveInventory(i);
        await onSaved(i);
      }}
      validate={validate}
      size="lg"
    >
      {(item, errors) => {
        const text = (key: keyof TInventoryItem & string, label: string, readOnly = false) => (
          <TextField
            label={label}
            name={key}
            errors={errors}
            readOnly={readOnly}
            value={String(item[key] ?? '')}
            onChange={(e) => change((i) => ({ ...i, [key]: e.target.value }))}
          />
        );
        return (
          <div className="flex flex-col gap-4">
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              {text('inventory_code', 'Inventory Code', !editor.adding)}
              {text('inventory_description', 'Description')}
              {text('unit_of_measure', 'Unit of Measure')}
              {text('storage', 'Storage')}
              {text('gtin', 'GTIN')}
              {text('tracking_type', 'Tracking Type')}
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="font-semibold text-slate-900">Pick faces</legend>
              {item.warehouse_info.map((w, index) => (
                <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-3">
                  <Select
                    label="Warehouse"
                    name={`warehouse_info.${index}.warehouse`}
                    errors={errors}
                    value={w.warehouse}
                    placeholder="Choose a warehouse"
                    options={warehouses}
                    onChange={(v) => setHouse(index, { warehouse: v })}
                  />
                  <TextField
                    label="Pick Face"
                    value={w.pick_face}
                    onChange={(e) => setHouse(index, { pick_face: e.target.value })}
                  />
                  <Button
                    variant="ghost"
                    aria-label={`Remove the pick face of ${w.warehouse || 'this row'}`}
                    onClick={() =>
                      change((i) => ({
                        ...i,
                        warehouse_info: i.warehouse_info.filter((_, n) => n !== index),
                      }))
                    }
                  >
                    Remove
                  </Button>
                </div>
              ))}
              {editor.editing && (
                <Button
                  variant="secondary"
                  className="self-start"
                  onClick={() =>
                    change((i) => ({
                      ...i,
                      warehouse_info: [
                        ...i.warehouse_info,
                        { warehouse: '', pick_face: '', min_on_hand: 0 },
                      ],
                    }))
                  }
                >
                  Add pick face
                </Button>
              )}
            </fieldset>
            <fieldset className="flex flex-col gap-2">
              <legend className="font-semibold text-slate-900">Stocking factors</legend>
              {item.stocking_factors.map((f, index) => (
                <div
                  key={index}
                  className="grid grid-cols-2 items-end gap-3 border-b border-slate-100 pb-2 sm:grid-cols-8"
                >
                  <TextField
                    label="Unit"
                    name={`stocking_factors.${index}.unit_of_measure`}
                    errors={errors}
                    value={f.unit_of_measure}
                    onChange={(e) => setFactor(index, { unit_of_measure: e.target.value })}
                  />
                  <TextField
                    label="Barcode"
                    className="sm:col-span-2"
                    value={f.barcode}
                    onChange={(e) => setFactor(index, { barcode: e.target.value })}
                  />
                  {MEASURES.map(([key, label]) => (
                    <TextField
                      key={key}
                      label={label}
                      type="number"
                      min={0}
                      step="any"
                      name={`stocking_factors.${index}.${key}`}
                      errors={errors}
                      value={String(f[key])}
                      onChange={(e) => setFactor(index, { [key]: Number(e.target.value) })}
                    />
                  ))}
                  {editor.editing && (
                    <Button
                      variant="ghost"
                      aria-label={`Remove unit ${f.unit_of_measure || index + 1}`}
                      onClick={() =>
                        change((i) => ({
                          ...i,
                          stocking_factors: i.stocking_factors.filter((_, n) => n !== index),
                        }))
                      }
                    >
                      Remove
                    </Button>
                  )}
                </div>
              ))}
              {editor.editing && (
                <Button
                  variant="secondary"
                  className="self-start"
                  onClick={() =>
                    change((i) => ({
                      ...i,
                      stocking_factors: [...i.stocking_factors, { ...BLANK_FACTOR }],
                    }))
                  }
                >
                  Add unit
                </Button>
              )}
            </fieldset>
          </div>
        );
      }}
    </EditorModal>
  );
}
