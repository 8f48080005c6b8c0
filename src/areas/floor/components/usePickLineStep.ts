import { useState, type FormEvent } from 'react';
import { PICK_ATTEMPT_CALLS } from '../../../contract';
import { findItem, findLocation, scanFeedback, type TScan } from '../../../scan';
import { nextOpenLine, pickLabel, type TFloorPickLine } from '../pick-lines';
import { focusPickField } from './focus-pick-field';
import { findShortReason, type TShortReason } from './short-reason';
import type { useFloorWrite } from './useFloorWrite';

/** What the picker has entered for the current line. */
export type TPickStep = { location: string; item: string; quantity: string; reason: string };
/** Why a field of the step is refused, by field. */
export type TPickStepErrors = Partial<Record<keyof TPickStep, string>>;

const BLANK: TPickStep = { location: '', item: '', quantity: '', reason: '' };

/**
 * The current line of a pick and the picker's step on it: scan its location (the pick face,
 * or any location of the warehouse; typed as is when the mirror has no locations), scan its
 * item, enter the quantity (the rest of the line unless typed) and, when short, a reason;
 * confirm queues the pick attempt with `queue` and moves on to the next open line.
 */
export function usePickLineStep({
  lines,
  warehouse,
  hasLocations,
  queue,
  reasons = [],
}: {
  lines: TFloorPickLine[];
  /** The short-pick reasons offered: a typed reason must be one of them. */
  reasons?: readonly TShortReason[];
  warehouse: string;
  hasLocations: boolean | undefined;
  queue: ReturnType<typeof useFloorWrite>['queue'];
}) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [step, setStep] = useState<TPickStep>(BLANK);
  const [gs1, setGs1] = useState<{ batch?: string; expiry?: string }>({});
  const [errors, setErrors] = useState<TPickStepErrors>({});
  /** The line's item was taken by a scan: scanning it again counts one more. */
  const [itemTaken, setItemTaken] = useState(false);

  const current =
    lines.find((l) => l.pick_line_id === chosen && l.state === 'open') ?? nextOpenLine(lines);
  const quantity = step.quantity === '' ? (current?.left ?? 0) : Number(step.quantity);
  const isShort = current !== null && quantity < current.left;

  /** The reason code a typed or scanned text names ('' for none of the offered ones). */
  const reasonOf = (text: string) =>
    reasons.length ? (findShortReason(reasons, text)?.value ?? '') : text.trim();
  const set = (patch: Partial<TPickStep>) => setStep((s) => ({ ...s, ...patch }));
  const setError = (name: keyof TPickStep, message: string | null) =>
    setErrors((e) => ({ ...e, [name]: message ?? undefined }));

  /** Make an open line the current one, starting its step again. */
  const choose = (line: TFloorPickLine) => {
    setChosen(line.pick_line_id);
    setStep(BLANK);
    setItemTaken(false);
    setErrors({});
    setGs1({});
    focusPickField('floor-pick-location');
  };

  const scanLocation = async (scan: TScan) => {
    if (!current) return;
    const text = scan.text.trim();
    if (!text) return;
    const found = await findLocation(scan, warehouse).catch(() => null);
    const code = found ? String(found.location) : hasLocations ? null : text;
    if (!code) {
      setError('location', `Location ${text} is not in ${warehouse}`);
      scanFeedback('not-found');
      return;
    }
    if (current.pick_face && code.toLowerCase() !== current.pick_face.toLowerCase()) {
      setError('location', `Pick from ${current.pick_face}, not ${code}`);
      scanFeedback('error');
      return;
    }
    set({ location: code });
    setError('location', null);
    scanFeedback('ok');
    focusPickField('floor-pick-item');
  };

  const scanItem = async (scan: TScan) => {
    if (!current) return;
    const text = scan.text.trim();
    if (!text) return;
    const found = await findItem(scan).catch(() => null);
    const code = found ? String(found.item.inventory_code) : text;
    if (code.toLowerCase() !== current.inventory_code.toLowerCase()) {
      setError('item', `This is ${code}; the line wants ${current.inventory_code}`);
      scanFeedback('error');
      return;
    }
    // The item scanned again: one more unit (the first scan counted one).
    const again = itemTaken;
    const had = step.quantity === '' ? 1 : Number(step.quantity) || 0;
    set({ item: current.inventory_code, ...(again ? { quantity: String(had + 1) } : {}) });
    setGs1({
      batch: found?.gs1?.batch ?? scan.gs1?.batch,
      expiry: found?.gs1?.expiry ?? scan.gs1?.expiry,
    });
    setItemTaken(true);
    setError('item', null);
    scanFeedback('ok');
    focusPickField('floor-pick-quantity');
  };

  /** Check the step and queue the pick attempt; `shortAll` picks none of the line. */
  const confirm = async (event?: FormEvent, shortAll = false) => {
    event?.preventDefault();
    if (!current) return;
    const qty = shortAll ? 0 : quantity;
    const found: TPickStepErrors = {};
    if (!shortAll) {
      if (!step.location) found.location = `Scan the location ${current.pick_face}`.trim();
      if (!step.item) found.item = `Scan the item ${current.inventory_code}`;
    }
    if (!Number.isFinite(qty) || qty < 0) found.quantity = 'Enter a quantity of 0 or more';
    else if (qty > current.left) found.quantity = `At most ${current.left} ${current.unit} left`;
    const short = qty < current.left;
    const reasonCode = reasonOf(step.reason);
    if (short && !reasonCode) {
      found.reason = step.reason.trim()
        ? `${step.reason.trim()} is not a short-pick reason`
        : 'Choose why the line is short';
    }
    setErrors(found);
    const first = (['location', 'item', 'quantity', 'reason'] as const).find((k) => found[k]);
    if (first) {
      scanFeedback('error');
      focusPickField(`floor-pick-${first}`);
      return;
    }
    const reason = short ? reasonCode : '';
    const entry = await queue({
      contract: PICK_ATTEMPT_CALLS.add,
      kind: 'pick',
      data: {
        pick_line_id: current.pick_line_id,
        quantity_picked: qty,
        pick_face: step.location || current.pick_face || null,
        batch_number: gs1.batch ?? null,
        expiry_date: gs1.expiry ?? null,
        reason: reason || null,
      },
      label: pickLabel(current, qty, reason),
    });
    if (!entry) return;
    const following = nextOpenLine(lines, current.pick_line_id);
    setChosen(
      following && following.pick_line_id !== current.pick_line_id ? following.pick_line_id : null,
    );
    setStep(BLANK);
    setItemTaken(false);
    setGs1({});
    setErrors({});
    focusPickField('floor-pick-location');
  };

  /** Nothing on the shelf: asks for the reason first, then closes the line short with none. */
  const nothingHere = () => {
    if (!reasonOf(step.reason)) {
      set({ quantity: '0' });
      setError('reason', 'Choose why the line is short');
      focusPickField('floor-pick-reason');
    } else void confirm(undefined, true);
  };

  return {
    current,
    step,
    errors,
    quantity,
    isShort,
    set,
    choose,
    scanLocation,
    scanItem,
    confirm,
    nothingHere,
  };
}
