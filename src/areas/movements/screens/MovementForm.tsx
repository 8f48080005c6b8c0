import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  ALL_WAREHOUSES,
  MOVEMENT_ACTION_LABELS,
  MOVEMENT_MESSAGES,
  ZMovement,
  blankMovement,
  type TMovementAction,
  type TMovementForm,
  type TMovementRow,
} from '../../../contract';
import {
  Button,
  FormError,
  Select,
  TextField,
  errorText,
  useSiteLookups,
  useWorkContext,
  validateWith,
  type FieldErrors,
  onHandKeyRoot,
} from '../../../ui';
import { addMovement } from '../api';
import { movementKeys } from '../keys';

const validate = validateWith<TMovementForm>(ZMovement);

export type MovementFormProps = {
  /** 'adjust': the write off / write on form; 'transfer': bin to bin. */
  mode: 'adjust' | 'transfer';
  /** Called with the posted movement. */
  onPosted?: (row: TMovementRow) => void;
};

type Field = keyof TMovementForm & string;

/**
 * The write off / write on form (document 2 "Movement form": action, warehouse, inventory,
 * location, serial/batch, date code, quantity, reference, notes; the action defaults to
 * WRITE_OFF and changing it resets the form) and the Transfer form (from location, item,
 * quantity, to location). Scan-first: the first field has focus and Enter (a scanner's
 * suffix) moves to the next field, then saves.
 */
export function MovementForm({ mode, onPosted }: MovementFormProps) {
  const context = useWorkContext();
  const contextWarehouse =
    context?.warehouse && context.warehouse !== ALL_WAREHOUSES ? context.warehouse : '';
  const lookups = useSiteLookups(context?.site_id).data;
  const queryClient = useQueryClient();
  const startAction: TMovementAction = mode === 'transfer' ? 'TRANSFER' : 'WRITE_OFF';
  const [form, setForm] = useState<TMovementForm>(() =>
    blankMovement(contextWarehouse, startAction),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [posted, setPosted] = useState<TMovementRow | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    setForm((f) => (f.warehouse === '' ? { ...f, warehouse: contextWarehouse } : f));
  }, [contextWarehouse]);

  const focusFirst = () =>
    formRef.current?.querySelector<HTMLInputElement>('input[data-first]')?.focus();

  const set = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => {
      if (!e[field]) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });
  };

  /** Changing the action resets the form (document 2 section 4). */
  const changeAction = (action: string) => {
    setForm(blankMovement(form.warehouse, action as TMovementAction));
    setErrors({});
    setFailure(null);
    setPosted(null);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    setFailure(null);
    setPosted(null);
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const row = await addMovement({ ...form, quantity: Number(form.quantity) });
      setPosted(row);
      setForm(blankMovement(form.warehouse, form.action));
      void queryClient.invalidateQueries({ queryKey: movementKeys.all });
      void queryClient.invalidateQueries({ queryKey: onHandKeyRoot });
      onPosted?.(row);
      setTimeout(focusFirst, 0);
    } catch (e) {
      setFailure(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  /** Enter moves to the next field (a scan ends in Enter); on the last one it saves. */
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || target.tagName === 'TEXTAREA' || target.tagName === 'BUTTON')
      return;
    event.preventDefault();
    const fields = [
      ...(formRef.current?.querySelectorAll<HTMLElement>('input:not([readonly]), textarea') ?? []),
    ];
    const next = fields[fields.indexOf(target) + 1];
    if (next) next.focus();
    else void submit();
  };

  const text = (
    field: Field,
    label: string,
    opts: { first?: boolean; inputMode?: 'decimal'; placeholder?: string } = {},
  ) => (
    <TextField
      label={label}
      name={field}
      errors={errors}
      value={String(form[field])}
      autoComplete="off"
      autoFocus={opts.first}
      data-first={opts.first ? '' : undefined}
      inputMode={opts.inputMode}
      placeholder={opts.placeholder}
      className="text-lg"
      onChange={(e) => set(field, e.target.value)}
    />
  );

  const warehouses = (lookups?.warehouses ?? []).map((w) => ({
    value: w.value,
    label: `${w.value} - ${w.text}`,
  }));
  const title =
    mode === 'transfer' ? 'Transfer stock between locations' : 'Write off / write on stock';

  return (
    <form
      ref={formRef}
      aria-label={title}
      noValidate
      onSubmit={(e) => void submit(e)}
      onKeyDown={onKeyDown}
      className="flex max-w-3xl flex-col gap-4"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {mode === 'adjust' && (
          <Select
            label="Action"
            name="action"
            value={form.action}
            options={(['WRITE_OFF', 'WRITE_ON'] as const).map((a) => ({
              value: a,
              label: MOVEMENT_ACTION_LABELS[a],
            }))}
            onChange={changeAction}
          />
        )}
        <Select
          label="Warehouse"
          name="warehouse"
          errors={errors}
          value={form.warehouse}
          placeholder="Choose a warehouse"
          options={warehouses}
          onChange={(v) => set('warehouse', v)}
        />
      </div>
      {mode === 'transfer' ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {text('location', 'From Location', { first: true, placeholder: 'Scan a location' })}
          {text('inventory', 'Inventory', { placeholder: 'Scan an item' })}
          {text('quantity', 'Quantity', { inputMode: 'decimal' })}
          {text('to_location', 'To Location', { placeholder: 'Scan a location' })}
          {text('serial_batch', 'Serial/Batch')}
          {text('reference', 'Reference')}
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {text('inventory', 'Inventory', { first: true, placeholder: 'Scan an item' })}
          {text('location', 'Location', { placeholder: 'Scan a location' })}
          {text('serial_batch', 'Serial/Batch')}
          {text('date_code', 'Date Code', { placeholder: 'YYYY-MM-DD' })}
          {text('quantity', 'Quantity', { inputMode: 'decimal' })}
          {text('reference', 'Reference')}
        </div>
      )}
      {mode === 'adjust' && (
        <label className="flex flex-col gap-1 font-medium text-slate-800">
          Notes
          <textarea
            name="notes"
            rows={2}
            value={form.notes}
            onChange={(e) => set('notes', e.target.value)}
            className="rounded-lg border border-slate-300 px-3 py-2 font-normal"
          />
        </label>
      )}
      <FormError message={failure} />
      {posted && (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-3 py-2">
          {MOVEMENT_MESSAGES.saved(
            posted.movement_type as TMovementAction,
            posted.movement_qty,
            posted.inventory_code,
          )}
          {posted.from_location ? ` from ${posted.from_location}` : ''}
          {posted.to_location ? ` to ${posted.to_location}` : ''}
        </p>
      )}
      <div>
        <Button type="submit" disabled={saving} className="min-h-12 min-w-40 text-lg">
          {saving ? 'Saving…' : mode === 'transfer' ? 'Transfer' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
