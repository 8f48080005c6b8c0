import { useLiveQuery } from 'dexie-react-hooks';
import { useRef, useState, type FormEvent } from 'react';
import {
  FLOOR_MESSAGES as F,
  MOVEMENT_ACTIONS,
  MOVEMENT_MESSAGES,
  MOVEMENT_CALLS,
  ZMovement,
  type TMovementAction,
  type TMovementInput,
  type TOutboxEntry,
} from '../../../contract';
import { floorDb, type TMirrorRow } from '../../../offline/db';
import { hasRows } from '../../../offline/mirror-store';
import { stockShortfall } from '../../../offline/on-hand';
import {
  ScanField,
  findItem,
  findLocation,
  scanFeedback,
  useScanRouter,
  type TScan,
} from '../../../scan';
import { FormField, cx, useWorkContext } from '../../../ui';
import { isDateCode, isTrackedItem } from '../tracking';
import { FloorSaveBar } from './FloorSaveBar';
import { useFloorWrite } from './useFloorWrite';
import { floorControlClass } from './floor-control';
import { ScanRefusal } from './ScanRefusal';
import { ScannedStock } from './ScannedStock';

export type TFloorMovementMode = 'move' | 'adjust';

type TFieldName =
  'location' | 'inventory' | 'serial_batch' | 'date_code' | 'quantity' | 'to_location' | 'reason';

type TForm = {
  location: string;
  inventory: string;
  /** The scanned item's name (shown before the quantity). */
  description: string;
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
  description: '',
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

const movementOf = (entry: TOutboxEntry) =>
  entry.kind === 'movement'
    ? (entry.data as { movement?: Partial<TMovementInput> } | null)?.movement
    : undefined;
/** The move screen's writes in the outbox: moves (TRANSFER). */
const isMove = (entry: TOutboxEntry) => movementOf(entry)?.action === 'TRANSFER';
/** The write off / on screen's writes in the outbox. */
const isAdjust = (entry: TOutboxEntry) => {
  const action = movementOf(entry)?.action;
  return action === 'WRITE_OFF' || action === 'WRITE_ON';
};

/**
 * The reason codes of a write off / on: those the site uses on stock checks (not the delivery
 * or receipt ones); all of them where the site flags none.
 */
function stockCheckReasons(all: TMirrorRow[]): TMirrorRow[] {
  const flagged = all.filter((r) => r.use_on_stock_check === true);
  return flagged.length ? flagged : all;
}

/** A mirrored reason code by its code, case-free (a reason-code barcode carries the code). */
function findReason(reasons: TMirrorRow[] | undefined, code: string): TMirrorRow | undefined {
  const wanted = code.trim().toLowerCase();
  return reasons?.find((r) => String(r.reason_code).trim().toLowerCase() === wanted);
}

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
  /** The form as the handlers changed it last (a scan's save runs before the next render). */
  const formRef = useRef<TForm>(BLANK);
  const replace = (next: TForm) => {
    formRef.current = next;
    setForm(next);
  };
  const [errors, setErrors] = useState<Partial<Record<TFieldName, string>>>({});
  const {
    writes,
    error: saveError,
    setError: setSaveError,
    queue,
  } = useFloorWrite(mode === 'move' ? isMove : isAdjust);
  const reasons = useLiveQuery(async () => {
    try {
      return stockCheckReasons(await floorDb.mirror('reason_codes').toArray());
    } catch {
      return [] as TMirrorRow[];
    }
  }, []);

  const next = (name: TFieldName, tracked: boolean): TFieldName | null => {
    const fields = fieldOrder(mode, tracked);
    return fields[fields.indexOf(name) + 1] ?? null;
  };
  const set = (patch: Partial<TForm>) => replace({ ...formRef.current, ...patch });
  const setError = (name: TFieldName, message: string | null) =>
    setErrors((e) => ({ ...e, [name]: message ?? undefined }));

  /** On to the next field; after the last one the write is saved. */
  const advance = (name: TFieldName, tracked = formRef.current.tracked) => {
    const following = next(name, tracked);
    if (following) focusField(following);
    else void save();
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
      // Refused: the field is emptied, so a Save cannot send the unknown code.
      set({ [name]: '' });
      setError(name, F.locationNotInWarehouse(text, warehouse));
      scanFeedback('not-found');
    }
  };

  const scanItem = async (scan: TScan) => {
    const text = scan.text.trim();
    if (!text) return;
    const found = await findItem(scan).catch(() => null);
    if (found) {
      const packSize = Number(found.unit?.pack_size ?? 0);
      const perScan = found.gs1?.quantity ?? (packSize > 0 ? packSize : 1);
      const tracked = isTrackedItem(found.item);
      const batch = tracked ? (found.gs1?.batch ?? found.gs1?.serial ?? '') : '';
      const dateCode = tracked ? (found.gs1?.expiry ?? found.gs1?.bestBefore ?? '') : '';
      const before = formRef.current;
      const had = Number(before.quantity);
      // The same item (and batch) scanned again counts one more scan of it.
      const again =
        before.inventory === found.item.inventory_code &&
        (!tracked || before.serial_batch === batch) &&
        had > 0;
      const quantity = again ? had + perScan : perScan;
      set({
        inventory: found.item.inventory_code,
        description: String(found.item.inventory_description ?? ''),
        unit: found.item.unit_of_measure ?? '',
        tracked,
        serial_batch: batch,
        date_code: dateCode,
        quantity: String(quantity),
      });
      setErrors((e) => ({
        ...e,
        inventory: undefined,
        serial_batch: undefined,
        date_code: undefined,
      }));
      scanFeedback('ok');
      // A GS1 scan that named the batch skips its fields: straight on to the quantity.
      if (again || (tracked && batch)) focusField('quantity');
      else advance('inventory', tracked);
    } else if (!(await mirrorHas('inventory'))) {
      set({ inventory: text, description: '', tracked: false, serial_batch: '', date_code: '' });
      setError('inventory', null);
      advance('inventory');
    } else {
      set({ inventory: '', description: '', unit: '', tracked: false });
      setError('inventory', F.noItemMatches(text));
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
    replace(BLANK);
    setErrors({});
    setSaveError(null);
    focusField('location');
  };

  /**
   * The server's refusal for taking more than the device holds at the location (a write off
   * or a move), found before the write is queued; null when it fits or the device cannot tell.
   */
  const shortfall = (f: TForm = formRef.current) =>
    stockShortfall({
      action,
      warehouse,
      location: f.location,
      inventory: f.inventory,
      serial_batch: f.tracked ? f.serial_batch : '',
      date_code: f.tracked ? f.date_code : '',
      quantity: Number(f.quantity),
    });

  const scanReason = (scan: TScan) => {
    const text = scan.text.trim();
    if (!text) return;
    const reason = findReason(reasons, text);
    if (reason || !reasons?.length) {
      // No reason codes on this device: taken as typed (the reference of the write).
      set({ reason: reason ? String(reason.reason_code) : text });
      setError('reason', null);
      if (reason) scanFeedback('ok');
      advance('reason');
    } else {
      setError('reason', F.reasonNotFound(text));
      scanFeedback('not-found');
    }
  };

  const validate = (f: TForm): boolean => {
    const found: Partial<Record<TFieldName, string>> = {};
    if (!f.location.trim()) found.location = F.scanLocation;
    if (!f.inventory.trim()) found.inventory = F.scanItem;
    if (f.tracked && !f.serial_batch.trim())
      found.serial_batch = MOVEMENT_MESSAGES.serialBatchRequired(f.inventory.trim());
    if (f.tracked && !isDateCode(f.date_code.trim())) found.date_code = MOVEMENT_MESSAGES.dateCode;
    const qty = Number(f.quantity);
    if (!(qty > 0)) found.quantity = F.quantityAboveZero;
    if (mode === 'move') {
      if (!f.to_location.trim()) found.to_location = F.scanToLocation;
      else if (f.to_location.trim().toLowerCase() === f.location.trim().toLowerCase())
        found.to_location = F.differentLocation;
    }
    if (mode === 'adjust' && f.reason.trim() && reasons?.length) {
      if (!findReason(reasons, f.reason)) found.reason = F.reasonNotFound(f.reason.trim());
    }
    setErrors(found);
    const first = fieldOrder(mode, f.tracked).find((name) => found[name]);
    if (first) {
      scanFeedback('error');
      focusField(first);
    }
    return !first;
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    const f = formRef.current;
    if (!validate(f)) return;
    const entry = await queue(async () => {
      // The device holds the on hands: a write the server would refuse for want of stock
      // is refused now, in the server's words, not after the device reconnects.
      const short = await shortfall(f);
      if (short) {
        setError('quantity', short);
        scanFeedback('error');
        focusField('quantity');
        return null;
      }
      const reason = findReason(reasons, f.reason);
      const movement = {
        action,
        warehouse,
        inventory: f.inventory.trim(),
        location: f.location.trim(),
        to_location: action === 'TRANSFER' ? f.to_location.trim() : '',
        serial_batch: f.tracked ? f.serial_batch.trim() : '',
        date_code: f.tracked ? f.date_code.trim() : '',
        quantity: Number(f.quantity),
        reference: reason ? String(reason.reason_code) : f.reason.trim(),
        notes: reason ? String(reason.description ?? '') : '',
      };
      return {
        contract: MOVEMENT_CALLS.add,
        kind: 'movement',
        data: { movement },
        label: movementLabel(action, f),
        schema: ZMovement,
        input: movement,
      };
    });
    if (!entry) return;
    replace(BLANK);
    clearRefusal();
    setErrors({});
    focusField('location');
  };

  /**
   * A location scanned outside the location fields: the to location once the item and its
   * quantity are in (a move), else the (from) location.
   */
  const routeLocation = (scan: TScan) => {
    const f = formRef.current;
    const ready = f.location.trim() && f.inventory.trim() && Number(f.quantity) > 0;
    void scanLocation(mode === 'move' && ready ? 'to_location' : 'location', scan);
  };
  const { refusal, clearRefusal } = useScanRouter(
    { location: routeLocation, item: (scan) => void scanItem(scan) },
    { warehouse },
  );

  const enterTo = (name: TFieldName) => (event: React.KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (name === 'quantity') {
      // Warn at once when the quantity is more than the location holds.
      void shortfall().then((short) => {
        setError('quantity', short);
        if (short) scanFeedback('error');
        else advance(name);
      });
      return;
    }
    advance(name);
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
          onChange={(v) => set({ inventory: v, description: '', unit: '' })}
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
              large
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
        <ScannedStock
          stock={{
            warehouse,
            location: form.location,
            inventory: form.inventory,
            description: form.description,
            unit: form.unit,
            serial_batch: form.tracked ? form.serial_batch : '',
            date_code: form.tracked ? form.date_code : '',
          }}
        />
        <FormField
          large
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
          <div className="flex flex-col gap-2">
            <ScanField
              id={fieldId('reason')}
              name="reason"
              label="Reason"
              hint={F.reasonHint}
              value={form.reason}
              onChange={(v) => set({ reason: v })}
              onScan={scanReason}
              onEmptyEnter={() => {
                setError('reason', null);
                advance('reason');
              }}
              error={errors.reason}
            />
            {reasons && reasons.length > 0 && (
              <div role="group" aria-label={F.reasonChoices} className="flex flex-wrap gap-2">
                {reasons.map((r) => {
                  const code = String(r.reason_code);
                  const chosen = findReason([r], form.reason) !== undefined;
                  return (
                    <button
                      key={r.key}
                      type="button"
                      aria-pressed={chosen}
                      onClick={() => {
                        set({ reason: chosen ? '' : code });
                        setError('reason', null);
                        document.getElementById('floor-move-save')?.focus();
                      }}
                      className={cx(
                        'min-h-12 rounded-lg px-3 text-lg font-medium ring-2 ring-inset',
                        chosen
                          ? 'bg-slate-800 text-white ring-slate-900'
                          : 'bg-white text-slate-800 ring-slate-300',
                      )}
                    >
                      {code}
                      {r.description ? ` — ${String(r.description)}` : ''}
                    </button>
                  );
                })}
              </div>
            )}
          </div>
        )}
      </div>
      <ScanRefusal message={refusal} />
      <FloorSaveBar
        id="floor-move-save"
        testId="floor-move-save"
        variant={action === 'WRITE_OFF' ? 'danger' : 'primary'}
        error={saveError}
        writes={writes}
      >
        {ACTION_WORDS[action]}
      </FloorSaveBar>
    </form>
  );
}
