import { useLiveQuery } from 'dexie-react-hooks';
import { useRef, useState, type FormEvent } from 'react';
import {
  MOVEMENT_ACTIONS,
  MOVEMENT_MESSAGES,
  OUTBOX_MESSAGES as M,
  type TMovementAction,
  type TOutboxEntry,
} from '../../../contract';
import { floorDb, type TMirrorRow } from '../../../offline/db';
import { hasRows } from '../../../offline/mirror-store';
import { enqueueWrite } from '../../../offline/outbox';
import { ScanField, findItem, findLocation, scanFeedback, type TScan } from '../../../scan';
import { Button, FormField, cx, useWorkContext } from '../../../ui';
import { isDateCode, isTrackedItem } from '../tracking';
import { LastWrite } from './LastWrite';
import { floorControlClass } from './floor-control';

export type TFloorMovementMode = 'move' | 'adjust';

type TFieldName =
  'location' | 'inventory' | 'serial_batch' | 'date_code' | 'quantity' | 'to_location' | 'reason';

type TForm = {
  location: string;
  inventory: string;
  unit: string;
  /** The scanned item is tracked (serial/batch): the Serial/Batch and Date code fields show. */
  tracked: boolean;
  serial_batch: string;
  date_code: string;
  quantity: string;
  to_location: string;
  reason: string;
};

const BLANK: TForm = {
  location: '',
  inventory: '',
  unit: '',
  tracked: false,
  serial_batch: '',
  date_code: '',
  quantity: '',
  to_location: '',
  reason: '',
};

const ACTION_WORDS: Record<TMovementAction, string> = {
  WRITE_OFF: 'Write off',
  WRITE_ON: 'Write on',
  TRANSFER: 'Move',
};

const fieldId = (name: TFieldName) => `floor-move-${name}`;

function focusField(name: TFieldName, tries = 20) {
  // After the scan field's own focus handling (it keeps focus after a scan). A field that
  // shows with this change (a tracked item's Serial/Batch) may not be rendered yet: retry.
  setTimeout(() => {
    const input = document.getElementById(fieldId(name));
    if (input instanceof HTMLInputElement || input instanceof HTMLSelectElement) {
      input.focus();
      if (input instanceof HTMLInputElement) input.select();
    } else if (tries > 0) setTimeout(() => focusField(name, tries - 1), 16);
  }, 0);
}

/**
 * The label the outbox and the Sync page show: "Move 5 EA ABC from A-01 to B-02", with the
 * batch of a tracked item: "Write off 1 EA ABC batch L2401 from A-01".
 */
export function movementLabel(
  action: TMovementAction,
  form: Pick<TForm, 'quantity' | 'unit' | 'inventory' | 'location' | 'to_location'> &
    Partial<Pick<TForm, 'serial_batch'>>,
): string {
  const batch = form.serial_batch?.trim() ? ` batch ${form.serial_batch.trim()}` : '';
  const what = `${form.quantity}${form.unit ? ` ${form.unit}` : ''} ${form.inventory}${batch}`;
  if (action === 'TRANSFER') return `Move ${what} from ${form.location} to ${form.to_location}`;
  if (action === 'WRITE_ON') return `Write on ${what} at ${form.location}`;
  return `Write off ${what} from ${form.location}`;
}

async function mirrorHas(entity: 'locations' | 'inventory'): Promise<boolean> {
  try {
    return await hasRows(entity);
  } catch {
    return false;
  }
}

/** The fields in Enter order; a tracked item adds Serial/Batch and Date code after Item. */
function fieldOrder(mode: TFloorMovementMode, tracked: boolean): TFieldName[] {
  const item: TFieldName[] = tracked ? ['inventory', 'serial_batch', 'date_code'] : ['inventory'];
  return mode === 'move'
    ? ['location', ...item, 'quantity', 'to_location']
    : ['location', ...item, 'quantity', 'reason'];
}

/**
 * The floor's stock movement, scan-first: from location, item, quantity, to location (move)
 * or action, location, item, quantity, reason (write off / on). A tracked item (see
 * isTrackedItem) also asks for its Serial/Batch (needed) and Date code (optional: the server
 * takes the batch's own), filled at once by a GS1 scan of the item (batch 10, expiry 17 or
 * best before 15). Enter moves from field to field; a scan is looked up in the device's
 * mirror (works offline). Save puts the write in
 * the outbox (movement / movement / add, kind 'movement'), shows it pending at once, and
 * resets the form with focus back on the first field for the next one.
 */
export function FloorMovementForm({ mode }: { mode: TFloorMovementMode }) {
  const context = useWorkContext();
  const warehouse = context?.warehouse ?? '';
  const [action, setAction] = useState<TMovementAction>(mode === 'move' ? 'TRANSFER' : 'WRITE_OFF');
  const [form, setForm] = useState<TForm>(BLANK);
  const [errors, setErrors] = useState<Partial<Record<TFieldName, string>>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [last, setLast] = useState<TOutboxEntry[]>([]);
  const saving = useRef(false);
  const reasons = useLiveQuery(async () => {
    try {
      return await floorDb.mirror('reason_codes').toArray();
    } catch {
      return [] as TMirrorRow[];
    }
  }, []);

  const order = fieldOrder(mode, form.tracked);
  const next = (name: TFieldName, tracked = form.tracked): TFieldName | null => {
    const fields = fieldOrder(mode, tracked);
    return fields[fields.indexOf(name) + 1] ?? null;
  };
  const set = (patch: Partial<TForm>) => setForm((f) => ({ ...f, ...patch }));
  const setError = (name: TFieldName, message: string | null) =>
    setErrors((e) => ({ ...e, [name]: message ?? undefined }));

  const advance = (name: TFieldName, tracked = form.tracked) => {
    const following = next(name, tracked);
    if (following) focusField(following);
    else document.getElementById('floor-move-save')?.focus();
  };

  const scanLocation = async (name: 'location' | 'to_location', scan: TScan) => {
    const text = scan.text.trim();
    if (!text) return;
    const found = await findLocation(scan, warehouse).catch(() => null);
    if (found) {
      set({ [name]: found.location });
      setError(name, null);
      scanFeedback('ok');
      advance(name);
    } else if (!(await mirrorHas('locations'))) {
      // No mirror on this device yet: take it as typed; the server checks it.
      set({ [name]: text });
      setError(name, null);
      advance(name);
    } else {
      setError(name, `Location ${text} is not in ${warehouse}`);
      scanFeedback('not-found');
    }
  };

  const scanItem = async (scan: TScan) => {
    const text = scan.text.trim();
    if (!text) return;
    const found = await findItem(scan).catch(() => null);
    if (found) {
      const packSize = Number(found.unit?.pack_size ?? 0);
      const quantity = found.gs1?.quantity ?? (packSize > 0 ? packSize : undefined);
      const tracked = isTrackedItem(found.item);
      const batch = tracked ? (found.gs1?.batch ?? found.gs1?.serial ?? '') : '';
      const dateCode = tracked ? (found.gs1?.expiry ?? found.gs1?.bestBefore ?? '') : '';
      set({
        inventory: found.item.inventory_code,
        unit: found.item.unit_of_measure ?? '',
        tracked,
        serial_batch: batch,
        date_code: dateCode,
        ...(quantity !== undefined ? { quantity: String(quantity) } : {}),
      });
      setErrors((e) => ({
        ...e,
        inventory: undefined,
        serial_batch: undefined,
        date_code: undefined,
      }));
      scanFeedback('ok');
      // A GS1 scan that named the batch skips its fields: straight on to the quantity.
      if (tracked && batch) focusField('quantity');
      else advance('inventory', tracked);
    } else if (!(await mirrorHas('inventory'))) {
      set({ inventory: text, tracked: false, serial_batch: '', date_code: '' });
      setError('inventory', null);
      advance('inventory');
    } else {
      setError('inventory', `No item matches ${text}`);
      scanFeedback('not-found');
    }
  };

  const scanBatch = (scan: TScan) => {
    // A GS1 label scanned here gives its batch (or serial) and its date.
    const batch = scan.gs1?.batch ?? scan.gs1?.serial ?? scan.text.trim();
    if (!batch) return;
    const dateCode = scan.gs1?.expiry ?? scan.gs1?.bestBefore;
    set({ serial_batch: batch, ...(dateCode ? { date_code: dateCode } : {}) });
    setError('serial_batch', null);
    advance('serial_batch');
  };

  const changeAction = (nextAction: TMovementAction) => {
    if (nextAction === action) return;
    // Changing the action resets the form (document 2 section 4).
    setAction(nextAction);
    setForm(BLANK);
    setErrors({});
    setSaveError(null);
    focusField('location');
  };

  const validate = (): boolean => {
    const found: Partial<Record<TFieldName, string>> = {};
    if (!form.location.trim()) found.location = 'Scan a location';
    if (!form.inventory.trim()) found.inventory = 'Scan an item';
    if (form.tracked && !form.serial_batch.trim())
      found.serial_batch = MOVEMENT_MESSAGES.serialBatchRequired(form.inventory.trim());
    if (form.tracked && !isDateCode(form.date_code.trim()))
      found.date_code = MOVEMENT_MESSAGES.dateCode;
    const qty = Number(form.quantity);
    if (!(qty > 0)) found.quantity = 'Enter a quantity above 0';
    if (mode === 'move') {
      if (!form.to_location.trim()) found.to_location = 'Scan the location to move to';
      else if (form.to_location.trim().toLowerCase() === form.location.trim().toLowerCase())
        found.to_location = 'Move to a different location';
    }
    setErrors(found);
    const first = order.find((name) => found[name]);
    if (first) {
      scanFeedback('error');
      focusField(first);
    }
    return !first;
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving.current || !validate()) return;
    saving.current = true;
    setSaveError(null);
    try {
      const reason = reasons?.find((r) => String(r.reason_code) === form.reason);
      const movement = {
        action,
        warehouse,
        inventory: form.inventory.trim(),
        location: form.location.trim(),
        to_location: action === 'TRANSFER' ? form.to_location.trim() : '',
        serial_batch: form.tracked ? form.serial_batch.trim() : '',
        date_code: form.tracked ? form.date_code.trim() : '',
        quantity: Number(form.quantity),
        reference: form.reason,
        notes: reason ? String(reason.description ?? '') : '',
      };
      const entry = await enqueueWrite({
        service: 'movement',
        entity: 'movement',
        action: 'add',
        kind: 'movement',
        data: { movement },
        label: movementLabel(action, form),
      });
      setLast((l) => [entry, ...l].slice(0, 3));
      setForm(BLANK);
      setErrors({});
      scanFeedback('ok');
      focusField('location');
    } catch (e) {
      setSaveError(e instanceof Error ? e.message : String(e));
      scanFeedback('error');
    } finally {
      saving.current = false;
    }
  };

  const enterTo = (name: TFieldName) => (event: React.KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (next(name)) advance(name);
    else void save();
  };

  return (
    <form
      onSubmit={(e) => void save(e)}
      className="flex flex-col gap-3"
      aria-label={mode === 'move' ? 'Move stock' : 'Write off or on'}
    >
      {mode === 'adjust' && (
        <div role="radiogroup" aria-label="Action" className="grid grid-cols-2 gap-2">
          {MOVEMENT_ACTIONS.filter((a) => a !== 'TRANSFER').map((a) => (
            <button
              key={a}
              type="button"
              role="radio"
              aria-checked={action === a}
              data-testid={`action-${a}`}
              onClick={() => changeAction(a)}
              className={cx(
                'min-h-14 rounded-xl text-xl font-semibold ring-2 ring-inset',
                action === a
                  ? a === 'WRITE_OFF'
                    ? 'bg-red-700 text-white ring-red-800'
                    : 'bg-green-700 text-white ring-green-800'
                  : 'bg-white text-slate-800 ring-slate-300',
              )}
            >
              {ACTION_WORDS[a]}
            </button>
          ))}
        </div>
      )}
      <div className="grid gap-3 md:grid-cols-2">
        <ScanField
          id={fieldId('location')}
          name="location"
          label={
            mode === 'move'
              ? 'From location'
              : action === 'WRITE_ON'
                ? 'Put at location'
                : 'Take from location'
          }
          value={form.location}
          onChange={(v) => set({ location: v })}
          onScan={(scan) => void scanLocation('location', scan)}
          error={errors.location}
          autoFocus
        />
        <ScanField
          id={fieldId('inventory')}
          name="inventory"
          label="Item"
          value={form.inventory}
          onChange={(v) => set({ inventory: v, unit: '' })}
          onScan={(scan) => void scanItem(scan)}
          error={errors.inventory}
        />
        {form.tracked && (
          <>
            <ScanField
              id={fieldId('serial_batch')}
              name="serial_batch"
              label="Serial/Batch"
              value={form.serial_batch}
              onChange={(v) => set({ serial_batch: v })}
              onScan={scanBatch}
              error={errors.serial_batch}
              camera={false}
            />
            <FormField
              label="Date code"
              name="date_code"
              id={fieldId('date_code')}
              error={errors.date_code}
            >
              {(field) => (
                <input
                  {...field}
                  autoComplete="off"
                  inputMode="numeric"
                  placeholder="YYYY-MM-DD"
                  value={form.date_code}
                  onChange={(e) => set({ date_code: e.target.value })}
                  onKeyDown={enterTo('date_code')}
                  className={floorControlClass(errors.date_code)}
                />
              )}
            </FormField>
          </>
        )}
        <FormField
          label={`Quantity${form.unit ? ` (${form.unit})` : ''}`}
          name="quantity"
          id={fieldId('quantity')}
          error={errors.quantity}
        >
          {(field) => (
            <input
              {...field}
              inputMode="decimal"
              autoComplete="off"
              value={form.quantity}
              onChange={(e) => set({ quantity: e.target.value })}
              onKeyDown={enterTo('quantity')}
              className={floorControlClass(errors.quantity)}
            />
          )}
        </FormField>
        {mode === 'move' ? (
          <ScanField
            id={fieldId('to_location')}
            name="to_location"
            label="To location"
            value={form.to_location}
            onChange={(v) => set({ to_location: v })}
            onScan={(scan) => void scanLocation('to_location', scan)}
            error={errors.to_location}
          />
        ) : (
          <label className="flex flex-col gap-1">
            <span className="font-medium">Reason</span>
            {reasons && reasons.length > 0 ? (
              <select
                id={fieldId('reason')}
                name="reason"
                value={form.reason}
                onChange={(e) => set({ reason: e.target.value })}
                onKeyDown={enterTo('reason')}
                className={floorControlClass(null, 'text-xl')}
              >
                <option value="">No reason</option>
                {reasons.map((r) => (
                  <option key={r.key} value={String(r.reason_code)}>
                    {String(r.reason_code)}
                    {r.description ? ` — ${String(r.description)}` : ''}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={fieldId('reason')}
                name="reason"
                autoComplete="off"
                value={form.reason}
                onChange={(e) => set({ reason: e.target.value })}
                onKeyDown={enterTo('reason')}
                className={floorControlClass(null, 'text-xl')}
              />
            )}
          </label>
        )}
      </div>
      {saveError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-900">
          {saveError}
        </p>
      )}
      <Button
        id="floor-move-save"
        type="submit"
        variant={action === 'WRITE_OFF' ? 'danger' : 'primary'}
        className="min-h-14 text-xl"
        data-testid="floor-move-save"
      >
        {ACTION_WORDS[action]}
      </Button>
      <div className="flex flex-col gap-2" aria-label={M.pendingHelp}>
        {last.map((entry) => (
          <LastWrite key={entry.id} entry={entry} />
        ))}
      </div>
    </form>
  );
}
