import { TIMEZONES, type TWarehouseItem } from '../../../contract';
import { Select, TextField, type FieldErrors } from '../../../ui';

/** Sets one field of the warehouse being edited. */
export type SetWarehouseField = <K extends keyof TWarehouseItem>(
  key: K,
  value: TWarehouseItem[K],
) => void;

/**
 * The warehouse's own fields (code, name, address, timezone, printer, ERP options), disabled
 * unless editing; the code is read-only once the warehouse exists.
 */
export function WarehouseFields({
  draft,
  errors,
  adding,
  disabled,
  set,
}: {
  draft: TWarehouseItem;
  errors: FieldErrors;
  adding: boolean;
  disabled: boolean;
  set: SetWarehouseField;
}) {
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
      errors={errors}
      readOnly={opts.readOnly}
      type={opts.type}
      value={String(draft[key] ?? '')}
      onChange={(e) =>
        set(key, (opts.type === 'number' ? Number(e.target.value) : e.target.value) as never)
      }
    />
  );
  return (
    <fieldset disabled={disabled} className="grid min-w-0 gap-4 sm:grid-cols-2">
      <legend className="sr-only">Warehouse</legend>
      {text('warehouse', 'Warehouse', { readOnly: !adding })}
      {text('warehouse_name', 'Warehouse Name')}
      {text('warehouse_address', 'Warehouse Address')}
      <Select
        label="Timezone"
        name="local_timezone"
        errors={errors}
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
  );
}
