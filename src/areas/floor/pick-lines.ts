import {
  PICK_ATTEMPT_CALLS,
  STOCK_NOT_ON_SHELF,
  isOutboxEntryOf,
  type TOutboxEntry,
} from '../../contract';
import type { TMirrorRow } from '../../offline/db';

/*
 * The floor pick's view of a pick's lines: the mirror's pick_lines (what the server last
 * said) with the picks confirmed on this device that still wait in the outbox applied on
 * top, so a confirmed line shows as pending at once, offline.
 */

export type TPickAttemptData = {
  pick_line_id: number;
  quantity_picked: number;
  pick_face?: string | null;
  batch_number?: string | null;
  expiry_date?: string | null;
  reason?: string | null;
};

export type TFloorPickLine = {
  key: string;
  pick_line_id: number;
  pick_id: number;
  line_no: number;
  inventory_code: string;
  description: string;
  pick_face: string;
  pick_sequence: number;
  unit: string;
  quantity_req: number;
  /** Picked as the server last said. */
  quantity_picked: number;
  /** Confirmed on this device, not yet accepted by the server. */
  pending_quantity: number;
  /** Waiting entries for the line (pending or on the wire) and refused ones. */
  pending: number;
  attention: number;
  /** Short reason, from the server or a waiting short pick. */
  reason: string;
  /** Still to pick: required − picked − pending (0 once closed short). */
  left: number;
  state: 'open' | 'pending' | 'picked' | 'short' | 'attention';
};

const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : 0;
};
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** Is this outbox entry a pick attempt? */
export function isPickAttempt(
  entry: TOutboxEntry,
): entry is TOutboxEntry & { data: TPickAttemptData } {
  return (
    isOutboxEntryOf(entry, PICK_ATTEMPT_CALLS.add) &&
    typeof entry.data === 'object' &&
    entry.data !== null &&
    'pick_line_id' in entry.data
  );
}

/** The lines of one pick in pick order, with the waiting picks applied. */
export function floorPickLines(lines: TMirrorRow[], outbox: TOutboxEntry[]): TFloorPickLine[] {
  const attempts = outbox.filter(isPickAttempt);
  return lines
    .map((row): TFloorPickLine => {
      const id = num(row.pick_line_id);
      const mine = attempts.filter((e) => num(e.data.pick_line_id) === id);
      const waiting = mine.filter((e) => e.status !== 'attention');
      const refused = mine.length - waiting.length;
      const pendingQuantity = waiting.reduce((s, e) => s + num(e.data.quantity_picked), 0);
      const shortWaiting = waiting.find((e) => str(e.data.reason) !== '');
      const required = num(row.quantity_req);
      const picked = num(row.quantity_picked);
      const reason = str(row.reason) || str(shortWaiting?.data.reason);
      const closed = reason !== '';
      const left = closed ? 0 : Math.max(0, round(required - picked - pendingQuantity));
      let state: TFloorPickLine['state'];
      if (refused > 0) state = 'attention';
      else if (waiting.length > 0 && (left === 0 || closed)) state = 'pending';
      else if (str(row.reason) !== '') state = 'short';
      else if (left === 0) state = waiting.length ? 'pending' : 'picked';
      else state = 'open';
      return {
        key: row.key,
        pick_line_id: id,
        pick_id: num(row.pick_id),
        line_no: num(row.line_no),
        inventory_code: str(row.inventory_code),
        description: str(row.description),
        pick_face: str(row.pick_face),
        pick_sequence: num(row.pick_sequence),
        unit: str(row.stocking_factor_unit) || 'EA',
        quantity_req: required,
        quantity_picked: picked,
        pending_quantity: pendingQuantity,
        pending: waiting.length,
        attention: refused,
        reason,
        left,
        state,
      };
    })
    .sort(
      (a, b) =>
        a.pick_sequence - b.pick_sequence ||
        a.pick_face.localeCompare(b.pick_face) ||
        a.line_no - b.line_no,
    );
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The next line to pick: the first open one from `after` on, wrapping round. */
export function nextOpenLine(lines: TFloorPickLine[], afterId?: number): TFloorPickLine | null {
  const open = (l: TFloorPickLine) => l.state === 'open' && l.left > 0;
  const start = afterId === undefined ? 0 : lines.findIndex((l) => l.pick_line_id === afterId) + 1;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[(start + i) % lines.length]!;
    if (open(line)) return line;
  }
  return null;
}

/** The short-pick reasons: Stock not on Shelf, then the site's picking reason codes. */
export function shortReasons(reasonCodes: TMirrorRow[]): { value: string; label: string }[] {
  const own = reasonCodes
    .filter((r) => r.use_on_picking === true)
    .map((r) => ({
      value: str(r.reason_code),
      label: r.description ? `${str(r.reason_code)} — ${str(r.description)}` : str(r.reason_code),
    }))
    .sort((a, b) => a.value.localeCompare(b.value));
  return [{ value: STOCK_NOT_ON_SHELF, label: STOCK_NOT_ON_SHELF }, ...own];
}

/** The outbox label: "Pick 5 EA PAS-500 from A-01-01-A (pick 123)" / "Short … ". */
export function pickLabel(line: TFloorPickLine, quantity: number, reason: string): string {
  const what = `${quantity} ${line.unit} ${line.inventory_code}`;
  const where = line.pick_face ? ` from ${line.pick_face}` : '';
  const short = reason ? ` short (${reason})` : '';
  return `Pick ${what}${where}${short} (pick ${line.pick_id})`;
}
